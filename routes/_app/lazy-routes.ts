/**
 * Routes registered at startup whose handlers load with the first request that needs them: the operator's screens
 * and API (the manager, the Leads and Analytics screens). The paths are on the app from the start, in the order
 * given, so routing is decided exactly as if the handlers were there; the module holding the handlers (and the
 * views, copy and checks only they use) is imported on the first request to any of them, so the module every
 * isolate starts with does not hold it (tests/e2e/production-build.spec.ts).
 */
import type { Handler, Hono } from 'hono';
import type { AppEnv } from './env';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type LazyRoute = readonly [Method, string];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler reads its own path's parameters
export type RouteHandler = Handler<AppEnv, any>;
export type Handlers = ReadonlyMap<string, RouteHandler>;

const keyOf = (method: Method, path: string) => `${method} ${path}`;

/** Registers each route on `app` now; its handler is `load()`'s under the same method and path, loaded once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's schema
export function lazyRoutes(app: Hono<AppEnv, any, any>, routes: readonly LazyRoute[], load: () => Promise<Handlers>): void {
  let loading: Promise<Handlers> | undefined;
  // A failed import (a deploy mid-request) is tried again by the next request rather than remembered.
  const handlers = () => (loading ??= load().catch((err: unknown) => ((loading = undefined), Promise.reject(err))));
  for (const [method, path] of routes) {
    app.on(method, path, async (c, next) => {
      const handler = (await handlers()).get(keyOf(method, path));
      if (!handler) throw new Error(`${method} ${path} is registered but its module has no handler for it`);
      return handler(c, next);
    });
  }
}

/** The lazily loaded side: handlers keyed as lazyRoutes looks them up, added the way a Hono app's routes are. */
export function handlerTable() {
  const handlers = new Map<string, RouteHandler>();
  // Each handler is typed by its own path, as on a Hono app, so `c.req.param('slug')` is a string.
  const on =
    (method: Method) =>
    <P extends string>(path: P, handler: Handler<AppEnv, P>) =>
      void handlers.set(keyOf(method, path), handler as RouteHandler);
  return { handlers: handlers as Handlers, get: on('GET'), post: on('POST'), put: on('PUT'), delete: on('DELETE') };
}

/** Whether a path is one of the table's routes for `method`, each `:param` matching one segment as Hono's does. */
export function matchesRoute(routes: readonly LazyRoute[], method: Method): (path: string) => boolean {
  const patterns = routes
    .filter(([m]) => m === method)
    .map(([, path]) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`));
  return (path) => patterns.some((pattern) => pattern.test(path));
}

/** The routes a table holds, for a test to compare with what lazyRoutes registers. */
export const routesOf = (handlers: Handlers): string[] => [...handlers.keys()];
export { keyOf as routeKey };
