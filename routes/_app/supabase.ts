/**
 * The one place the Supabase settings are read and a supabase-js client is built: sign-in and sign-out
 * (routes/sign-in/) and lead delivery (routes/leads/forwarder.ts) both go through it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Env } from './env';
import { errorMessage, log } from '../_lib/log';

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/** The project's base URL without a trailing slash, or null when SUPABASE_URL is empty. */
export function supabaseUrl(env: Pick<Env, 'SUPABASE_URL'>): string | null {
  return env.SUPABASE_URL?.trim().replace(/\/+$/, '') || null;
}

/** The project and its anon key, or null while either is unset (sign-in says so; leads wait in the outbox). */
export function supabaseConfig(env: Pick<Env, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'>): SupabaseConfig | null {
  const url = supabaseUrl(env);
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  return url && anonKey ? { url, anonKey } : null;
}

/**
 * supabase-js, loaded the first time this isolate signs someone in or out or forwards a lead. It is about 200 KB of
 * the worker's code (auth, realtime, storage and PostgREST clients come together); as its own chunk it is parsed
 * only where it is used, not at every isolate's startup.
 */
export const loadSupabase = () => import('@supabase/supabase-js');

/**
 * A client that never keeps, refreshes or reads a session from a URL: the worker holds the session in its own
 * cookie. `fetch` replaces the global one (lead delivery gives it a deadline). Throws when supabase-js refuses the
 * project URL.
 */
export async function supabaseClient(config: SupabaseConfig, fetch?: typeof globalThis.fetch): Promise<SupabaseClient> {
  const { createClient } = await loadSupabase();
  return createClient(config.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetch ? { global: { fetch } } : {}),
  });
}

/**
 * A client for one sign-in or sign-out, or null when Supabase is not configured, or configured with a project URL
 * supabase-js refuses (logged, so the operator sees why sign-in says it is not set up).
 */
export async function supabaseAuthClient(env: Pick<Env, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'>): Promise<SupabaseClient | null> {
  const config = supabaseConfig(env);
  if (!config) return null;
  try {
    return await supabaseClient(config);
  } catch (err) {
    log.error('supabase_client_refused', { message: errorMessage(err) });
    return null;
  }
}
