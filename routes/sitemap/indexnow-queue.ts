/**
 * The addresses waiting for IndexNow (migrations/0041_indexnow_queue.sql): queued inside the batch of the edit that
 * changed them, so an edit is never stored without its announcement, and taken with a lease by the cron or by the
 * send after an edit's answer, so no two of them ever send the same path at once. ./indexnow.ts speaks the protocol.
 */
import type { Db } from '../_app/services';

/** How long a claimed path is held by the run that is sending it. */
const LEASE_MS = 60_000;
/** The first retry a minute after a failure, then twice as long each time, never more than an hour apart. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** A path still unannounced a day after it was queued is dropped: search engines will have crawled it by then. */
export const GIVE_UP_MS = 24 * 60 * 60_000;

export interface Claimed {
  path: string;
  /** The edit it was claimed for: a later edit to the same path is announced again (settle keeps it). */
  changed_at: number;
}

/**
 * One statement for an edit's batch: the paths wait for the next ping, due at once (whatever the clock of the run
 * that sends them); a path already waiting keeps its place and its backoff.
 */
export function queueStatement(db: Db, paths: string[], now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO indexnow_queue (path, queued_at, changed_at, attempts, next_attempt_at)
       SELECT value, ?2, ?2, 0, 0 FROM json_each(?1) WHERE true
       ON CONFLICT (path) DO UPDATE SET changed_at = excluded.changed_at`,
    )
    .bind(JSON.stringify(paths), now);
}

/**
 * Takes up to `limit` due paths for one ping, in one statement, so two senders never take the same path. With
 * `quietSince`, nothing at all if any path was queued after that moment: that later edit's own send takes the burst
 * (`changed_at > NULL` is never true, so the cron's null takes whatever is due).
 */
export async function claimDue(db: Db, now: number, limit: number, quietSince: number | null): Promise<Claimed[]> {
  const { results } = await db
    .prepare(
      `UPDATE indexnow_queue SET attempts = attempts + 1, next_attempt_at = ?1 + ${LEASE_MS}
       WHERE path IN (SELECT path FROM indexnow_queue INDEXED BY indexnow_queue_due WHERE next_attempt_at <= ?1 ORDER BY next_attempt_at LIMIT ?2)
         AND NOT EXISTS (SELECT 1 FROM indexnow_queue WHERE changed_at > ?3)
       RETURNING path, changed_at`,
    )
    .bind(now, limit, quietSince)
    .all<Claimed>();
  return results.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Done with these paths, announced or refused for good: each goes unless an edit named it again while the ping was
 * on its way; that one is due again at once.
 */
export async function settle(db: Db, claimed: Claimed[], now: number): Promise<void> {
  await db.batch([
    db
      .prepare(`DELETE FROM indexnow_queue WHERE (path, changed_at) IN (SELECT value ->> '$[0]', value ->> '$[1]' FROM json_each(?1))`)
      .bind(JSON.stringify(claimed.map((c) => [c.path, c.changed_at]))),
    db
      .prepare(`UPDATE indexnow_queue SET attempts = 0, next_attempt_at = ?2, last_status = NULL WHERE path IN (SELECT value FROM json_each(?1))`)
      .bind(JSON.stringify(claimed.map((c) => c.path)), now),
  ]);
}

/** Tried again later: after the backoff for its attempts, or the wait IndexNow asked for if that is longer. */
export async function retryLater(db: Db, claimed: Claimed[], now: number, status: number | null, waitMs = 0): Promise<void> {
  await db
    .prepare(
      `UPDATE indexnow_queue
       SET next_attempt_at = ?2 + MAX(?4, MIN(${FIRST_RETRY_MS} * (1 << MIN(attempts - 1, 10)), ${LONGEST_RETRY_MS})), last_status = ?3
       WHERE path IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(claimed.map((c) => c.path)), now, status, waitMs)
    .run();
}

/** Drops the paths that have waited longer than GIVE_UP_MS, and names them. */
export async function dropStale(db: Db, now: number): Promise<string[]> {
  const { results } = await db
    .prepare(`DELETE FROM indexnow_queue WHERE queued_at <= ?1 RETURNING path`)
    .bind(now - GIVE_UP_MS)
    .all<{ path: string }>();
  return results.map((r) => r.path);
}
