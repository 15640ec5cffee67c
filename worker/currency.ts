import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import { CURRENCY_COOKIE, currencyForCountry, DEFAULT_CURRENCY, parseCurrency, type Currency } from '../routes/_lib/currency';
import { SITE } from '../routes/_lib/site-config';
import type { AppEnv, CurrencySource, Env } from '../routes/_app/env';
import { sameSitePath } from '../routes/_lib/same-site-path';
import { edgeCountry } from '../routes/_app/http';

export { edgeCountry };

/** The currency: the cookie (an explicit choice) → request.cf.country → GBP (docs/architecture.md#request-flow). */
export function resolveCurrency(cookie: string | undefined, country: unknown): { currency: Currency; source: CurrencySource } {
  const chosen = parseCurrency(cookie);
  if (chosen) return { currency: chosen, source: 'cookie' };
  if (typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) && country.toUpperCase() !== 'XX' && country.toUpperCase() !== 'T1') {
    return { currency: currencyForCountry(country), source: 'country' };
  }
  return { currency: DEFAULT_CURRENCY, source: 'default' };
}

const CURRENCY_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${CURRENCY_COOKIE}=([^;]*)`);

/**
 * The currency a request is served in, worked out once per request (worker/request-facts.ts). The cookie is read
 * first: it wins, and then `cf` (parsed on access) is never touched.
 */
export function requestCurrency(req: Request, env: Pick<Env, 'TEST_HOOKS'>): { currency: Currency; source: CurrencySource } {
  const chosen = CURRENCY_COOKIE_VALUE.exec(req.headers.get('cookie') ?? '')?.[1];
  if (parseCurrency(chosen)) return resolveCurrency(chosen, undefined);
  return resolveCurrency(undefined, edgeCountry(req, env));
}

/**
 * Remember an explicit choice for a year: returns the Set-Cookie value for the response the caller builds.
 * Readable by the page script, so not HttpOnly; it holds no secret.
 */
export function chooseCurrency(c: Context<AppEnv>, currency: Currency): string {
  c.set('currency', currency);
  c.set('currencySource', 'cookie');
  return generateCookie(CURRENCY_COOKIE, currency, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'Lax', secure: true });
}

/** Only a path on this site (sameSitePath), else the home page: never an open redirect. */
export function safeNext(next: string | undefined, origin: string = SITE.origin): string {
  return sameSitePath(next, origin) ?? '/';
}
