/**
 * The sitemap family, what crawlers read to find the site: the HTML sitemap (/sitemap, the published posts a page at
 * a time with ?page=N, newest first), sitemap.xml and its parts, robots.txt with the content policy, and IndexNow
 * (./indexnow.ts: its key file here, and the pings it offers the manager and the cron).
 */
import { siteOrigin, type Env } from '../_app/env';
import { factory } from '../_app/factory';
import { pageRoutes } from '../_app/pages';
import type { Offers, Services } from '../_app/services';
import { DEFAULT_CONTENT_SIGNAL, readContentSignal } from '../_lib/content-signal';
import { log } from '../_lib/log';
import { indexNow, keyFile } from './indexnow';
import { pageCount, pageParam } from '../_lib/paging';
import { SITEMAP_ROUTE } from './routes';
import { SitemapPage } from './sitemap-page';
import { SITEMAP_PAGE_SIZE, sitemapPageHref, type SitemapData } from './sitemap-data';
import { robotsTxt, sitemapXmlRoutes } from './xml';

export function sitemap(s: Services) {
  const app = factory.createApp();
  app.route('/', sitemapXmlRoutes(s));
  app.get('/robots.txt', (c) => c.text(robotsTxt(siteOrigin(c.env), contentSignal(c.env))));
  app.get('/:file{[A-Za-z0-9-]{8,128}\\.txt}', keyFile);
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

/** CONTENT_SIGNAL as robots.txt states it; unset means the default, and a value that cannot be read is logged and replaced by it. */
function contentSignal(env: Pick<Env, 'CONTENT_SIGNAL'>): string {
  const raw = env.CONTENT_SIGNAL?.trim();
  if (!raw) return DEFAULT_CONTENT_SIGNAL;
  const read = readContentSignal(raw);
  if (read) return read;
  log.warn('content_signal_invalid', { value: raw.slice(0, 100), used: DEFAULT_CONTENT_SIGNAL });
  return DEFAULT_CONTENT_SIGNAL;
}

export const offers: Pick<Offers, 'indexNow'> = { indexNow };

export default sitemap;
