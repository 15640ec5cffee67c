/**
 * Routes for the test suites only (a test build with TEST_HOOKS=1), at /api/__test: every newsletter variant on one page.
 * (The browser tests run the cron through wrangler's own /cdn-cgi/local/scheduled.)
 */
import { Hono } from 'hono';
import { Container } from '../routes/_layout/ui';
import { NewsletterForm } from '../routes/_layout/newsletter-form';
import { renderPage } from './render';
import type { AppEnv } from '../routes/_app/env';

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

  // npm run load's view of the analytics is the analytics family's own (routes/analytics/index.tsx).

  return testHooks;
}
