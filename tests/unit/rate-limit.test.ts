import { describe, expect, it } from 'vitest';
import wranglerToml from '../../wrangler.toml?raw';
import type { Env } from '../../routes/_app/env';
import { signInLimiter } from '../../routes/sign-in/throttle';
import { leadsLimiter } from '../../routes/leads/rate-limit';
import { analyticsLimiter } from '../../routes/analytics/record';
import { searchLimiter } from '../../routes/search/limit';
import { retryAfterSeconds } from '../../routes/_app/rate-limit';

describe('Retry-After', () => {
  it("counts to the end of the limiter's own window, not a fixed minute", () => {
    const startOfWindow = 1_800_000_000_000 - (1_800_000_000_000 % 300_000);
    expect(retryAfterSeconds({ periodS: 300 }, startOfWindow + 1_000)).toBe(299);
    expect(retryAfterSeconds({ periodS: 60 }, startOfWindow + 1_000)).toBe(59);
  });

  it('is never below one second', () => {
    expect(retryAfterSeconds({ periodS: 60 }, 59_999)).toBe(1);
  });
});

describe('the limiters and wrangler.toml', () => {
  /** Each [[ratelimits]] entry's name, limit and period, as written in wrangler.toml. */
  const entries = [...wranglerToml.matchAll(/\[\[ratelimits\]\]\s*\nname = "(\w+)"[^[]*?simple = \{ limit = (\d+), period = (\d+) \}/g)].map(
    ([, name, limit, period]) => ({ name, limit: Number(limit), periodS: Number(period) }),
  );
  const env = {} as Env;

  it('count the same limit over the same period as the binding they fall back from', () => {
    expect(entries.map((e) => e.name).sort()).toEqual(['ANALYTICS_RATE_LIMITER', 'AUTH_RATE_LIMITER', 'LEADS_RATE_LIMITER', 'SEARCH_RATE_LIMITER']);
    for (const [name, limiter] of [['LEADS_RATE_LIMITER', leadsLimiter(env)], ['AUTH_RATE_LIMITER', signInLimiter(env)], ['ANALYTICS_RATE_LIMITER', analyticsLimiter(env)], ['SEARCH_RATE_LIMITER', searchLimiter(env)]] as const) {
      expect({ limit: limiter.limit, periodS: limiter.periodS }, name).toEqual({ limit: entries.find((e) => e.name === name)!.limit, periodS: entries.find((e) => e.name === name)!.periodS });
    }
  });
});
