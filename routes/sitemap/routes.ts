import { route } from '../_app/routes';
import { sitemapPage } from './content';

/** The HTML sitemap lists the published posts, so it is a database page. */
export const SITEMAP_ROUTE = route('/sitemap', 'sitemap', 'Sitemap', sitemapPage, { footer: 'legal', source: 'database' });
