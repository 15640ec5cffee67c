/**
 * Routes for the test suites only (a test build with TEST_HOOKS=1), at /api/__test: every newsletter variant on one page.
 * (The browser tests run the cron through wrangler's own /cdn-cgi/local/scheduled.)
 */
import { Hono } from 'hono';
import { Container } from '../routes/_layout/ui';
import { NewsletterForm } from '../routes/_layout/newsletter-form';
import { renderPage } from './render';
import type { AppEnv } from '../routes/_app/env';
import { buildTables, parsePeriod } from '../routes/_lib/analytics-data';
import { flushes } from './analytics/consumer';
import { readReport } from './analytics/report';

/**
 * Builds the routes on demand rather than at import, so that a production build, which never calls this
 * (__TEST_HOOKS__ is false there), drops the whole module.
 */
export function testHooks(): Hono<AppEnv> {
  const testHooks = new Hono<AppEnv>();

  testHooks.use(async (c, next) => {
    if (c.env.TEST_HOOKS !== '1') return c.notFound();
    await next();
  });

  testHooks.get('/newsletter-forms', (c) =>
    renderPage(
      c,
      <Container className="space-y-12 py-12">
        <h1 className="font-display text-3xl font-bold">Newsletter form variants</h1>
        <section aria-label="Default variant">
          <NewsletterForm variant="default" idPrefix="test-default" />
        </section>
        <section aria-label="Minimal variant">
          <NewsletterForm variant="minimal" idPrefix="test-minimal" />
        </section>
        <section aria-label="Inline variant">
          <NewsletterForm variant="inline" idPrefix="test-inline" title="Inline sign-up" />
        </section>
      </Container>,
      { meta: { title: 'Newsletter form variants (test page)', description: 'Every newsletter form variant on one page, for the browser tests.', path: c.req.path, noindex: true, unmeasured: true } },
    ),
  );

  /**
   * npm run load: what the Analytics screen's tables hold for a period (the same buildTables over the same
   * rollups), and how many D1 write batches this isolate's queue consumer has committed.
   */
  testHooks.get('/analytics', async (c) => {
    const period = parsePeriod({ range: c.req.query('range') ?? '7d' }, new Date().toISOString().slice(0, 10));
    if ('error' in period) return c.text(period.error, 400);
    return c.json({ flushes, tables: buildTables(await readReport(c.env.DB, period)) });
  });

  return testHooks;
}
