/**
 * Search (./routes.ts): its two addresses are registered at startup and their handlers, views and queries load with
 * the first search (./handlers.tsx), so the module every isolate starts with does not carry them
 * (docs/architecture.md#search).
 */
import { factory } from '../_app/factory';
import { lazyRoutes, type LazyRoute } from '../_app/lazy-routes';
import type { Services } from '../_app/services';
import { SEARCH_ROUTE, SUGGEST_PATH } from './routes';

const ROUTES: readonly LazyRoute[] = [
  ['GET', SEARCH_ROUTE.path],
  ['GET', SUGGEST_PATH],
];

export function searchApp(s: Services) {
  const app = factory.createApp();
  lazyRoutes(app, ROUTES, async () => (await import('./handlers')).searchHandlers(s));
  return app;
}

export default searchApp;
