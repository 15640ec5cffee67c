/** Turns the no-JS currency form into an instant switch that rewrites every price on the page. */
import type { Currency } from '../../routes/_lib/currency';
import { CURRENCY_EVENT } from '../../routes/_lib/islands';
import { getCurrency, isDetected, setCurrency } from '../currency';

function paint(form: HTMLFormElement) {
  const currency = getCurrency();
  const usd = currency === 'USD';
  form.querySelector('button[aria-pressed]')?.setAttribute('aria-pressed', String(usd));
  const to = form.querySelector<HTMLInputElement>('input[name="to"]');
  if (to) to.value = usd ? 'GBP' : 'USD';
  const gbpLabel = form.querySelector<HTMLElement>('[data-currency-label="GBP"]');
  const usdLabel = form.querySelector<HTMLElement>('[data-currency-label="USD"]');
  gbpLabel?.classList.toggle('text-ink-950', !usd);
  gbpLabel?.classList.toggle('text-ink-500', usd);
  usdLabel?.classList.toggle('text-ink-950', usd);
  usdLabel?.classList.toggle('text-ink-500', !usd);
  const knob = form.querySelector<HTMLElement>('button[aria-pressed] > span');
  knob?.classList.toggle('translate-x-5', usd);
  const pin = form.querySelector<HTMLElement>('[data-currency-pin]');
  if (pin) pin.hidden = !isDetected();
}

export function enhance(el: HTMLElement) {
  const form = el.querySelector<HTMLFormElement>('form[data-currency-toggle]');
  if (!form) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const next: Currency = getCurrency() === 'USD' ? 'GBP' : 'USD';
    setCurrency(next, { persist: true, source: 'cookie' });
  });
  window.addEventListener(CURRENCY_EVENT, () => paint(form));
  paint(form);
}
