/**
 * The site's pages in the search (page_search, migrations/0042_public_search.sql), indexed by the copy of their
 * Markdown twins (docs/architecture.md#markdown-for-agents), so the index reads what the page says without its
 * HTML. A page without a twin (the assessments) is indexed by its title, description and summary.
 *
 * The copy changes only with a deploy, so each isolate checks once, on its first search, whether the index holds
 * this build's copy (a hash of it in page_search_state) and, if not, refills it in one batch: two isolates doing
 * so at once write the same rows. A failed check or refill is tried again by the next search.
 */
import type { Db } from '../_app/services';
import { twinText } from '../_app/page-markdown';
import type { RouteEntry } from '../_app/routes';
import { sha256Hex } from '../_lib/hash';
import { ROUTES } from '../table';
import { SEARCH_SQL } from './queries';

/** The families whose pages are not searched: the blog's listing, the regional copies of the home page, utilities. */
const UNSEARCHED = new Set(['blog', 'region', 'sitemap', 'search']);

export interface PageDocument {
  path: string;
  kind: string;
  title: string;
  body: string;
}

/** Markdown's marks, list bullets and link targets out, so that addresses are not words of a page. */
export const plainText = (markdown: string) =>
  markdown
    .replace(/^[ \t]*[-+*][ \t]+/gm, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[#*_>`|[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function documentOf(route: RouteEntry): Promise<PageDocument> {
  // A database page's twin (the listing, the HTML sitemap) lists articles, which the article index finds on their own.
  const copy = route.markdown && route.source !== 'database' ? await twinText(route) : [route.description, route.summary ?? ''].join(' ');
  return { path: route.path, kind: route.family, title: route.label, body: plainText(copy) };
}

export const searchedPages = () => ROUTES.filter((r) => r.sitemap && !r.unmeasured && !UNSEARCHED.has(r.family));

let indexed: Promise<void> | null = null;

/** Resolves once the page index holds this build's copy. */
export function pagesIndexed(db: Db): Promise<void> {
  indexed ??= indexPages(db).catch((err: unknown) => {
    indexed = null;
    throw err;
  });
  return indexed;
}

async function indexPages(db: Db): Promise<void> {
  const docs = await Promise.all(searchedPages().map(documentOf));
  const hash = await sha256Hex(JSON.stringify(docs));
  const state = await db.prepare(SEARCH_SQL.pageState).first<{ copy_hash: string }>();
  if (state?.copy_hash === hash) return;
  await db.batch([
    db.prepare(SEARCH_SQL.clearPages),
    ...docs.map((d) => db.prepare(SEARCH_SQL.addPage).bind(d.path, d.kind, d.title, d.body)),
    db.prepare(SEARCH_SQL.setPageState).bind(hash),
  ]);
}
