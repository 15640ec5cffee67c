/**
 * Moves leads from the outbox to sync-to-agile: once straight after a submission (in waitUntil), then from
 * the cron trigger with backoff until delivered, refused for good (400, 422), or out of the retention period.
 */
import type { LeadRecord } from '../../routes/leads/fields';
import { supabaseConfig, type LeadsEnv } from './env';
import { forwardLead, type ForwardResult } from './forwarder';
import { claim, dueIds, markDelivered, markFailed, markRetry, outboxSummary, pendingCount, purge, release, STUCK_AFTER_MS } from './outbox';

/**
 * 5, 10, 20, 40, 80, 160 and 320 minutes, then every 6 hours, until the retention purge (outbox.ts) expires
 * the lead: there is no attempt limit, because a failure that is not the record's fault (a rotated key, a
 * function not yet deployed) can last for days and must not cost the lead.
 */
const BASE_DELAY_MS = 5 * 60_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;
const BATCH = 50;

export function backoffMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** Operator log lines: JSON, no personal data (ids and sources only). */
export function logLead(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}) {
  console[level](JSON.stringify({ event, ...fields }));
}

export function warnNotConfigured(pending?: number) {
  logLead('warn', 'leads_backend_not_configured', {
    message: 'SUPABASE_URL and SUPABASE_ANON_KEY are not set: leads are kept in the outbox until they are.',
    ...(pending === undefined ? {} : { pending }),
  });
}

export type DeliveryOutcome = ForwardResult['outcome'] | 'skipped';

/** One delivery attempt for one stored lead. Never throws: the row is left to the cron if anything goes wrong. */
export async function deliverLead(env: LeadsEnv, id: number, now = Date.now()): Promise<DeliveryOutcome> {
  const config = supabaseConfig(env);
  if (!config) {
    warnNotConfigured();
    return 'skipped';
  }
  try {
    const claimed = await claim(env.DB, id, now);
    if (!claimed) return 'skipped';
    const result = await forwardLead(config, claimed.record, claimed.key);
    await settle(env.DB, id, claimed.attempts, claimed.record, result, now);
    return result.outcome;
  } catch (err) {
    logLead('error', 'lead_delivery_error', { id, message: (err as Error).message });
    return 'skipped';
  }
}

async function settle(db: D1Database, id: number, attempts: number, record: LeadRecord, result: ForwardResult, now: number) {
  const source = record.source;
  switch (result.outcome) {
    case 'delivered':
      await markDelivered(db, id, now);
      return logLead('info', 'lead_delivered', { id, source, attempts });
    case 'permanent':
      await markFailed(db, id, now, result.reason, result.status);
      return logLead('error', 'lead_parked', { id, source, attempts, status: result.status, reason: result.reason, permanent: true });
    case 'unconfigured':
      // Not the lead's fault: give the attempt back and wait for the operator to fix the configuration.
      await release(db, id, now, result.reason);
      return logLead('error', 'leads_backend_misconfigured', { id, reason: result.reason });
    case 'retry': {
      const next = now + Math.max(backoffMs(attempts), result.retryAfterMs ?? 0);
      const status = result.status ?? null;
      await markRetry(db, id, now, next, result.reason, status);
      return logLead('warn', 'lead_retry_scheduled', { id, source, attempts, status, reason: result.reason, next: new Date(next).toISOString() });
    }
  }
}

/** The cron run: the retention purge, then everything due, one at a time, then the operator's alarm. */
export async function drainOutbox(env: LeadsEnv, now = Date.now()): Promise<Record<DeliveryOutcome, number>> {
  const tally: Record<DeliveryOutcome, number> = { delivered: 0, retry: 0, permanent: 0, unconfigured: 0, skipped: 0 };
  const { deleted, expired } = await purge(env.DB, now);
  if (expired) logLead('error', 'leads_expired_undelivered', { expired });
  if (deleted) logLead('info', 'leads_purged', { deleted });
  if (!supabaseConfig(env)) {
    const pending = await pendingCount(env.DB);
    if (pending) warnNotConfigured(pending);
  } else {
    for (const id of await dueIds(env.DB, now, BATCH)) tally[await deliverLead(env, id, now)]++;
    if (tally.delivered + tally.retry + tally.permanent) logLead('info', 'leads_outbox_run', tally);
  }
  await alarmIfStuck(env.DB, now);
  return tally;
}

/**
 * One stable error event, every cron run, for as long as any lead has waited over an hour or is parked: the
 * Workers Logs alert in the README is set on it, and the Leads screen (/blog/manage/leads) shows which.
 */
async function alarmIfStuck(db: D1Database, now: number) {
  const s = await outboxSummary(db, now);
  if (!s.stuck && !s.parked) return;
  logLead('error', 'leads_stuck', {
    parked: s.parked,
    waitingOverAnHour: s.stuck,
    retrying: s.retrying,
    oldestMinutes: s.oldestUndeliveredAt === null ? null : Math.floor((now - s.oldestUndeliveredAt) / 60_000),
    thresholdMinutes: STUCK_AFTER_MS / 60_000,
  });
}

/** Forwards a lead that could not be stored (D1 unavailable): the visitor's only chance, so no retries. */
export async function forwardUnstored(env: LeadsEnv, record: LeadRecord, key: string): Promise<boolean> {
  const config = supabaseConfig(env);
  if (!config) return false;
  try {
    const result = await forwardLead(config, record, key);
    const status = 'status' in result ? result.status : undefined;
    logLead(result.outcome === 'delivered' ? 'warn' : 'error', 'lead_forwarded_unstored', { source: record.source, outcome: result.outcome, status });
    return result.outcome === 'delivered';
  } catch (err) {
    logLead('error', 'lead_forwarded_unstored', { source: record.source, outcome: 'error', message: (err as Error).message });
    return false;
  }
}
