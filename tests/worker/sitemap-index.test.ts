/**
 * Past the protocol's limits: with more than 45,000 URLs, sitemap.xml is a sitemap index whose children each
 * hold a bounded part and carry lastmod; together they list every published post once and no draft. The HTML
 * sitemap lists the posts a page at a time.
 */
import { env } from 'cloudflare:test';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes/table';
import { SITEMAP_PAGE_SIZE } from '../../routes/sitemap/sitemap-data';
import { POSTS_PER_PART } from '../../routes/sitemap/xml';
import { cleanUp, insertManyPosts } from './blog-fixtures';
import { fetchPath, ORIGIN } from './helpers';

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' });
const PROTOCOL_MAX_URLS = 50_000;
const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;

let published: string[];
beforeAll(async () => {
  await insertManyPosts(52_000);
  published = (await env.DB.prepare(`SELECT slug FROM posts WHERE status = 'published'`).all<{ slug: string }>()).results.map((r) => r.slug);
}, 180_000);
afterAll(cleanUp, 180_000);

async function xml(path: string) {
  const res = await fetchPath(path);
  const text = await res.text();
  return { res, text, doc: parser.parse(text) };
}

describe('sitemap.xml with more than 45,000 URLs', () => {
  it('is a sitemap index of children, each listing at most one part with its lastmod, every published post once', async () => {
    const staticPaths = ROUTES.filter((r) => r.sitemap).map((r) => ORIGIN + r.path);
    expect(published.length + staticPaths.length).toBeGreaterThan(45_000);

    const index = await xml('/sitemap.xml');
    expect(index.res.status).toBe(200);
    expect(index.res.headers.get('content-type')).toContain('application/xml');
    expect(index.doc.urlset).toBeUndefined();
    const children: { loc: string; lastmod: string }[] = index.doc.sitemapindex.sitemap;
    expect(children[0]!.loc).toBe(`${ORIGIN}/sitemap-pages.xml`);
    for (const child of children) expect(child.lastmod, child.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    const listed: string[] = [];
    for (const child of children) {
      const { res, text, doc } = await xml(new URL(child.loc).pathname);
      expect(res.status, child.loc).toBe(200);
      const urls: { loc: string; lastmod?: string }[] = doc.urlset.url;
      expect(urls.length, child.loc).toBeLessThanOrEqual(Math.min(PROTOCOL_MAX_URLS, POSTS_PER_PART + staticPaths.length));
      expect(new TextEncoder().encode(text).length).toBeLessThan(PROTOCOL_MAX_BYTES);
      listed.push(...urls.map((u) => u.loc));
    }
    const posts = listed.filter((loc) => !staticPaths.includes(loc));
    expect(listed.filter((loc) => staticPaths.includes(loc)).sort()).toEqual([...staticPaths].sort());
    expect(posts.length).toBe(published.length);
    expect(new Set(posts)).toEqual(new Set(published.map((slug) => `${ORIGIN}/${slug}`)));
  });

  it('answers 404 for a part past the last and for a malformed one', async () => {
    const last = Math.ceil(60_000 / POSTS_PER_PART) + 1;
    for (const path of [`/sitemap-posts-${last}.xml`, '/sitemap-posts-0.xml', '/sitemap-posts-x.xml']) expect((await fetchPath(path)).status, path).toBe(404);
  });

  it('robots.txt still names the one sitemap.xml', async () => {
    const robots = await (await fetchPath('/robots.txt')).text();
    expect(robots.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
  });
});

describe('the HTML sitemap with tens of thousands of posts', () => {
  it('lists the posts a page at a time, linked with rel next and prev, and 404s past the last page', async () => {
    const first = await (await fetchPath('/sitemap')).text();
    const section = (html: string) => html.slice(html.indexOf('id="sm-insights"')).split('</section>')[0]!;
    const links = (html: string) => [...section(html).matchAll(/<li><a href="\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(links(first).length).toBe(SITEMAP_PAGE_SIZE);
    expect(first).toContain('href="/sitemap?page=2" rel="next"');
    const pages = Math.ceil((published.length) / SITEMAP_PAGE_SIZE);
    expect(first).toContain(`Page 1 of ${pages}`);
    const last = await fetchPath(`/sitemap?page=${pages}`);
    expect(last.status).toBe(200);
    const lastHtml = await last.text();
    expect(links(lastHtml).length).toBeGreaterThan(0);
    expect(lastHtml).toContain(`href="/sitemap?page=${pages - 1}" rel="prev"`);
    expect(lastHtml).not.toContain('rel="next"');
    expect(lastHtml).toContain(`<link rel="canonical" href="${ORIGIN}/sitemap?page=${pages}"/>`);
    expect(first).toContain(`<link rel="canonical" href="${ORIGIN}/sitemap"/>`);
    expect((await fetchPath(`/sitemap?page=${pages + 1}`)).status).toBe(404);
    expect((await fetchPath('/sitemap?page=zero')).status).toBe(404);
  });
});
