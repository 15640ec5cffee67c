/**
 * CSRF defence for every state-changing request, on top of the SameSite=Strict session cookie: browsers say where a
 * request comes from (Sec-Fetch-Site, Origin), and hono/csrf refuses one from any other site. Two rules of this
 * site's go around it:
 * - a client that sends neither header (curl, monitoring) is not a browser, so it cannot carry a forged request,
 *   and is let through (hono/csrf would refuse it);
 * - JSON is judged too. hono/csrf passes it, because a browser cannot post JSON to another site without a CORS
 *   preflight, which this worker never grants; the lead and manager APIs answer a forged one with a clear 403 all
 *   the same. So hono/csrf is shown only the request's method and provenance headers, as a body a form could send.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import type { AppEnv } from './env';

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * This site: the address asked for, the canonical SITE_ORIGIN, or the Host the request was sent to (a preview or
 * dev server's address differs from the worker's own URL).
 */
function isThisSite(origin: string, c: Context<AppEnv>): boolean {
  const from = originOf(origin);
  if (!from) return false;
  return from === originOf(c.req.url) || from === originOf(c.env.SITE_ORIGIN) || new URL(from).host === c.req.header('host');
}

const judge = new Hono<AppEnv>().use(csrf({ secFetchSite: 'same-origin', origin: isThisSite })).all('*', (c) => c.body(null, 204));

const PROVENANCE = ['origin', 'sec-fetch-site', 'host'] as const;

/** True when a browser says this unsafe request came from another site (or from an opaque or unreadable Origin). */
export async function crossSite(c: Context<AppEnv>): Promise<boolean> {
  if (c.req.header('origin') === undefined && c.req.header('sec-fetch-site') === undefined) return false;
  const headers = new Headers({ 'content-type': 'text/plain' });
  for (const name of PROVENANCE) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const verdict = await judge.fetch(new Request(c.req.url, { method: c.req.method, headers }), c.env);
  return verdict.status === 403;
}

/** The manager's and sign-in's guard: a cross-site request gets a plain 403 and reaches no handler. */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (await crossSite(c)) return c.text('This request did not come from this site, so it was refused.', 403);
  await next();
};
