/**
 * What answers a request once it has passed the pipeline's steps (worker/pipeline.ts): the worker's own routes
 * and every page family's, each page rendered by `c.render` (worker/render.tsx). The pipeline mounts it as its
 * last step; the edge cache's background refresh calls it on its own, and then its first two steps set up what the
 * pipeline otherwise has: the request's facts and the renderer.
 */
import { familyApps } from '../routes/index';
import { parseCurrency } from '../routes/_lib/currency';
import { factory } from '../routes/_app/factory';
import { chooseCurrency, safeNext } from './currency';
import { answerError, pageRenderer, renderNotFound } from './render';
import { describeRequest } from './request-facts';
import { SPECULATION_RULES, SPECULATION_RULES_PATH } from './speculation';
import { services } from './services';
import { testHooks } from './test-hooks';

export const pages = factory.createApp();

pages.use(describeRequest, pageRenderer, services.analytics.chooseCopy);

pages.get(SPECULATION_RULES_PATH, (c) =>
  c.body(JSON.stringify(SPECULATION_RULES), 200, { 'Content-Type': 'application/speculationrules+json', 'Cache-Control': 'public, max-age=3600' }),
);

/** The currency switch without JavaScript: remember the choice and go back to the page. */
pages.get('/currency', (c) => {
  const currency = parseCurrency(c.req.query('to'));
  if (!currency) return c.text('Unknown currency: use GBP or USD.', 400);
  c.header('Set-Cookie', chooseCurrency(c, currency));
  return c.redirect(safeNext(c.req.query('next'), c.get('request').url.origin), 303);
});

// Every page family, found by folder, static paths before the blog's /{slug} (routes/index.ts): the analytics'
// page notes, booking and checkout links and webhooks among them (routes/analytics, docs/analytics.md).
for (const family of familyApps(services)) pages.route('/', family);

// Test builds only (__TEST_HOOKS__, see vite.config.ts): the production bundle holds none of this.
if (__TEST_HOOKS__) {
  pages.route('/api/__test', testHooks());

  pages.get('/__test/error', (c) => {
    if (c.env.TEST_HOOKS !== '1') return c.notFound();
    throw new Error('Deliberate failure for the error page test');
  });

  /** The not-found document with status 200, for npm run lighthouse: Lighthouse will not audit a 404 response. */
  pages.get('/__test/not-found-document', (c) => (c.env.TEST_HOOKS === '1' ? renderNotFound(c, 200) : c.notFound()));
}

// Mounted in the pipeline, the pipeline's own not-found page answers; this one answers a refresh of a stored 404.
pages.notFound(renderNotFound);
pages.onError(answerError);
