/**
 * The Insights RSS 2.0 feed, parsed with fast-xml-parser and checked item by item against the database; its
 * autodiscovery link on /blog and on a post; cached like a page and fresh again after an edit.
 */
import { env } from 'cloudflare:test';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATH } from '../../routes/blog/feed-link';
import { purgePaths } from '../../worker/edge-cache';
import { renderMarkdown } from '../../routes/blog/markdown';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp, hasTag, insertPost } from './blog-fixtures';
import { fetchCached } from './edge-fetch';
import { fetchPath, ORIGIN } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

afterEach(cleanUp);
let supabase: ReturnType<typeof standInForSupabase>;
beforeAll(() => {
  supabase = standInForSupabase();
});
afterAll(() => supabase.mockRestore());

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

interface Item {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
  'content:encoded': string;
}

async function feed() {
  const res = await fetchPath(FEED_PATH);
  const doc = parser.parse(await res.text());
  return { res, channel: doc.rss.channel, items: doc.rss.channel.item as Item[], version: doc.rss['@_version'] };
}

/** The newest 20 published posts, ordered here in JS (not by the worker's SQL). */
async function expectedPosts() {
  const { results } = await env.DB.prepare(`SELECT slug, title, excerpt, date, content, created_at FROM posts WHERE status = 'published'`).all<{
    slug: string; title: string; excerpt: string; date: string; content: string; created_at: string;
  }>();
  return results
    .sort((a, b) => b.date.localeCompare(a.date) || b.created_at.localeCompare(a.created_at) || b.slug.localeCompare(a.slug))
    .slice(0, 20);
}

describe('the RSS feed', () => {
  it('lists the 20 newest published posts, each with title, link, guid, RFC 822 date, excerpt and full sanitised body', async () => {
    for (let i = 1; i <= 16; i++) await insertPost({ slug: `test-feed-${i}`, date: `2026-11-${String(i).padStart(2, '0')}`, title: `Feed test ${i} & friends` });
    await insertPost({ slug: 'test-feed-draft', status: 'draft', date: '2026-11-20' });
    await insertPost({ slug: 'test-feed-hostile', date: '2026-11-19', content: 'Hello <script>alert(1)</script> [x](javascript:alert(1)) [home](/services)' });
    const { res, channel, items, version } = await feed();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(version).toBe('2.0');
    expect(channel.link).toBe(`${ORIGIN}/blog`);
    const expected = await expectedPosts();
    expect(items.map((i) => i.link)).toEqual(expected.map((p) => `${ORIGIN}/${p.slug}`));
    expect(items.some((i) => i.link.endsWith('test-feed-draft'))).toBe(false);
    const bodies = await Promise.all(expected.map((p) => renderMarkdown(p.content)));
    items.forEach((item, n) => {
      const post = expected[n]!;
      expect(item.title).toBe(post.title);
      expect(item.guid['#text']).toBe(`${ORIGIN}/${post.slug}`);
      expect(item.guid['@_isPermaLink']).toBe('true');
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} 00:00:00 GMT$/);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post.date);
      expect(item.description).toBe(post.excerpt);
      // The parser trims the trailing newline of the rendered Markdown.
      expect(item['content:encoded']).toBe(bodies[n]!.replace(/\b(href|src)="\//g, `$1="${ORIGIN}/`).trim());
    });
    const hostile = items.find((i) => i.link.endsWith('/test-feed-hostile'))!['content:encoded'];
    expect(hostile).not.toMatch(/<script|javascript:/i);
    expect(hostile).toContain(`<a href="${ORIGIN}/services">home</a>`);
  });

  it('is named by an autodiscovery link in the head of /blog and of every post', async () => {
    for (const path of ['/blog', '/ceo-weekly-review']) {
      const html = await (await fetchPath(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(hasTag(head, 'link', { rel: 'alternate', type: 'application/rss+xml', href: FEED_PATH }), path).toBe(true);
    }
  });
});

describe('the feed in the edge cache', () => {
  const get = fetchCached;
  afterEach(() => purgePaths(ORIGIN, [FEED_PATH]));

  it('is cached like a page and fresh again after an edit', async () => {
    await insertPost({ slug: 'test-feed-cached', date: '2026-11-30', title: 'A feed item that will be unpublished' });
    await purgePaths(ORIGIN, [FEED_PATH]);
    expect((await get(FEED_PATH)).res.headers.get('x-edge-cache')).toBe('MISS');
    const hit = await get(FEED_PATH);
    expect(hit.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(hit.body).toContain('A feed item that will be unpublished');
    const headers = { cookie: `${SESSION_COOKIE}=${await token()}`, origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };
    expect((await get('/blog/manage/test-feed-cached/unpublish', { method: 'POST', headers, body: '' })).res.status).toBe(303);
    const after = await get(FEED_PATH);
    expect(after.res.headers.get('x-edge-cache')).toBe('MISS');
    expect(after.body).not.toContain('A feed item that will be unpublished');
  });
});
