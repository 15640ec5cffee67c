/**
 * What a family declares about each of its pages (its `routes.ts`): the route table (routes/table.ts) is the list
 * of these, read by the nav, footer, sitemaps, the edge cache and the tests.
 */
import type { Currency } from '../_lib/currency';

/** The HTML sitemap's sections (routes/sitemap/sitemap-data.ts gives their headings and order). */
export type SitemapSection = 'main' | 'tools' | 'archetypes' | 'services' | 'topics' | 'industries' | 'legal';

export type FooterGroup = 'company' | 'resources' | 'topics' | 'legal';

export interface RouteEntry {
  path: string;
  /** The kind of page ('persona', 'legal', 'blog-manage'): for tests and logs; it decides nothing. */
  family: string;
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
  /** The HTML sitemap's section for an entry listed there; 'main' unless set. */
  section?: SitemapSection;
  /** The line above the title on the page's social card (routes/_layout/page-card.ts); the label unless set. */
  cardLabel?: string;
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
  /**
   * An operator's screen or the sign-in: neither it nor any address under it is counted as a page view or takes
   * page notes (routes/analytics/visit.ts, isMeasured), and its pages mark themselves so the browser sends none.
   */
  unmeasured?: boolean;
  /** One sentence for the onward-link cards of related pages (persona, industry and topic guides). */
  summary?: string;
  /**
   * The page's Markdown twin for agents, built from the copy that renders it (routes/_app/page-markdown.ts): a module
   * of the family's, imported on the first request for it. A page without one has no twin and no alternate link.
   * `never`: a database page's twin takes the data its own page read (twinText gives it), any other's only its copy.
   */
  markdown?: () => Promise<PageMarkdown<never>>;
}

/**
 * A page's Markdown, in the market it is priced in (pounds except on the US pages). A database page's (the HTML
 * sitemap, the Insights listing) is made from the rows its page read, `data`; any other's ignores it.
 */
export type PageMarkdown<D = unknown> = (route: RouteEntry, market: Currency, data: D) => string;

/** An entry with its title and description from the family's copy; `extra` adds links, alternates and flags. */
export function route(
  path: string,
  family: string,
  label: string,
  meta: { title: string; description: string },
  extra: Partial<RouteEntry> = {},
): RouteEntry {
  return { path, family, label, title: meta.title, description: meta.description, sitemap: true, ...extra };
}


/**
 * What each family's `routes.ts` exports as `PAGES`: its entries, and where they sit in the table (the order the
 * footer and the sitemaps list pages in). The table is every folder's PAGES, by position (routes/table.ts).
 */
export interface FamilyPages {
  position: number;
  routes: RouteEntry[];
}

/** The route table from the families' declarations: by position, then as each family lists its pages. */
export function tableOf(families: FamilyPages[]): RouteEntry[] {
  const sorted = [...families].sort((a, b) => a.position - b.position);
  sorted.forEach((f, i) => {
    if (i > 0 && sorted[i - 1]!.position === f.position) throw new Error(`Two families declare position ${f.position} (${f.routes[0]?.path}, ${sorted[i - 1]!.routes[0]?.path})`);
  });
  const routes = sorted.flatMap((f) => f.routes);
  const seen = new Set<string>();
  for (const r of routes) {
    if (seen.has(r.path)) throw new Error(`Two route entries claim ${r.path}`);
    seen.add(r.path);
  }
  return routes;
}
