import { ROUTES, type RouteEntry, type SitemapSection } from '../table';

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
