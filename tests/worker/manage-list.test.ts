/** The manager's list at over a thousand posts: paginated, searchable by title or slug, filterable by status and topic. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTING_PATHS } from '../../routes/manage/editor';
import { MANAGE_PAGE_SIZE } from '../../routes/manage/manage-list';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp, hasTag, insertManyPosts, insertPost } from './blog-fixtures';
import { fetchCached } from './edge-fetch';
import { fetchPath, ORIGIN, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

let supabase: ReturnType<typeof standInForSupabase>;
let cookie: string;
beforeAll(async () => {
  supabase = standInForSupabase();
  cookie = `${SESSION_COOKIE}=${await token()}`;
  await insertManyPosts(1200);
  await insertPost({ slug: 'test-quarterly-board-pack', title: 'How to Write a Quarterly Board Pack', status: 'draft', cluster: 'fractional-leadership' });
}, 60_000);
afterAll(async () => {
  supabase.mockRestore();
  await cleanUp();
}, 60_000);

const list = async (query = '') => {
  const res = await fetchPath(`/blog/manage${query}`, { cookie });
  return { status: res.status, html: await res.text() };
};
/** The slugs in the table, in order. */
const rows = (html: string) => [...html.matchAll(/<a href="\/blog\/manage\/([a-z0-9-]+)\/edit"/g)].map((m) => m[1]!);


/**
 * The page from the edge cache. A render that misses routes/blog/public.tsx's inline budget (an isolate's first
 * post loads the Markdown chunk; a busy machine) is streamed and not stored, so it asks again, at most three times.
 */
async function cached(path: string) {
  let page = await fetchCached(path);
  for (let i = 0; i < 3 && page.res.headers.get('x-edge-cache') !== 'HIT'; i++) page = await fetchCached(path);
  return page;
}
describe('the manager list at scale', () => {
  it(`shows ${MANAGE_PAGE_SIZE} posts a page, newest first, with numbered pages`, async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(rows(first.html)).toHaveLength(MANAGE_PAGE_SIZE);
    const total = 1200 + 1 + 8;
    const pages = Math.ceil(total / MANAGE_PAGE_SIZE);
    expect(textOf(first.html)).toContain(`Articles 1 to ${MANAGE_PAGE_SIZE} of ${total.toLocaleString('en-GB')}, newest first.`);
    expect(first.html).toContain('href="/blog/manage?page=2" rel="next"');
    const last = await list(`?page=${pages}`);
    expect(rows(last.html)).toHaveLength(total - (pages - 1) * MANAGE_PAGE_SIZE);
    const all = new Set([...rows(first.html), ...rows(last.html)]);
    expect(all.size).toBe(rows(first.html).length + rows(last.html).length);
  });

  it('finds posts by words of the title or the slug, as prefixes, whatever their case', async () => {
    for (const q of ['quarterly board', 'QUARTERLY', 'board-pack', 'quart boa']) {
      const { html } = await list(`?q=${encodeURIComponent(q)}`);
      expect(rows(html), q).toEqual(['test-quarterly-board-pack']);
    }
    expect(rows((await list('?q=test-bulk-1199')).html)).toEqual(['test-bulk-1199']);
    const none = await list('?q=zebra');
    expect(rows(none.html)).toEqual([]);
    expect(textOf(none.html)).toContain('No article matches this search and these filters.');
  });

  it('treats search text as words, never as FTS5 syntax', async () => {
    for (const q of ['"', 'title:board', 'NEAR(board pack)', '*', 'board" OR "x']) {
      expect((await list(`?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
    }
  });

  it('filters by status and topic, and keeps the filters in the page links', async () => {
    const drafts = await list('?status=draft&cluster=fractional-leadership');
    expect(drafts.status).toBe(200);
    const slugs = rows(drafts.html);
    expect(slugs).toContain('test-quarterly-board-pack');
    // Every tenth bulk post is a draft, and every third of those is in fractional-leadership (i % 3 == 1).
    expect(slugs.every((s) => s === 'test-quarterly-board-pack' || (Number(s.split('-').pop()) % 10 === 0 && Number(s.split('-').pop()) % 3 === 1))).toBe(true);
    const published = await list('?status=published&cluster=chief-of-staff');
    expect(published.html).toContain('href="/blog/manage?status=published&amp;cluster=chief-of-staff&amp;page=2" rel="next"');
    expect(published.html).toMatch(/<option value="published" selected="">Published<\/option>/);
  });

  it('has a labelled search form that works without JavaScript', async () => {
    const { html } = await list();
    expect(hasTag(html, 'form', { method: 'get', action: '/blog/manage', role: 'search', 'aria-label': 'Find articles' })).toBe(true);
    const fields: [string, string, string][] = [['manage-q', 'q', 'Search titles and slugs'], ['manage-status', 'status', 'Status'], ['manage-cluster', 'cluster', 'Topic']];
    for (const [id, name, label] of fields) {
      expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>${label}</label>`));
      expect(hasTag(html, name === 'q' ? 'input' : 'select', { id, name })).toBe(true);
    }
  });

  it('refuses a status, topic or page no form offers with a 400 that says why', async () => {
    for (const [query, message] of [
      ['?status=archived', 'That status does not exist'],
      ['?cluster=gardening', 'That topic does not exist'],
      ['?page=0', 'That page number is not valid'],
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(textOf(res.html)).toContain(message);
    }
  });
});

describe('an edit at scale', () => {
  const get = fetchCached;
  const form = { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };

  it("purges only the post's own pages and the listings, yet its topic's cached pages stop showing it", async () => {
    // A post of the topic, cached with the topic's newest post in its related cards.
    const sibling = '/test-bulk-2';
    const before = await cached(sibling);
    expect(before.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(before.body).toContain('href="/saying-no-as-a-founder"');

    const deletes = vi.spyOn(caches.default, 'delete');
    try {
      const res = await get('/blog/manage/saying-no-as-a-founder/unpublish', { method: 'POST', body: '', headers: { ...form, cookie } });
      expect(res.res.status).toBe(303);
      // Seven copies (a person's in two currencies, chosen three ways, and a crawler's) of the post and each listing,
      // and their Markdown twins at their own and their .md addresses; not one per post of the topic (about 400 posts
      // here, so 2,800 deletes, and 11 seconds at 3,000 posts).
      expect(deletes.mock.calls.length).toBeLessThanOrEqual((LISTING_PATHS.length + 1) * (7 + 2));
    } finally {
      deletes.mockRestore();
    }
    const after = await get(sibling);
    expect(after.res.headers.get('x-edge-cache')).toBe('MISS');
    expect(after.body).not.toContain('href="/saying-no-as-a-founder"');
    expect((await get('/blog/manage/saying-no-as-a-founder/publish', { method: 'POST', body: '', headers: { ...form, cookie } })).res.status).toBe(303);
  });

  it('a Cache API purge that fails does not turn a stored edit into an error, and the operator sees it logged', async () => {
    const slug = 'saying-no-as-a-founder';
    expect((await cached(`/${slug}`)).res.headers.get('x-edge-cache')).toBe('HIT');
    const deletes = vi.spyOn(caches.default, 'delete').mockRejectedValue(new Error('cache unavailable'));
    const error = vi.spyOn(console, 'error');
    try {
      const res = await get(`/blog/manage/${slug}/unpublish`, { method: 'POST', body: '', headers: { ...form, cookie } });
      expect(res.res.status).toBe(303);
      const logged = error.mock.calls.map((call) => String(call[0])).find((line) => line.includes('"event":"edge_cache_purge_failed"'));
      expect(logged).toContain(`/${slug}`);
    } finally {
      deletes.mockRestore();
      error.mockRestore();
    }
    // The edit's new version retires the cached copy even though nothing was purged.
    expect((await get(`/${slug}`)).res.status).toBe(404);
    expect((await get(`/blog/manage/${slug}/publish`, { method: 'POST', body: '', headers: { ...form, cookie } })).res.status).toBe(303);
    expect((await get(`/${slug}`)).res.status).toBe(200);
  });
});
