/** Data a route-table page needs from the worker, loaded before it renders and passed as PageProps.data. */
import type { Context } from 'hono';
import { SITEMAP_PAGE_SIZE, sitemapPageHref, type SitemapData } from '../routes/pages/sitemap-page';
import type { Family } from '../routes/table';
import { pageCount, pageParam } from './blog/paging';
import { sitemapTitles } from './blog/repository';
import { publicDb } from './blog/sessions';
import type { AppEnv } from '../routes/_app/env';

/** A loader answers a Response instead of data when the page does not exist (worker/index.tsx renders it as is). */
export const PAGE_DATA: Partial<Record<Family, (c: Context<AppEnv>) => Promise<unknown>>> = {
  // The HTML sitemap lists the published posts a page at a time (?page=N), newest first.
  sitemap: async (c): Promise<SitemapData | Response> => {
    const page = pageParam(c.req.query('page'));
    if (page === null) return c.notFound();
    const { posts, total } = await sitemapTitles(publicDb(c), SITEMAP_PAGE_SIZE, (page - 1) * SITEMAP_PAGE_SIZE);
    const pages = pageCount(total, SITEMAP_PAGE_SIZE);
    if (page > pages) return c.notFound();
    return { posts: posts.map((p) => ({ path: `/${p.slug}`, label: p.title })), page, pages, canonical: sitemapPageHref(page) };
  },
};
