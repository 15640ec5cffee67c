/**
 * CSRF defence for state-changing requests, on top of the SameSite=Strict session cookie: browsers say
 * where a request came from (Sec-Fetch-Site, else Origin), and anything not from this site is refused.
 * Not hono/csrf: it lets a request through when either header is acceptable and answers a bare 'Forbidden'.
 */
import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function crossSite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const site = req.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin';
  const origin = req.headers.get('origin');
  return origin !== null && origin !== new URL(req.url).origin;
}

export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (crossSite(c.req.raw)) return c.text('This request did not come from this site, so it was refused.', 403);
  await next();
};
