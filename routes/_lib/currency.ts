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

const formatters: Record<Currency, Intl.NumberFormat> = {
  GBP: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
  USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
};

/** '£1,200' / '$1,500': no decimals, en-GB or en-US grouping. */
export function formatMoney(amount: number, currency: Currency): string {
  return formatters[currency].format(amount);
}
