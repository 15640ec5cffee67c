/**
 * The D1 outbox (migrations/0010_leads_outbox.sql, keys from 0012). A lead is one row, written in a single INSERT before
 * anything else happens, so it is either wholly stored or not at all. Rows are claimed with a lease before
 * each delivery attempt, so the inline attempt and a cron run never send the same row at the same time.
 */
import type { LeadRecord, LeadSource } from '../_lib/lead-fields';
import type { LeadsSummary } from '../_app/services';
import { utcDayStart } from './keys';
import { LEAD_RETENTION_DAYS } from '../_lib/retention';

export const LEASE_MS = 60_000;
/** Privacy policy: outbox copies are deleted on delivery, or within LEAD_RETENTION_DAYS if delivery fails. */
export const RETENTION_MS = LEAD_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

export interface OutboxRow {
  id: number;
  /** Random, sent as the Idempotency-Key (./keys.ts). */
  idempotency_key: string;
  /** HMAC of the day and the record; NULL once its day is over. */
  dedupe_key: string | null;
  source: LeadSource;
  record: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  lease_until: number;
  last_error: string | null;
  /** HTTP status of the last failed attempt; NULL when it never got one (network, timeout). */
  last_status: number | null;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
}

/** Stores a lead. `inserted` is false when the same submission is already there (nothing is written). */
export async function insertLead(
  db: D1Database,
  keys: { id: string; dedupe: string },
  record: LeadRecord,
  now: number,
): Promise<{ id: number; inserted: boolean }> {
  const row = await db
    .prepare(
      `INSERT INTO leads_outbox (idempotency_key, dedupe_key, source, record, status, attempts, next_attempt_at, lease_until, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'pending', 0, ?5, 0, ?5, ?5)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
    )
    .bind(keys.id, keys.dedupe, record.source, JSON.stringify(record), now)
    .first<{ id: number }>();
  if (row) return { id: row.id, inserted: true };
  const existing = await db.prepare('SELECT id FROM leads_outbox WHERE dedupe_key = ?1').bind(keys.dedupe).first<{ id: number }>();
  return { id: existing?.id ?? 0, inserted: false };
}

/** Takes a due, unleased pending row for one delivery attempt. Null when it is not ours to send now. */
export async function claim(db: D1Database, id: number, now: number): Promise<Omit<ClaimedLead, 'id'> | null> {
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

/**
 * Delivered: the personal data goes; the dedupe key stays until its day is over, so a repeat of the same
 * submission is still recognised. This and the three below return the statement unrun, so the cron can write
 * the outcomes of several attempts in one batch (./delivery.ts).
 */
export function markDelivered(db: D1Database, id: number, now: number) {
  return db
    .prepare(
      `UPDATE leads_outbox SET status = 'delivered', record = NULL, delivered_at = ?2, lease_until = 0, last_error = NULL, last_status = NULL, updated_at = ?2
       WHERE id = ?1`,
    )
    .bind(id, now);
}

export function markRetry(db: D1Database, id: number, now: number, nextAttemptAt: number, error: string, status: number | null) {
  return db
    .prepare(`UPDATE leads_outbox SET next_attempt_at = ?3, lease_until = 0, last_error = ?4, last_status = ?5, updated_at = ?2 WHERE id = ?1`)
    .bind(id, now, nextAttemptAt, error, status);
}

/** Parked: no more automatic attempts. The record stays (for the operator) until the retention limit. */
export function markFailed(db: D1Database, id: number, now: number, error: string, status: number | null) {
  return db
    .prepare(`UPDATE leads_outbox SET status = 'failed', lease_until = 0, last_error = ?3, last_status = ?4, updated_at = ?2 WHERE id = ?1`)
    .bind(id, now, error, status);
}

/** Gives a claimed row back uncounted: the attempt never reached sync-to-agile (the configuration is unusable). */
export function release(db: D1Database, id: number, now: number, error: string) {
  return db
    .prepare(`UPDATE leads_outbox SET attempts = attempts - 1, lease_until = 0, last_error = ?3, updated_at = ?2 WHERE id = ?1`)
    .bind(id, now, error);
}

export interface ClaimedLead {
  id: number;
  record: LeadRecord;
  attempts: number;
  key: string;
}

const toClaimed = (rows: { id: number; record: string; attempts: number; idempotency_key: string }[]): ClaimedLead[] =>
  rows.map((r) => ({ id: r.id, record: JSON.parse(r.record) as LeadRecord, attempts: r.attempts, key: r.idempotency_key })).sort((a, b) => a.id - b.id);

/**
 * Takes up to `limit` due, unleased pending rows for one cron run in one statement, oldest first (ids grow with
 * arrival), so a backlog costs one D1 query per batch rather than one per lead. The index leads_outbox_pending
 * (migrations/0016_leads_outbox_pending_order.sql) walks the pending rows in id order: no sort, and once a
 * backlog is due it stops after `limit` rows.
 */
export const CLAIM_DUE_SQL = `UPDATE leads_outbox SET lease_until = ?1 + ${LEASE_MS}, attempts = attempts + 1, updated_at = ?1
  WHERE id IN (
    SELECT id FROM leads_outbox INDEXED BY leads_outbox_pending
    WHERE status = 'pending' AND next_attempt_at <= ?1 AND lease_until <= ?1 AND record IS NOT NULL
    ORDER BY id LIMIT ?2)
  RETURNING id, record, attempts, idempotency_key`;

export async function claimDue(db: D1Database, now: number, limit: number): Promise<ClaimedLead[]> {
  const { results } = await db
    .prepare(CLAIM_DUE_SQL)
    .bind(now, limit)
    .all<{ id: number; record: string; attempts: number; idempotency_key: string }>();
  return toClaimed(results);
}

/**
 * With nothing due, the waiting lead that will fall due soonest, if it was last tried at least `quietMs` ago:
 * sent early, it tells the cron whether sync-to-agile is back (./delivery.ts).
 */
export async function claimProbe(db: D1Database, now: number, quietMs: number): Promise<ClaimedLead[]> {
  const { results } = await db
    .prepare(
      `UPDATE leads_outbox SET lease_until = ?1 + ${LEASE_MS}, attempts = attempts + 1, updated_at = ?1
       WHERE id = (
         SELECT id FROM leads_outbox INDEXED BY leads_outbox_due
         WHERE status = 'pending' AND lease_until <= ?1 AND updated_at <= ?2 AND record IS NOT NULL
         ORDER BY next_attempt_at LIMIT 1)
       RETURNING id, record, attempts, idempotency_key`,
    )
    .bind(now, now - quietMs)
    .all<{ id: number; record: string; attempts: number; idempotency_key: string }>();
  return toClaimed(results);
}

/** sync-to-agile is answering again: every lead waiting out a backoff is due now, and goes oldest first. */
export async function bringForward(db: D1Database, now: number): Promise<number> {
  const res = await db
    .prepare(`UPDATE leads_outbox SET next_attempt_at = ?1 WHERE status = 'pending' AND next_attempt_at > ?1 AND record IS NOT NULL`)
    .bind(now)
    .run();
  return res.meta.changes;
}

/** Gives back claimed rows the run had no time to send: uncounted, and due again at once. */
export function releaseUnsent(db: D1Database, ids: number[], now: number) {
  return db
    .prepare(`UPDATE leads_outbox SET attempts = attempts - 1, lease_until = 0, updated_at = ?2 WHERE id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(ids), now)
    .run();
}

export async function pendingCount(db: D1Database): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM leads_outbox WHERE status = 'pending'`).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Keeps the privacy policy’s promise (routes/legal/bodies.ts):
 * - a dedupe key goes when its UTC day is over (it can no longer match anything);
 * - a lead still undelivered after the retention period loses its personal data and is kept, anonymous, as
 *   expired, so the operator can see that it was lost;
 * - delivered and expired rows, which hold nothing about anyone, go one retention period later.
 */
export async function purge(db: D1Database, now: number): Promise<{ deleted: number; expired: number }> {
  const cutoff = now - RETENTION_MS;
  const [, deletedDelivered, deletedExpired, expired] = await db.batch([
    db.prepare(`UPDATE leads_outbox SET dedupe_key = NULL WHERE dedupe_key IS NOT NULL AND created_at < ?1`).bind(utcDayStart(now)),
    db.prepare(`DELETE FROM leads_outbox WHERE status = 'delivered' AND delivered_at < ?1`).bind(cutoff),
    db.prepare(`DELETE FROM leads_outbox WHERE status = 'failed' AND record IS NULL AND updated_at < ?1`).bind(cutoff),
    db
      .prepare(
        `UPDATE leads_outbox SET status = 'failed', record = NULL, dedupe_key = NULL, lease_until = 0,
           last_error = COALESCE(last_error || '; ', '') || 'expired after ${LEAD_RETENTION_DAYS} days', updated_at = ?2
         WHERE status != 'delivered' AND record IS NOT NULL AND created_at < ?1`,
      )
      .bind(cutoff, now),
  ]);
  return { deleted: (deletedDelivered?.meta.changes ?? 0) + (deletedExpired?.meta.changes ?? 0), expired: expired?.meta.changes ?? 0 };
}

/** An hour undelivered is long enough to tell the operator (./delivery.ts logs leads_stuck). */
export const STUCK_AFTER_MS = 60 * 60_000;

/** The counts on the Leads screen (./screen-page.tsx), and undelivered leads older than STUCK_AFTER_MS. */
export type OutboxSummary = LeadsSummary & { stuck: number };

/** An undelivered lead still holding its details, as the partial index leads_outbox_undelivered holds them. */
export const UNDELIVERED = `status != 'delivered' AND record IS NOT NULL`;

/**
 * The Leads screen's counts without counting rows (migrations/0019_leads_screen_at_scale.sql): the states from
 * lead_counts, deliveries from a range of leads_outbox_delivered, and the oldest lead from the first entry of
 * leads_outbox_undelivered (ids grow with arrival). With `stuck`, also the undelivered leads older than
 * STUCK_AFTER_MS, which the cron's alarm needs and which does mean reading them.
 */
export const SUMMARY_SQL = {
  states: `SELECT state, SUM(n) AS n FROM lead_counts GROUP BY state`,
  /** Bind the start of the last 24 hours. */
  deliveredSince: `SELECT COUNT(*) AS n FROM leads_outbox WHERE status = 'delivered' AND delivered_at >= ?1`,
  oldest: `SELECT created_at AS n FROM leads_outbox WHERE id = (SELECT id FROM leads_outbox INDEXED BY leads_outbox_undelivered WHERE ${UNDELIVERED} ORDER BY id LIMIT 1)`,
  /** Bind the arrival time before which a lead is stuck. */
  stuck: `SELECT COUNT(*) AS n FROM leads_outbox INDEXED BY leads_outbox_undelivered WHERE ${UNDELIVERED} AND created_at < ?1`,
} as const;

export async function outboxSummary(db: D1Database, now: number, { stuck = true } = {}): Promise<OutboxSummary> {
  const statements = [
    db.prepare(SUMMARY_SQL.states),
    db.prepare(SUMMARY_SQL.deliveredSince).bind(now - 24 * 60 * 60_000),
    db.prepare(SUMMARY_SQL.oldest),
    ...(stuck ? [db.prepare(SUMMARY_SQL.stuck).bind(now - STUCK_AFTER_MS)] : []),
  ];
  const [states, delivered, oldest, old] = await db.batch<{ state?: string; n: number }>(statements);
  const count = (state: string) => states?.results.find((r) => r.state === state)?.n ?? 0;
  return {
    waiting: count('waiting'),
    retrying: count('retrying'),
    parked: count('parked'),
    expired: count('expired'),
    deliveredLastDay: delivered?.results[0]?.n ?? 0,
    oldestUndeliveredAt: oldest?.results[0]?.n ?? null,
    stuck: old?.results[0]?.n ?? 0,
  };
}

/** Rows the operator may act on: holding their details, not delivered, and not mid-attempt. Bind the ids as a JSON array, then now. */
const ACTIONABLE = `id IN (SELECT value FROM json_each(?1)) AND status != 'delivered' AND record IS NOT NULL AND lease_until <= ?2`;

/** 'Send now': parked or waiting leads become due at once. Returns the ids that did (not gone, delivered, or mid-attempt). */
export async function requeueMany(db: D1Database, ids: number[], now: number): Promise<number[]> {
  const { results } = await db
    .prepare(`UPDATE leads_outbox SET status = 'pending', next_attempt_at = ?2, updated_at = ?2 WHERE ${ACTIONABLE} RETURNING id`)
    .bind(JSON.stringify(ids), now)
    .all<{ id: number }>();
  return results.map((r) => r.id).sort((a, b) => a - b);
}

export async function requeue(db: D1Database, id: number, now: number): Promise<boolean> {
  return (await requeueMany(db, [id], now)).length > 0;
}

/** 'Discard': the operator decided these leads are not to be sent (spam, a test); the rows and their details go. */
export async function discardMany(db: D1Database, ids: number[], now: number): Promise<{ id: number; source: LeadSource }[]> {
  const { results } = await db
    .prepare(`DELETE FROM leads_outbox WHERE ${ACTIONABLE} RETURNING id, source`)
    .bind(JSON.stringify(ids), now)
    .all<{ id: number; source: LeadSource }>();
  return results;
}

export async function discard(db: D1Database, id: number, now: number): Promise<LeadSource | null> {
  return (await discardMany(db, [id], now))[0]?.source ?? null;
}
