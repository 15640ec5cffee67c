import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { cacheKey, MEMORY_SECONDS, purgePaths } from '../../worker/edge-cache';
import { noneMatch } from '../../routes/_lib/if-none-match';
import { pageKind } from '../../routes/analytics/count-visit';
import { cleanUp, insertPost } from './blog-fixtures';
import { ORIGIN } from './helpers';

const MARKDOWN = { accept: 'text/markdown' };
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** One request through the whole worker with the page cache on, its background work (a store) included. */
async function get(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + path, { headers, cf: { country: 'GB' } } as RequestInit);
  const res = await worker.fetch(request as never, { ...env, EDGE_CACHE: 'on' } as never, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, etag: res.headers.get('etag'), state: res.headers.get('x-edge-cache') };
}

/** Asked until a cache answers it (a miss stores it, the next request finds it): the cached answer. */
async function cached(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 3; i++) {
    const got = await get(path, headers);
    if (got.state === 'HIT') return got;
  }
  throw new Error(`${path} is never answered from a cache`);
}

afterEach(async () => {
  vi.useRealTimers();
  await cleanUp();
  await purgePaths(ORIGIN, ['/services', '/about', '/test-conditional', '/test-no-such-conditional']);
});

describe('a conditional request for a cached copy', () => {
  it("answers an agent's Markdown twin 304 while it is unchanged, with an ETag of its own, not the HTML page's", async () => {
    for (const [path, headers] of [['/about', MARKDOWN], ['/about.md', {}]] as const) {
      const twin = await cached(path, headers);
      expect(twin.res.headers.get('content-type'), path).toBe('text/markdown; charset=utf-8');
      expect(twin.etag, path).toMatch(/^"[0-9a-f]{32}"$/);
      const again = await get(path, { ...headers, 'if-none-match': twin.etag! });
      expect(again.res.status, path).toBe(304);
      expect(again.body, path).toBe('');
      expect(again.etag, path).toBe(twin.etag);
      expect(again.res.headers.get('vary'), path).toMatch(/\bAccept\b/);
    }
    const page = await cached('/about', BROWSER);
    expect(page.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(page.etag).not.toBe((await cached('/about.md')).etag);
  });

  it('answers a page 304 for its own ETag in every form a browser or cache may send, and 200 for any other', async () => {
    const page = await cached('/services', BROWSER);
    const etag = page.etag!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    for (const seen of [etag, `W/${etag}`, `"0123", ${etag}`, `W/"0123",W/${etag}`, '*', ` * `]) {
      const again = await get('/services', { ...BROWSER, 'if-none-match': seen });
      expect(again.res.status, seen).toBe(304);
      expect(again.body, seen).toBe('');
      expect(again.etag, seen).toBe(etag);
      expect(again.res.headers.get('cache-control'), seen).toBe('public, no-cache');
    }
    for (const seen of ['"0123"', etag.slice(1, -1), `${etag.slice(0, -2)}x"`, '', 'W/']) {
      const again = await get('/services', { ...BROWSER, 'if-none-match': seen });
      expect(again.res.status, seen).toBe(200);
      expect(again.body, seen).toBe(page.body);
    }
  });

  it("answers 304 from the shared cache too, once the isolate's memory has let a database page go", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await insertPost({ slug: 'test-conditional' });
    const page = await cached('/test-conditional', { ...BROWSER, 'user-agent': 'Googlebot/2.1' });
    vi.setSystemTime(Date.now() + (MEMORY_SECONDS + 1) * 1000);
    const again = await get('/test-conditional', { ...BROWSER, 'user-agent': 'Googlebot/2.1', 'if-none-match': page.etag! });
    expect(again.state).toBe('HIT');
    expect(again.res.headers.get('age')).not.toBeNull();
    expect(again.res.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps the ETag with the copy in the shared cache, so every data centre answers the same one', async () => {
    const page = await cached('/services', BROWSER);
    expect(page.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const stored = await caches.default.match(cacheKey(ORIGIN, '/services', 'GBP', 'country'));
    expect(stored?.headers.get('etag')).toBe(page.etag);
    await stored?.body?.cancel();
  });

  it('never turns a not-found page into a 304, even for *', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await cached('/test-no-such-conditional', BROWSER);
    const again = await get('/test-no-such-conditional', { ...BROWSER, 'if-none-match': '*' });
    expect(again.res.status).toBe(404);
    expect(again.state).toBe('HIT');
  });
});

describe('If-None-Match', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" ', true],
    ['*', true],
    ['"x"', false],
    ['abc', false],
    ['"abc', false],
    ['', false],
    [null, false],
  ])('%s against "abc" → %s', (header, expected) => {
    expect(noneMatch(header, '"abc"')).toBe(expected);
    expect(noneMatch(header, 'W/"abc"')).toBe(expected);
  });
});

describe('a revalidated page', () => {
  it("counts as a view: the browser shows its own copy, which the 304 confirmed", () => {
    const navigation = new Request(`${ORIGIN}/services`, { headers: { 'sec-fetch-dest': 'document', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' } });
    const unchanged = new Response(null, { status: 304, headers: { 'content-type': 'text/html; charset=UTF-8' } });
    expect(pageKind(navigation, unchanged)).toBe('view');
  });
});
