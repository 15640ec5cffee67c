/**
 * sitemap.xml and its children, robots.txt (mounted by ./index.tsx). The protocol (sitemaps.org) allows 50,000 URLs and 50 MB per file;
 * this site splits far earlier, at POSTS_PER_PART posts, so every sitemap response costs the same whether the
 * blog has ten posts or a hundred thousand, and never holds more than one part's posts in memory:
 * - while the published posts fit in one part, /sitemap.xml is one <urlset> (every page and post);
 * - past that, /sitemap.xml is a <sitemapindex> naming /sitemap-pages.xml (the build's pages) and one
 *   /sitemap-posts-N.xml per part that has published posts, each with its lastmod. robots.txt names only
 *   /sitemap.xml either way.
 * Parts are fixed ranges of posts.seq (given once at creation, migrations/0015), so a post never moves between
 * files; sitemap_parts keeps each part's published count and last change, so the index reads a few rows.
 */
import type { Context } from 'hono';
import { sitemapRoutes } from './sitemap-data';
import { siteOrigin, type AppEnv } from '../_app/env';
import { factory } from '../_app/factory';
import type { Services } from '../_app/services';
import { escapeXml } from '../_lib/xml';
import { MANAGE_ROUTE } from '../manage/routes';
import { AUTH_ROUTE } from '../sign-in/routes';

/** Must match the `seq / 1000` of migrations/0015_posts_at_scale.sql. */
export const POSTS_PER_PART = 1000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapExtra {
  path: string;
  lastmod?: string;
}

/** sitemaps.org XML: every served public route, plus any extra (published blog posts). */
export function sitemapXml(origin: string, extra: SitemapExtra[] = [], pages = true): string {
  const urls = [...(pages ? sitemapRoutes().map((r) => ({ path: r.path, lastmod: undefined as string | undefined })) : []), ...extra];
  const body = urls
    .map((u) => `  <url><loc>${escapeXml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''}</url>`)
    .join('\n');
  return `${HEAD}<urlset xmlns="${XMLNS}">\n${body}\n</urlset>\n`;
}

function sitemapIndexXml(origin: string, children: { path: string; lastmod: string }[]): string {
  const body = children.map((c) => `  <sitemap><loc>${escapeXml(origin + c.path)}</loc><lastmod>${escapeXml(c.lastmod)}</lastmod></sitemap>`).join('\n');
  return `${HEAD}<sitemapindex xmlns="${XMLNS}">\n${body}\n</sitemapindex>\n`;
}

export const partPath = (part: number) => `/sitemap-posts-${part + 1}.xml`;
const asEntries = (posts: { slug: string; updatedAt: string }[]) => posts.map((p) => ({ path: `/${p.slug}`, lastmod: p.updatedAt }));
const xml = (c: Context<AppEnv>, body: string) => c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });

export const sitemapXmlRoutes = (s: Services) =>
  factory
    .createApp()
    .get('/sitemap.xml', async (c) => {
      const db = s.db.public(c);
      const origin = siteOrigin(c.env);
      const { published, parts } = await s.posts.sitemapOutline(db);
      if (published <= POSTS_PER_PART) return xml(c, sitemapXml(origin, asEntries(await s.posts.sitemapSmall(db, POSTS_PER_PART))));
      const children = [{ path: '/sitemap-pages.xml', lastmod: __BUILT_AT__ }, ...parts.map((p) => ({ path: partPath(p.part), lastmod: p.lastmod }))];
      return xml(c, sitemapIndexXml(origin, children));
    })
    .get('/sitemap-pages.xml', (c) => xml(c, sitemapXml(siteOrigin(c.env))))
    .get('/:file{sitemap-posts-[1-9][0-9]{0,5}\\.xml}', async (c) => {
      const part = Number(c.req.param('file').match(/\d+/)![0]) - 1;
      const posts = await s.posts.sitemapPartPosts(s.db.public(c), part * POSTS_PER_PART, (part + 1) * POSTS_PER_PART);
      // A part with nothing published is not in the index: answer it like any unknown address.
      if (posts.length === 0) return c.notFound();
      return xml(c, sitemapXml(siteOrigin(c.env), asEntries(posts), false));
    });

/** What the Content-Signal line means, in the comment block contentsignals.org asks to precede it. */
const CONTENT_SIGNAL_TERMS = [
  '# As a condition of accessing this website, you agree to abide by the following content signals:',
  '# (a) If a content signal = yes, you may collect content for the corresponding use.',
  '# (b) If a content signal = no, you may not collect content for the corresponding use.',
  '# (c) Where no content signal is given for a use, this website neither grants nor restricts permission for it',
  '#     by content signal.',
  '# The content signals and their meanings are:',
  '# search: building a search index and providing search results (hyperlinks and short excerpts of this',
  '#     website). Search does not include providing AI-generated search summaries.',
  '# ai-input: inputting content into one or more AI models (retrieval-augmented generation, grounding, or other',
  '#     real-time taking of content for generative AI search answers).',
  '# ai-train: training or fine-tuning AI models.',
  '# ANY RESTRICTIONS EXPRESSED VIA CONTENT SIGNALS ARE EXPRESS RESERVATIONS OF RIGHTS UNDER ARTICLE 4 OF THE',
  '# EUROPEAN UNION DIRECTIVE 2019/790 ON COPYRIGHT AND RELATED RIGHTS IN THE DIGITAL SINGLE MARKET.',
  '',
];

/** `signal`: the content policy as routes/_lib/content-signal.ts reads it (CONTENT_SIGNAL, or its default). */
export function robotsTxt(origin: string, signal: string): string {
  return [
    ...CONTENT_SIGNAL_TERMS,
    'User-agent: *',
    `Content-Signal: ${signal}`,
    'Allow: /',
    `Disallow: ${MANAGE_ROUTE.path}`,
    `Disallow: ${AUTH_ROUTE.path}`,
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
