/**
 * The D1 outbox (migrations/0010_leads_outbox.sql). A lead is one row, written in a single INSERT before
 * anything else happens, so it is either wholly stored or not at all. Rows are claimed with a lease before
 * each delivery attempt, so the inline attempt and a cron run never send the same row at the same time.
 */
import type { LeadRecord, LeadSource } from '../../routes/leads/fields';

export const LEASE_MS = 60_000;
/** Privacy policy: outbox copies are deleted on delivery, or within 30 days if delivery fails. */
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

export interface OutboxRow {
  id: number;
  idempotency_key: string;
  source: LeadSource;
  record: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  lease_until: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
}

/**
 * The same submission on the same (UTC) day has the same key, so a double click, a resubmitted no-JS form
 * or a retry by the browser is stored, and delivered, once.
 */
export async function idempotencyKey(record: LeadRecord, now: number): Promise<string> {
  const day = new Date(now).toISOString().slice(0, 10);
  const bytes = new TextEncoder().encode(`${day}\n${JSON.stringify(record)}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Stores a lead. `inserted` is false when the same submission is already there (nothing is written). */
export async function insertLead(db: D1Database, key: string, record: LeadRecord, now: number): Promise<{ id: number; inserted: boolean }> {
  const row = await db
    .prepare(
      `INSERT INTO leads_outbox (idempotency_key, source, record, status, attempts, next_attempt_at, lease_until, created_at, updated_at)
       VALUES (?1, ?2, ?3, 'pending', 0, ?4, 0, ?4, ?4)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(key, record.source, JSON.stringify(record), now)
    .first<{ id: number }>();
  if (row) return { id: row.id, inserted: true };
  const existing = await db.prepare('SELECT id FROM leads_outbox WHERE idempotency_key = ?1').bind(key).first<{ id: number }>();
  return { id: existing?.id ?? 0, inserted: false };
}

/** Takes a due, unleased pending row for one delivery attempt. Null when it is not ours to send now. */
export async function claim(db: D1Database, id: number, now: number): Promise<{ record: LeadRecord; attempts: number; key: string } | null> {
  const row = await db
    .prepare(
      `UPDATE leads_outbox SET lease_until = ?2 + ${LEASE_MS}, attempts = attempts + 1, updated_at = ?2
       WHERE id = ?1 AND status = 'pending' AND next_attempt_at <= ?2 AND lease_until <= ?2 AND record IS NOT NULL
       RETURNING record, attempts, idempotency_key`,
    )
    .bind(id, now)
    .first<{ record: string; attempts: number; idempotency_key: string }>();
  return row ? { record: JSON.parse(row.record) as LeadRecord, attempts: row.attempts, key: row.idempotency_key } : null;
}

/** Delivered: the personal data goes; the key stays so a repeat of the same submission is still recognised. */
export function markDelivered(db: D1Database, id: number, now: number) {
  return db
    .prepare(`UPDATE leads_outbox SET status = 'delivered', record = NULL, delivered_at = ?2, lease_until = 0, last_error = NULL, updated_at = ?2 WHERE id = ?1`)
    .bind(id, now)
    .run();
}

export function markRetry(db: D1Database, id: number, now: number, nextAttemptAt: number, error: string) {
  return db
    .prepare(`UPDATE leads_outbox SET next_attempt_at = ?3, lease_until = 0, last_error = ?4, updated_at = ?2 WHERE id = ?1`)
    .bind(id, now, nextAttemptAt, error)
    .run();
}

/** Parked: no more automatic attempts. The record stays (for the operator) until the retention limit. */
export function markFailed(db: D1Database, id: number, now: number, error: string) {
  return db
    .prepare(`UPDATE leads_outbox SET status = 'failed', lease_until = 0, last_error = ?3, updated_at = ?2 WHERE id = ?1`)
    .bind(id, now, error)
    .run();
}

/** Gives a claimed row back uncounted: the attempt never reached sync-to-agile (the configuration is unusable). */
export function release(db: D1Database, id: number, now: number, error: string) {
  return db
    .prepare(`UPDATE leads_outbox SET attempts = attempts - 1, lease_until = 0, last_error = ?3, updated_at = ?2 WHERE id = ?1`)
    .bind(id, now, error)
    .run();
}

export async function dueIds(db: D1Database, now: number, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM leads_outbox WHERE status = 'pending' AND next_attempt_at <= ?1 AND lease_until <= ?1
       ORDER BY next_attempt_at LIMIT ?2`,
    )
    .bind(now, limit)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

export async function pendingCount(db: D1Database): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM leads_outbox WHERE status = 'pending'`).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Keeps the privacy policy's promise: delivered rows go after the retention period, and anything still
 * undelivered by then loses its personal data and is parked as expired.
 */
export async function purge(db: D1Database, now: number): Promise<{ deleted: number; expired: number }> {
  const cutoff = now - RETENTION_MS;
  const [deleted, expired] = await db.batch([
    db.prepare(`DELETE FROM leads_outbox WHERE status = 'delivered' AND delivered_at < ?1`).bind(cutoff),
    db
      .prepare(
        `UPDATE leads_outbox SET status = 'failed', record = NULL, last_error = COALESCE(last_error || '; ', '') || 'expired after 30 days', updated_at = ?2
         WHERE status != 'delivered' AND record IS NOT NULL AND created_at < ?1`,
      )
      .bind(cutoff, now),
  ]);
  return { deleted: deleted?.meta.changes ?? 0, expired: expired?.meta.changes ?? 0 };
}
