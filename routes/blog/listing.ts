/**
 * One page of the Insights listing as ./public.tsx reads it, which the page (./index-page.tsx) and its Markdown twin
 * (./listing-markdown.ts) are both made from, and the listing's addresses. Data only: the route table's twin
 * declaration (./routes.ts) reaches it without reaching a view.
 */
import type { ClusterKey } from './clusters';
import type { PostSummary } from './types';

export interface BlogListing {
  posts: PostSummary[];
  cluster: ClusterKey | null;
  page: number;
  pages: number;
}

/** The address of one page of the listing; page 1 and "all topics" leave their parameter out. */
export function listingHref(cluster: ClusterKey | null, page = 1): string {
  const params = new URLSearchParams();
  if (cluster) params.set('cluster', cluster);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
