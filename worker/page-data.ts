/** Data a route-table page needs from the worker, loaded before it renders and passed as PageProps.data. */
import type { Context } from 'hono';
import type { SitemapData } from '../routes/pages/sitemap-page';
import type { Family } from '../routes/table';
import { publishedForSitemap } from './blog/repository';
import type { AppEnv } from './env';

export const PAGE_DATA: Partial<Record<Family, (c: Context<AppEnv>) => Promise<unknown>>> = {
  sitemap: async (c): Promise<SitemapData> => ({
    posts: (await publishedForSitemap(c.env.DB)).map((p) => ({ path: `/${p.slug}`, label: p.title })),
  }),
};
