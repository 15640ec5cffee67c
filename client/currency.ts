/**
 * The browser's currency store. Server-rendered prices outside React islands are rewritten in place
 * (their text for both currencies rides in data attributes); React islands subscribe via useSyncExternalStore.
 */
import { CURRENCY_COOKIE, parseCurrency, type Currency } from '../routes/_lib/currency';
import { CURRENCY_EVENT, PRICE_ATTR } from '../routes/_lib/islands';

const root = document.documentElement;

export function getCurrency(): Currency {
  return parseCurrency(root.dataset.currency) ?? 'GBP';
}

export function isDetected(): boolean {
  return root.dataset.currencySource === 'country' || root.dataset.currencySource === 'geo';
}

export function setCurrency(currency: Currency, how: { persist: boolean; source: 'cookie' | 'geo' }): void {
  root.dataset.currency = currency;
  root.dataset.currencySource = how.source;
  if (how.persist) {
    // Secure only over HTTPS: Safari refuses a Secure cookie on a developer's http://127.0.0.1 (worker/security.ts).
    document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  }
  const attr = PRICE_ATTR[currency];
  for (const el of document.querySelectorAll<HTMLElement>(`[${attr}]`)) {
    // React islands re-render their own prices from the store; touching their DOM would fight React.
    if (el.closest('[data-hydrated]')) continue;
    el.textContent = el.getAttribute(attr);
  }
  window.dispatchEvent(new CustomEvent(CURRENCY_EVENT, { detail: currency }));
}

export function subscribe(listener: () => void): () => void {
  window.addEventListener(CURRENCY_EVENT, listener);
  return () => window.removeEventListener(CURRENCY_EVENT, listener);
}
