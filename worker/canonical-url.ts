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
export function needsHttps(url: URL): boolean {
  return url.protocol === 'http:' && !isDevelopmentHost(url);
}

/** Whether the caches may answer this URL as it is: the app redirects anything else first. */
export function isCanonical(url: URL): boolean {
  return !needsHttps(url) && canonicalPath(url.pathname) === url.pathname;
}

const READS = new Set(['GET', 'HEAD']);

/**
 * GET and HEAD over plain HTTP go to the same address over HTTPS, in its canonical spelling, in one 301; anything
 * else over HTTP is refused (a form posted in the clear has already crossed the network). Over HTTPS, a read of a
 * non-canonical spelling goes to the canonical one; other methods are not cached and route as they are.
 */
export const canonicalUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const read = READS.has(c.req.method);
  if (needsHttps(url)) {
    if (!read) return c.text(`This site accepts a ${c.req.method} request only over HTTPS: send it to https://${url.host}${url.pathname} instead.`, 403);
    return c.redirect(`https://${url.host}${canonicalPath(url.pathname)}${url.search}`, 301);
  }
  if (!read) return next();
  const path = canonicalPath(url.pathname);
  if (path === url.pathname) return next();
  // Relative, so never '//host': a path that would read as another site, or that holds an escaped control
  // character or backslash, names no page here.
  const target = sameSitePath(path, url.origin);
  if (target === null) return c.notFound();
  return c.redirect(target + url.search, 301);
};
