import { ROUTES, type Family, type RouteEntry } from '../table';

/** Every indexable route: the single source of sitemap.xml and the HTML /sitemap. */
export function sitemapRoutes(): RouteEntry[] {
  return ROUTES.filter((r) => r.sitemap);
}

const GROUPS: { id: string; heading: string; families: Family[] }[] = [
  { id: 'main', heading: 'Main pages', families: ['home', 'region', 'services', 'about', 'contact', 'archetypes', 'consultation', 'consultation-booking', 'charity', 'blog'] },
  { id: 'tools', heading: 'Tools', families: ['assessment', 'burnout-assessment', 'template'] },
  { id: 'archetypes', heading: 'Leadership archetypes', families: ['persona'] },
  { id: 'services', heading: 'Service guides', families: ['service-topic'] },
  { id: 'topics', heading: 'Strategy guides', families: ['topic'] },
  { id: 'industries', heading: 'Industries', families: ['industry'] },
  { id: 'legal', heading: 'Legal', families: ['legal', 'sitemap'] },
];

export function sitemapSections() {
  const routes = sitemapRoutes();
  return GROUPS.map((g) => ({ ...g, links: routes.filter((r) => g.families.includes(r.family)) })).filter((g) => g.links.length > 0);
}
