/** The HTTP checks every lead endpoint makes before it looks at a submission. */
import type { Context } from 'hono';
import type { AppEnv } from './env';

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * Browsers say where a post comes from (Sec-Fetch-Site, Origin); a post from any other site is refused.
 * Clients that send neither (curl, monitoring) are not browsers and so cannot be used for cross-site forgery.
 * Not hono/csrf: it refuses those clients, checks form posts only (not JSON) and cannot answer in the API's JSON.
 */
export function isCrossSite(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  const from = originOf(origin);
  if (!from) return true;
  const allowed = [originOf(c.req.url), originOf(c.env.SITE_ORIGIN)];
  return !allowed.includes(from) && new URL(from).host !== c.req.header('host');
}

/** The visitor's address as Cloudflare reports it; the test suites may stand in for it (TEST_HOOKS only). */
export function clientIp(c: { req: { header(name: string): string | undefined }; env: { TEST_HOOKS?: string } }): string {
  const testIp = __TEST_HOOKS__ && c.env.TEST_HOOKS === '1' ? c.req.header('x-test-client-ip') : undefined;
  return testIp || c.req.header('cf-connecting-ip') || 'unknown';
}
