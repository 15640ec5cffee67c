import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../routes/_app/env';
import { sameSitePath } from '../routes/_lib/same-site-path';

/**
 * One spelling of every address, settled before any cache is consulted: the isolate's memory and the Cache API
 * (worker/edge-cache.ts) key pages on the pathname as it arrives, so '/sl%75g' would otherwise be a second copy of
 * '/slug' that no edit reaches. RFC 3986 (section 6.2.2): an escaped unreserved character (a letter, a digit,
 * '-', '.', '_' or '~') is the character itself, and hex digits are case-insensitive. Every other escape stays
 * escaped: '%2F' is not a '/', and '%25' is a literal '%', never the start of another escape, so one pass is final.
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
}

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * Names a certificate is never issued for, where the site runs only on a developer's machine: localhost, the
 * reserved .localhost, .test and .local (mDNS) names, and IP addresses (`npm start` also prints a network address).
 */
const DEVELOPMENT_HOST = /^(localhost|.+\.(localhost|test|local)|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** Whether the site is being served on a developer's machine, where HTTPS does not exist. */
export function isDevelopmentHost(url: URL): boolean {
  return DEVELOPMENT_HOST.test(url.hostname);
}

/** A request that arrived over plain HTTP where it should not have ('Always Use HTTPS' at the zone does it first). */
function needsHttps(url: URL): boolean {
  return url.protocol === 'http:' && !isDevelopmentHost(url);
}

const READS = new Set(['GET', 'HEAD']);

/**
 * What the address's one form asks of a request: nothing (`'canonical'`), a 301 to `location`, a refusal (403),
 * or the not-found page for a spelling that would name no page here.
 */
export type CanonicalForm = 'canonical' | { redirect: string } | { refuse: string } | 'not-found';

/**
 * GET and HEAD over plain HTTP go to the same address over HTTPS, in its canonical spelling, in one 301; anything
 * else over HTTP is refused (a form posted in the clear has already crossed the network). Over HTTPS, a read of a
 * non-canonical spelling goes to the canonical one; other methods are not cached and route as they are. Then the
 * path loses its trailing slash, whatever the method: leading slashes collapse to one, so that '//evil.example/'
 * cannot become a Location of '//evil.example' (hono/trailing-slash answers with an absolute URL and trims one
 * slash per redirect; this keeps relative Locations and gets there in one hop).
 */
export function canonicalForm(method: string, url: URL): CanonicalForm {
  const read = READS.has(method);
  if (needsHttps(url)) {
    if (!read) return { refuse: `This site accepts a ${method} request only over HTTPS: send it to https://${url.host}${url.pathname} instead.` };
    return { redirect: `https://${url.host}${canonicalPath(url.pathname)}${url.search}` };
  }
  const path = read ? canonicalPath(url.pathname) : url.pathname;
  if (path !== url.pathname) {
    // Relative, so never '//host': a path that would read as another site, or that holds an escaped control
    // character or backslash, names no page here.
    const target = sameSitePath(path, url.origin);
    return target === null ? 'not-found' : { redirect: target + url.search };
  }
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    const trimmed = '/' + url.pathname.replace(/^\/+|\/+$/g, '');
    return { redirect: sameSitePath(trimmed + url.search, url.origin) ?? '/' };
  }
  return 'canonical';
}

/** The pipeline's step for the canonical form the request's facts hold (worker/request-facts.ts). */
export const canonicalUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const form = c.get('request').canonical;
  if (form === 'canonical') return next();
  if (form === 'not-found') return c.notFound();
  if ('refuse' in form) return c.text(form.refuse, 403);
  return c.redirect(form.redirect, 301);
};
