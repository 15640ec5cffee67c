import { useCurrency } from '../_lib/currency-context';
import { Icon } from './icon';
import { Island } from './island';

/**
 * The GBP/USD switch, with a pin marker when the currency was detected from the visitor's location; `compact`
 * shows the symbols alone (the desktop bar), the menu shows the codes too.
 * Without JavaScript it is a GET form to /currency, which sets the cookie and returns to this page;
 * client/islands/currency-toggle.ts turns it into an instant switch. It is a toggle button (aria-pressed: are
 * prices in dollars?) rather than role="switch", which HTML allows only on a plain button, not a submit button.
 */
export function CurrencyToggle({ path, compact = false }: { path: string; compact?: boolean }) {
  const { currency, detected } = useCurrency();
  const usd = currency === 'USD';
  return (
    <Island name="currency-toggle" hydrate="load">
      <form method="get" action="/currency" className="flex items-center gap-2 text-sm font-semibold" data-currency-toggle>
        <input type="hidden" name="next" value={path} />
        <input type="hidden" name="to" value={usd ? 'GBP' : 'USD'} />
        <span aria-hidden="true" data-currency-label="GBP" className={`whitespace-nowrap ${usd ? 'text-ink-500' : 'text-ink-950'}`}>
          £{!compact && ' GBP'}
        </span>
        <button
          type="submit"
          aria-pressed={usd}
          aria-label="Show prices in US dollars"
          className="relative h-6 w-11 rounded-full bg-ink-200 transition-colors aria-pressed:bg-ink-900"
        >
          <span
            aria-hidden="true"
            className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${usd ? 'translate-x-5' : ''}`}
          />
        </button>
        <span aria-hidden="true" data-currency-label="USD" className={`whitespace-nowrap ${usd ? 'text-ink-950' : 'text-ink-500'}`}>
          ${!compact && ' USD'}
        </span>
        <span data-currency-pin hidden={!detected} title="Currency chosen from your location" className="text-xs">
          <Icon name="map-pin" className="h-4 w-4 text-accent-600" />
          <span className="sr-only">Detected from your location</span>
        </span>
      </form>
    </Island>
  );
}
