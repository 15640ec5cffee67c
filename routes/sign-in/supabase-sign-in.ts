/** Password sign-in against Supabase Auth from the worker, then the same edge checks every manager request gets. */
import type { Env } from '../_app/env';
import type { SignInResult } from '../_app/services';
import { supabaseAuthClient } from '../_app/supabase';
import { verifyAccessToken } from './verify';
import { log, errorMessage } from '../_lib/log';

export async function signIn(env: Env, email: string, password: string): Promise<SignInResult> {
  if (!email || !password) return { ok: false, status: 400, message: 'missingFields' };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) return { ok: false, status: 400, message: 'invalidEmail' };
  const supabase = await supabaseAuthClient(env);
  if (!supabase) return { ok: false, status: 503, message: 'unconfigured' };
  let session;
  try {
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) {
      const status = error.status ?? 0;
      if (status === 429) return { ok: false, status: 429, message: 'tooManyAttempts' };
      if (status >= 400 && status < 500) return { ok: false, status: 401, message: 'wrongCredentials' };
      log.error('sign_in_unavailable', { status, message: error.message });
      return { ok: false, status: 503, message: 'unavailable' };
    }
    session = data.session;
    // Supabase can be set to let unconfirmed or anonymous accounts sign in; the manager never does.
    if (data.user?.is_anonymous) return { ok: false, status: 403, message: 'forbidden' };
    if (data.user && !data.user.email_confirmed_at) return { ok: false, status: 403, message: 'unconfirmed' };
  } catch (err) {
    log.error('sign_in_unavailable', { message: errorMessage(err) });
    return { ok: false, status: 503, message: 'unavailable' };
  }
  if (!session?.access_token) return { ok: false, status: 503, message: 'unavailable' };

  // The cookie is only set for a token this worker will accept on the manager's next request.
  const verified = await verifyAccessToken(env, session.access_token);
  if (!verified.ok) {
    if (verified.reason === 'forbidden') return { ok: false, status: 403, message: 'forbidden' };
    return { ok: false, status: 503, message: verified.reason === 'unconfigured' ? 'unconfigured' : 'unavailable' };
  }
  if (verified.expiresAt <= Math.floor(Date.now() / 1000)) return { ok: false, status: 503, message: 'unavailable' };
  return { ok: true, token: session.access_token, refreshToken: session.refresh_token, expiresAt: verified.expiresAt, sessionId: verified.sessionId, email: verified.email };
}
