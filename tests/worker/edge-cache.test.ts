import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogCopy } from '../../routes/blog/content';
import { renderMarkdown } from '../../routes/blog/markdown';
import { recordEdit, VERSION_SECONDS } from '../../worker/content-version';
import worker from '../../worker/index';
import { services } from '../../worker/services';
import { cacheKey, FRESH_SECONDS, KEEP_SECONDS, MEMORY_LIMIT, MEMORY_SECONDS, purgePaths } from '../../worker/edge-cache';
import { ROUTES } from '../../routes/table';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp, insertPost, SEED_NEWEST_FIRST } from './blog-fixtures';
import { faultyD1 } from './d1-faults';
import { decode, fetchPath, ORIGIN } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

interface GetOptions {
  country?: string;
  cookie?: string;
  userAgent?: string;
  headers?: Record<string, string>;
  /** Another hostname the site answers on. */
  origin?: string;
  /** The D1 binding, with faults injected (d1-faults.ts). */
  db?: D1Database;
}

/** The page cache is off for the other worker tests; here the worker runs with it on. */
async function get(path: string, init: GetOptions = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.userAgent) headers['user-agent'] = init.userAgent;
  const request = new Request((init.origin ?? ORIGIN) + path, { headers, cf: init.country ? { country: init.country } : {} } as RequestInit);
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as never, { ...env, EDGE_CACHE: 'on', ...(init.db && { DB: init.db }) } as never, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

/** Follows the worker's redirects as a browser would: the final answer, and the status of every hop. */
async function reach(path: string, init: GetOptions = {}) {
  const statuses: number[] = [];
  for (let hop = 0; hop < 4; hop++) {
    const got = await get(path, init);
    statuses.push(got.res.status);
    const location = got.res.headers.get('location');
    if (got.res.status !== 301 || !location) return { ...got, statuses };
    const next = new URL(location, ORIGIN);
    path = next.pathname + next.search;
  }
  throw new Error(`More than 3 redirects from ${path}`);
}

/** Unpublishes a post the way an editor does, through the manager's form, in this isolate. */
async function unpublish(slug: string) {
  const request = new Request(`${ORIGIN}/blog/manage/${slug}/unpublish`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: `${SESSION_COOKIE}=${await token()}`, origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as never, { ...env, EDGE_CACHE: 'on' } as never, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(303);
}

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const TEST_PATHS = ['/test-spelled', '/test-body-fails', '/test-body-fails-for-bots', '/test-body-fails-streamed', '/test-in-flight', '/test-edited-elsewhere', '/test-any-host', '/test-no-such-article'];

let supabase: ReturnType<typeof standInForSupabase>;
beforeAll(() => {
  supabase = standInForSupabase();
});
afterAll(() => supabase.mockRestore());

afterEach(async () => {
  vi.useRealTimers();
  await cleanUp();
  await purgePaths(ORIGIN, ['/cookies', '/services', '/', '/us', '/sitemap', '/blog', '/not-a-post-yet', ...TEST_PATHS]);
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

  it("keeps a crawler's copy apart from a person's: neither is ever served the other's market", async () => {
    const person = await get('/services', { country: 'US' });
    expect(person.body).toContain('data-currency="USD"');
    const crawler = await get('/services', { country: 'US', userAgent: GOOGLEBOT });
    expect(crawler.res.headers.get('x-edge-cache')).toBe('MISS');
    expect(crawler.body).toContain('data-currency="GBP" data-currency-source="market"');
    const crawlerAgain = await get('/services', { country: 'US', userAgent: GOOGLEBOT });
    expect(crawlerAgain.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(crawlerAgain.body).toBe(crawler.body);
    const personAgain = await get('/services', { country: 'US' });
    expect(personAgain.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(personAgain.body).toBe(person.body);
    // A person from the UK is priced in pounds too, but their copy carries the pin marker; the crawler's does not.
    expect((await get('/services', { country: 'GB' })).body).toContain('data-currency-source="country"');
  });

  it("keeps a crawler's /us (no cookie is set for it) and purges it with the page", async () => {
    const first = await get('/us', { country: 'GB', userAgent: GOOGLEBOT });
    expect(first.res.headers.get('set-cookie')).toBeNull();
    const again = await get('/us', { country: 'GB', userAgent: GOOGLEBOT });
    expect(again.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(again.body).toContain('<html lang="en-US" data-currency="USD" data-currency-source="market"');
    // A person still gets their own render, which remembers the choice.
    expect((await get('/us', { country: 'GB' })).res.headers.get('set-cookie')).toContain('currency=USD');
    await purgePaths(ORIGIN, ['/us']);
    expect((await get('/us', { country: 'GB', userAgent: GOOGLEBOT })).res.headers.get('x-edge-cache')).toBe('MISS');
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

  it('keeps the stale copy when its background refresh throws, and logs the site\'s JSON error event for it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await get('/sitemap', { country: 'GB' });
    vi.setSystemTime(start + (FRESH_SECONDS + 60) * 1000);
    const failure = vi.spyOn(services.posts, 'sitemapTitles').mockRejectedValueOnce(new TypeError('injected: the refresh fails'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const stale = await get('/sitemap', { country: 'GB' });
      expect(stale.res.headers.get('x-edge-cache')).toBe('STALE');
      expect(failure).toHaveBeenCalledTimes(1);
      // One line, the site's own event: not Hono's plain-text default with a stack.
      const lines = error.mock.calls.map((call) => call.map(String).join(' '));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '')).toMatchObject({ event: 'error', method: 'GET', path: '/sitemap', message: 'injected: the refresh fails' });
      // Nothing was stored in its place: the next visitor still gets the stale copy, and its refresh succeeds.
      expect((await get('/sitemap', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('STALE');
      expect((await get('/sitemap', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('HIT');
    } finally {
      failure.mockRestore();
      error.mockRestore();
    }
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

  it('answers a remembered page with the same body and every final header, without rendering it', async () => {
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
    const signedIn = await get('/services', { country: 'GB', cookie: `${SESSION_COOKIE}=abc` });
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

describe('a page rendered from a failed database read', () => {
  it('is never kept when a post body failed to load, for visitors or crawlers: the next request renders the article', async () => {
    // marked loads on an isolate's first article; loaded here, the next request renders within the inline budget
    // (routes/blog/public.tsx) and is storable, as in any isolate that has served an article before.
    await renderMarkdown('Warm.');
    for (const [slug, userAgent] of [['test-body-fails', undefined], ['test-body-fails-for-bots', GOOGLEBOT]] as const) {
      await insertPost({ slug, content: `The full article of ${slug}, which the reader came for.` });
      const { db } = faultyD1(env.DB, [{ sql: /SELECT content, faqs FROM posts/, fail: 1 }]);
      const failed = await get(`/${slug}`, { country: 'GB', userAgent, db });
      expect(failed.res.status).toBe(200);
      expect(decode(failed.body)).toContain(blogCopy.bodyFailed);
      expect(failed.res.headers.get('cache-control'), slug).toBe('no-store');
      expect(failed.res.headers.get('x-edge-cache'), slug).toBeNull();

      const next = await get(`/${slug}`, { country: 'GB', userAgent });
      expect(next.res.headers.get('x-edge-cache'), slug).toBe('MISS');
      expect(next.body).toContain(`The full article of ${slug}`);
      expect(decode(next.body)).not.toContain(blogCopy.bodyFailed);
    }
  });

  it('is marked no-store and never kept, with a campaign tag or where this cache would not keep it (another query string)', async () => {
    await insertPost({ slug: 'test-body-fails', content: 'The full article, which the reader came for.' });
    for (const query of ['?utm_source=newsletter', '?x=1']) {
      const { db } = faultyD1(env.DB, [{ sql: /SELECT content, faqs FROM posts/, fail: 1 }]);
      const failed = await get(`/test-body-fails${query}`, { country: 'GB', db });
      expect(decode(failed.body), query).toContain(blogCopy.bodyFailed);
      expect(failed.res.headers.get('cache-control'), query).toBe('no-store');
      expect(failed.res.headers.get('x-edge-cache'), query).toBeNull();
    }
    const next = await get('/test-body-fails?utm_source=newsletter', { country: 'GB' });
    expect(next.res.headers.get('x-edge-cache')).toBe('MISS');
    expect(next.body).toContain('The full article, which the reader came for.');
  });

  it('is never kept when a streamed body fails after the first bytes were sent', async () => {
    await insertPost({ slug: 'test-body-fails-streamed', content: 'The streamed article, complete this time.' });
    const { db } = faultyD1(env.DB, [{ sql: /SELECT content, faqs FROM posts/, fail: 1 }]);
    const failed = await get('/test-body-fails-streamed', { country: 'GB', db, headers: { 'x-test-db-delay': '120' } });
    expect(decode(failed.body)).toContain(blogCopy.bodyFailed);
    expect(failed.res.headers.get('cache-control')).toContain('no-store');
    const next = await get('/test-body-fails-streamed', { country: 'GB' });
    expect(next.res.headers.get('x-edge-cache')).toBe('MISS');
    expect(next.body).toContain('The streamed article, complete this time.');
  });

  it('is never kept for a listing or the HTML sitemap', async () => {
    for (const [path, sql] of [['/blog', /AS total FROM post_counts/], ['/sitemap', /SELECT slug, title, updated_at FROM posts/]] as const) {
      const { db } = faultyD1(env.DB, [{ sql, fail: 1 }]);
      const failed = await get(path, { country: 'GB', db });
      expect(failed.res.status, path).toBe(500);
      expect(failed.res.headers.get('cache-control'), path).toBe('no-store');
      const next = await get(path, { country: 'GB' });
      expect(next.res.status, path).toBe(200);
      expect(next.res.headers.get('x-edge-cache'), path).toBe('MISS');
    }
  });
});

describe('an edit', () => {
  it('is never undone by a render that started before it: an unpublished post is not served again', async () => {
    await insertPost({ slug: 'test-in-flight' });
    let release!: () => void;
    let held!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const readAndWaiting = new Promise<void>((resolve) => (held = resolve));
    // The render reads the post while it is still published; the answer reaches it only after the unpublish.
    const { db } = faultyD1(env.DB, [{ sql: /keywords FROM posts WHERE slug = \?/, holdUntil: gate, onHeld: held }]);
    const inFlight = get('/test-in-flight', { country: 'GB', db });
    await readAndWaiting;
    await unpublish('test-in-flight');
    release();
    expect((await inFlight).res.status).toBe(200);

    const next = await get('/test-in-flight', { country: 'GB' });
    expect(next.res.status).toBe(404);
    expect(next.body).not.toContain('Headline of test-in-flight');
  });

  it(`made in another isolate or data centre stops this one serving the old copy within ${VERSION_SECONDS} seconds`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await insertPost({ slug: 'test-edited-elsewhere' });
    const start = Date.now();
    expect((await get('/test-edited-elsewhere', { country: 'GB' })).res.status).toBe(200);
    expect((await get('/test-edited-elsewhere', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('HIT');
    // Another isolate's editor unpublishes it: D1 changes, and nothing tells this isolate.
    await env.DB.batch([
      env.DB.prepare(`UPDATE posts SET status = 'draft' WHERE slug = ?`).bind('test-edited-elsewhere'),
      ...recordEdit(env.DB, ['/test-edited-elsewhere'], ['chief-of-staff']),
    ]);
    vi.setSystemTime(start + (VERSION_SECONDS + 1) * 1000);
    expect((await get('/test-edited-elsewhere', { country: 'GB' })).res.status).toBe(404);
  });

  it('reaches a busy isolate without making a visitor wait: it checks ahead in the background', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await insertPost({ slug: 'test-edited-elsewhere' });
    // A check now: the versions are fresh from here on.
    vi.setSystemTime(Date.now() + (VERSION_SECONDS + 1) * 1000);
    const start = Date.now();
    expect((await get('/test-edited-elsewhere', { country: 'GB' })).res.status).toBe(200);
    await env.DB.batch([
      env.DB.prepare(`UPDATE posts SET status = 'draft' WHERE slug = ?`).bind('test-edited-elsewhere'),
      ...recordEdit(env.DB, ['/test-edited-elsewhere'], ['chief-of-staff']),
    ]);
    // Past half the interval, a visitor is answered from the versions in hand while they are read again.
    vi.setSystemTime(start + (VERSION_SECONDS / 2 + 0.5) * 1000);
    const during = await get('/test-edited-elsewhere', { country: 'GB' });
    expect(during.res.headers.get('x-edge-cache')).toBe('HIT');
    // Still within the interval of the last blocking check, the next visitor already has the edit.
    vi.setSystemTime(start + (VERSION_SECONDS - 0.5) * 1000);
    expect((await get('/test-edited-elsewhere', { country: 'GB' })).res.status).toBe(404);
  });

  it('keeps the versions it read last while D1 cannot be read, and says so in the log', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const start = Date.now();
    await get('/sitemap', { country: 'GB' });
    vi.setSystemTime(start + (MEMORY_SECONDS + VERSION_SECONDS) * 1000);
    const { db } = faultyD1(env.DB, [{ sql: /FROM content_version/, fail: 1 }]);
    const { res } = await get('/sitemap', { country: 'GB', db });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-edge-cache')).toBe('HIT');
    expect(error.mock.calls.some(([line]) => String(line).includes('"event":"page_versions_unreadable"'))).toBe(true);
  });

  // The bare domain no longer serves pages (a 301 to SITE_ORIGIN, tests/worker/canonical-host.test.ts), so the other
  // hostname here is a preview address.
  it('reaches every hostname the site answers on: they share one copy', async () => {
    const preview = 'https://executive-sidekick.example.workers.dev';
    await insertPost({ slug: 'test-any-host' });
    expect((await get('/test-any-host', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('MISS');
    expect((await get('/test-any-host', { country: 'GB', origin: preview })).res.headers.get('x-edge-cache')).toBe('HIT');
    await unpublish('test-any-host');
    expect((await get('/test-any-host', { country: 'GB', origin: preview })).res.status).toBe(404);
  });
});

describe('the cache', () => {
  it('answers a cached database page with no database read while its versions are fresh', async () => {
    // The clock stands still, so the versions stay fresh however slowly this machine runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    await get('/sitemap', { country: 'GB' });
    await get('/not-a-post-yet', { country: 'GB' });
    const { db, prepared } = faultyD1(env.DB, []);
    // From the isolate's memory, and from the shared cache (404s are kept there only).
    expect((await get('/sitemap', { country: 'GB', db })).res.headers.get('x-edge-cache')).toBe('HIT');
    expect((await get('/not-a-post-yet', { country: 'GB', db })).res.headers.get('x-edge-cache')).toBe('HIT');
    expect(prepared).toEqual([]);
  });

  it('cannot be bypassed by a client: x-edge-cache-refresh gets the cached copy, with no render and no database read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A 404 for an unknown slug: kept in the shared cache only, and it costs a posts lookup to render.
    expect((await get('/test-no-such-article', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('MISS');
    const { db, prepared } = faultyD1(env.DB, []);
    const again = await get('/test-no-such-article', { country: 'GB', db, headers: { 'x-edge-cache-refresh': '1' } });
    expect(again.res.status).toBe(404);
    expect(again.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(prepared.filter((sql) => /FROM posts/.test(sql))).toEqual([]);
  });
});

describe('every spelling of an address', () => {
  // As a crawler: a person's copy of an article streams (and is not kept) when its body takes over 50 ms, which a
  // busy machine can make happen; a crawler's is always complete.
  const AS_CRAWLER = { country: 'GB', userAgent: GOOGLEBOT };
  // The same article: escaped letters and a hyphen (hex in either case), and campaign links.
  const SPELLINGS = ['/test-spelled', '/test-sp%65lled', '/t%65st-spelled', '/%74%65%73%74-spe%6Cled', '/test%2dspe%6cled', '/test-spelled?utm_source=newsletter', '/test-sp%65lled?gclid=Cj0KCQ'];

  it('sees an unpublish at once: no spelling is answered from a copy made before it', async () => {
    await insertPost({ slug: 'test-spelled' });
    // Each asked for twice: whatever any cache would keep for it, it now holds.
    for (const path of [...SPELLINGS, ...SPELLINGS]) {
      const { res, body } = await reach(path, AS_CRAWLER);
      expect(res.status, path).toBe(200);
      expect(body, path).toContain('Headline of test-spelled');
    }
    expect((await get('/test-spelled', AS_CRAWLER)).res.headers.get('x-edge-cache')).toBe('HIT');
    await unpublish('test-spelled');
    for (const path of SPELLINGS) {
      const { res, body } = await reach(path, AS_CRAWLER);
      expect(res.status, path).toBe(404);
      expect(body, path).not.toContain('Headline of test-spelled');
    }
  });

  it('answers another spelling with a redirect to the one the caches keep, never from a copy of its own', async () => {
    await insertPost({ slug: 'test-spelled' });
    await get('/test-spelled', AS_CRAWLER);
    const { res, statuses } = await reach('/test-sp%65lled', AS_CRAWLER);
    expect(statuses).toEqual([301, 200]);
    expect(res.headers.get('x-edge-cache')).toBe('HIT');
  });

  it(`takes one place in the isolate's memory however many spellings are asked for: real pages are not pushed out`, async () => {
    await get('/services', { country: 'GB' });
    const fromMemory = await get('/services', { country: 'GB' });
    expect(fromMemory.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(fromMemory.res.headers.get('age')).toBeNull();

    await insertPost({ slug: 'test-spelled' });
    // More than the memory holds: each spelling escapes a different set of the slug's characters, and each
    // campaign link carries its own tag.
    const slug = 'test-spelled';
    for (let i = 1; i <= MEMORY_LIMIT + 10; i++) {
      const spelled = [...slug].map((ch, at) => ((i >> at) & 1 ? `%${ch.charCodeAt(0).toString(16)}` : ch)).join('');
      expect((await reach(`/${spelled}`, AS_CRAWLER)).res.status).toBe(200);
      expect((await reach(`/${slug}?utm_content=${i}`, AS_CRAWLER)).res.status).toBe(200);
    }
    // Still answered from the isolate's memory (no Age), not the shared cache: nothing evicted it.
    const after = await get('/services', { country: 'GB' });
    expect(after.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(after.res.headers.get('age')).toBeNull();
  }, 60_000);
});

describe('campaign tracking parameters', () => {
  const CAMPAIGNS = [
    '?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2026',
    '?gclid=Cj0KCQiA',
    '?fbclid=IwAR2x',
    '?msclkid=5f1c',
    '?mc_cid=8a1b&mc_eid=77c2',
    '?_hsenc=p2ANqtz&_hsmi=9123',
  ];

  it("are left out of the cache key: a campaign's visitors get the cached page", async () => {
    const first = await get('/cookies', { country: 'GB' });
    expect(first.res.headers.get('x-edge-cache')).toBe('MISS');
    for (const query of CAMPAIGNS) {
      const again = await get(`/cookies${query}`, { country: 'GB' });
      expect(again.res.headers.get('x-edge-cache'), query).toBe('HIT');
      expect(again.body, query).toBe(first.body);
    }
  });

  it('a campaign link stores the copy that everyone else is then served', async () => {
    expect((await get('/cookies?utm_source=linkedin', { country: 'US' })).res.headers.get('x-edge-cache')).toBe('MISS');
    const plain = await get('/cookies', { country: 'US' });
    expect(plain.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(plain.body).toContain('data-currency="USD"');
  });

  it('still send any other query string past the cache, with or without them', async () => {
    for (const query of ['?utm_source=newsletter&page=2', '?ref=producthunt', '?UTM_SOURCE=newsletter']) {
      await get(`/cookies${query}`, { country: 'GB' });
      expect((await get(`/cookies${query}`, { country: 'GB' })).res.headers.get('x-edge-cache'), query).toBeNull();
    }
  });

  it('change nothing on any page: each renders the same with them as without', async () => {
    // Every public page of the table, an article, the feed and the not-found page; the edge cache is off here.
    const paths = [...ROUTES.filter((r) => r.family !== 'blog-manage').map((r) => r.path), `/${SEED_NEWEST_FIRST[0]}`, '/blog/feed.xml', '/no-such-page'];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const same = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    for (const path of paths) {
      const plain = await fetchPath(path, { country: 'GB' });
      const tagged = await fetchPath(`${path}?${CAMPAIGNS.map((q) => q.slice(1)).join('&')}`, { country: 'GB' });
      expect(tagged.status, path).toBe(plain.status);
      expect(same(await tagged.text()), path).toBe(same(await plain.text()));
    }
  }, 60_000);
});

describe('search results', () => {
  afterEach(() => purgePaths(ORIGIN, ['/search', '/search/suggestions']));

  it('are kept per normal form of the query, and a new article reaches them through its content versions', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await get('/search?q=Okapi%20Wordz', { country: 'GB' });
    expect(first.res.headers.get('x-edge-cache')).toBe('MISS');
    expect(first.res.headers.get('x-search-results')).toBe('0');
    // Another spelling of the same query is the same copy; so are the suggestions for it.
    expect((await get('/search?q=%20%20okapi%20%20WORDZ%20', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe('HIT');
    expect((await get('/search/suggestions?q=okapi%20wordz')).res.headers.get('x-edge-cache')).toBe('MISS');
    expect((await get('/search/suggestions?q=OKAPI%20wordz')).res.headers.get('x-edge-cache')).toBe('HIT');
    // Anything but the query and the page number is not kept.
    expect((await get('/search?q=okapi%20wordz&x=1', { country: 'GB' })).res.headers.get('x-edge-cache')).toBe(null);
    // An article published by another isolate: the search's copies take /blog's version, which the publish changes.
    const start = Date.now();
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO posts (slug, title, h1, meta_description, excerpt, author, date, keywords, cluster, content, faqs, status)
        VALUES ('test-okapi', 'Okapi wordz', 'Okapi wordz', 'd', 'e', 'a', '2020-01-01', '[]', 'chief-of-staff', 'body', '[]', 'published')`),
      ...recordEdit(env.DB, services.posts.pagesOf(['test-okapi']), ['chief-of-staff']),
    ]);
    vi.setSystemTime(start + (VERSION_SECONDS + 1) * 1000);
    const after = await get('/search?q=okapi%20wordz', { country: 'GB' });
    expect(after.res.headers.get('x-edge-cache')).toBe('MISS');
    expect(after.res.headers.get('x-search-results')).toBe('1');
    expect(((await get('/search/suggestions?q=okapi%20wordz')).body)).toContain('/test-okapi');
  });
});
