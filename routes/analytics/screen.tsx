/**
 * /blog/manage/analytics: the operator's view of the site's own first-party measurement (docs/analytics.md), and a
 * CSV download of each of its tables. Behind the gate every manager screen has (routes/_app/manager-gate.ts).
 * It reads daily rollups only (Services.analytics.report), so a year costs about what a week does.
 */
import type { Context } from 'hono';
import { SITE } from '../_lib/site-config';
import type { AppEnv } from '../_app/env';
import { factory } from '../_app/factory';
import type { Services } from '../_app/services';
import { managerGate } from '../_app/manager-gate';
import { analyticsCopy as copy } from './content';
import { buildTables, isTableId, parsePeriod, toCsv } from './data';
import { ANALYTICS_PATH } from './routes';
import type { AnalyticsPage } from './screen-page';

type C = Context<AppEnv>;

const today = () => new Date().toISOString().slice(0, 10);
const queryOf = (c: C) => ({ range: c.req.query('range'), from: c.req.query('from') || undefined, to: c.req.query('to') || undefined });

/** The screen's view is loaded on first use: only the operator sees it (tests/e2e/production-build.spec.ts). */
async function page(c: C, props: Parameters<typeof AnalyticsPage>[0], status: 200 | 400 = 200) {
  const { AnalyticsPage } = await import('./screen-page');
  return c.render(<AnalyticsPage {...props} />, {
    meta: { title: `${copy.title} | ${SITE.brand}`, description: copy.description, path: c.req.path, canonical: ANALYTICS_PATH, noindex: true, unmeasured: true },
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

const CSV_PATH = `${ANALYTICS_PATH}/:file{[a-z]+\\.csv}`;

export function analyticsScreen(s: Services) {
  const app = factory.createApp();
  for (const path of [ANALYTICS_PATH, CSV_PATH]) app.get(path, ...managerGate(s));
  return app
    .get(ANALYTICS_PATH, async (c) => {
      const query = queryOf(c);
      const shown = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>;
      const period = parsePeriod(query, today());
      if ('error' in period) return page(c, { editor: c.var.editor, tables: [], error: period.error, query: shown }, 400);
      const tables = buildTables(await s.analytics.report(c, period));
      return page(c, { editor: c.var.editor, period, tables, query: shown });
    })
    .get(CSV_PATH, async (c) => {
      const id = c.req.param('file').replace(/\.csv$/, '');
      if (!isTableId(id)) return c.text(copy.errors.table, 404, { 'Cache-Control': 'no-store' });
      const period = parsePeriod(queryOf(c), today());
      if ('error' in period) return c.text(period.error, 400, { 'Cache-Control': 'no-store' });
      const table = buildTables(await s.analytics.report(c, period)).find((t) => t.id === id)!;
      return c.body(toCsv(table), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="analytics-${id}-${period.from}-to-${period.to}.csv"`,
        'Cache-Control': 'no-store',
      });
    });
}
