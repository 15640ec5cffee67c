/**
 * The site's own measurement, one folder from counting to screen (docs/analytics.md): the visit counter around the
 * worker's fetch handler (./count-visit.ts), the page notes' API (./notes.ts), the booking and checkout links and
 * the providers' webhooks (./attribution/), the queue's consumer (./consumer.ts), the cron's retention and
 * compaction (./retention.ts, ./compact.ts, ./attribution/retention.ts), the report (./report.ts) and the Analytics
 * screen (./screen.tsx). The worker mounts the app with every family and reaches the rest through Services.analytics,
 * which this family offers.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import { factory } from '../_app/factory';
import type { Offers, Services } from '../_app/services';
import { webhooks } from './attribution/webhooks';
import { goLinks } from './attribution/go';
import { withVisitCounting } from './count-visit';
import { chooseCopyStep } from './experiments/choose';
import { notesApi } from './notes';
import { afterAnswer, formPage, recordConversion, type AnalyticsMessage } from './record';
import { analyticsScreen } from './screen-routes';

export default function analytics(s: Services) {
  const app = factory.createApp();
  // What only the browser knows about a page (a prerender shown, a click, Web Vitals).
  app.route('/', notesApi());
  // Booking and checkout links through the site's own addresses, and the providers' webhooks.
  app.route('/', goLinks());
  app.route('/', webhooks());
  app.route('/', analyticsScreen(s));
  // Test builds only (__TEST_HOOKS__, vite.config.ts): npm run load reads what the Analytics screen's tables hold for
  // a period (the same buildTables over the same rollups) and how many D1 write batches this isolate's consumer has committed.
  if (__TEST_HOOKS__) {
    app.get('/api/__test/analytics', async (c) => {
      if (c.env.TEST_HOOKS !== '1') return c.notFound();
      const [{ buildTables, parsePeriod, readReport }, { flushes }] = await Promise.all([import('./screen'), import('./consumer')]);
      const period = parsePeriod({ range: c.req.query('range') ?? '7d' }, new Date().toISOString().slice(0, 10));
      if ('error' in period) return c.text(period.error, 400);
      return c.json({ flushes, tables: buildTables(await readReport(c.env.DB, period)) });
    });
  }
  return app;
}

/** The execution context, where there is one (never missing in the Workers runtime). */
function executionCtx(c: Context<AppEnv>): Pick<ExecutionContext, 'waitUntil'> | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

export const offers: Pick<Offers, 'analytics'> = {
  analytics: {
    completed: (c, kind, page) => afterAnswer(executionCtx(c), 'assessment', () => recordConversion(c.env, c.req.raw, kind, page)),
    formSent: (c, kind) => afterAnswer(executionCtx(c), 'form', () => recordConversion(c.env, c.req.raw, kind, formPage(c.req.raw, c.req.path))),
    countVisits: withVisitCounting,
    chooseCopy: chooseCopyStep,
    // The queue's consumer and the cron's work run in invocations of their own, never a visitor's request: they load
    // on first use, so the module every isolate starts with does not carry them.
    consume: async (batch, env) => (await import('./consumer')).consume(batch as MessageBatch<AnalyticsMessage>, env),
    retention: async (...args) => (await import('./retention')).applyAnalyticsRetention(...args),
    compact: async (...args) => (await import('./compact')).compactRollups(...args),
    attributionRetention: async (...args) => (await import('./attribution/retention')).applyAttributionRetention(...args),
  },
};
