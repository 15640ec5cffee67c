import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { cacheKey, FRESH_SECONDS, KEEP_SECONDS, MEMORY_SECONDS, purgePaths } from '../../worker/edge-cache';
import { ORIGIN } from './helpers';

/** The page cache is off for the other worker tests; here the worker runs with it on. */
async function get(path: string, init: { country?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  const request = new Request(ORIGIN + path, { headers, cf: init.country ? { country: init.country } : {} } as RequestInit);
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as never, { ...env, EDGE_CACHE: 'on' } as never, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

afterEach(async () => {
  vi.useRealTimers();
  await purgePaths(ORIGIN, ['/cookies', '/services', '/', '/us', '/sitemap', '/not-a-post-yet']);
});

describe('the edge page cache', () => {
  it('stores a page per path and currency and serves the copy on the next request', async () => {
    const first = await get('/cookies', { country: 'GB' });
    expect(first.res.headers.get('x-edge-cache')).toBe('MISS');
    const second = await get('/cookies', { country: 'GB' });
    expect(second.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.res.headers.get('content-security-policy')).toContain("script-src 'self'");

    const dollars = await get('/cookies', { country: 'US' });
    expect(dollars.res.headers.get('x-edge-cache')).toBe('MISS');
    expect(dollars.body).toContain('data-currency="USD"');
  });

  it('tells browsers to revalidate, so pages stay eligible for the back/forward cache', async () => {
    const { res } = await get('/services', { country: 'GB' });
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('never stores a response that sets a cookie (/us is an explicit currency choice)', async () => {
    await get('/us', { country: 'GB' });
    const again = await get('/us', { country: 'GB' });
    expect(again.res.headers.get('x-edge-cache')).not.toBe('HIT');
    expect(again.res.headers.get('set-cookie')).toContain('currency=USD');
    expect(again.res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('serves a database-backed page stale between 30 and 60 minutes while refreshing it, and drops it after 60', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await get('/sitemap', { country: 'GB' });
    vi.setSystemTime(start + (FRESH_SECONDS + 60) * 1000);
    expect((await get('/sitemap', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('STALE');
    // The background refresh stored a new copy, fresh again.
    expect((await get('/sitemap', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('HIT');
    vi.setSystemTime(start + (FRESH_SECONDS + 60 + KEEP_SECONDS + 60) * 1000);
    expect((await get('/sitemap', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('keeps pages that depend only on the build in memory for the life of the build', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await get('/services', { country: 'GB' });
    vi.setSystemTime(start + (KEEP_SECONDS + 60) * 1000);
    expect((await get('/services', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('HIT');
  });

  it('is purged for a path in every currency', async () => {
    await get('/cookies', { country: 'GB' });
    await get('/cookies', { country: 'US' });
    await purgePaths(ORIGIN, ['/cookies']);
    expect((await get('/cookies', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('MISS');
    expect((await get('/cookies', { country: 'US' })).res.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('does not cache requests with a query string', async () => {
    await get('/cookies?x=1', { country: 'GB' });
    expect((await get('/cookies?x=1', { country: 'GB' })).res.headers.get('x-edge-cache')).toBeNull();
  });

  it('stores a 404 like a page, still logs every one, and drops it when its path is purged (a post published there)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await get('/not-a-post-yet', { country: 'GB' });
    expect(first.res.status).toBe(404);
    expect(first.res.headers.get('x-edge-cache')).toBe('MISS');
    const again = await get('/not-a-post-yet', { country: 'GB' });
    expect(again.res.status).toBe(404);
    expect(again.res.headers.get('x-edge-cache')).toBe('HIT');
    // From the shared cache (it carries Age), never the isolate's memory: made-up paths must not evict pages.
    expect(again.res.headers.get('age')).not.toBeNull();
    expect(again.body).toBe(first.body);
    expect(warn.mock.calls.filter(([line]) => String(line).includes('"path":"/not-a-post-yet"'))).toHaveLength(2);
    await purgePaths(ORIGIN, ['/not-a-post-yet']);
    expect((await get('/not-a-post-yet', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('answers a remembered page with the same body and every final header, before routing', async () => {
    const first = await get('/services', { country: 'US' });
    const again = await get('/services', { country: 'US' });
    expect(again.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(again.body).toBe(first.body);
    for (const name of ['content-security-policy', 'strict-transport-security', 'speculation-rules', 'content-type', 'cache-control']) {
      expect(again.res.headers.get(name), name).toBe(first.res.headers.get(name));
    }
  });

  it('keeps the currency choice: a cookie beats the country on a remembered page too', async () => {
    await get('/services', { country: 'GB' });
    const chosen = await get('/services', { country: 'GB', cookie: 'theme=dark; currency=USD' });
    expect(chosen.body).toContain('data-currency="USD"');
    expect(chosen.body).toContain('data-currency-source="cookie"');
    const again = await get('/services', { country: 'GB', cookie: 'currency=USD' });
    expect(again.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(again.body).toContain('data-currency="USD"');
  });

  it('never answers a signed-in manager from the page memory', async () => {
    await get('/services', { country: 'GB' });
    const signedIn = await get('/services', { country: 'GB', cookie: 'sb_session=abc' });
    expect(signedIn.res.headers.get('x-edge-cache')).toBeNull();
  });

  it('answers a database-backed page from the isolate for at most a minute, so a purge elsewhere reaches it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await get('/sitemap', { country: 'GB' });
    // Another isolate purges the shared copy; this one does not hear of it.
    await caches.default.delete(cacheKey(ORIGIN, '/sitemap', 'GBP', 'country'));
    vi.setSystemTime(start + (MEMORY_SECONDS - 5) * 1000);
    expect((await get('/sitemap', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('HIT');
    vi.setSystemTime(start + (MEMORY_SECONDS + 5) * 1000);
    expect((await get('/sitemap', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('says how old a copy from the shared cache is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await get('/sitemap', { country: 'GB' });
    vi.setSystemTime(start + (MEMORY_SECONDS + 30) * 1000);
    const { res } = await get('/sitemap', { country: 'GB' });
    expect(res.headers.get('x-edge-cache')).toBe('HIT');
    expect(Number(res.headers.get('age'))).toBeGreaterThanOrEqual(MEMORY_SECONDS + 30);
  });
});
