import type { Context, MiddlewareHandler } from 'hono';
import { CURRENCIES, type Currency } from '../routes/_lib/currency';
import { ROUTES } from '../routes/table';
import { pageVersions, versionOf, versionsFresh } from './content-version';
import { marketOf } from './currency';
import { type AppEnv, CURRENCY_SOURCES, type CurrencySource, type Env, siteOrigin } from '../routes/_app/env';
import { hadFailedRead } from './failed-reads';
import { chooseCopyFor } from '../routes/_app/copy-choice';
import { log } from '../routes/_lib/log';
import { pageOfTwin, twinPath } from '../routes/_lib/markdown-twin';
import { entityTag, noneMatch } from '../routes/_lib/if-none-match';
import { type AnswerSettings, forget, memorise, MEMORY_SECONDS, recall, settle } from './page-memory';
import { isDevelopmentHost } from './canonical-url';
import { SEARCH_VERSIONED_AS } from '../routes/search/routes';

/**
 * Page HTML varies only by path and currency, so it is cached under exactly that key (404s too), and a page's
 * Markdown twin for agents under a key of its own (variantOf, docs/architecture.md#markdown-for-agents): the path in
 * its one spelling (the request's facts say whether it is, worker/request-facts.ts, and worker/canonical-url.ts
 * redirects every other first), without the query (only campaign tracking parameters get this far), plus the
 * page's content version (worker/content-version.ts): a blog edit gives the pages it changes a new version, so
 * copies made before it are never looked up again, in any data centre. The key's origin is the site's, whatever
 * hostname the request came in on: pages are rendered against SITE.origin, not the request's.
 * Two stores sit behind `edgeCache`'s two steps: the isolate's memory (worker/page-memory.ts), then the Cache API.
 * Data-backed pages are fresh for 30 minutes; from 30 to 60 minutes the stale copy is served while one
 * background render refreshes it; after 60 minutes it is gone. Nothing is retried.
 * Only complete 200 and 404 HTML responses without Set-Cookie, rendered from reads that all succeeded, are
 * stored; browsers always revalidate (no-cache), which keeps pages eligible for the back/forward cache. Each copy
 * is stored with an ETag of its bytes (a Markdown twin keeps its own, routes/_app/page-markdown.ts), so a browser or
 * agent revalidating an unchanged 200 is answered 304 from either store without its body being read.
 */
export const FRESH_SECONDS = 30 * 60;
export const KEEP_SECONDS = 60 * 60;
const STORED_AT = 'x-edge-stored-at';

/**
 * The isolate also keeps the pages the Cache API stored or found (worker/page-memory.ts), so a hit costs no Cache
 * API round trip and no render. Pages that depend only on the build stay until evicted: they cannot change within a
 * build. Database-backed pages are kept under the same versioned key as in the Cache API, so an edit anywhere
 * reaches them within VERSION_SECONDS; they stay at most MEMORY_SECONDS and never past their freshness.
 */
export { MEMORY_LIMIT, MEMORY_SECONDS } from './page-memory';
const BUILD_ONLY = new Set(ROUTES.filter((r) => (r.source ?? 'build') === 'build').map((r) => r.path));

/** How many requests have entered the cache, either step (test builds only): the tests hold it to one per request. */
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
  if (!buildOnly(c)) {
    const ready = pageVersions(c.env.DB, c.executionCtx);
    if (ready !== true && !(await ready)) return null;
  }
  return keyNow(c);
}

const buildOnly = (c: Context<AppEnv>) => {
  const path = c.get('request').url.pathname;
  return BUILD_ONLY.has(pageOfTwin(path) ?? path);
};

/**
 * The key under the versions in hand: only once they are known (keyOf) or fresh. A copy experiment's variant is a
 * copy of its own (routes/_app/copy-choice.ts); every other request's key is as it was.
 */
function keyNow(c: Context<AppEnv>): string {
  const { url, search } = c.get('request');
  const key = cacheKeyUrl(siteOrigin(c.env), url.pathname, c.get('currency'), c.get('currencySource'), variantOf(c), search);
  const copy = c.get('copy');
  return copy?.key ? withCopy(key, copy.key) : key;
}

const withCopy = (key: string, copy: string) => `${key}&copy=${copy}`;

/** What the answer's headers depend on besides its key (worker/page-memory.ts). */
const settingsOf = (c: Context<AppEnv>): AnswerSettings => ({
  development: isDevelopmentHost(c.get('request').url),
  turnstile: !!c.env.TURNSTILE_SITE_KEY,
});

type Fetch = (req: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

const cache = () => (globalThis as unknown as { caches?: { default?: Cache } }).caches?.default;

/**
 * The cache's two steps in the pipeline (worker/pipeline.ts). `fromMemory` comes first, straight after the steps
 * every answer needs (the request's facts, the one hostname, Strict-Transport-Security and visit counting): a page
 * in the isolate's memory is answered with its bytes and the headers the rest of the pipeline gave it when it was
 * kept, and nothing else runs. Any other request passes on, and once its answer is final, memory takes the headers
 * of a page it is waiting to keep. `shared` comes last, after the redirects: the Cache API, else the steps after
 * it render the page (`next`), and what may be kept is kept. `render` answers a request with those steps alone (the
 * pages, worker/pages.tsx): the background refresh of a stale copy renders through it.
 */
export function edgeCache(render: Fetch): { fromMemory: MiddlewareHandler<AppEnv>; shared: MiddlewareHandler<AppEnv> } {
  const fromMemory: MiddlewareHandler<AppEnv> = async (c, next) => {
    const usable = c.get('request').cacheable && c.env.EDGE_CACHE !== 'off';
    // A database page only while its versions are fresh: reading them is the shared step's to do, once.
    if (usable && (buildOnly(c) || (versionsFresh() && pageVersions(c.env.DB, c.executionCtx) === true))) {
      const hit = recall(keyNow(c), c.req.header('if-none-match') ?? null, settingsOf(c));
      if (hit) {
        if (__TEST_HOOKS__) cacheEntries.count++;
        return hit;
      }
    }
    await next();
    if (usable) settle(c.req.raw, c.res, settingsOf(c));
  };

  const shared: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (__TEST_HOOKS__) cacheEntries.count++;
    const store = cache();
    const key = store && c.env.EDGE_CACHE !== 'off' && c.get('request').cacheable ? await keyOf(c) : null;
    if (!store || !key) return void (await renderMarkingFailure(c, next));
    // Memory again, for a database page whose versions had to be read first (an idle isolate's request).
    const kept = recall(key, c.req.header('if-none-match') ?? null, settingsOf(c));
    if (kept) return kept;
    const path = c.get('request').url.pathname;
    const hit = await store.match(key);
    const age = hit ? (Date.now() - Number(hit.headers.get(STORED_AT))) / 1000 : Infinity;
    if (hit && age < KEEP_SECONDS) {
      const state = age < FRESH_SECONDS ? 'HIT' : 'STALE';
      if (state === 'STALE') c.executionCtx.waitUntil(refresh(c, key, store, render));
      if (hit.status === 200 && noneMatch(c.req.header('if-none-match'), hit.headers.get('etag') ?? '')) {
        await hit.body?.cancel();
        return respond(hit, state, age, true);
      }
      const res = respond(hit, state, age);
      // A fresh copy is kept in memory too, for the rest of its freshness at most.
      if (state === 'HIT' && memorable(c, res)) {
        const keep = memorise(c.req.raw, key, memorySeconds(path, age));
        c.executionCtx.waitUntil(res.clone().arrayBuffer().then(async (body) => keep(body, res.headers.get('etag') ?? (await entityTag(body)))));
      }
      return res;
    }
    const failed = await renderMarkingFailure(c, next);
    if (failed || !isStorable(c.res, variantOf(c), c)) return;
    const [forVisitor, forCache] = teeResponse(c.res);
    c.res = forVisitor;
    c.res.headers.set('x-edge-cache', 'MISS');
    const keep = memorable(c, c.res) ? memorise(c.req.raw, key, memorySeconds(path, 0)) : undefined;
    c.executionCtx.waitUntil(storeComplete(store, key, forCache, c.req.raw, keep));
  };

  return { fromMemory, shared };
}

/** Memory keeps pages, never a 404 nor a search: a stream of made-up paths or queries must not push real pages out. */
const memorable = (c: Context<AppEnv>, res: Response) => res.status === 200 && c.get('request').search === undefined;

/** How long memory keeps a page: a build-only page for the life of the build, a database page a minute at most. */
const memorySeconds = (path: string, age: number) =>
  BUILD_ONLY.has(pageOfTwin(path) ?? path) ? Infinity : Math.min(MEMORY_SECONDS, FRESH_SECONDS - age);

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
async function storeComplete(store: Cache, key: string, res: Response, req: Request, keep?: (body: ArrayBuffer, etag: string) => void): Promise<void> {
  const body = await res.arrayBuffer();
  if (hadFailedRead(req)) return;
  const etag = res.headers.get('etag') ?? (await entityTag(body));
  keep?.(body, etag);
  const stored = new Response(body, res);
  stored.headers.set('ETag', etag);
  await store.put(key, stored);
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

function respond(hit: Response, state: 'HIT' | 'STALE', age: number, unchanged = false): Response {
  const res = unchanged ? new Response(null, { status: 304, headers: hit.headers }) : new Response(hit.body, hit);
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
    chooseCopyFor(req, c.get('copy') ?? null);
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
  await dropKeys(store, keys.map((key) => key.url));
}

/**
 * Purge the copies of `paths` that show a copy experiment's words (keyOf's `copy`, e.g. 'e3v1'), in every currency:
 * what Stop and Keep leave behind (routes/analytics/experiments/screen.tsx). Per data centre, like purgePaths.
 */
export async function purgeCopies(origin: string, paths: string[], copies: string[]): Promise<void> {
  const store = cache();
  if (!store) return;
  await dropKeys(store, paths.flatMap((p) => copiesOf(p).flatMap(([cur, src]) => copies.map((copy) => withCopy(cacheKeyUrl(origin, p, cur, src, 'html'), copy)))));
}

async function dropKeys(store: Cache, keys: string[]): Promise<void> {
  for (const key of keys) forget(key);
  await Promise.all(keys.map((key) => store.delete(key)));
}

const PERSON_SOURCES = CURRENCY_SOURCES.filter((src) => src !== 'market');
const PERSON_COPIES = CURRENCIES.flatMap((cur) => PERSON_SOURCES.map((src) => [cur, src] as const));

/** Every copy a path may have: a person's in either currency, however it was chosen, and a crawler's in its market. */
const copiesOf = (path: string): (readonly [Currency, CurrencySource])[] => [...PERSON_COPIES, [marketOf(path), 'market']];
