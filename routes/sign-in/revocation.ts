/**
 * Signing out ends a session everywhere the worker can see it: Supabase revokes it (its refresh token stops
 * working), and because the access token itself stays valid until it expires, the worker keeps its id in D1
 * (migrations/0014_revoked_sessions.sql) and refuses it, as cookie or Bearer credential, until then.
 */
import type { Env } from '../_app/env';
import { supabaseAuthClient } from '../_app/supabase';
import { log, errorMessage } from '../_lib/log';
import { sha256Hex } from '../_lib/hash';


/** The ids a token is refused under: its Supabase session (covers every token of that session) and itself. */
export async function revocationIds(token: string, sessionId: unknown): Promise<string[]> {
  const ids = [`jwt:${await sha256Hex(token)}`];
  if (typeof sessionId === 'string' && sessionId) ids.push(`sid:${sessionId}`);
  return ids;
}

export async function isRevoked(db: D1Database, ids: string[], now = Math.floor(Date.now() / 1000)): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS hit FROM revoked_sessions WHERE id IN (${ids.map(() => '?').join(', ')}) AND expires_at > ? LIMIT 1`)
    .bind(...ids, now)
    .first();
  return row !== null;
}

/** Records the ids until the token expires, and forgets sessions whose tokens have all expired. */
export async function revoke(db: D1Database, ids: string[], expiresAt: number, now = Math.floor(Date.now() / 1000)) {
  await db.batch([
    ...ids.map((id) => db.prepare(`INSERT OR REPLACE INTO revoked_sessions (id, expires_at) VALUES (?, ?)`).bind(id, expiresAt)),
    db.prepare(`DELETE FROM revoked_sessions WHERE expires_at <= ?`).bind(now),
  ]);
}

/** Supabase sign-out of this session (POST /auth/v1/logout with the token). Failure is logged: the edge list still holds. */
export async function signOutUpstream(env: Env, token: string): Promise<void> {
  const supabase = await supabaseAuthClient(env);
  if (!supabase) return;
  try {
    const { error } = await supabase.auth.admin.signOut(token, 'local');
    if (error) log.warn('sign_out_upstream_failed', { status: error.status ?? null, message: error.message });
  } catch (err) {
    log.warn('sign_out_upstream_failed', { message: errorMessage(err) });
  }
}
