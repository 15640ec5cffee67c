/**
 * Page views are counted at the edge from the page request itself, wherever its answer comes from (isolate
 * memory, the Cache API or a render): the worker's request pipeline (worker/pipeline.ts) counts before its edge
 * cache step, so a browser that blocks scripts is counted all the same. The work happens after the answer (waitUntil) and costs
 * no D1 query beyond the day's salt. The utm_* tags are read from the request's own URL, before any cache key
 * drops them.
 */
import type { Env } from '../_app/env';
import { copyChosenFor } from '../_app/copy-choice';
import { afterAnswer, enqueue, identify } from './record';
import { isMeasured, isPersonNavigating, visitOrigin } from './visit';
import { PREVIEW_PATH } from '../blog/routes';
import { SEARCH_RESULTS_HEADER, SEARCH_ROUTE } from '../search/routes';
import { parseQuery, recordableQuery } from '../_lib/search-query';

type Fetch = (req: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/**
 * A page a person was shown: 'view' for a page, 'missing' for the not-found page, else null (not counted). Only a
 * top-level navigation counts: another site embedding this one's address as a picture or frame adds nothing.
 */
export function pageKind(req: Request, res: Response): 'view' | 'missing' | null {
  if (!isPersonNavigating(req)) return null;
  // A shared preview of a draft is not a visit to the site: its readers are reviewers, not visitors.
  if (new URL(req.url).pathname.startsWith(`${PREVIEW_PATH}/`)) return null;
  if (!/^text\/html\b/.test(res.headers.get('content-type') ?? '')) return null;
  if (res.status === 404) return 'missing';
  // A 304 is the page shown again from the browser's own copy, which it revalidated (worker/edge-cache.ts).
  return (res.status === 200 || res.status === 304) && isMeasured(new URL(req.url).pathname) ? 'view' : null;
}

export function withVisitCounting(handler: Fetch): Fetch {
  return async (req, env, ctx) => {
    const res = await handler(req, env, ctx);
    const kind = pageKind(req, res);
    if (kind) afterAnswer(ctx, 'page', () => countPage(env, req, kind, res.headers.get(SEARCH_RESULTS_HEADER)));
    return res;
  };
}

/**
 * A results page's search (its first page: paging on is the same search), from the answer's count of results, which
 * a copy from the edge cache carries as a render does; null for any other page or one whose query is not recorded.
 */
function searchOf(url: URL, results: string | null): { query: string; found: boolean } | null {
  if (url.pathname !== SEARCH_ROUTE.path || results === null || (url.searchParams.get('page') ?? '1') !== '1') return null;
  const raw = url.searchParams.get('q') ?? '';
  const query = recordableQuery(raw, parseQuery(raw));
  return query ? { query, found: results !== '0' } : null;
}

async function countPage(env: Env, req: Request, kind: 'view' | 'missing', results: string | null = null): Promise<void> {
  const url = new URL(req.url);
  const path = url.pathname.slice(0, 200);
  const who = await identify(env, req);
  if (!who) return;
  if (kind === 'missing') return enqueue(env, { t: 'missing', day: who.day, path });
  const shown = copyChosenFor(req)?.shown;
  await enqueue(env, { t: 'view', ...who, path, ...visitOrigin(req, env, url, req.headers.get('referer')), ...(shown?.length && { shown }) });
  const search = searchOf(url, results);
  if (search) await enqueue(env, { t: 'search', day: who.day, ...search });
}
