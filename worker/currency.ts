import type { MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { CURRENCY_COOKIE, currencyForCountry, DEFAULT_CURRENCY, parseCurrency, type Currency } from '../routes/_lib/currency';
import type { AppEnv, CurrencySource } from './env';

/** DESIGN 'Currency': cookie (an explicit choice) → request.cf.country → GBP. */
export function resolveCurrency(cookie: string | undefined, country: unknown): { currency: Currency; source: CurrencySource } {
  const chosen = parseCurrency(cookie);
  if (chosen) return { currency: chosen, source: 'cookie' };
  if (typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) && country.toUpperCase() !== 'XX' && country.toUpperCase() !== 'T1') {
    return { currency: currencyForCountry(country), source: 'country' };
  }
  return { currency: DEFAULT_CURRENCY, source: 'default' };
}

export const currencyMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  let country = (c.req.raw as Request & { cf?: { country?: unknown } }).cf?.country;
  // Local runs have no real edge location; the e2e suite stands in for it ('none' = unknown country).
  const testCountry = c.env.TEST_HOOKS === '1' ? c.req.header('x-test-country') : undefined;
  if (testCountry) country = testCountry === 'none' ? undefined : testCountry;
  const { currency, source } = resolveCurrency(getCookie(c, CURRENCY_COOKIE), country);
  c.set('currency', currency);
  c.set('currencySource', source);
  await next();
};

/**
 * Remember an explicit choice for a year: returns the Set-Cookie value for the response the caller builds.
 * Readable by the page script, so not HttpOnly; it holds no secret.
 */
export function chooseCurrency(c: Context<AppEnv>, currency: Currency): string {
  c.set('currency', currency);
  c.set('currencySource', 'cookie');
  return generateCookie(CURRENCY_COOKIE, currency, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'Lax', secure: true });
}

/** Only same-site paths: never an open redirect. */
export function safeNext(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next;
}
