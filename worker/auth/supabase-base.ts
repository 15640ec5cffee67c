import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Env } from '../../routes/_app/env';

/**
 * The project's base URL, or null when Supabase is not configured (empty var). Its own module because both
 * verify.ts and revocation.ts need it and verify.ts imports revocation.ts.
 */
export function supabaseBase(env: Pick<Env, 'SUPABASE_URL'>): string | null {
  const url = env.SUPABASE_URL?.trim().replace(/\/+$/, '');
  return url ? url : null;
}

/**
 * A Supabase client for one request, or null when Supabase is not configured. It never keeps, refreshes or reads
 * a session from a URL: the worker holds the session in its own cookie.
 */
export function supabaseAuthClient(env: Pick<Env, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'>): SupabaseClient | null {
  const base = supabaseBase(env);
  if (!base || !env.SUPABASE_ANON_KEY) return null;
  return createClient(base, env.SUPABASE_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}
