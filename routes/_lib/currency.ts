/** Currency rules: which countries pay in dollars, the cookie, formatting. Pure: runs in the worker, the islands and unit tests. */
export type Currency = 'GBP' | 'USD';
export const CURRENCIES: readonly Currency[] = ['GBP', 'USD'];
export const DEFAULT_CURRENCY: Currency = 'GBP';
export const USD_COUNTRIES = ['us', 'ca', 'au', 'nz', 'sg', 'hk'] as const;
export const CURRENCY_COOKIE = 'currency';

export function currencyForCountry(country: string | null | undefined): Currency {
  if (!country) return DEFAULT_CURRENCY;
  return (USD_COUNTRIES as readonly string[]).includes(country.toLowerCase()) ? 'USD' : 'GBP';
}

export function parseCurrency(value: string | null | undefined): Currency | null {
  const upper = value?.toUpperCase();
  return upper === 'GBP' || upper === 'USD' ? upper : null;
}

const LOCALES: Record<Currency, string> = { GBP: 'en-GB', USD: 'en-US' };
const formatters: Partial<Record<Currency, Intl.NumberFormat>> = {};

/**
 * '£1,200' / '$1,500': no decimals, en-GB or en-US grouping. Each formatter is built on first use, not as the module
 * loads: building one loads its locale's data (50-60 ms on this project's test machine), and the island loader imports
 * this module on every page for its constants.
 */
export function formatMoney(amount: number, currency: Currency): string {
  formatters[currency] ??= new Intl.NumberFormat(LOCALES[currency], { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
  return formatters[currency].format(amount);
}
