/**
 * The search's SQL (migrations/0042_public_search.sql). Every statement binds the visitor's words as a MATCH
 * expression made by routes/_lib/search-query.ts, never as text of the statement.
 */

/** Snippets mark a matched word between these two characters, which no stored text holds (./marked.tsx). */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

/**
 * BM25 per column: the title weighs most, then the headline, the keywords, the excerpt, the questions and answers,
 * and the body least, so an article about a subject comes before one that mentions it.
 */
const ARTICLE_WEIGHTS = 'bm25(10.0, 8.0, 4.0, 1.0, 5.0, 2.0)';
const PAGE_WEIGHTS = 'bm25(0.0, 0.0, 6.0, 1.0)';

/**
 * FTS5 orders by rank itself and stops at the LIMIT, so a common word at 10,000 articles ranks the matches once and
 * draws snippets for one page of them only. The status is checked again here, though the index holds only
 * published articles.
 */
export const SEARCH_SQL = {
  articles: `SELECT p.slug, p.title, p.cluster, snippet(article_search, -1, char(2), char(3), '…', 24) AS snippet
    FROM article_search JOIN posts p ON p.rowid = article_search.rowid
    WHERE article_search MATCH ?1 AND rank MATCH '${ARTICLE_WEIGHTS}' AND p.status = 'published'
    ORDER BY rank LIMIT ?2 OFFSET ?3`,
  articleCount: `SELECT COUNT(*) AS total FROM article_search WHERE article_search MATCH ?1`,
  pages: `SELECT path, kind, title, snippet(page_search, 3, char(2), char(3), '…', 24) AS snippet
    FROM page_search WHERE page_search MATCH ?1 AND rank MATCH '${PAGE_WEIGHTS}' ORDER BY rank LIMIT ?2`,
  /** The articles most viewed in the rollups since ?1 (routes/analytics/), for a search that finds nothing. */
  mostRead: `SELECT p.slug, p.title, p.cluster FROM (
      SELECT key, SUM(value) AS views FROM analytics_daily WHERE dim = 'page' AND metric = 'views' AND day >= ?1
      GROUP BY key ORDER BY views DESC LIMIT 50
    ) r JOIN posts p ON p.slug = substr(r.key, 2) AND p.status = 'published' ORDER BY r.views DESC LIMIT ?2`,
  newest: `SELECT slug, title, cluster FROM posts WHERE status = 'published' ORDER BY date DESC, created_at DESC, slug DESC LIMIT ?1`,
  pageState: `SELECT copy_hash FROM page_search_state WHERE id = 1`,
  clearPages: `DELETE FROM page_search`,
  addPage: `INSERT INTO page_search (path, kind, title, body) VALUES (?1, ?2, ?3, ?4)`,
  setPageState: `INSERT INTO page_search_state (id, copy_hash) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET copy_hash = excluded.copy_hash`,
} as const;
