/**
 * Who is counted, and what a visit records about where it came from. Pure functions of the request: no address
 * or user agent leaves this module except through the daily hash (./visitor.ts).
 */
import type { Env } from '../_app/env';
import { isBot } from '../_lib/bots';
import { carriesSession } from '../sign-in/routes';
import { edgeCountry } from '../_app/http';
import { ROUTES } from '../table';

/** The operator's screens and the sign-in (RouteEntry.unmeasured), each with every address under it. */
const UNMEASURED = ROUTES.filter((r) => r.unmeasured).map((r) => r.path);

/** A path whose page views and notes count: not an operator's screen or the sign-in. */
export function isMeasured(path: string): boolean {
  return !UNMEASURED.some((p) => path === p || path.startsWith(`${p}/`));
}

export type Device = 'mobile' | 'tablet' | 'desktop';

/** What a visit's first page says about it; a visit's source is the source of its first page that day. */
export interface VisitOrigin {
  /** utm_source (with ' / ' and utm_medium when given), else the referring site's host, else '(direct)'. */
  source: string;
  /** utm_campaign, or '' for none. */
  campaign: string;
  /** ISO country code from request.cf.country, or '' when unknown. */
  country: string;
  device: Device;
}

export const DIRECT = '(direct)';

/**
 * Requests that are not a person seeing a page: crawlers and bots, the signed-in operator, and a browser that asks
 * not to be tracked (Global Privacy Control). Speculative requests are a page request's own matter (isSpeculative).
 */
export function notAPerson(req: Request): 'bot' | 'operator' | 'gpc' | null {
  if (isBot(req.headers.get('user-agent') ?? undefined)) return 'bot';
  if (req.headers.get('sec-gpc')?.trim() === '1') return 'gpc';
  if (carriesSession(req)) return 'operator';
  return null;
}

/**
 * A top-level navigation: the page itself in the window, not a picture, script, frame or fetch another site's page
 * embeds. Browsers that send Fetch Metadata say so with `Sec-Fetch-Dest: document`, which only a top-level
 * navigation sends; `<img src>` on any page on the web sends `image`, a frame `iframe`, a script's fetch `empty`.
 * An older browser without Fetch Metadata still asks for HTML in `Accept` when it navigates, and for pictures when
 * it loads one. https://developer.mozilla.org/docs/Web/HTTP/Reference/Headers/Sec-Fetch-Dest
 */
export function isNavigation(req: Request): boolean {
  const dest = req.headers.get('sec-fetch-dest');
  if (dest !== null) return dest === 'document';
  const accept = req.headers.get('accept');
  return accept === null || /text\/html|application\/xhtml\+xml/i.test(accept);
}

/**
 * A person following a link of this site's: a GET that is a top-level navigation, not speculative, and not from
 * a crawler, the operator or a browser sending Global Privacy Control. Page views (./count-visit.ts) and the
 * booking and checkout clicks (./attribution/go.ts) count only these.
 */
export function isPersonNavigating(req: Request): boolean {
  return req.method === 'GET' && isNavigation(req) && !isSpeculative(req) && !notAPerson(req);
}

/** A prefetch or prerender: the page may never be shown. A prerender is counted when it is activated (a page note). */
export function isSpeculative(req: Request): boolean {
  const purpose = `${req.headers.get('sec-purpose') ?? ''} ${req.headers.get('purpose') ?? ''} ${req.headers.get('x-purpose') ?? ''} ${req.headers.get('x-moz') ?? ''}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

export function requestCountry(req: Request, env: Pick<Env, 'TEST_HOOKS'>): string {
  const country = edgeCountry(req, env);
  return typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) && !/^(xx|t1)$/i.test(country) ? country.toUpperCase() : '';
}

export function deviceOf(req: Request): Device {
  const ua = req.headers.get('user-agent') ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (req.headers.get('sec-ch-ua-mobile') === '?1' || /Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** A campaign tag as the operator will read it: lower case, single spaces, no markup, at most 60 characters. */
export function tag(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ._+-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();
}

/** The referring site's host only (never the full address), without 'www.'; '' for this site itself or none. */
export function referrerHost(referrer: string | null | undefined, ownHosts: string[]): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return ownHosts.some((h) => h.replace(/^www\./, '') === host) ? '' : host.slice(0, 100);
  } catch {
    return '';
  }
}

/** Where a page view came from: the landing URL's utm_* tags, else the referrer's host, else direct. */
export function visitOrigin(req: Request, env: Pick<Env, 'TEST_HOOKS' | 'SITE_ORIGIN'>, page: URL, referrer: string | null): VisitOrigin {
  const utm = (name: string) => tag(page.searchParams.get(`utm_${name}`));
  const own = [new URL(req.url).hostname, hostOf(env.SITE_ORIGIN)];
  const [source, medium] = [utm('source'), utm('medium')];
  return {
    source: source ? (medium ? `${source} / ${medium}` : source) : referrerHost(referrer, own) || DIRECT,
    campaign: utm('campaign'),
    country: requestCountry(req, env),
    device: deviceOf(req),
  };
}

function hostOf(origin: string | undefined): string {
  try {
    return origin ? new URL(origin).hostname : '';
  } catch {
    return '';
  }
}
