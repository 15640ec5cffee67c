/** One search: the pages and a page of the articles that match, or, for none, what to offer instead. */
import type { Db } from '../_app/services';
import { matchExpression, type SearchQuery } from '../_lib/search-query';
import { searchCopy } from './results-copy';
import { pagesIndexed, plainText } from './page-index';
import { SEARCH_SQL } from './queries';

export interface SearchHit {
  title: string;
  /** The kind of page, in words ('Article', 'Leadership archetype'). */
  kind: string;
  path: string;
  /** Plain text with each matched word between MARK_START and MARK_END (./queries.ts); '' when there is none. */
  snippet: string;
}

export interface SearchResults {
  /** Pages matching, best first: on the first page of results only. */
  pages: SearchHit[];
  articles: SearchHit[];
  /** Articles matching in all. */
  total: number;
}

type ArticleRow = { slug: string; title: string; snippet: string };
type PageRow = { path: string; kind: string; title: string; snippet: string };

const articleHit = (r: ArticleRow): SearchHit => ({ title: r.title, kind: searchCopy.articleKind, path: `/${r.slug}`, snippet: plainText(r.snippet ?? '') });
const pageHit = (r: PageRow): SearchHit => ({ title: r.title, kind: searchCopy.kinds[r.kind] ?? searchCopy.otherKind, path: r.path, snippet: plainText(r.snippet ?? '') });

export async function search(db: Db, query: SearchQuery, opts: { limit: number; offset: number; pages: number }): Promise<SearchResults> {
  const match = matchExpression(query);
  if (opts.pages > 0) await pagesIndexed(db);
  const [articles, count, pages] = await db.batch<Record<string, unknown>>([
    db.prepare(SEARCH_SQL.articles).bind(match, opts.limit, opts.offset),
    db.prepare(SEARCH_SQL.articleCount).bind(match),
    db.prepare(SEARCH_SQL.pages).bind(match, opts.pages),
  ]);
  return {
    articles: (articles!.results as unknown as ArticleRow[]).map(articleHit),
    total: Number((count!.results[0] as { total?: number } | undefined)?.total ?? 0),
    pages: (pages!.results as unknown as PageRow[]).map(pageHit),
  };
}

/** Days of page views the most-read articles are counted over. */
const MOST_READ_DAYS = 30;

/** For a search that finds nothing: the articles read most lately, made up with the newest when there are few. */
export async function mostRead(db: Db, limit: number, now = Date.now()): Promise<SearchHit[]> {
  const since = new Date(now - MOST_READ_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [read, newest] = await db.batch<Record<string, unknown>>([db.prepare(SEARCH_SQL.mostRead).bind(since, limit), db.prepare(SEARCH_SQL.newest).bind(limit)]);
  const rows = [...(read!.results as unknown as ArticleRow[]), ...(newest!.results as unknown as ArticleRow[])];
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.slug) && Boolean(seen.add(r.slug)))
    .slice(0, limit)
    .map((r) => articleHit({ ...r, snippet: '' }));
}
