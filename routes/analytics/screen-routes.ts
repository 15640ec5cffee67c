/**
 * The Analytics screen's routes and gate, registered at startup; its handlers, view, tables and copy (./screen.tsx)
 * load with the operator's first request to it (routes/_app/lazy-routes.ts), so the module every isolate starts
 * with does not hold them.
 */
import { factory } from '../_app/factory';
import { lazyRoutes, type LazyRoute } from '../_app/lazy-routes';
import { managerGate } from '../_app/manager-gate';
import type { Services } from '../_app/services';
import { ANALYTICS_PATH, CSV_PATH, EXPERIMENT_PATH, EXPERIMENTS_PATH } from './routes';

export const SCREEN_ROUTES: readonly LazyRoute[] = [
  ['GET', ANALYTICS_PATH],
  ['GET', CSV_PATH],
];

/** The Experiments screen (./experiments/screen.tsx), loaded the same way on its first request; each action a route of its own. */
export const EXPERIMENT_ROUTES: readonly LazyRoute[] = [
  ['GET', EXPERIMENTS_PATH],
  ['POST', EXPERIMENTS_PATH],
  ['GET', EXPERIMENT_PATH],
  ['GET', `${EXPERIMENT_PATH}/report.csv`],
  ['POST', `${EXPERIMENT_PATH}/start`],
  ['POST', `${EXPERIMENT_PATH}/pause`],
  ['POST', `${EXPERIMENT_PATH}/stop`],
  ['POST', `${EXPERIMENT_PATH}/keep`],
];

export function analyticsScreen(s: Services) {
  const app = factory.createApp();
  for (const [method, path] of SCREEN_ROUTES) app.on(method, path, ...managerGate(s, SCREEN_ROUTES));
  lazyRoutes(app, SCREEN_ROUTES, async () => (await import('./screen')).analyticsScreenHandlers(s));
  for (const [method, path] of EXPERIMENT_ROUTES) app.on(method, path, ...managerGate(s, EXPERIMENT_ROUTES));
  lazyRoutes(app, EXPERIMENT_ROUTES, async () => (await import('./experiments/screen')).experimentsScreenHandlers(s));
  return app;
}
