import { route, type FamilyPages } from '../_app/routes';
import { sitemapPage } from './content';

/** The HTML sitemap lists the published posts, so it is a database page. */
export const SITEMAP_ROUTE = route('/sitemap', 'sitemap', 'Sitemap', sitemapPage, { footer: 'legal', section: 'legal', source: 'database', markdown: () => import('./markdown').then((m) => m.sitemapMarkdown) });

export const PAGES: FamilyPages = { position: 150, routes: [SITEMAP_ROUTE] };
