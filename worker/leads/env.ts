import type { Env } from '../../routes/_app/env';

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/** The Supabase project the leads go to, or null while it is not configured (leads then wait in the outbox). */
export function supabaseConfig(env: Env): SupabaseConfig | null {
  const url = env.SUPABASE_URL?.trim();
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  return url && anonKey ? { url, anonKey } : null;
}
