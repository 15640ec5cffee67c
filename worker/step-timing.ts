/**
 * Test builds only (__TEST_HOOKS__, and TEST_HOOKS = '1'): a request carrying `x-test-timing` is answered with a
 * Server-Timing entry per pipeline step, its own time in milliseconds (its whole time less the steps below it, the
 * pages' own work counted in the last step), for `npm run bench:hit` with BENCH_HIT_STEPS=1 (docs/performance.md).
 * Whether a request is timed is decided once, by the first step; the others look it up. A production build does
 * not wrap the steps at all (worker/pipeline.ts).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../routes/_app/env';

type Step = MiddlewareHandler<AppEnv>;
const timedRequests = new WeakSet<Request>();

export function timedSteps(steps: [string, Step][]): Step[] {
  return steps.map(([name, step], i) => async (c, next) => {
    if (i === 0 && c.env.TEST_HOOKS === '1' && c.req.raw.headers.has('x-test-timing')) timedRequests.add(c.req.raw);
    if (!timedRequests.has(c.req.raw)) return step(c, next);
    let below = 0;
    const start = performance.now();
    const answer = await step(c, async () => {
      const entered = performance.now();
      await next();
      below += performance.now() - entered;
    });
    const own = performance.now() - start - below;
    (answer instanceof Response ? answer : c.res).headers.append('Server-Timing', `${name};dur=${own.toFixed(4)}`);
    return answer;
  });
}
