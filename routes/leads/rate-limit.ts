/**
 * Per-IP limit on lead submissions (the shared limiter in routes/_app/rate-limit.ts, binding plus local fallback).
 * Keep LIMIT and PERIOD_S in step with LEADS_RATE_LIMITER in wrangler.toml.
 */
import { allow, type Limiter } from '../_app/rate-limit';
import type { Env } from '../_app/env';

export const LIMIT = 10;
export const PERIOD_S = 60;

export const leadsLimiter = (env: Env): Limiter => ({ name: 'leads', binding: env.LEADS_RATE_LIMITER, limit: LIMIT, periodS: PERIOD_S });

export function allowLead(env: Env, ip: string, now = Date.now()): Promise<boolean> {
  return allow(leadsLimiter(env), ip, now);
}
