/**
 * The Leads screen's routes and gate, registered at startup; its handlers, views and copy (./screen.tsx) load with
 * the operator's first request to it (routes/_app/lazy-routes.ts), so the module every isolate starts with does not
 * hold them.
 */
import { factory } from '../_app/factory';
import { lazyRoutes, type LazyRoute } from '../_app/lazy-routes';
import { managerGate } from '../_app/manager-gate';
import type { Services } from '../_app/services';
import { LEADS_PATH } from './routes';

/** The screen's routes: the gate goes in front of exactly these, so any other path under LEADS_PATH meets the manager's own. */
export const SCREEN_ROUTES: readonly LazyRoute[] = [
  ['GET', LEADS_PATH],
  ['POST', `${LEADS_PATH}/bulk`],
  ['POST', `${LEADS_PATH}/:id/send`],
  ['POST', `${LEADS_PATH}/:id/discard`],
];

export function leadsScreen(s: Services) {
  const app = factory.createApp();
  // The manager's gate, in the manager's order.
  const gate = managerGate(s, SCREEN_ROUTES);
  for (const [method, path] of SCREEN_ROUTES) app.on(method, path, ...gate);
  lazyRoutes(app, SCREEN_ROUTES, async () => (await import('./screen')).leadsScreenHandlers(s));
  return app;
}
