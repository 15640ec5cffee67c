/**
 * Renewing an access token with Supabase's refresh_token grant, through supabase-js's own refreshSession, so the
 * request, its headers and the answer's checks are the library's. One attempt per manager request: supabase-js
 * retries an unreachable Supabase or a 5xx answer with back-off for up to 30 s (AUTO_REFRESH_TICK_DURATION_MS and
 * NETWORK_ERROR_CODES in @supabase/auth-js), which would hold the operator's page that long, so the fetch it is
 * given answers such a failure with 599, a server error outside that list, and the keeper (./keeper.ts) decides.
 */
import type { Env } from '../_app/env';
import { supabaseClient, supabaseConfig } from '../_app/supabase';
import { errorMessage, log } from '../_lib/log';

export type Renewal = { kind: 'renewed'; token: string; refreshToken: string } | { kind: 'refused'; status: number } | { kind: 'unavailable' };

const DEADLINE_MS = 5000;
const UNREACHABLE = () => new Response(JSON.stringify({ code: 'unexpected_failure', msg: 'Supabase could not be reached' }), { status: 599, headers: { 'content-type': 'application/json' } });

async function oneAttempt(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const res = await fetch(input, { ...init, signal: AbortSignal.timeout(DEADLINE_MS) });
    return res.status >= 500 ? UNREACHABLE() : res;
  } catch {
    return UNREACHABLE();
  }
}

export async function renewAccessToken(env: Env, refreshToken: string): Promise<Renewal> {
  const config = supabaseConfig(env);
  if (!config) return { kind: 'unavailable' };
  try {
    const supabase = await supabaseClient(config, oneAttempt);
    const { data, error } = await supabase.auth.refreshSession({ refresh_token: refreshToken });
    if (error) {
      const status = error.status ?? 0;
      // A 4xx is Supabase's answer about this token (used already, revoked, the session ended); anything else is an outage.
      if (status >= 400 && status < 500) return { kind: 'refused', status };
      log.error('session_renewal_unavailable', { status, message: error.message });
      return { kind: 'unavailable' };
    }
    if (!data.session?.access_token || !data.session.refresh_token) return { kind: 'unavailable' };
    return { kind: 'renewed', token: data.session.access_token, refreshToken: data.session.refresh_token };
  } catch (err) {
    log.error('session_renewal_unavailable', { message: errorMessage(err) });
    return { kind: 'unavailable' };
  }
}
