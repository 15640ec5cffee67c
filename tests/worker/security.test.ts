/**
 * The Content Security Policy as responses carry it (worker/security.ts, hono/secure-headers with per-response
 * values): the booking frame, Turnstile and a nonce only where a page needs them, the same for a page replayed
 * from the edge cache, and one inline script allowed by its hash.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { SITE } from '../../routes/_lib/site-config';
import { TURNSTILE_ORIGIN } from '../../worker/security';
import { HEAD_SCRIPT, HEAD_SCRIPT_HASH } from '../../routes/_lib/head-script';
import { ORIGIN } from './helpers';

async function policyOf(path: string, overrides: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(ORIGIN + path, { headers, cf: { country: 'GB' } } as RequestInit) as never, { ...env, ...overrides } as never, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { csp: res.headers.get('content-security-policy') ?? '', html, cache: res.headers.get('x-edge-cache') };
}

const BOOKING_ORIGIN = new URL(SITE.bookingUrl).origin;
const escape = (s: string) => s.replace(/[+/]/g, '\\$&');

describe('on a developer\'s machine over plain HTTP', () => {
  async function currencyCookie(origin: string) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(origin + '/us', { redirect: 'manual' }) as never, env as never, ctx);
    await res.text();
    await waitOnExecutionContext(ctx);
    return res.headers.getSetCookie().find((c) => c.startsWith('currency=')) ?? '';
  }

  it('marks no cookie Secure, which Safari refuses over HTTP; the live site marks them all', async () => {
    expect(await currencyCookie(ORIGIN)).toMatch(/; Secure(;|$)/);
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:8787', 'http://[::1]:8787']) {
      const cookie = await currencyCookie(origin);
      expect(cookie, origin).toMatch(/^currency=USD/);
      expect(cookie, origin).not.toMatch(/Secure/i);
    }
  });
});

describe('the page Content Security Policy', () => {
  it('upgrades insecure requests in production, and not on a developer\'s machine, where Safari would fetch https://127.0.0.1', async () => {
    expect((await policyOf('/about')).csp).toMatch(/; upgrade-insecure-requests$/);
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:8787', 'http://[::1]:8787', 'http://site.localhost:8787', 'http://mac.local:8787']) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(origin + '/about', { cf: { country: 'GB' } } as RequestInit) as never, env as never, ctx);
      await res.text();
      await waitOnExecutionContext(ctx);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, origin).toContain("default-src 'none'");
      expect(csp, origin).not.toContain('upgrade-insecure-requests');
    }
  });

  it('names nothing it does not need on a plain page, and no nonce', async () => {
    const { csp } = await policyOf('/about');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toMatch(new RegExp(`script-src 'self' ${escape(HEAD_SCRIPT_HASH)};`));
    expect(csp).not.toContain('nonce-');
    expect(csp).not.toContain('unsafe-inline');
  });

  it("lets images come from this origin and data: URLs (the drawn covers) only: no other host, no wildcard", async () => {
    for (const path of ['/about', '/blog', '/ceo-weekly-review', '/consultation-booking']) {
      const { csp } = await policyOf(path);
      expect(csp.split(';').map((d) => d.trim()).filter((d) => d.startsWith('img-src')), path).toEqual(["img-src 'self' data:"]);
    }
  });

  it('allows the booking calendar only on the page that embeds it, also when that page comes from the edge cache', async () => {
    expect((await policyOf('/consultation-booking')).csp).toContain(`frame-src ${BOOKING_ORIGIN};`);
    const on = { EDGE_CACHE: 'on' };
    await policyOf('/consultation-booking', on);
    const replayed = await policyOf('/consultation-booking', on);
    expect(replayed.cache).toBe('HIT');
    expect(replayed.csp).toContain(`frame-src ${BOOKING_ORIGIN};`);
    expect((await policyOf('/contact', on)).csp).toContain("frame-src 'none'");
  });

  it('names Turnstile on pages only while it is switched on', async () => {
    const on = { TURNSTILE_SECRET_KEY: 'turnstile-secret', TURNSTILE_SITE_KEY: 'turnstile-site' };
    const page = (await policyOf('/contact', on)).csp;
    expect(page).toContain(`script-src 'self' ${HEAD_SCRIPT_HASH} ${TURNSTILE_ORIGIN}`);
    expect(page).toContain(`frame-src ${TURNSTILE_ORIGIN}`);
    expect((await policyOf('/contact')).csp).not.toContain(TURNSTILE_ORIGIN);
    // Not a page: nothing to challenge.
    expect((await policyOf('/robots.txt', on)).csp).not.toContain(TURNSTILE_ORIGIN);
  });

  it('gives a streaming page a nonce of its own, the one its inline scripts carry', async () => {
    const slow = { 'x-test-db-delay': '150' };
    const first = await policyOf('/ceo-weekly-review', {}, slow);
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(first.csp)?.[1];
    expect(nonce).toBeDefined();
    expect(first.html).toContain(`nonce="${nonce}"`);
    expect((await policyOf('/ceo-weekly-review', {}, slow)).csp).not.toContain(nonce!);
  });

  it("allows the page's one inline script by the hash of its exact text", async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(HEAD_SCRIPT));
    const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(HEAD_SCRIPT_HASH).toBe(`'sha256-${base64}'`);
  });
});
