import type { Env } from '../env';

/**
 * The project's base URL, or null when Supabase is not configured (empty var). Its own module because both
 * verify.ts and revocation.ts need it and verify.ts imports revocation.ts.
 */
export function supabaseBase(env: Pick<Env, 'SUPABASE_URL'>): string | null {
  const url = env.SUPABASE_URL?.trim().replace(/\/+$/, '');
  return url ? url : null;
}
