/**
 * The sitemap family: the HTML sitemap (/sitemap, the published posts a page at a time with ?page=N, newest
 * first), sitemap.xml and its parts, and robots.txt.
 */
import { siteOrigin } from '../_app/env';
import { factory } from '../_app/factory';
import { pageRoutes } from '../_app/pages';
import type { Services } from '../_app/services';
import { pageCount, pageParam } from '../_lib/paging';
import { SITEMAP_ROUTE } from './routes';
import { SITEMAP_PAGE_SIZE, sitemapPageHref, SitemapPage, type SitemapData } from './sitemap-page';
import { robotsTxt, sitemapXmlRoutes } from './xml';

export function sitemap(s: Services) {
  const app = factory.createApp();
  app.route('/', sitemapXmlRoutes(s));
  app.get('/robots.txt', (c) => c.text(robotsTxt(siteOrigin(c.env))));
  app.route(
    '/',
    pageRoutes([SITEMAP_ROUTE], SitemapPage, {
      load: async (c): Promise<SitemapData | Response> => {
        const page = pageParam(c.req.query('page'));
        if (page === null) return c.notFound();
        const { posts, total } = await s.posts.sitemapTitles(s.db.public(c), SITEMAP_PAGE_SIZE, (page - 1) * SITEMAP_PAGE_SIZE);
        const pages = pageCount(total, SITEMAP_PAGE_SIZE);
        if (page > pages) return c.notFound();
        return { posts: posts.map((p) => ({ path: `/${p.slug}`, label: p.title })), page, pages, canonical: sitemapPageHref(page) };
      },
    }),
  );
  return app;
}

export default sitemap;
