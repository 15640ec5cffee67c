import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../routes/_app/env';
import { handlerTable, lazyRoutes, routeKey, routesOf, type Handlers, type LazyRoute } from '../../routes/_app/lazy-routes';
import { SCREEN_ROUTES as ANALYTICS_ROUTES } from '../../routes/analytics/screen-routes';
import { analyticsScreenHandlers } from '../../routes/analytics/screen';
import { SCREEN_ROUTES as LEADS_ROUTES } from '../../routes/leads/screen-routes';
import { leadsScreenHandlers } from '../../routes/leads/screen';
import { API_ROUTES, PAGE_ROUTES } from '../../routes/manage/index';
import { managerApi, managerPages } from '../../routes/manage/operator';
import { services } from '../../worker/services';

const keys = (routes: readonly LazyRoute[]) => routes.map(([method, path]) => routeKey(method, path));

describe("the operator's routes, registered at startup with handlers loaded on first use", () => {
  it('register exactly the routes their modules have handlers for, so none answers 404 or fails once loaded', () => {
    const pairs: [string, readonly LazyRoute[], Handlers][] = [
      ['the manager', PAGE_ROUTES, managerPages(services)],
      ["the manager's API", API_ROUTES, managerApi(services)],
      ['the Leads screen', LEADS_ROUTES, leadsScreenHandlers(services)],
      ['the Analytics screen', ANALYTICS_ROUTES, analyticsScreenHandlers(services)],
    ];
    for (const [name, registered, handlers] of pairs) expect(routesOf(handlers).sort(), name).toEqual(keys(registered).sort());
  });

  it('load their module once, on the first request, route by the registered paths, and try again after a failed import', async () => {
    let loads = 0;
    const load = async (): Promise<Handlers> => {
      loads += 1;
      if (loads === 1) throw new Error('the chunk could not be fetched');
      const table = handlerTable();
      table.get('/things/:id', (c) => c.text(`thing ${c.req.param('id')}`));
      table.post('/things', (c) => c.text('made', 201));
      return table.handlers;
    };
    const app = new Hono<AppEnv>();
    lazyRoutes(app, [['GET', '/things/:id'], ['POST', '/things']], load);
    app.onError((err, c) => c.text(err.message, 500));
    expect(loads).toBe(0);
    expect((await app.request('/things/7')).status).toBe(500);
    expect(await (await app.request('/things/7')).text()).toBe('thing 7');
    expect(await (await app.request('/things', { method: 'POST' })).text()).toBe('made');
    expect((await app.request('/things', { method: 'PUT' })).status).toBe(404);
    expect(loads).toBe(2);
  });
});
