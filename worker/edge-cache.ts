import type { Context, MiddlewareHandler } from 'hono';
import type { Currency } from '../routes/_lib/currency';
import { ROUTES } from '../routes/table';
import { pageVersions, versionOf } from './content-version';
import { requestCurrency } from './currency';
import { type AppEnv, type CurrencySource, type Env, siteOrigin } from '../routes/_app/env';
import { hadFailedRead } from './failed-reads';
import { isCanonical } from './canonical-url';
import { onlyTrackingParams } from './tracking-params';
import { carriesSession } from './session-cookie';
import { log } from '../routes/_lib/log';

/**
 * Page HTML varies only by path and currency, so it is cached at the edge under exactly that key (404s too):
 * the path in its one spelling (worker/canonical-url.ts redirects every other before any cache is consulted),
 * without the query (only campaign tracking parameters get this far), plus the page's content version
 * (worker/content-version.ts): a blog edit gives the pages it changes a new version, so copies made before it
 * are never looked up again, in any data centre. The key's origin is the site's, whatever hostname the request
 * came in on: pages are rendered against SITE.origin, not the request's.
 * Data-backed pages are fresh for 30 minutes; from 30 to 60 minutes the stale copy is served while one
 * background render refreshes it; after 60 minutes it is gone. Nothing is retried.
 * Only complete 200 and 404 HTML responses without Set-Cookie, rendered from reads that all succeeded, are
 * stored; browsers always revalidate (no-cache), which keeps pages eligible for the back/forward cache.
 */
export const FRESH_SECONDS = 30 * 60;
export const KEEP_SECONDS = 60 * 60;
const STORED_AT = 'x-edge-stored-at';

/**
 * The page also records how the currency was chosen (the pin marker, the browser's geolocation fallback).
 * The version is the one this isolate last read (pageVersions keeps it at most a few seconds old).
 */
export function cacheKey(origin: string, path: string, currency: Currency, source: CurrencySource): Request {
  return new Request(cacheKeyUrl(origin, path, currency, source));
}

const cacheKeyUrl = (origin: string, path: string, currency: Currency, source: CurrencySource) =>
  `${origin}/__edge-cache${path}?currency=${currency}&source=${source}&build=${__BUILD_ID__}&v=${versionOf(path)}`;

/**
 * Whether this path's versions are known, as of a few seconds ago. Build-only pages have no version; a page
 * from the database is not cached at all while its version cannot be read.
 */
function versionsReady(path: string, env: Env, ctx: ExecutionContext): true | Promise<boolean> {
  return BUILD_ONLY.has(path) || pageVersions(env.DB, ctx);
}

/**
 * The background refresh's own requests. A header would do the same job for anyone who sent it (forcing a
 * render and a database read past the cache), so the mark lives on the Request object, out of any client's reach.
 */
const refreshes = new WeakSet<Request>();
type Fetch = (req: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

const cache = () => (globalThis as unknown as { caches?: { default?: Cache } }).caches?.default;

/**
 * Only plain GETs of signed-out visitors: a session, or a query string other than campaign tracking
 * (worker/tracking-params.ts, which no page reads), means the page may differ.
 */
function cacheable(req: Request, url: URL): boolean {
  return req.method === 'GET' && onlyTrackingParams(url.searchParams) && !carriesSession(req);
}

/** `render` is the app itself: a stale hit is refreshed by rendering the page again in the background. */
export function edgeCache(render: Fetch): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const store = cache();
    const url = new URL(c.req.url);
    if (!store || c.env.EDGE_CACHE === 'off' || !cacheable(c.req.raw, url)) return void (await renderMarkingFailure(c, next));
    const ready = versionsReady(url.pathname, c.env, c.executionCtx as ExecutionContext);
    if (ready !== true && !(await ready)) return void (await renderMarkingFailure(c, next));
    // Made before rendering: a render that outlives an edit stores under the version it started with.
    const key = cacheKey(siteOrigin(c.env), url.pathname, c.var.currency, c.var.currencySource);
    if (!refreshes.has(c.req.raw)) {
      const hit = await store.match(key);
      const age = hit ? (Date.now() - Number(hit.headers.get(STORED_AT))) / 1000 : Infinity;
      if (hit && age < KEEP_SECONDS) {
        if (age >= FRESH_SECONDS) c.executionCtx.waitUntil(refresh(c, render));
        return respond(hit, age < FRESH_SECONDS ? 'HIT' : 'STALE', age);
      }
    }
    const failed = await renderMarkingFailure(c, next);
    if (failed) return;
    if (isStorable(c.res)) {
      const [forVisitor, forCache] = teeResponse(c.res);
      c.executionCtx.waitUntil(storeComplete(store, key, forCache, c.req.raw));
      c.res = forVisitor;
      c.res.headers.set('x-edge-cache', 'MISS');
    }
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
 * The isolate also keeps the pages the edge cache stored or found, complete with their final headers, so a hit
 * is answered before routing and middleware run (it wraps the whole app). Pages that depend only on the build
 * stay until evicted: they cannot change within a build. Database-backed pages are kept under the same versioned
 * key as in the shared cache, so an edit anywhere reaches them within VERSION_SECONDS; they stay at most
 * MEMORY_SECONDS and never past their freshness. 404s stay in the shared cache only: a scanner's stream of
 * made-up paths must not push real pages out of the isolate.
 */
export const MEMORY_SECONDS = 60;
const BUILD_ONLY = new Set(ROUTES.filter((r) => (r.source ?? 'build') === 'build').map((r) => r.path));
export const MEMORY_LIMIT = 240;
type Remembered = { body: ArrayBuffer; headers: [string, string][]; until: number };
const memory = new Map<string, Remembered>();

export function withPageMemory(app: Fetch): Fetch {
  return async (req, env, ctx) => {
    const key = await memoryKey(req, env, ctx);
    if (!key) return app(req, env, ctx);
    const hit = memory.get(key);
    if (hit && hit.until > Date.now()) return new Response(hit.body, { headers: hit.headers });
    const res = await app(req, env, ctx);
    // Only pages the edge cache itself judged storable (public, complete, no cookie, no nonce) and fresh.
    const state = res.headers.get('x-edge-cache');
    if ((state !== 'MISS' && state !== 'HIT') || res.status !== 200 || !res.body) return res;
    const path = new URL(req.url).pathname;
    const seconds = BUILD_ONLY.has(path) ? Infinity : Math.min(MEMORY_SECONDS, FRESH_SECONDS - Number(res.headers.get('age') ?? 0));
    const [visitor, kept] = res.body.tee();
    const headers = new Headers(res.headers);
    headers.set('x-edge-cache', 'HIT');
    headers.delete('age');
    const until = Date.now() + seconds * 1000;
    ctx.waitUntil(new Response(kept).arrayBuffer().then((body) => hadFailedRead(req) || remember(key, { body, headers: [...headers], until })));
    return new Response(visitor, res);
  };
}

async function memoryKey(req: Request, env: Env, ctx: ExecutionContext): Promise<string | null> {
  const url = new URL(req.url);
  // An address in another spelling (or over plain HTTP) is redirected by the app before it reaches any cache.
  if (env.EDGE_CACHE === 'off' || !cacheable(req, url) || !isCanonical(url) || !cache()) return null;
  const ready = versionsReady(url.pathname, env, ctx);
  if (ready !== true && !(await ready)) return null;
  const { currency, source } = requestCurrency(req, env);
  return cacheKeyUrl(siteOrigin(env), url.pathname, currency, source);
}

function remember(key: string, entry: Remembered) {
  memory.delete(key);
  if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
  memory.set(key, entry);
}

/**
 * Only public, complete HTML (and the Insights feed, versioned like a page): never a response that sets a cookie or that its route marked private/no-store.
 * A 404 is stored like a page (an unknown slug costs a database read to rule out a post); publishing a post
 * purges its path, which drops the stored 404.
 */
function isStorable(res: Response): boolean {
  const control = res.headers.get('cache-control') ?? '';
  return (
    (res.status === 200 || res.status === 404) &&
    /^(text\/html|application\/rss\+xml)\b/.test(res.headers.get('content-type') ?? '') &&
    !res.headers.has('set-cookie') &&
    !/no-store|private/.test(control) &&
    !/'nonce-/.test(res.headers.get('content-security-policy') ?? '')
  );
}

/**
 * The cache's copy is stored only once the render has completed, and only if no read failed on the way: a
 * Suspense boundary can fail after the headers (and the visitor's first bytes) have gone.
 */
async function storeComplete(store: Cache, key: Request, res: Response, req: Request): Promise<void> {
  const body = await res.arrayBuffer();
  if (!hadFailedRead(req)) await store.put(key, new Response(body, res));
}

/** The visitor's copy streams as rendered; the cache's copy is stored once the render completes. */
function teeResponse(res: Response): [Response, Response] {
  const [a, b] = res.body!.tee();
  const visitor = new Response(a, res);
  const stored = new Response(b, res);
  stored.headers.set(STORED_AT, String(Date.now()));
  stored.headers.set('Cache-Control', `public, s-maxage=${KEEP_SECONDS}`);
  visitor.headers.set('Cache-Control', 'public, no-cache');
  return [visitor, stored];
}

function respond(hit: Response, state: 'HIT' | 'STALE', age: number): Response {
  const res = new Response(hit.body, hit);
  res.headers.delete(STORED_AT);
  res.headers.set('Age', String(Math.floor(age)));
  res.headers.set('Cache-Control', 'public, no-cache');
  res.headers.set('x-edge-cache', state);
  return res;
}

/** One background render; a failure keeps the stale copy until it expires (no retries: the next request after expiry renders afresh). */
async function refresh(c: Context<AppEnv>, render: Fetch): Promise<void> {
  try {
    const req = new Request(c.req.raw);
    refreshes.add(req);
    const res = await render(req, c.env, c.executionCtx as ExecutionContext);
    await res.arrayBuffer(); // the render's own pass through this middleware stores it
  } catch (error) {
    log.error('edge_cache_refresh_failed', { path: c.req.path, message: String(error) });
  }
}

/**
 * Purge the given paths in both currencies, under the versions this isolate knows (blog edits call this before
 * reading their own new versions). Cache API purges are per data centre: the versions are what reach the others.
 */
export async function purgePaths(origin: string, paths: string[]): Promise<void> {
  const store = cache();
  if (!store) return;
  const variants = (['GBP', 'USD'] as const).flatMap((cur) => (['cookie', 'country', 'default'] as const).map((src) => [cur, src] as const));
  const keys = paths.flatMap((p) => variants.map(([cur, src]) => cacheKey(origin, p, cur, src)));
  for (const key of keys) memory.delete(key.url);
  await Promise.all(keys.map((key) => store.delete(key)));
}
