import type { Context, MiddlewareHandler } from 'hono';
import type { Currency } from '../routes/_lib/currency';
import { isServed, ROUTES, SERVED_BY_WORKER } from '../routes/index';
import type { AppEnv, CurrencySource } from './env';
import { PAGE_DATA } from './page-data';

/**
 * Page HTML varies only by path and currency, so it is cached at the edge under exactly that key.
 * SPEC §9 query-cache rules for data-backed pages: fresh for 30 minutes; from 30 to 60 minutes the stale copy is
 * served while one background render refreshes it; after 60 minutes it is gone. Nothing is retried.
 * Only complete 200 HTML responses without Set-Cookie are stored; browsers always revalidate (no-cache),
 * which keeps pages eligible for the back/forward cache.
 */
export const FRESH_SECONDS = 30 * 60;
export const KEEP_SECONDS = 60 * 60;
const STORED_AT = 'x-edge-stored-at';

/** The page also records how the currency was chosen (the pin marker, the browser's geolocation fallback). */
export function cacheKey(origin: string, path: string, currency: Currency, source: CurrencySource): Request {
  return new Request(`${origin}/__edge-cache${path}?currency=${currency}&source=${source}&build=${__BUILD_ID__}`);
}

const BYPASS = 'x-edge-cache-refresh';
type Render = (req: Request, env: AppEnv['Bindings'], ctx: ExecutionContext) => Response | Promise<Response>;

const cache = () => (globalThis as unknown as { caches?: { default?: Cache } }).caches?.default;

function cacheable(c: Context<AppEnv>): boolean {
  return c.req.method === 'GET' && !new URL(c.req.url).search && !c.req.header('cookie')?.includes('sb_session=');
}

/**
 * Pages whose HTML depends only on the build (no database, no cookie): the isolate also keeps them in memory,
 * which spares even the Cache API round trip. They cannot go stale within a build, so they need no purge.
 */
const BUILD_ONLY = new Set(
  ROUTES.filter((r) => isServed(r.family) && !SERVED_BY_WORKER.has(r.family) && !PAGE_DATA[r.family] && r.family !== 'region').map((r) => r.path),
);
const MEMORY_LIMIT = 240;
const memory = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>();

function remember(key: string, body: ArrayBuffer, headers: Headers) {
  if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
  memory.set(key, { body, headers: [...headers] });
}

/** `render` is the app itself: a stale hit is refreshed by rendering the page again in the background. */
export function edgeCache(render: Render): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const store = cache();
    if (!store || c.env.EDGE_CACHE === 'off' || !cacheable(c)) return next();
    const key = cacheKey(new URL(c.req.url).origin, c.req.path, c.var.currency, c.var.currencySource);
    const inMemory = BUILD_ONLY.has(c.req.path) ? memory.get(key.url) : undefined;
    if (inMemory) return respond(new Response(inMemory.body, { headers: inMemory.headers }), 'HIT');
    if (!c.req.header(BYPASS)) {
      const hit = await store.match(key);
      const age = hit ? (Date.now() - Number(hit.headers.get(STORED_AT))) / 1000 : Infinity;
      if (hit && age < KEEP_SECONDS) {
        if (age >= FRESH_SECONDS) c.executionCtx.waitUntil(refresh(c, render));
        return respond(hit, age < FRESH_SECONDS ? 'HIT' : 'STALE');
      }
    }
    await next();
    if (isStorable(c.res)) {
      const [forVisitor, forCache] = teeResponse(c.res);
      c.executionCtx.waitUntil(
        BUILD_ONLY.has(c.req.path)
          ? forCache.arrayBuffer().then((body) => {
              remember(key.url, body, forCache.headers);
              return store.put(key, new Response(body, forCache));
            })
          : store.put(key, forCache),
      );
      c.res = forVisitor;
      c.res.headers.set('x-edge-cache', 'MISS');
    }
  };
}

/** Only public, complete HTML: never a response that sets a cookie or that its route marked private/no-store. */
function isStorable(res: Response): boolean {
  const control = res.headers.get('cache-control') ?? '';
  return (
    res.status === 200 &&
    !!res.headers.get('content-type')?.startsWith('text/html') &&
    !res.headers.has('set-cookie') &&
    !/no-store|private/.test(control) &&
    !/'nonce-/.test(res.headers.get('content-security-policy') ?? '')
  );
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

function respond(hit: Response, state: 'HIT' | 'STALE'): Response {
  const res = new Response(hit.body, hit);
  res.headers.delete(STORED_AT);
  res.headers.set('Cache-Control', 'public, no-cache');
  res.headers.set('x-edge-cache', state);
  return res;
}

/** One background render; a failure keeps the stale copy until it expires (no retries, SPEC §9). */
async function refresh(c: Context<AppEnv>, render: Render): Promise<void> {
  try {
    const headers = new Headers(c.req.raw.headers);
    headers.set(BYPASS, '1');
    const res = await render(new Request(c.req.raw, { headers }), c.env, c.executionCtx as ExecutionContext);
    await res.arrayBuffer(); // the render's own pass through this middleware stores it
  } catch (error) {
    console.error(JSON.stringify({ event: 'edge_cache_refresh_failed', path: c.req.path, message: String(error) }));
  }
}

/** Purge the given paths in both currencies (blog edits call this). Cache API purges are per data centre. */
export async function purgePaths(origin: string, paths: string[]): Promise<void> {
  const store = cache();
  if (!store) return;
  const variants = (['GBP', 'USD'] as const).flatMap((cur) => (['cookie', 'country', 'default'] as const).map((src) => [cur, src] as const));
  const keys = paths.flatMap((p) => variants.map(([cur, src]) => cacheKey(origin, p, cur, src)));
  for (const key of keys) memory.delete(key.url);
  await Promise.all(keys.map((key) => store.delete(key)));
}
