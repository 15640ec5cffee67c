import type { Context, MiddlewareHandler } from 'hono';
import { CURRENCIES, type Currency } from '../routes/_lib/currency';
import { ROUTES } from '../routes/table';
import { pageVersions, versionOf } from './content-version';
import { marketOf } from './currency';
import { type AppEnv, CURRENCY_SOURCES, type CurrencySource, type Env, siteOrigin } from '../routes/_app/env';
import { hadFailedRead } from './failed-reads';
import { log } from '../routes/_lib/log';
import { pageOfTwin, twinPath } from '../routes/_lib/markdown-twin';
import { SEARCH_VERSIONED_AS } from '../routes/search/routes';

/**
 * Page HTML varies only by path and currency, so it is cached under exactly that key (404s too), and a page's
 * Markdown twin for agents under a key of its own (variantOf, docs/architecture.md#markdown-for-agents): the path in
 * its one spelling (the request's facts say whether it is, worker/request-facts.ts, and worker/canonical-url.ts
 * redirects every other first), without the query (only campaign tracking parameters get this far), plus the
 * page's content version (worker/content-version.ts): a blog edit gives the pages it changes a new version, so
 * copies made before it are never looked up again, in any data centre. The key's origin is the site's, whatever
 * hostname the request came in on: pages are rendered against SITE.origin, not the request's.
 * Two stores sit behind the one entry point, `edgeCache`: the isolate's memory, then the Cache API.
 * Data-backed pages are fresh for 30 minutes; from 30 to 60 minutes the stale copy is served while one
 * background render refreshes it; after 60 minutes it is gone. Nothing is retried.
 * Only complete 200 and 404 HTML responses without Set-Cookie, rendered from reads that all succeeded, are
 * stored; browsers always revalidate (no-cache), which keeps pages eligible for the back/forward cache.
 */
export const FRESH_SECONDS = 30 * 60;
export const KEEP_SECONDS = 60 * 60;
const STORED_AT = 'x-edge-stored-at';

/**
 * The isolate also keeps the pages the Cache API stored or found, so a hit costs no Cache API round trip and no
 * render. Pages that depend only on the build stay until evicted: they cannot change within a build.
 * Database-backed pages are kept under the same versioned key as in the Cache API, so an edit anywhere reaches
 * them within VERSION_SECONDS; they stay at most MEMORY_SECONDS and never past their freshness. 404s stay in the
 * Cache API only: a scanner's stream of made-up paths must not push real pages out of the isolate.
 */
export const MEMORY_SECONDS = 60;
export const MEMORY_LIMIT = 240;
const BUILD_ONLY = new Set(ROUTES.filter((r) => (r.source ?? 'build') === 'build').map((r) => r.path));
type Remembered = { body: ArrayBuffer; headers: [string, string][]; until: number };
const memory = new Map<string, Remembered>();

/** How many requests have entered the cache (test builds only): the tests hold it to one per request. */
export const cacheEntries = { count: 0 };

/**
 * The page also records how the currency was chosen (the pin marker, the browser's geolocation fallback), so a
 * crawler's copy (its page's market, worker/currency.ts) is kept apart from a person's in the same currency.
 * The version is the one this isolate last read (pageVersions keeps it at most a few seconds old).
 */
export function cacheKey(origin: string, path: string, currency: Currency, source: CurrencySource, variant: Variant = 'html'): Request {
  return new Request(cacheKeyUrl(origin, path, currency, source, variant));
}

/**
 * A twin is in its page's market whoever asks, so its key names no currency: one copy per address. A `.md` address
 * is versioned as the page it is the twin of (routes/_lib/markdown-twin.ts): an edit to an article reaches its
 * Markdown as it reaches its HTML.
 */
function cacheKeyUrl(origin: string, path: string, currency: Currency, source: CurrencySource, variant: Variant, search?: string): string {
  const copy = variant === 'markdown' ? 'as=markdown' : `currency=${currency}&source=${source}`;
  const versioned = search ? SEARCH_VERSIONED_AS : (pageOfTwin(path) ?? path);
  return `${origin}/__edge-cache${path}?${copy}&build=${__BUILD_ID__}&v=${versionOf(versioned)}${search ? `&${search}` : ''}`;
}

/**
 * Which copy of an address a request is answered with: a request that asks for Markdown (worker/markdown-negotiation.ts)
 * is never answered from the HTML copy nor stored into it, and a browser's request never meets the Markdown.
 */
type Variant = 'html' | 'markdown';
const variantOf = (c: Context<AppEnv>): Variant => (c.get('markdown') ? 'markdown' : 'html');

/**
 * This request's key, or null when its page's version cannot be known: build-only pages have no version; a page
 * from the database is not cached at all while its version cannot be read. Made before rendering, so a render
 * that outlives an edit stores under the version it started with.
 */
async function keyOf(c: Context<AppEnv>): Promise<string | null> {
  const path = c.get('request').url.pathname;
  if (!BUILD_ONLY.has(pageOfTwin(path) ?? path)) {
    const ready = pageVersions(c.env.DB, c.executionCtx);
    if (ready !== true && !(await ready)) return null;
  }
  return cacheKeyUrl(siteOrigin(c.env), path, c.get('currency'), c.get('currencySource'), variantOf(c), c.get('request').search);
}

type Fetch = (req: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

const cache = () => (globalThis as unknown as { caches?: { default?: Cache } }).caches?.default;

/**
 * The cache's one entry point, a step of the pipeline (worker/pipeline.ts): the isolate's memory, then the Cache
 * API, else the steps after it render the page (`next`), and what may be kept is kept. `render` answers a request
 * with those steps alone (the pages, worker/pages.tsx): the background refresh of a stale copy renders through it.
 */
export function edgeCache(render: Fetch): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (__TEST_HOOKS__) cacheEntries.count++;
    const store = cache();
    const key = store && c.env.EDGE_CACHE !== 'off' && c.get('request').cacheable ? await keyOf(c) : null;
    if (!store || !key) return void (await renderMarkingFailure(c, next));
    const kept = memory.get(key);
    if (kept && kept.until > Date.now()) return new Response(kept.body, { headers: kept.headers });
    const hit = await store.match(key);
    const age = hit ? (Date.now() - Number(hit.headers.get(STORED_AT))) / 1000 : Infinity;
    if (hit && age < KEEP_SECONDS) {
      if (age < FRESH_SECONDS) {
        const res = respond(hit, 'HIT', age);
        // A fresh copy is kept in memory too, for the rest of its freshness at most.
        const keep = memorise(key, c, res, age);
        if (keep) c.executionCtx.waitUntil(res.clone().arrayBuffer().then(keep));
        return res;
      }
      c.executionCtx.waitUntil(refresh(c, key, store, render));
      return respond(hit, 'STALE', age);
    }
    const failed = await renderMarkingFailure(c, next);
    if (failed || !isStorable(c.res, variantOf(c), c)) return;
    const [forVisitor, forCache] = teeResponse(c.res);
    c.res = forVisitor;
    c.res.headers.set('x-edge-cache', 'MISS');
    c.executionCtx.waitUntil(storeComplete(store, key, forCache, c.req.raw, memorise(key, c, c.res, 0)));
  };
}

/**
 * Renders, and says whether a read failed on the way. Such a page is kept out of every cache (a CDN's, the
 * browser's) whether or not this one would have stored it: a campaign link's query string must not make it storable.
 */
async function renderMarkingFailure(c: Context<AppEnv>, next: () => Promise<void>): Promise<boolean> {
  await next();
  if (!hadFailedRead(c.req.raw)) return false;
  c.res.headers.set('Cache-Control', 'no-store');
  return true;
}

/**
 * Only public, complete HTML (and the Insights feed, versioned like a page): never a response that sets a cookie or that its route marked private/no-store.
 * Under the Markdown key, only a twin or a 404: a page without a twin answers an agent's request with its HTML, in
 * the agent's currency, which that key (naming none) must not hand to another.
 * A 404 is stored like a page (an unknown slug costs a database read to rule out a post); publishing a post
 * purges its path, which drops the stored 404.
 */
function isStorable(res: Response, variant: Variant, c: Context<AppEnv>): boolean {
  const control = res.headers.get('cache-control') ?? '';
  const type = res.headers.get('content-type') ?? '';
  // The search field's suggestions are JSON, keyed by their query like the results page (worker/request-facts.ts).
  const html = c.get('request').search === undefined ? /^(text\/html|application\/rss\+xml)\b/ : /^(text\/html|application\/json)\b/;
  return (
    (res.status === 200 || res.status === 404) &&
    (variant === 'markdown' ? res.status === 404 || type.startsWith('text/markdown') : html.test(type)) &&
    !res.headers.has('set-cookie') &&
    !/no-store|private/.test(control) &&
    !/'nonce-/.test(res.headers.get('content-security-policy') ?? '')
  );
}

/**
 * The cache's copy is stored only once the render has completed, and only if no read failed on the way: a
 * Suspense boundary can fail after the headers (and the visitor's first bytes) have gone. Memory takes it too.
 */
async function storeComplete(store: Cache, key: string, res: Response, req: Request, keep?: (body: ArrayBuffer) => void): Promise<void> {
  const body = await res.arrayBuffer();
  if (hadFailedRead(req)) return;
  keep?.(body);
  await store.put(key, new Response(body, res));
}

/**
 * What memory will keep of a page (never a 404, nor a search: a stream of made-up queries must not push real pages
 * out, as a scanner's 404s must not), once its body is complete: its headers as they are now, before the steps
 * outside the cache add theirs.
 */
function memorise(key: string, c: Context<AppEnv>, res: Response, age: number): ((body: ArrayBuffer) => void) | undefined {
  if (res.status !== 200 || c.get('request').search !== undefined) return;
  const path = c.get('request').url.pathname;
  const headers = new Headers(res.headers);
  headers.set('x-edge-cache', 'HIT');
  headers.delete('age');
  const kept = [...headers];
  const seconds = BUILD_ONLY.has(pageOfTwin(path) ?? path) ? Infinity : Math.min(MEMORY_SECONDS, FRESH_SECONDS - age);
  return (body) => {
    memory.delete(key);
    if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
    memory.set(key, { body, headers: kept, until: Date.now() + seconds * 1000 });
  };
}

/** The visitor's copy streams as rendered; the cache's copy is stored once the render completes. */
function teeResponse(res: Response): [Response, Response] {
  const [a, b] = res.body!.tee();
  const visitor = new Response(a, res);
  visitor.headers.set('Cache-Control', 'public, no-cache');
  return [visitor, copyToStore(b, res)];
}

function copyToStore(body: ReadableStream | null, res: Response): Response {
  const stored = new Response(body, res);
  stored.headers.set(STORED_AT, String(Date.now()));
  stored.headers.set('Cache-Control', `public, s-maxage=${KEEP_SECONDS}`);
  return stored;
}

function respond(hit: Response, state: 'HIT' | 'STALE', age: number): Response {
  const res = new Response(hit.body, hit);
  res.headers.delete(STORED_AT);
  res.headers.set('Age', String(Math.floor(age)));
  res.headers.set('Cache-Control', 'public, no-cache');
  res.headers.set('x-edge-cache', state);
  return res;
}

/**
 * One background render of a stale copy, through the pages alone (it never enters the cache again), stored
 * under the key it was found by. A failure (an error, which the pages log and answer with the error page,
 * worker/render.tsx answerError, or a page that may not be stored) keeps the stale copy until it expires (no
 * retries: the next request after expiry renders afresh).
 */
async function refresh(c: Context<AppEnv>, key: string, store: Cache, render: Fetch): Promise<void> {
  try {
    const req = new Request(c.req.raw);
    const res = await render(req, c.env, c.executionCtx as ExecutionContext);
    if (isStorable(res, variantOf(c), c)) await storeComplete(store, key, copyToStore(res.body, res), req);
    else await res.body?.cancel();
  } catch (error) {
    log.error('edge_cache_refresh_failed', { path: c.req.path, message: String(error) });
  }
}

/**
 * Purge every copy of the given paths (copiesOf), and their Markdown twins at their own and their `.md` addresses,
 * under the versions this isolate knows (blog edits call this before reading their own new versions). Cache API
 * purges are per data centre: the versions are what reach the others.
 */
export async function purgePaths(origin: string, paths: string[]): Promise<void> {
  const store = cache();
  if (!store) return;
  const twins = paths.flatMap((p) => [cacheKey(origin, p, 'GBP', 'default', 'markdown'), cacheKey(origin, twinPath(p), 'GBP', 'default', 'markdown')]);
  const keys = [...paths.flatMap((p) => copiesOf(p).map(([cur, src]) => cacheKey(origin, p, cur, src))), ...twins];
  for (const key of keys) memory.delete(key.url);
  await Promise.all(keys.map((key) => store.delete(key)));
}

const PERSON_SOURCES = CURRENCY_SOURCES.filter((src) => src !== 'market');
const PERSON_COPIES = CURRENCIES.flatMap((cur) => PERSON_SOURCES.map((src) => [cur, src] as const));

/** Every copy a path may have: a person's in either currency, however it was chosen, and a crawler's in its market. */
const copiesOf = (path: string): (readonly [Currency, CurrencySource])[] => [...PERSON_COPIES, [marketOf(path), 'market']];
