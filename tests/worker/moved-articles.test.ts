/**
 * Articles' addresses: moved (301, one hop), deleted (410), capitalised (301 to the lowercase address), taken by
 * nothing the site itself answers, and the old address of an article since unpublished answering as the article does.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp, insertPost, postCount, statusOf } from './blog-fixtures';
import { faultyD1 } from './d1-faults';
import { fetchPath, ORIGIN, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import { familyApps } from '../../routes/index';
import { services } from '../../worker/services';
import { NOTES_PATH } from '../../routes/_lib/analytics';
import { SPECULATION_RULES_PATH } from '../../worker/speculation';

let spy: ReturnType<typeof standInForSupabase>;
let cookie: string;
beforeAll(async () => {
  spy = standInForSupabase();
  cookie = `${SESSION_COOKIE}=${await token()}`;
});
afterAll(() => spy.mockRestore());
afterEach(async () => {
  await cleanUp();
  await env.DB.prepare(`DELETE FROM post_redirects WHERE from_slug LIKE 'test-%'`).run();
});

const fields = (slug: string, title = `A test article now at ${slug}`) => ({
  slug,
  title,
  h1: `Headline of the article at ${slug}`,
  metaDescription: 'A meta description for a test article, long enough to pass the bounds the manager enforces on it.',
  excerpt: `The excerpt of the article at ${slug}, shown on the Insights listing.`,
  author: 'Executive Sidekick',
  date: '2020-01-01',
  cluster: 'chief-of-staff',
  keywords: 'test',
  content: 'Some body text for the test article, long enough to pass the manager validation.',
  intent: 'save',
});

const submit = (path: string, body: Record<string, string>, db?: D1Database) =>
  db || env.EDGE_CACHE !== 'off' ? edgeFetch(path, { method: 'POST', body, db }) : fetchPath(path, { method: 'POST', cookie, body: new URLSearchParams(body) });

/** Moves the post at `from` to `to` through the manager's edit form. */
async function move(from: string, to: string, title?: string) {
  const res = await submit(`/blog/manage/${from}/edit`, fields(to, title));
  expect(res.status, await res.clone().text()).toBe(303);
}

/** The worker with the edge cache on (and optionally a faulty D1), as a signed-in editor for POSTs. */
async function edgeFetch(path: string, init: { method?: string; body?: Record<string, string>; db?: D1Database } = {}) {
  const headers: Record<string, string> = init.method === 'POST' ? { cookie, 'content-type': 'application/x-www-form-urlencoded' } : {};
  const request = new Request(ORIGIN + path, { method: init.method ?? 'GET', headers, body: init.body && new URLSearchParams(init.body).toString(), redirect: 'manual' });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as never, { ...env, EDGE_CACHE: 'on', ...(init.db && { DB: init.db }) } as never, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return new Response(body, res);
}

const redirectRows = async () =>
  (await env.DB.prepare(`SELECT from_slug, to_slug FROM post_redirects WHERE from_slug LIKE 'test-%' ORDER BY from_slug`).all<{ from_slug: string; to_slug: string | null }>()).results;

describe('a published article that moves', () => {
  it('answers its old address with a 301 to the new one, which no cache keeps', async () => {
    await insertPost({ slug: 'test-moved-first' });
    await move('test-moved-first', 'test-moved-second');
    const res = await fetchPath('/test-moved-first');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/test-moved-second');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await fetchPath('/test-moved-second')).status).toBe(200);
  });

  it('collapses chains: A to B to C answers A with C directly, and every stored row points at C', async () => {
    await insertPost({ slug: 'test-chain-a' });
    await move('test-chain-a', 'test-chain-b');
    await move('test-chain-b', 'test-chain-c');
    for (const old of ['/test-chain-a', '/test-chain-b']) {
      const res = await fetchPath(old);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/test-chain-c');
    }
    expect(await redirectRows()).toEqual([
      { from_slug: 'test-chain-a', to_slug: 'test-chain-c' },
      { from_slug: 'test-chain-b', to_slug: 'test-chain-c' },
    ]);
  });

  it('may move back to one of its own old addresses, which then answers with the article', async () => {
    await insertPost({ slug: 'test-back-a' });
    await move('test-back-a', 'test-back-b');
    await move('test-back-b', 'test-back-a');
    expect((await fetchPath('/test-back-a')).status).toBe(200);
    expect((await fetchPath('/test-back-b')).headers.get('location')).toBe('/test-back-a');
    expect(await redirectRows()).toEqual([{ from_slug: 'test-back-b', to_slug: 'test-back-a' }]);
  });

  it('leaves no redirect when a draft moves: its address was never public', async () => {
    await insertPost({ slug: 'test-draft-a', status: 'draft' });
    await move('test-draft-a', 'test-draft-b');
    expect((await fetchPath('/test-draft-a')).status).toBe(404);
    expect(await redirectRows()).toEqual([]);
  });

  it('lists only its current address in the sitemaps and the feed', async () => {
    await insertPost({ slug: 'test-listed-old', date: '2035-01-01' });
    await move('test-listed-old', 'test-listed-new');
    for (const path of ['/sitemap.xml', '/sitemap', '/blog/feed.xml']) {
      const body = await (await fetchPath(path)).text();
      expect(body, path).toMatch(/\/test-listed-new[<"]/);
      expect(body, path).not.toContain('/test-listed-old');
    }
  });

  it('never serves the cached old page from its old address once moved', async () => {
    await insertPost({ slug: 'test-cached-old' });
    expect((await edgeFetch('/test-cached-old')).status).toBe(200);
    const hit = await edgeFetch('/test-cached-old');
    expect(hit.headers.get('x-edge-cache')).toBe('HIT');
    const moved = await edgeFetch('/blog/manage/test-cached-old/edit', { method: 'POST', body: fields('test-cached-new') });
    expect(moved.status).toBe(303);
    for (let i = 0; i < 2; i++) {
      const res = await edgeFetch('/test-cached-old');
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/test-cached-new');
      expect(res.headers.get('x-edge-cache')).toBeNull();
    }
  });
});

describe('an address that still redirects', () => {
  it('cannot be taken by a new article: the form says why, keeps what was typed and stores nothing', async () => {
    await insertPost({ slug: 'test-taken-old', title: 'The Article That Moved Away From Here' });
    await move('test-taken-old', 'test-taken-new', 'The Article That Moved Away From Here');
    const before = await postCount();
    const res = await submit('/blog/manage/new', fields('test-taken-old', 'A Brand New Article Wanting That Address'));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(textOf(html)).toContain('/test-taken-old is an old address of "The Article That Moved Away From Here" and still sends readers there.');
    expect(html).toContain('value="A Brand New Article Wanting That Address"');
    expect(await postCount()).toBe(before);
    expect((await fetchPath('/test-taken-old')).headers.get('location')).toBe('/test-taken-new');
  });

  it('nor by another article renamed to it', async () => {
    await insertPost({ slug: 'test-rename-old' });
    await move('test-rename-old', 'test-rename-new');
    await insertPost({ slug: 'test-rename-other' });
    const res = await submit('/blog/manage/test-rename-other/edit', fields('test-rename-old'));
    expect(res.status).toBe(422);
    expect(await statusOf('test-rename-other')).toBe('published');
  });

  it('is listed on its article\'s edit screen with a button that removes the redirect, freeing the address', async () => {
    await insertPost({ slug: 'test-free-old' });
    await move('test-free-old', 'test-free-new');
    const edit = await (await fetchPath('/blog/manage/test-free-new/edit', { cookie })).text();
    expect(textOf(edit)).toContain('Old addresses');
    expect(edit).toContain('action="/blog/manage/test-free-new/redirects/test-free-old/remove"');
    expect(textOf(edit)).toContain('Remove the redirect from /test-free-old');

    const crossSite = await fetchPath('/blog/manage/test-free-new/redirects/test-free-old/remove', { method: 'POST', cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const removed = await submit('/blog/manage/test-free-new/redirects/test-free-old/remove', {});
    expect(removed.status).toBe(303);
    expect((await fetchPath('/test-free-old')).status).toBe(404);
    expect((await submit('/blog/manage/new', fields('test-free-old'))).status).toBe(303);
  });
});

describe('a deleted article', () => {
  it('answers 410 Gone at its address and at its old ones, with the not-found look and a way to Insights', async () => {
    await insertPost({ slug: 'test-gone-old' });
    await move('test-gone-old', 'test-gone-now');
    expect((await submit('/blog/manage/test-gone-now/delete', {})).status).toBe(303);
    for (const path of ['/test-gone-now', '/test-gone-old']) {
      const res = await fetchPath(path);
      expect(res.status, path).toBe(410);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(textOf(html)).toContain('This article has been removed');
      expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*>Browse all Insights<\/a>/);
    }
  });

  it('is not kept by the edge cache: a new article at that address is served at once', async () => {
    await insertPost({ slug: 'test-gone-reused' });
    expect((await edgeFetch('/blog/manage/test-gone-reused/delete', { method: 'POST', body: {} })).status).toBe(303);
    expect((await edgeFetch('/test-gone-reused')).status).toBe(410);
    expect((await edgeFetch('/test-gone-reused')).headers.get('x-edge-cache')).toBeNull();
    await insertPost({ slug: 'test-gone-reused' });
    expect((await edgeFetch('/test-gone-reused')).status).toBe(200);
  });

  it('as a draft leaves nothing behind: its address was never public', async () => {
    await insertPost({ slug: 'test-gone-draft', status: 'draft' });
    expect((await submit('/blog/manage/test-gone-draft/delete', {})).status).toBe(303);
    expect((await fetchPath('/test-gone-draft')).status).toBe(404);
  });
});

describe('the redirect lookup', () => {
  it('costs nothing for pages in the route table or for live articles', async () => {
    await insertPost({ slug: 'test-lookup-live' });
    for (const path of ['/', '/services', '/blog', '/test-lookup-live']) {
      const d1 = faultyD1(env.DB, []);
      expect((await edgeFetch(path, { db: d1.db })).status, path).toBe(200);
      expect(d1.prepared.filter((sql) => sql.includes('post_redirects')), path).toEqual([]);
    }
  });

  it('failing leaves a 404 that no cache keeps', async () => {
    const d1 = faultyD1(env.DB, [{ sql: /post_redirects/, fail: 1 }]);
    const res = await edgeFetch('/test-lookup-fails', { db: d1.db });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

const createByApi = async (slug: string) =>
  fetchPath('/api/blog/posts', {
    method: 'POST',
    headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields(slug), keywords: ['test'] }),
  });

describe('a capitalised address', () => {
  it('answers with a 301 to the lowercase address of an article or a page, keeping the query, which no cache keeps', async () => {
    await insertPost({ slug: 'test-some-article' });
    const cases: [string, string][] = [
      ['/Test-Some-Article', '/test-some-article'],
      ['/TEST-SOME-ARTICLE?utm_source=newsletter', '/test-some-article?utm_source=newsletter'],
      ['/About', '/about'],
      ['/Services', '/services'],
    ];
    for (const [path, location] of cases) {
      const res = await fetchPath(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(location);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('of a moved article leads straight to its current address, in one hop', async () => {
    await insertPost({ slug: 'test-case-old' });
    expect((await submit('/blog/manage/test-case-old/edit', fields('test-case-new'))).status).toBe(303);
    const res = await fetchPath('/Test-Case-Old');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/test-case-new');
  });

  it('that names nothing is a 404, as its lowercase spelling is', async () => {
    expect((await fetchPath('/No-Such-Article')).status).toBe(404);
    expect((await fetchPath('/test-draft-only')).status).toBe(404);
    await insertPost({ slug: 'test-draft-only', status: 'draft' });
    expect((await fetchPath('/Test-Draft-Only')).status).toBe(404);
  });
});

describe('a slug the site already uses', () => {
  /** Every path the apps declare, the worker's own, and Cloudflare's: each first segment a slug could spell (three characters or more). */
  const used = () => {
    const paths = [...familyApps(services).flatMap((app) => app.routes.map((r) => r.path)), NOTES_PATH, SPECULATION_RULES_PATH, '/currency', '/cdn-cgi/trace'];
    return [...new Set(paths.map((p) => p.split('/')[1] ?? '').filter((s) => s.length >= 3 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s)))];
  };

  it('is refused for every path the site or Cloudflare answers, through the form and the JSON API', async () => {
    const segments = used();
    expect(segments).toEqual(expect.arrayContaining(['media', 'cards', 'api', 'blog', 'currency', 'cdn-cgi']));
    for (const slug of segments) {
      const res = await createByApi(slug);
      expect(res.status, slug).toBe(422);
      expect(((await res.json()) as { fields: Record<string, string> }).fields.slug, slug).toContain(`/${slug} is already a page on the site`);
    }
    const form = await submit('/blog/manage/new', fields('media'));
    expect(form.status).toBe(422);
  });
});

describe('an article that moved and was then unpublished', () => {
  it('answers at its old address as at its own, a 404, and the 301 is back once it is published again', async () => {
    await insertPost({ slug: 'test-unpub-old' });
    expect((await submit('/blog/manage/test-unpub-old/edit', fields('test-unpub-new'))).status).toBe(303);
    expect((await fetchPath('/test-unpub-old')).status).toBe(301);
    expect((await submit('/blog/manage/test-unpub-new/unpublish', {})).status).toBe(303);
    expect((await fetchPath('/test-unpub-new')).status).toBe(404);
    expect((await fetchPath('/test-unpub-old')).status).toBe(404);
    expect((await submit('/blog/manage/test-unpub-new/publish', {})).status).toBe(303);
    const res = await fetchPath('/test-unpub-old');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/test-unpub-new');
  });
});
