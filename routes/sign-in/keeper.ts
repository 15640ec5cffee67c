/**
 * The session keeper: every manager request (and /auth) passes through it. While the operator works, the access
 * token is renewed at the edge when it is within RENEW_MARGIN_S of expiring, or has expired and only the refresh
 * token is left, with Supabase's refresh_token grant (./renew.ts); the rotated refresh token replaces the old one.
 * It stops renewing at the working day's end or after the idle time (./working-day.ts), and a refresh Supabase
 * refuses ends the session cleanly: both cookies cleared, the session forgotten here and revoked at Supabase.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import type { Refused, SessionEnd, Verified } from '../_app/services';
import { errorMessage, log } from '../_lib/log';
import { renewAccessToken } from './renew';
import { revoke, signOutUpstream } from './revocation';
import { clearRefreshToken, clearSession, refreshToken, sessionToken, setRefreshToken, setSession } from './session';
import { verifyAccessToken } from './verify';
import { forgetSession, overLimit, readSession, sessionLimits, touchSession, type SessionRecord } from './working-day';

type C = Context<AppEnv>;

/** supabase-js renews this long before expiry (EXPIRY_MARGIN_MS in @supabase/auth-js); so does the edge. */
export const RENEW_MARGIN_S = 90;

const now = () => Math.floor(Date.now() / 1000);

/** Sets both cookies for a session that started at `startedAt`: each lives until the working day ends. */
export function keepCookies(c: C, token: string, refresh: string, startedAt: number) {
  const t = now();
  const dayLeft = Math.max(1, startedAt + sessionLimits(c.env).daySeconds - t);
  // The access token's cookie outlives the token: its signed claims say whose session it was, so a form posted
  // after the session ended can still be kept for its editor (./sealed.ts).
  setSession(c, token, dayLeft);
  setRefreshToken(c, refresh, dayLeft);
}

async function recordOf(c: C, sessionId: string | undefined): Promise<SessionRecord | null> {
  return sessionId ? readSession(c.env.DB, sessionId) : null;
}

/**
 * Ends a session the keeper may no longer renew: forgotten here, its token refused until it expires, revoked at
 * Supabase (with `token`, which must still be valid), and the refresh token's cookies cleared. The access token's
 * cookie stays until the working day ends, refused everywhere but still saying whose it was (see keepCookies).
 */
async function end(c: C, why: SessionEnd, email: string, sessionId: string | undefined, valid?: { token: string; verified: Verified }): Promise<Refused> {
  clearRefreshToken(c);
  log.info('session_ended', { email, reason: why });
  try {
    if (sessionId) await forgetSession(c.env.DB, sessionId);
    if (valid) await revoke(c.env.DB, valid.verified.revocationIds, valid.verified.expiresAt);
  } catch (err) {
    log.error('session_end_unrecorded', { email, message: errorMessage(err) });
  }
  if (valid) await signOutUpstream(c.env, valid.token);
  return { ok: false, reason: 'invalid', ended: why, expired: { email, sessionId } };
}

export async function keepSession(c: C): Promise<Verified | Refused> {
  const token = sessionToken(c);
  const refresh = refreshToken(c);
  const current: Verified | Refused = token ? await verifyAccessToken(c.env, token) : { ok: false, reason: 'missing' };
  const limits = sessionLimits(c.env);
  try {
    if (current.ok) {
      const record = await recordOf(c, current.sessionId);
      const over = record && overLimit(record, now(), limits);
      if (over) return await end(c, over, current.email, current.sessionId, { token: token!, verified: current });
      if (current.expiresAt - now() > RENEW_MARGIN_S || !refresh || !record) {
        if (record) await touchSession(c.env.DB, current.sessionId!, record, now());
        return current;
      }
    } else if (!refresh || (current.reason !== 'missing' && current.reason !== 'invalid')) {
      return current;
    }
  } catch (err) {
    log.error('session_record_unreadable', { message: errorMessage(err) });
    return current.ok ? current : { ok: false, reason: 'unavailable' };
  }
  return renew(c, current, refresh!);
}

/** The access token is near or past its expiry and there is a refresh token: renew, unless the session is over. */
async function renew(c: C, current: Verified | Refused, refresh: string): Promise<Verified | Refused> {
  const email = current.ok ? current.email : (current.expired?.email ?? '');
  const sessionId = current.ok ? current.sessionId : current.expired?.sessionId;
  const renewal = await renewAccessToken(c.env, refresh);
  if (renewal.kind === 'unavailable') return current.ok ? current : { ok: false, reason: 'unavailable' };
  if (renewal.kind === 'refused') {
    log.warn('session_renewal_refused', { status: renewal.status });
    return end(c, 'refused', email, sessionId);
  }
  const renewed = await verifyAccessToken(c.env, renewal.token);
  if (!renewed.ok) {
    clearSession(c);
    return renewed;
  }
  let record: SessionRecord | null;
  try {
    record = await recordOf(c, renewed.sessionId);
  } catch (err) {
    log.error('session_record_unreadable', { message: errorMessage(err) });
    return { ok: false, reason: 'unavailable' };
  }
  // No record: the sign-in was never recorded (D1 failed then), so how long it may last is unknown; it ends here.
  const over = record ? overLimit(record, now(), sessionLimits(c.env)) : 'day';
  if (over || !record) return end(c, over || 'day', renewed.email, renewed.sessionId, { token: renewal.token, verified: renewed });
  keepCookies(c, renewal.token, renewal.refreshToken, record.startedAt);
  await touchSession(c.env.DB, renewed.sessionId!, record, now()).catch((err: Error) => log.error('session_record_unwritable', { message: err.message }));
  log.info('session_renewed', { email: renewed.email });
  return renewed;
}

/**
 * A valid access token for signing out: the current one, or one renewed from the refresh token when it has
 * expired, so Supabase can be asked to end the session (its logout needs a valid token).
 */
export async function tokenForSignOut(c: C): Promise<{ token: string; verified: Verified } | null> {
  const token = sessionToken(c);
  const current = token ? await verifyAccessToken(c.env, token) : null;
  if (token && current?.ok) return { token, verified: current };
  const refresh = refreshToken(c);
  if (!refresh) return null;
  const renewal = await renewAccessToken(c.env, refresh);
  if (renewal.kind !== 'renewed') return null;
  const verified = await verifyAccessToken(c.env, renewal.token);
  return verified.ok ? { token: renewal.token, verified } : null;
}

export { forgetSession, sessionLimits, startSession } from './working-day';
