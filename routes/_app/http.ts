/** The HTTP checks every lead endpoint makes before it looks at a submission. */
import type { Context } from 'hono';
import type { AppEnv } from './env';

export type BodyMode = 'json' | 'form';

/** JSON from the islands, or an ordinary HTML form post when JavaScript is off. Anything else is refused (415). */
export function bodyMode(contentType: string | undefined): BodyMode | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

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

export type BodyRead = { text: string } | { error: 'invalid_utf8' };

/** The body as UTF-8 text. Its size was capped before this (capBody in ./body-cap.ts). */
export async function readBody(req: Request): Promise<BodyRead> {
  const bytes = await req.arrayBuffer();
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { error: 'invalid_utf8' };
  }
}

export type ParsedBody = { input: Record<string, unknown> } | { error: 'invalid_json' | 'invalid_body'; message: string };

export function parseBody(mode: BodyMode, text: string): ParsedBody {
  if (mode === 'form') {
    const input: Record<string, unknown> = Object.create(null);
    for (const [key, value] of new URLSearchParams(text)) if (!Object.hasOwn(input, key)) input[key] = value;
    return { input };
  }
  if (!text.trim()) return { error: 'invalid_json', message: 'The request body is empty: send the form fields as a JSON object.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'invalid_json', message: 'The request body is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { error: 'invalid_body', message: 'The request body must be a JSON object of form fields.' };
  }
  return { input: value as Record<string, unknown> };
}
