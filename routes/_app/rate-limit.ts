import { log } from '../_lib/log';
/**
 * A per-key request limit. In production a Workers rate-limiting binding counts (per Cloudflare location);
 * wherever the binding is missing or fails, a fixed-window counter in this isolate stands in.
 * Each limiter's `limit` and `periodS` must match its [[ratelimits]] entry in wrangler.toml.
 */
export interface Limiter {
  /** Prefix of the keys, so limiters that share the local fallback never share a window. */
  name: string;
  binding: RateLimit | undefined;
  limit: number;
  periodS: number;
}

const windows = new Map<string, { start: number; count: number }>();

function localLimit(key: string, limiter: Limiter, now: number): boolean {
  const start = Math.floor(now / (limiter.periodS * 1000)) * limiter.periodS * 1000;
  const w = windows.get(key);
  if (!w || w.start !== start) {
    if (windows.size > 10_000) windows.clear();
    windows.set(key, { start, count: 1 });
    return true;
  }
  w.count++;
  return w.count <= limiter.limit;
}

/** Seconds until the limiter's current window ends (the binding's windows are aligned to the clock the same way). */
export function retryAfterSeconds({ periodS }: Pick<Limiter, 'periodS'>, now = Date.now()): number {
  return Math.max(1, Math.ceil(periodS - (now / 1000) % periodS));
}

/** Counts one request against `key`; false once the key has used up its window. */
export async function allow(limiter: Limiter, key: string, now = Date.now()): Promise<boolean> {
  const prefixed = `${limiter.name}:${key}`;
  if (limiter.binding) {
    try {
      return (await limiter.binding.limit({ key: prefixed })).success;
    } catch (err) {
      log.warn(`${limiter.name}_rate_limiter_unavailable`, { message: (err as Error).message });
    }
  }
  return localLimit(prefixed, limiter, now);
}
