import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import { CURRENCY_COOKIE, currencyForCountry, DEFAULT_CURRENCY, parseCurrency, type Currency } from '../routes/_lib/currency';
import { SITE } from '../routes/_lib/site-config';
import type { AppEnv, CurrencySource, Env } from '../routes/_app/env';
import { sameSitePath } from '../routes/_lib/same-site-path';
import { isBot } from '../routes/_lib/bots';
import { edgeCountry } from '../routes/_app/http';
import { ROUTES } from '../routes/table';

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

/** The pages of the US market (the route table's en_US pages, /us): every other page is the UK market's. */
const US_MARKET = new Set(ROUTES.filter((r) => r.locale === 'en_US').map((r) => r.path));

/** A page's own market: the currency its search metadata, hreflang and language are written for. */
export function marketOf(path: string): Currency {
  return US_MARKET.has(path) ? 'USD' : 'GBP';
}

const inMarket = (path: string) => ({ currency: marketOf(path), source: 'market' as const });

/**
 * The currency a request is served in, worked out once per request (worker/request-facts.ts). A crawler (isbot's
 * list, routes/_lib/bots.ts) gets the page's own market, never one chosen from its address: search engines crawl
 * from US addresses, and a UK page indexed in dollars contradicts its own metadata. A person's cookie is read next:
 * it wins, and then `cf` (parsed on access) is never touched. Cloudflare's verified-bot signal is read with the
 * country, from the same `cf`, so a person's cookie costs no more than it did.
 */
export function requestCurrency(req: Request, env: Pick<Env, 'TEST_HOOKS'>, path: string): { currency: Currency; source: CurrencySource } {
  if (isBot(req.headers.get('user-agent') ?? undefined)) return inMarket(path);
  const chosen = CURRENCY_COOKIE_VALUE.exec(req.headers.get('cookie') ?? '')?.[1];
  if (parseCurrency(chosen)) return resolveCurrency(chosen, undefined);
  if (verifiedBot(req)) return inMarket(path);
  return resolveCurrency(undefined, edgeCountry(req, env));
}

/** Cloudflare's verified-bot signal (`request.cf.botManagement.verifiedBot`), where the zone has Bot Management. */
function verifiedBot(req: Request): boolean {
  return (req as Request & { cf?: { botManagement?: { verifiedBot?: unknown } } }).cf?.botManagement?.verifiedBot === true;
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
