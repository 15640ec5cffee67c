/**
 * Search: one results page for the published articles and the site's pages, and the suggestions the search field
 * shows as the visitor types (docs/architecture.md#search). Neither is in the sitemaps nor indexable.
 */
import { route, type FamilyPages } from '../_app/routes';
import { BLOG_ROUTE } from '../blog/routes';
import { searchPage } from './content';

export const SEARCH_ROUTE = route('/search', 'search', 'Search', searchPage, { sitemap: false, source: 'database' });

/** The island's answers as the visitor types: the same search, fewer results, as JSON. */
export const SUGGEST_PATH = '/search/suggestions';

/** The addresses whose answer depends on the query `q` (and `page`): the edge cache keys them by its normal form. */
export const SEARCH_PATHS = [SEARCH_ROUTE.path, SUGGEST_PATH] as const;

/**
 * The page whose content version the search's answers take in the edge cache: every edit to an article gives the
 * listing a new one (routes/blog/pages-of.ts), so a copy kept for any query is never read after an article changes.
 * Not the search's own addresses: those would then be announced to search engines with the listing.
 */
export const SEARCH_VERSIONED_AS = BLOG_ROUTE.path;

/**
 * On a results page: how many results it found. The visit counter (routes/analytics/count-visit.ts) reads it to
 * count searches that find nothing, from a copy the edge cache kept as from a render.
 */
export const SEARCH_RESULTS_HEADER = 'x-search-results';

export const PAGES: FamilyPages = { position: 195, routes: [SEARCH_ROUTE] };
