/**
 * Page templates by family: one template per family. A family appears here when its page has landed;
 * routes of any other family are not served (404) and not linked from the nav, footer or sitemaps.
 */
import type { PageComponent } from './page-types';
import type { Family } from './table';
import { HomePage } from './home/page';
import { LegalPage } from './legal/legal-page';
import { SitemapPage } from './pages/sitemap-page';

export const PAGES: Partial<Record<Family, PageComponent>> = {
  home: HomePage,
  region: HomePage,
  legal: LegalPage,
  sitemap: SitemapPage,
};

export function isServed(family: Family): boolean {
  return family in PAGES;
}

export { ROUTES, routeByPath, type RouteEntry } from './table';
