/**
 * Per-IP limit on lead submissions. In production the Workers rate-limiting binding counts (per Cloudflare
 * location); wherever the binding is missing or fails, a fixed-window counter in this isolate stands in.
 * Keep LIMIT and PERIOD_S in step with [[ratelimits]] in wrangler.toml.
 */
import type { LeadsEnv } from './env';

export const LIMIT = 10;
export const PERIOD_S = 60;

const windows = new Map<string, { start: number; count: number }>();

function localLimit(key: string, now: number): boolean {
  const start = Math.floor(now / (PERIOD_S * 1000)) * PERIOD_S * 1000;
  const w = windows.get(key);
  if (!w || w.start !== start) {
    if (windows.size > 10_000) windows.clear();
    windows.set(key, { start, count: 1 });
    return true;
  }
  w.count++;
  return w.count <= LIMIT;
}

/** Seconds until the current window ends (the binding's windows are aligned to the clock the same way). */
export function retryAfterSeconds(now: number): number {
  return Math.max(1, Math.ceil(PERIOD_S - (now / 1000) % PERIOD_S));
}

export async function allowLead(env: LeadsEnv, ip: string, now = Date.now()): Promise<boolean> {
  const key = `leads:${ip}`;
  if (env.LEADS_RATE_LIMITER) {
    try {
      return (await env.LEADS_RATE_LIMITER.limit({ key })).success;
    } catch (err) {
      console.warn(JSON.stringify({ event: 'leads_rate_limiter_unavailable', message: (err as Error).message }));
    }
  }
  return localLimit(key, now);
}
