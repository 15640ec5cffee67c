import { SITE } from '../../routes/_lib/site-config';
import type { Env } from '../../routes/_app/env';

/** The worker's one Env (worker/env.ts), under the name the lead modules use. */
export type LeadsEnv = Env;

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
