/**
 * The SQL every public page and the manager runs against posts, as constants so tests/worker/query-plans.test.ts
 * can EXPLAIN exactly these strings and fail on a full scan. Indexes: migrations/0015_posts_at_scale.sql.
 *
 * Pagination keeps page numbers (/blog?page=3: stable, linkable, "Page 3 of 1,667", rel prev/next) and finds a
 * page in two steps: its slugs come from a covering index alone (status, [cluster,] date, created_at, slug), so the
 * posts it skips are never read, only their index entries (dozens to a 4 KB index page: the deepest of 1,667
 * pages walks under 200 of them, and measured no slower than page 2); then the page's own rows are read by primary key. A seek cursor
 * (?after=date,slug) would skip even the index entries but loses page numbers and the "page N of M" that
 * readers and the existing links rely on, and a deep page is only ever reached through 1,600 "older" clicks or
 * a crawler that follows them; the counts come from post_counts, one row per status and topic.
 */

/** Words are approximated in SQL (spaces + 1) so listings never transfer post bodies. */
export const SUMMARY_COLUMNS = `slug, title, h1, meta_description, excerpt, author, date, cluster, status, updated_at, publish_at,
  length(content) - length(replace(content, ' ', '')) + 1 AS words,
  cover, (SELECT alt FROM post_images WHERE post = posts.seq AND id = posts.cover) AS cover_alt`;

/** The one listing order: no two posts tie, so page boundaries are stable. */
const NEWEST_FIRST = 'date DESC, created_at DESC, slug DESC';

/** A page of rows picked by a slug-only subquery that the covering index answers on its own. */
const pageOf = (columns: string, where: string) =>
  `SELECT ${columns} FROM posts WHERE slug IN (SELECT slug FROM posts WHERE ${where} ORDER BY ${NEWEST_FIRST} LIMIT ? OFFSET ?) ORDER BY ${NEWEST_FIRST}`;

const PUBLISHED = `status = 'published'`;
const PUBLISHED_IN = `status = 'published' AND cluster = ?`;

export const SQL = {
  /** /blog: bind limit, offset. */
  listing: pageOf(SUMMARY_COLUMNS, PUBLISHED),
  /** /blog?cluster=: bind cluster, limit, offset. */
  listingInCluster: pageOf(SUMMARY_COLUMNS, PUBLISHED_IN),
  /** Published posts, all topics or one (bind cluster): a few rows of post_counts. */
  publishedCount: `SELECT IFNULL(SUM(n), 0) AS total FROM post_counts WHERE status = 'published'`,
  publishedCountInCluster: `SELECT IFNULL(SUM(n), 0) AS total FROM post_counts WHERE status = 'published' AND cluster = ?`,
  /** The 200-or-404 lookup of a post page: bind slug. */
  postHead: `SELECT ${SUMMARY_COLUMNS}, card, keywords FROM posts WHERE slug = ? AND status = 'published'`,
  postBody: `SELECT content, faqs FROM posts WHERE slug = ? AND status = 'published'`,
  /** A published post's related cards, its topic read by its slug in the same statement: bind slug, slug, limit. */
  relatedTo: `SELECT ${SUMMARY_COLUMNS} FROM posts WHERE status = 'published' AND cluster = (SELECT cluster FROM posts WHERE slug = ? AND status = 'published') AND slug <> ? ORDER BY ${NEWEST_FIRST} LIMIT ?`,
  /** The articles' Markdown twins for /llms-full.txt, newest first; bind limit. */
  twins: `SELECT slug, h1, content, faqs FROM posts WHERE ${PUBLISHED} ORDER BY ${NEWEST_FIRST} LIMIT ?`,
  /** The feed: the newest published posts with their bodies; bind limit. */
  feed: `SELECT ${SUMMARY_COLUMNS}, content FROM posts WHERE ${PUBLISHED} ORDER BY ${NEWEST_FIRST} LIMIT ?`,
  /** The HTML sitemap, one page of titles: bind limit, offset. */
  sitemapPage: pageOf('slug, title, updated_at', PUBLISHED),
  /** sitemap.xml while it is one file: every published post, bounded by the caller's limit; bind limit. */
  sitemapSmall: `SELECT slug, updated_at FROM posts WHERE ${PUBLISHED} ORDER BY seq LIMIT ?`,
  /** The sitemap index: each thousand of posts (by seq) that has published ones, with its last change. */
  sitemapParts: `SELECT part, published, lastmod FROM sitemap_parts WHERE published > 0 ORDER BY part`,
  /** One child sitemap: bind the first seq and the one after the last. */
  sitemapPart: `SELECT slug, updated_at FROM posts WHERE ${PUBLISHED} AND seq >= ? AND seq < ? ORDER BY seq`,
  /** The cron's scheduled drafts due by a time, earliest first (the partial index posts_due), with what their card shows; bind the time, limit. */
  due: `SELECT slug, cluster, publish_at, h1, cover, card FROM posts WHERE publish_at IS NOT NULL AND publish_at <= ? AND status = 'draft' ORDER BY publish_at LIMIT ?`,
  /**
   * Published posts with no card of their own (the partial index posts_without_card), a few at a time in no fixed
   * order, so one whose card cannot be drawn never holds up the rest; bind limit.
   */
  cardless: `SELECT slug, cluster, h1, cover, card FROM posts WHERE status = 'published' AND card IS NULL ORDER BY random() LIMIT ?`,
} as const;

/** The manager's list: every combination of its filters, each on its own index. */
export type ManagerFilter = { status?: 'draft' | 'published'; cluster?: string; search?: string };

const managerWhere = (f: ManagerFilter) => [f.status && 'status = ?', f.cluster && 'cluster = ?'].filter(Boolean).join(' AND ') || 'true';

/**
 * The SQL of one manager page and its count for these filters, and the values to bind (limit and offset go last
 * on the page). A search goes through posts_search (FTS5): its matches, then their rows by rowid, so it costs
 * the number of matches, never the number of posts; without one, the page is found like a public listing's.
 */
export function managerQueries(f: ManagerFilter): { page: string; count: string; binds: unknown[] } {
  const binds: unknown[] = [f.status, f.cluster].filter((v) => v !== undefined);
  const filters = managerWhere(f);
  if (f.search) {
    // CROSS JOIN keeps the matches as the outer loop: SQLite never swaps it for a walk along a posts index.
    const matches = `(SELECT rowid AS id FROM posts_search WHERE posts_search MATCH ?) AS m CROSS JOIN posts ON posts.rowid = m.id WHERE ${filters}`;
    return {
      page: `SELECT ${SUMMARY_COLUMNS} FROM ${matches} ORDER BY ${NEWEST_FIRST} LIMIT ? OFFSET ?`,
      count: `SELECT COUNT(*) AS total FROM ${matches}`,
      binds: [f.search, ...binds],
    };
  }
  return {
    page: pageOf(SUMMARY_COLUMNS, filters),
    count: `SELECT IFNULL(SUM(n), 0) AS total FROM post_counts WHERE ${filters}`,
    binds,
  };
}

/**
 * The editor's words as an FTS5 query: each word a quoted prefix, all required. Quoting makes every character
 * literal, so nothing typed can be FTS5 syntax (NEAR, column filters, a stray quote). Null when no word is left.
 */
export function searchQuery(input: string): string | null {
  const words = input.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null;
}
