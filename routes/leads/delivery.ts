/**
 * Moves leads from the outbox to sync-to-agile: once straight after a submission (in waitUntil), then from
 * the cron trigger with backoff until delivered, refused for good (400, 422), or out of the retention period.
 */
import type { LeadRecord } from '../_lib/lead-fields';
import type { Env } from '../_app/env';
import { supabaseConfig } from '../_app/supabase';
import { forwardLead, type ForwardResult } from './forwarder';
import {
  bringForward,
  claim,
  claimDue,
  claimProbe,
  type ClaimedLead,
  markDelivered,
  markFailed,
  markRetry,
  outboxSummary,
  pendingCount,
  purge,
  release,
  releaseUnsent,
  STUCK_AFTER_MS,
} from './outbox';
import { log } from '../_lib/log';

/**
 * 5, 10, 20, 40, 80, 160 and 320 minutes, then every 6 hours, until the retention purge (outbox.ts) expires
 * the lead: there is no attempt limit, because a failure that is not the record's fault (a rotated key, a
 * function not yet deployed) can last for days and must not cost the lead.
 */
const BASE_DELAY_MS = 5 * 60_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;

/**
 * One cron run (every minute, wrangler.toml [triggers]) on Workers Paid, whose limits are, per invocation
 * (https://developers.cloudflare.com/workers/platform/limits/): 6 connections open at once, 30 s of CPU by
 * default, and 10,000 subrequests (earlier versions of the page said 1,000; this budget keeps under both). Counting every
 * D1 query as if it were a subrequest too, a run makes at most `batch` calls to sync-to-agile, one D1 batch per
 * `concurrency` outcomes, and six other queries (purge, claim, probe, release, bring forward, alarm):
 * 200 + 34 + 6 = 240. It stops starting calls after `runBudgetMs` and each
 * call gives up after FORWARD_TIMEOUT_MS (forwarder.ts), so it ends within about 25 s, long before the next
 * run's lease check (LEASE_MS, outbox.ts). 5,000 waiting leads take 25 runs: 25 minutes.
 */
export const DRAIN_LIMITS = { batch: 200, concurrency: 6, runBudgetMs: 20_000 } as const;
/** During an outage the cron sends one waiting lead early, at most this often per lead, to find out it is over. */
export const PROBE_QUIET_MS = 5 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

export function warnNotConfigured(pending?: number) {
  log.warn('leads_backend_not_configured', {
    message: 'SUPABASE_URL and SUPABASE_ANON_KEY are not set: leads are kept in the outbox until they are.',
    ...(pending === undefined ? {} : { pending }),
  });
}

export type DeliveryOutcome = ForwardResult['outcome'] | 'skipped';

/** One delivery attempt for one stored lead. Never throws: the row is left to the cron if anything goes wrong. */
export async function deliverLead(env: Env, id: number, now = Date.now()): Promise<DeliveryOutcome> {
  const config = supabaseConfig(env);
  if (!config) {
    warnNotConfigured();
    return 'skipped';
  }
  try {
    const claimed = await claim(env.DB, id, now);
    if (!claimed) return 'skipped';
    const result = await forwardLead(config, claimed.record, claimed.key);
    const outcome = settlement(env.DB, { id, ...claimed }, result, now);
    await outcome.write.run();
    outcome.log();
    return result.outcome;
  } catch (err) {
    log.error('lead_delivery_error', { id, message: (err as Error).message });
    return 'skipped';
  }
}

/** What an attempt's answer means for the row (a statement to run), and the operator's log line once it has run. */
interface Settlement {
  outcome: ForwardResult['outcome'];
  write: D1PreparedStatement;
  log: () => void;
}

function settlement(db: D1Database, lead: ClaimedLead, result: ForwardResult, now: number): Settlement {
  const { id, attempts } = lead;
  const source = lead.record.source;
  const done = (write: D1PreparedStatement, log: () => void): Settlement => ({ outcome: result.outcome, write, log });
  switch (result.outcome) {
    case 'delivered':
      return done(markDelivered(db, id, now), () => log.info('lead_delivered', { id, source, attempts }));
    case 'permanent':
      return done(markFailed(db, id, now, result.reason, result.status), () =>
        log.error('lead_parked', { id, source, attempts, status: result.status, reason: result.reason, permanent: true }),
      );
    case 'unconfigured':
      // Not the lead's fault: give the attempt back and wait for the operator to fix the configuration.
      return done(release(db, id, now, result.reason), () => log.error('leads_backend_misconfigured', { id, reason: result.reason }));
    case 'retry': {
      const next = now + Math.max(backoffMs(attempts), result.retryAfterMs ?? 0);
      const status = result.status ?? null;
      return done(markRetry(db, id, now, next, result.reason, status), () =>
        log.warn('lead_retry_scheduled', { id, source, attempts, status, reason: result.reason, next: new Date(next).toISOString() }),
      );
    }
  }
}

/**
 * The cron run: the retention purge; then the due leads, oldest first, DRAIN_LIMITS.concurrency at a time; then
 * the operator's alarm. When nothing is due but leads wait out a backoff, one of them is sent early as a probe.
 * A run in which sync-to-agile took every lead sent makes every waiting lead due at once: a backlog left by an
 * outage goes within the hour after it ends, not after each lead's own backoff (up to 6 hours).
 */
export async function drainOutbox(env: Env, now = Date.now()): Promise<Record<DeliveryOutcome, number>> {
  const tally: Record<DeliveryOutcome, number> = { delivered: 0, retry: 0, permanent: 0, unconfigured: 0, skipped: 0 };
  const started = Date.now();
  const { deleted, expired } = await purge(env.DB, now);
  if (expired) log.error('leads_expired_undelivered', { expired });
  if (deleted) log.info('leads_purged', { deleted });
  const config = supabaseConfig(env);
  if (!config) {
    const pending = await pendingCount(env.DB);
    if (pending) warnNotConfigured(pending);
  } else {
    let leads = await claimDue(env.DB, now, DRAIN_LIMITS.batch);
    if (!leads.length) leads = await claimProbe(env.DB, now, PROBE_QUIET_MS);
    const unsent: number[] = [];
    // Outcomes are written a few at a time, in one D1 batch each: one round trip instead of one per lead. A
    // run cut short between an answer and its write leaves those rows leased; they are sent again after
    // LEASE_MS under the same Idempotency-Key, which sync-to-agile already has.
    const settled: Settlement[] = [];
    const write = async () => {
      const group = settled.splice(0);
      if (!group.length) return;
      try {
        await (group.length === 1 ? group[0]!.write.run() : env.DB.batch(group.map((s) => s.write)));
      } catch (err) {
        log.error('lead_settle_failed', { ids: group.length, message: (err as Error).message });
        return;
      }
      for (const s of group) {
        tally[s.outcome]++;
        s.log();
      }
    };
    await eachAtMost(DRAIN_LIMITS.concurrency, leads, async (lead) => {
      if (Date.now() - started > DRAIN_LIMITS.runBudgetMs) return void unsent.push(lead.id);
      let result: ForwardResult;
      try {
        result = await forwardLead(config, lead.record, lead.key);
      } catch (err) {
        // The lease runs out and a later run tries again.
        log.error('lead_delivery_error', { id: lead.id, message: (err as Error).message });
        return;
      }
      settled.push(settlement(env.DB, lead, result, now));
      if (settled.length >= DRAIN_LIMITS.concurrency) await write();
    });
    await write();
    if (unsent.length) await releaseUnsent(env.DB, unsent, now);
    // Only a run that every attempt succeeded in says the service is well: a failing record (a 5xx it alone
    // causes) then waits out its own backoff instead of being sent every minute.
    if (tally.delivered && !tally.retry) {
      const due = await bringForward(env.DB, now);
      if (due) log.info('leads_backend_recovered', { due });
    }
    if (tally.delivered + tally.retry + tally.permanent) log.info('leads_outbox_run', { ...tally, unsent: unsent.length });
  }
  await alarmIfStuck(env.DB, now);
  return tally;
}

/** Runs `task` over `items` with at most `limit` running at once. */
export async function eachAtMost<T>(limit: number, items: T[], task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * One stable error event, every cron run, for as long as any lead has waited over an hour or is parked: the
 * Workers Logs alert in docs/operations.md is set on it, and the Leads screen (/blog/manage/leads) shows which.
 */
async function alarmIfStuck(db: D1Database, now: number) {
  const s = await outboxSummary(db, now);
  if (!s.stuck && !s.parked) return;
  log.error('leads_stuck', {
    parked: s.parked,
    waitingOverAnHour: s.stuck,
    retrying: s.retrying,
    oldestMinutes: s.oldestUndeliveredAt === null ? null : Math.floor((now - s.oldestUndeliveredAt) / 60_000),
    thresholdMinutes: STUCK_AFTER_MS / 60_000,
  });
}

/** Forwards a lead that could not be stored (D1 unavailable): the visitor's only chance, so no retries. */
export async function forwardUnstored(env: Env, record: LeadRecord, key: string): Promise<boolean> {
  const config = supabaseConfig(env);
  if (!config) return false;
  try {
    const result = await forwardLead(config, record, key);
    const status = 'status' in result ? result.status : undefined;
    log.at(result.outcome === 'delivered' ? 'warn' : 'error', 'lead_forwarded_unstored', { source: record.source, outcome: result.outcome, status });
    return result.outcome === 'delivered';
  } catch (err) {
    log.error('lead_forwarded_unstored', { source: record.source, outcome: 'error', message: (err as Error).message });
    return false;
  }
}
