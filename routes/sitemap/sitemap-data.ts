import { ROUTES, type RouteEntry, type SitemapSection } from '../table';
import { blogCopy } from '../blog/content';

/** Every indexable route: the single source of sitemap.xml and the HTML /sitemap. */
export function sitemapRoutes(): RouteEntry[] {
  return ROUTES.filter((r) => r.sitemap);
}

const GROUPS: { id: SitemapSection; heading: string }[] = [
  { id: 'main', heading: 'Main pages' },
  { id: 'tools', heading: 'Tools' },
  { id: 'archetypes', heading: 'Leadership archetypes' },
  { id: 'services', heading: 'Service guides' },
  { id: 'topics', heading: 'Strategy guides' },
  { id: 'industries', heading: 'Industries' },
  { id: 'legal', heading: 'Legal' },
];

export function sitemapSections() {
  const routes = sitemapRoutes();
  return GROUPS.map((g) => ({ ...g, links: routes.filter((r) => (r.section ?? 'main') === g.id) })).filter((g) => g.links.length > 0);
}

export interface SitemapLink {
  path: string;
  label: string;
}

/** One page of the HTML sitemap, as the page and its Markdown twin list it: the site's pages on the first, then that page's posts. */
export function sitemapPageSections(page: number, posts: SitemapLink[]): { id: string; heading: string; links: SitemapLink[] }[] {
  return [...(page === 1 ? sitemapSections() : []), ...(posts.length ? [{ id: 'insights', heading: blogCopy.sitemapHeading, links: posts }] : [])];
}

/** Published Insights posts per page of the HTML sitemap. */
export const SITEMAP_PAGE_SIZE = 100;

/** One page of published Insights posts, newest first, loaded by the family's handler (./index.tsx). */
export interface SitemapData {
  posts: SitemapLink[];
  page: number;
  pages: number;
  /** This page's own address, its canonical URL. */
  canonical: string;
}

export const sitemapPageHref = (page: number) => (page > 1 ? `/sitemap?page=${page}` : '/sitemap');
