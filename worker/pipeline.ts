/**
 * What happens to a request, in order (docs/architecture.md#request-flow). Each step may answer on its own (a
 * redirect, a cached page) or pass the request on and then work on the answer the steps below it made. What a
 * step needs to know about the request is worked out once, by the first step, and read with `c.get('request')`
 * (worker/request-facts.ts); the currency with `c.get('currency')`.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { factory } from '../routes/_app/factory';
import type { AppEnv } from '../routes/_app/env';
import { log } from '../routes/_lib/log';
import { canonicalHost } from './canonical-host';
import { canonicalUrl } from './canonical-url';
import { drainUnreadBody } from './drain-body';
import { edgeCache } from './edge-cache';
import { answerError, pageRenderer, renderNotFound } from './render';
import { describeRequest } from './request-facts';
import { securityHeaders, speculationRulesHeader } from './security';
import { services } from './services';
import { timedSteps } from './step-timing';

export function pipeline(pages: Hono<AppEnv>): Hono<AppEnv> {
  const app = factory.createApp();
  const cache = edgeCache(pages.fetch);
  const steps: [string, MiddlewareHandler<AppEnv>][] = [
    // The request's facts: its address parsed, its canonical form, signed in or not, cacheable or not, its currency.
    ['facts', describeRequest],
    // The twin hostname: one 301 to SITE_ORIGIN. Strict-Transport-Security on every answer.
    ['host', canonicalHost],
    // A page a person was shown is counted after the answer, wherever it came from (docs/analytics.md).
    ['count', countVisits],
    // Where a copy experiment runs, the words this visitor sees: before any cache, which keeps one copy per variant
    // (docs/analytics.md#experiments). Elsewhere it reads nothing.
    ['copy', services.analytics.chooseCopy],
    // A page in the isolate's memory is answered here, with the headers the steps below gave it when it was kept:
    // none of them runs again for it (worker/edge-cache.ts, worker/page-memory.ts).
    ['memory', cache.fromMemory],
    // Whatever request body the answer left unread is read to the end (worker/drain-body.ts).
    ['drain', drainUnreadBody],
    // `c.render`, for every answer below that is a page: the not-found and error pages too.
    ['renderer', pageRenderer],
    // The Content Security Policy and the other security headers, and the speculation rules, on the answer as made.
    ['security', securityHeaders],
    ['speculation', speculationRulesHeader],
    // Every 404, rendered or replayed from a cache, is logged: broken links show up in the logs.
    ['log404', log404],
    // HTTPS, one spelling of the path, no trailing slash: anything else gets one 301 before any cache is consulted.
    ['canonical', canonicalUrl],
    // The Cache API; a miss is rendered below and kept there and in memory (worker/edge-cache.ts).
    ['shared-cache', cache.shared],
  ];
  // Test builds can time each step (worker/step-timing.ts); production builds use the steps as they are.
  app.use(...(__TEST_HOOKS__ ? timedSteps(steps) : steps.map(([, step]) => step)));
  // The worker's routes and every family's, each page rendered by c.render (worker/pages.tsx).
  app.route('/', pages);
  app.notFound(renderNotFound);
  app.onError(answerError);
  return app;
}

/**
 * Visit counting wraps a fetch handler (Services.analytics.countVisits, routes/analytics/count-visit.ts): here it
 * wraps the steps below it. It answers with the answer it was given, which is already the context's.
 */
const countVisits: MiddlewareHandler<AppEnv> = async (c, next) => {
  await services.analytics.countVisits(async () => (await next(), c.res))(c.req.raw, c.env, c.executionCtx as ExecutionContext);
};

const log404: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status === 404) log.warn('404', { method: c.req.method, path: c.req.path });
};
