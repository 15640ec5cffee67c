/**
 * A visitor is told apart only within one UTC day: a SHA-256 of the day's secret salt, the request's address and
 * its user agent. The salt is random, made by the first request of the day and kept in D1 (analytics_salts); the
 * same batch deletes every older salt, so yesterday's hashes can never be recomputed or linked to today's. The
 * address and user agent are hashed in memory and never written anywhere (docs/analytics.md).
 */
import type { Env } from '../_app/env';

/** The UTC day of `ms`, as the rollups key it. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** This isolate's copy of today's salt: one D1 batch per isolate per day. */
let known: { day: string; salt: Promise<string> } | null = null;

function randomSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function readSalt(db: D1Database, day: string): Promise<string> {
  const [, , row] = await db.batch([
    db.prepare('INSERT INTO analytics_salts (day, salt) VALUES (?1, ?2) ON CONFLICT (day) DO NOTHING').bind(day, randomSalt()),
    db.prepare('DELETE FROM analytics_salts WHERE day < ?1').bind(day),
    db.prepare('SELECT salt FROM analytics_salts WHERE day = ?1').bind(day),
  ]);
  const salt = (row!.results[0] as { salt: string } | undefined)?.salt;
  if (!salt) throw new Error(`no analytics salt for ${day}`);
  return salt;
}

/** Today's salt; a failed read is forgotten, so the next request tries again. */
export function saltFor(env: Pick<Env, 'DB'>, day: string): Promise<string> {
  if (known?.day !== day) {
    const salt = readSalt(env.DB, day);
    known = { day, salt };
    salt.catch(() => {
      if (known?.salt === salt) known = null;
    });
  }
  return known.salt;
}

/** Forgets this isolate's copy (tests, after they change the table behind it). */
export function forgetSalt() {
  known = null;
}

async function hashHex(text: string, bytes: number): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest.slice(0, bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function visitorHash(env: Pick<Env, 'DB'>, day: string, address: string, userAgent: string): Promise<string> {
  const salt = await saltFor(env, day);
  return hashHex(`${salt}\n${day}\n${address}\n${userAgent}`, 16);
}

/**
 * The address alone under the same daily salt, cut to 64 bits: the consumer caps the visitors one address can
 * be in a day (VISITORS_PER_ADDRESS, ./consumer.ts), so cycling user agents from one machine cannot add visitors.
 * Kept no longer than the visitor hash it sits beside.
 */
export async function addressHash(env: Pick<Env, 'DB'>, day: string, address: string): Promise<string> {
  const salt = await saltFor(env, day);
  return hashHex(`${salt}\n${day}\n${address}`, 8);
}
