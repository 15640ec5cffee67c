/**
 * The handlers of /search and its suggestions (./routes.ts), loaded on the first search (./index.tsx): the articles
 * and pages that match a query, read through the public D1 session. Any text is a query: what is not a word is
 * ignored (routes/_lib/search-query.ts), so no input is a 5xx.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import { handlerTable } from '../_app/lazy-routes';
import { retryAfterSeconds } from '../_app/rate-limit';
import type { Services } from '../_app/services';
import { pageCount, pageParam } from '../_lib/paging';
import { parseQuery, searchHref } from '../_lib/search-query';
import { searchPage } from './content';
import { searchCopy } from './results-copy';
import { allowSearch, searchLimiter } from './limit';
import { markedParts } from './marked';
import { SEARCH_RESULTS_HEADER, SEARCH_ROUTE, SUGGEST_PATH } from './routes';
import { mostRead, search } from './search';
import { SearchPage, type SearchView } from './search-page';

/** Articles on a page of results; pages matching, shown on the first; what the field suggests. */
export const PAGE_SIZE = 10;
export const PAGES_SHOWN = 5;
export const SUGGESTIONS = { pages: 3, articles: 5 } as const;
const POPULAR = 3;

/** Every answer of the search is noindex, follow: its links lead to the pages worth indexing. */
const meta = (title: string) => ({ title, description: searchPage.description, path: SEARCH_ROUTE.path, noindex: true });

async function limited(c: Context<AppEnv>, json: boolean) {
  if (await allowSearch(c.env, c.req.raw)) return null;
  const seconds = retryAfterSeconds(searchLimiter(c.env));
  const headers = { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' };
  const l = searchCopy.limited;
  if (json) return c.json({ error: l.body(seconds) }, 429, headers);
  return c.render(<SearchPage view={null} notice={l.body(seconds)} />, { meta: meta(l.title), status: 429, headers });
}

async function resultsPage(s: Services, c: Context<AppEnv>) {
  const page = pageParam(c.req.query('page'));
  if (page === null) return c.notFound();
  const refused = await limited(c, false);
  if (refused) return refused;
  const query = parseQuery(c.req.query('q'));
  if (!query.normal) return c.render(<SearchPage view={null} />, { meta: meta(searchPage.title) });
  const db = s.db.public(c);
  const found = await search(db, query, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, pages: page === 1 ? PAGES_SHOWN : 0 });
  const pages = pageCount(found.total, PAGE_SIZE);
  if (page > pages) return c.notFound();
  const total = found.total + found.pages.length;
  const view: SearchView = {
    normal: query.normal,
    page,
    pages,
    total: found.total,
    pageHits: found.pages,
    articles: found.articles,
    popular: total === 0 ? await mostRead(db, POPULAR) : [],
  };
  return c.render(<SearchPage view={view} />, {
    meta: { ...meta(searchCopy.resultsTitle(query.normal, page)), canonical: searchHref(SEARCH_ROUTE.path, query.normal, page) },
    headers: { [SEARCH_RESULTS_HEADER]: String(total) },
  });
}

async function suggestions(s: Services, c: Context<AppEnv>) {
  const refused = await limited(c, true);
  if (refused) return refused;
  const query = parseQuery(c.req.query('q'));
  const found = query.normal ? await search(s.db.public(c), query, { limit: SUGGESTIONS.articles, offset: 0, pages: SUGGESTIONS.pages }) : { pages: [], articles: [], total: 0 };
  const results = [...found.pages, ...found.articles].map((h) => ({ ...h, snippet: markedParts(h.snippet) }));
  return c.json({ q: query.normal, results, total: found.total + found.pages.length, more: query.normal ? searchHref(SEARCH_ROUTE.path, query.normal) : SEARCH_ROUTE.path }, 200, {
    'X-Robots-Tag': 'noindex',
  });
}

export function searchHandlers(s: Services) {
  const table = handlerTable();
  table.get(SEARCH_ROUTE.path, (c) => resultsPage(s, c));
  table.get(SUGGEST_PATH, (c) => suggestions(s, c));
  return table.handlers;
}
