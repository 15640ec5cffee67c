/**
 * /blog/manage/analytics: the operator's view of the site's own first-party measurement (docs/analytics.md), and a
 * CSV download of each of its tables. Behind the gate every manager screen has (routes/_app/manager-gate.ts); these
 * handlers, the screen's view and its tables load with the operator's first request to it (./screen-routes.ts).
 * It reads daily rollups only (./report.ts), so a year costs about what a week does.
 */
import type { Context } from 'hono';
import { SITE } from '../_lib/site-config';
import type { AppEnv } from '../_app/env';
import { handlerTable } from '../_app/lazy-routes';
import type { Services } from '../_app/services';
import { analyticsCopy as copy } from './content';
import { buildTables, isTableId, parsePeriod, toCsv } from './data';
import { ANALYTICS_PATH, CSV_PATH } from './routes';
import { AnalyticsPage } from './screen-page';
import { readReport } from './report';

/** The report the screen reads, and the test builds' view of it, in the screen's chunk (./index.tsx). */
export { readReport };
export { buildTables, parsePeriod } from './data';

type C = Context<AppEnv>;

const today = () => new Date().toISOString().slice(0, 10);
const queryOf = (c: C) => ({ range: c.req.query('range'), from: c.req.query('from') || undefined, to: c.req.query('to') || undefined });

async function page(c: C, props: Parameters<typeof AnalyticsPage>[0], status: 200 | 400 = 200) {
  return c.render(<AnalyticsPage {...props} />, {
    meta: { title: `${copy.title} | ${SITE.brand}`, description: copy.description, path: c.req.path, canonical: ANALYTICS_PATH, noindex: true, unmeasured: true },
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

/** The screen's handlers, loaded with the operator's first request to it (./screen-routes.ts registers the routes and the gate). */
export function analyticsScreenHandlers(s: Services) {
  const app = handlerTable();
  app.get(ANALYTICS_PATH, async (c) => {
      const query = queryOf(c);
      const shown = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>;
      const period = parsePeriod(query, today());
      if ('error' in period) return page(c, { editor: c.var.editor, tables: [], error: period.error, query: shown }, 400);
      const tables = buildTables(await readReport(s.db.editor(c), period));
      return page(c, { editor: c.var.editor, period, tables, query: shown });
  });
  app.get(CSV_PATH, async (c) => {
      const id = c.req.param('file').replace(/\.csv$/, '');
      if (!isTableId(id)) return c.text(copy.errors.table, 404, { 'Cache-Control': 'no-store' });
      const period = parsePeriod(queryOf(c), today());
      if ('error' in period) return c.text(period.error, 400, { 'Cache-Control': 'no-store' });
      const table = buildTables(await readReport(s.db.editor(c), period)).find((t) => t.id === id)!;
      return c.body(toCsv(table), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="analytics-${id}-${period.from}-to-${period.to}.csv"`,
        'Cache-Control': 'no-store',
      });
  });
  return app.handlers;
}
