/**
 * How long a session may be renewed (migrations/0027_manager_sessions.sql): from signing in, for a working day
 * (MANAGER_SESSION_HOURS), and only while the operator keeps using the manager (MANAGER_IDLE_MINUTES without a
 * request ends it). Keyed by a hash of Supabase's session id, which every renewal of one sign-in keeps.
 */
import type { Env } from '../_app/env';
import { sha256Hex } from '../_lib/hash';

export interface SessionLimits {
  daySeconds: number;
  idleSeconds: number;
}

const DEFAULT_HOURS = 12;
const DEFAULT_IDLE_MINUTES = 120;
/** A request within this many seconds of the last recorded one does not write again: idle time is counted in minutes. */
const TOUCH_EVERY_S = 60;

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value?.trim());
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function sessionLimits(env: Pick<Env, 'MANAGER_SESSION_HOURS' | 'MANAGER_IDLE_MINUTES'>): SessionLimits {
  return {
    daySeconds: Math.round(positive(env.MANAGER_SESSION_HOURS, DEFAULT_HOURS) * 3600),
    idleSeconds: Math.round(positive(env.MANAGER_IDLE_MINUTES, DEFAULT_IDLE_MINUTES) * 60),
  };
}

export interface SessionRecord {
  email: string;
  startedAt: number;
  seenAt: number;
}

const key = (sessionId: string) => sha256Hex(`sid:${sessionId}`);

/** Records a sign-in, and forgets sessions nobody has used for a working day. */
export async function startSession(db: D1Database, sessionId: string, email: string, now: number, limits: SessionLimits) {
  await db.batch([
    db.prepare(`INSERT OR REPLACE INTO manager_sessions (id, email, started_at, seen_at) VALUES (?, ?, ?, ?)`).bind(await key(sessionId), email, now, now),
    db.prepare(`DELETE FROM manager_sessions WHERE seen_at < ?`).bind(now - limits.daySeconds),
  ]);
}

export async function readSession(db: D1Database, sessionId: string): Promise<SessionRecord | null> {
  const row = await db
    .prepare(`SELECT email, started_at, seen_at FROM manager_sessions WHERE id = ?`)
    .bind(await key(sessionId))
    .first<{ email: string; started_at: number; seen_at: number }>();
  return row ? { email: row.email, startedAt: row.started_at, seenAt: row.seen_at } : null;
}

/** Why the session may no longer be used at `now`, or null while it may. */
export function overLimit(record: SessionRecord, now: number, limits: SessionLimits): 'idle' | 'day' | null {
  if (now - record.startedAt >= limits.daySeconds) return 'day';
  if (now - record.seenAt >= limits.idleSeconds) return 'idle';
  return null;
}

export async function touchSession(db: D1Database, sessionId: string, record: SessionRecord, now: number) {
  if (now - record.seenAt < TOUCH_EVERY_S) return;
  await db.prepare(`UPDATE manager_sessions SET seen_at = ? WHERE id = ?`).bind(now, await key(sessionId)).run();
}

export async function forgetSession(db: D1Database, sessionId: string) {
  await db.prepare(`DELETE FROM manager_sessions WHERE id = ?`).bind(await key(sessionId)).run();
}
