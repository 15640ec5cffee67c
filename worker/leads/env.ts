import { SITE } from '../../routes/site-config';
import type { Env } from '../env';

/** Bindings the lead pipeline adds to the worker's (wrangler.toml [[ratelimits]], [vars] and secrets). */
export interface LeadsEnv extends Env {
  /** Workers rate-limiting binding; absent where the platform has none, then an in-memory limiter stands in. */
  LEADS_RATE_LIMITER?: RateLimit;
  /** Turnstile is on when this secret is set: every lead must then carry a token the worker verifies. */
  TURNSTILE_SECRET_KEY?: string;
  /** The public half, handed to the browser so it can show the check. */
  TURNSTILE_SITE_KEY?: string;
  /** Secret for the outbox's dedupe hash (worker/leads/keys.ts); set it with `wrangler secret put`. */
  LEADS_DEDUPE_SECRET?: string;
}

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/** The Supabase project the leads go to, or null while it is not configured (leads then wait in the outbox). */
export function supabaseConfig(env: LeadsEnv): SupabaseConfig | null {
  const url = env.SUPABASE_URL?.trim();
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  return url && anonKey ? { url, anonKey } : null;
}

/** The site's own address (SITE_ORIGIN where it is deployed elsewhere): result links in leads must be on it. */
export function siteOrigin(env: Env): string {
  return env.SITE_ORIGIN?.trim() || SITE.origin;
}
