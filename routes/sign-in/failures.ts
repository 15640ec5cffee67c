/**
 * Wrong passwords, remembered in D1 (migrations/0018_sign_in_failures.sql) so that every isolate and location sees
 * the same count: per email across all addresses, and per address-and-email pair. ./throttle.ts decides
 * what the counts mean. A count runs from the first wrong password until one arrives more than FAILURE_MEMORY_MS
 * after the last, so a guesser has to stay away that long to start afresh.
 */
import { sha256Hex } from '../_lib/hash';

export const FAILURE_MEMORY_MS = 15 * 60_000;

export interface FailureKeys {
  email: string;
  pair: string;
}

export async function failureKeys(ip: string, email: string): Promise<FailureKeys> {
  const [byEmail, pair] = await Promise.all([sha256Hex(`email:${email}`), sha256Hex(`pair:${ip} ${email}`)]);
  return { email: byEmail, pair };
}

/** Wrong passwords still remembered: for the email from anywhere, for this pair, and when the pair's last one was. */
export interface Failures {
  email: number;
  pair: number;
  pairLastAt: number;
}

export async function recentFailures(db: D1Database, keys: FailureKeys, now: number): Promise<Failures> {
  const { results } = await db
    .prepare(`SELECT key, failures, last_failed_at FROM sign_in_failures WHERE key IN (?1, ?2) AND last_failed_at > ?3`)
    .bind(keys.email, keys.pair, now - FAILURE_MEMORY_MS)
    .all<{ key: string; failures: number; last_failed_at: number }>();
  const email = results.find((r) => r.key === keys.email);
  const pair = results.find((r) => r.key === keys.pair);
  return { email: email?.failures ?? 0, pair: pair?.failures ?? 0, pairLastAt: pair?.last_failed_at ?? 0 };
}

/** Counts one wrong password for the email and for the pair, and forgets rows nobody has failed under for a while. Returns the email's count. */
export async function recordFailure(db: D1Database, keys: FailureKeys, now: number): Promise<number> {
  const count = (key: string) =>
    db
      .prepare(
        `INSERT INTO sign_in_failures (key, failures, last_failed_at) VALUES (?1, 1, ?2)
         ON CONFLICT (key) DO UPDATE SET failures = CASE WHEN last_failed_at > ?2 - ${FAILURE_MEMORY_MS} THEN failures + 1 ELSE 1 END, last_failed_at = ?2
         RETURNING failures`,
      )
      .bind(key, now);
  const [email] = await db.batch<{ failures: number }>([
    count(keys.email),
    count(keys.pair),
    db.prepare(`DELETE FROM sign_in_failures WHERE last_failed_at <= ?1`).bind(now - FAILURE_MEMORY_MS),
  ]);
  return email?.results[0]?.failures ?? 0;
}

/** A right password from this address: its own earlier typos no longer count against it. */
export async function forgetPair(db: D1Database, keys: FailureKeys): Promise<void> {
  await db.prepare(`DELETE FROM sign_in_failures WHERE key = ?1`).bind(keys.pair).run();
}
