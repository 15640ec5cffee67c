import type { SupabaseClient } from '@supabase/supabase-js';
import type { Env } from '../../routes/_app/env';
import { log, errorMessage } from '../../routes/_lib/log';

/**
 * The project's base URL, or null when Supabase is not configured (empty var). Its own module because both
 * verify.ts and revocation.ts need it and verify.ts imports revocation.ts.
 */
export function supabaseBase(env: Pick<Env, 'SUPABASE_URL'>): string | null {
  const url = env.SUPABASE_URL?.trim().replace(/\/+$/, '');
  return url ? url : null;
}

/**
 * supabase-js, loaded the first time this isolate signs someone in or out or forwards a lead. It is about 200 KB of
 * the worker's code (auth, realtime, storage and PostgREST clients come together); as its own chunk it is parsed
 * only where it is used, not at every isolate's startup.
 */
export const loadSupabase = () => import('@supabase/supabase-js');

/**
 * A Supabase client for one request, or null when Supabase is not configured, or configured with a project URL
 * supabase-js refuses (logged, so the operator sees why sign-in says it is not set up). It never keeps, refreshes
 * or reads a session from a URL: the worker holds the session in its own cookie.
 */
export async function supabaseAuthClient(env: Pick<Env, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'>): Promise<SupabaseClient | null> {
  const base = supabaseBase(env);
  if (!base || !env.SUPABASE_ANON_KEY) return null;
  try {
    const { createClient } = await loadSupabase();
    return createClient(base, env.SUPABASE_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  } catch (err) {
    log.error('supabase_client_refused', { message: errorMessage(err) });
    return null;
  }
}
