/**
 * The Markdown twin of /sitemap (routes/_app/page-markdown.ts): the same sections and links as ./sitemap-page.tsx,
 * each to its page, from the page of posts the HTML sitemap's loader read (./index.tsx).
 */
import type { PageMarkdown } from '../_app/routes';
import { blocks, link, list, twinAddress } from '../_lib/markdown-twin';
import { pagerBlock } from '../_layout/page-markdown';
import { ARTICLE_PAGES } from '../blog/content';
import { sitemapPage } from './content';
import { sitemapPageHref, sitemapPageSections, type SitemapData } from './sitemap-data';

export const sitemapMarkdown: PageMarkdown<SitemapData> = (_route, _market, { posts, page, pages }) =>
  blocks(
    `# ${sitemapPage.h1}`,
    sitemapPage.lead,
    ...sitemapPageSections(page, posts).map((s) => `## ${s.heading}\n\n${list(s.links.map((l) => link(l.label, l.path)))}`),
    pagerBlock(page, pages, (n) => twinAddress(sitemapPageHref(n)), ARTICLE_PAGES),
  );
