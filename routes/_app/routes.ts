/**
 * What a family declares about each of its pages (its `routes.ts`): the route table (routes/table.ts) is the list
 * of these, read by the nav, footer, sitemaps, the edge cache and the tests.
 */
export type Family =
  | 'home'
  | 'region'
  | 'services'
  | 'about'
  | 'contact'
  | 'archetypes'
  | 'persona'
  | 'service-topic'
  | 'topic'
  | 'industry'
  | 'consultation'
  | 'consultation-booking'
  | 'payment-success'
  | 'template'
  | 'charity'
  | 'legal'
  | 'sitemap'
  | 'blog'
  | 'blog-manage'
  | 'auth'
  | 'assessment'
  | 'burnout-assessment';

export type FooterGroup = 'company' | 'resources' | 'topics' | 'legal';

export interface RouteEntry {
  path: string;
  family: Family;
  title: string;
  description: string;
  /** Short name for links (nav, footer, sitemap, breadcrumbs). */
  label: string;
  /** Listed in sitemap.xml and /sitemap, and indexable. */
  sitemap: boolean;
  /** Desktop nav position, left to right. */
  nav?: number;
  /** Mobile menu position and label (the menu also holds the currency toggle and Let's Talk). */
  mobile?: { order: number; label: string };
  footer?: FooterGroup;
  /** Canonical path when it differs from `path` (e.g. /uk is the home page priced in pounds). */
  canonical?: string;
  /** hreflang alternates: [hreflang, path]. */
  alternates?: [string, string][];
  locale?: 'en_GB' | 'en_US';
  /** The page embeds the booking calendar (frame-src allows it). */
  frames?: boolean;
  /**
   * What the page is rendered from: 'build' (the default) cannot change until the next deploy, so the edge cache
   * keeps it in isolate memory for the life of the build; 'database' pages are versioned and refreshed.
   */
  source?: 'build' | 'database';
  /** One sentence for the onward-link cards of related pages (persona, industry and topic guides). */
  summary?: string;
}

/** An entry with its title and description from the family's copy; `extra` adds links, alternates and flags. */
export function route(
  path: string,
  family: Family,
  label: string,
  meta: { title: string; description: string },
  extra: Partial<RouteEntry> = {},
): RouteEntry {
  return { path, family, label, title: meta.title, description: meta.description, sitemap: true, ...extra };
}

