import { familyApps } from '../routes/index';
import { parseCurrency } from '../routes/_lib/currency';
import { sameSitePath } from '../routes/_lib/same-site-path';
import type { AppEnv } from '../routes/_app/env';
import { factory } from '../routes/_app/factory';
import { chooseCurrency, currencyMiddleware, safeNext } from './currency';
import { pageRenderer, renderError, renderNotFound } from './render';
import { publishScheduled } from './blog-schedule';
import { securityHeaders, speculationRulesHeader } from './security';
import { SPECULATION_RULES, SPECULATION_RULES_PATH } from './speculation';
import { edgeCache, withPageMemory } from './edge-cache';
import { canonicalUrl } from './canonical-url';
import { drainUnreadBody } from './drain-body';
import { services } from './services';
import { testHooks } from './test-hooks';
import { canonicalHost } from './canonical-host';
import { drawMissingCards } from './article-cards';
import { log } from '../routes/_lib/log';

const app = factory.createApp();

// First, so that every early answer below it still reads the request body to the end (drain-body.ts).
app.use(drainUnreadBody);
// Before anything that can answer with a page, including the error and not-found pages: `c.render`.
app.use(pageRenderer);
app.use(securityHeaders, speculationRulesHeader);
// Every 404, rendered or replayed from the edge cache, is logged: broken links show up in the logs.
app.use(async (c, next) => {
  await next();
  if (c.res.status === 404) log.warn('404', { method: c.req.method, path: c.req.path });
});
// Plain HTTP to HTTPS, and every spelling of a path to its one spelling, before any cache is consulted.
app.use(canonicalUrl);
app.use(currencyMiddleware);
app.use(edgeCache((req, env, ctx) => app.fetch(req, env, ctx)));

// One canonical form of every URL: no trailing slash. Leading slashes collapse to one, so that '//evil.example/'
// cannot become a Location of '//evil.example'. (hono/trailing-slash answers with an absolute URL and trims one
// slash per redirect; this keeps relative Locations and gets there in one hop.)
app.use(async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    const canonical = '/' + url.pathname.replace(/^\/+|\/+$/g, '');
    return c.redirect(sameSitePath(canonical + url.search, url.origin) ?? '/', 301);
  }
  await next();
});

app.get(SPECULATION_RULES_PATH, (c) =>
  c.body(JSON.stringify(SPECULATION_RULES), 200, { 'Content-Type': 'application/speculationrules+json', 'Cache-Control': 'public, max-age=3600' }),
);

/** The currency switch without JavaScript: remember the choice and go back to the page. */
app.get('/currency', (c) => {
  const currency = parseCurrency(c.req.query('to'));
  if (!currency) return c.text('Unknown currency: use GBP or USD.', 400);
  c.header('Set-Cookie', chooseCurrency(c, currency));
  return c.redirect(safeNext(c.req.query('next'), new URL(c.req.url).origin), 303);
});

// Every page family, found by folder, static paths before the blog's /{slug} (routes/index.ts): the analytics'
// page notes, booking and checkout links and webhooks among them (routes/analytics, docs/analytics.md).
for (const family of familyApps(services)) app.route('/', family);

// Test builds only (__TEST_HOOKS__, see vite.config.ts): the production bundle holds none of this.
if (__TEST_HOOKS__) {
  app.route('/api/__test', testHooks());

  app.get('/__test/error', (c) => {
    if (c.env.TEST_HOOKS !== '1') return c.notFound();
    throw new Error('Deliberate failure for the error page test');
  });

  /** The not-found document with status 200, for npm run lighthouse: Lighthouse will not audit a 404 response. */
  app.get('/__test/not-found-document', (c) => (c.env.TEST_HOOKS === '1' ? renderNotFound(c, 200) : c.notFound()));
}

app.notFound((c) => renderNotFound(c));

app.onError((err, c) => {
  log.error('error', { method: c.req.method, path: c.req.path, message: err.message });
  return renderError(c);
});

/**
 * The cron's steps, in order, each logged by its own event when it fails: a failing step never stops the ones after
 * it, and what it left undone is due again on the next run.
 */
const CRON_STEPS: [failure: string, step: (env: AppEnv['Bindings'], scheduledTime: number) => Promise<void>][] = [
  ['scheduled_publish_failed', publishScheduled],
  ['article_cards_failed', drawMissingCards],
  ['leads_outbox_run_failed', (env, time) => services.leads.drain(env, time)],
  ['analytics_retention_failed', (env, time) => services.analytics.retention(env, time)],
  ['analytics_compaction_failed', (env, time) => services.analytics.compact(env, time)],
  ['attribution_retention_failed', (env, time) => services.analytics.attributionRetention(env, time)],
];

async function everyMinute(controller: ScheduledController, env: AppEnv['Bindings'], _ctx: ExecutionContext) {
  for (const [failure, step] of CRON_STEPS) {
    await step(env, controller.scheduledTime).catch((err: Error) => log.error(failure, { message: err.message }));
  }
}

// The bare domain's 301 and Strict-Transport-Security wrap everything (worker/canonical-host.ts); page views are
// counted inside that, around page memory, before any cache can answer (docs/analytics.md).
export default {
  fetch: canonicalHost(services.analytics.countVisits(withPageMemory(app.fetch))),
  scheduled: everyMinute,
  queue: (batch, env) => services.analytics.consume(batch, env),
} satisfies ExportedHandler<AppEnv['Bindings'], unknown>;
