/**
 * The operator's actions on the Leads screen (./screen.tsx), on one lead or a selection. Each is
 * logged with the operator's email (never the lead's), so Workers Logs say who sent or discarded what.
 */
import { DRAIN_LIMITS, deliverLead, eachAtMost, type DeliveryOutcome } from './delivery';
import { supabaseConfig } from '../_app/supabase';
import type { Env } from '../_app/env';
import type { LeadsBulkResult } from '../_app/services';
import { discard, discardMany, requeue, requeueMany } from './outbox';
import { log } from '../_lib/log';

/** 'Send now': the lead becomes due at once and is tried straight away. 'gone' when there is nothing to send. */
export async function sendNow(env: Env, id: number, operator: string, now = Date.now()): Promise<DeliveryOutcome | 'gone'> {
  if (!(await requeue(env.DB, id, now))) {
    log.warn('lead_send_now', { id, operator, outcome: 'gone' });
    return 'gone';
  }
  const outcome = await deliverLead(env, id, now);
  log.at(outcome === 'delivered' ? 'info' : 'warn', 'lead_send_now', { id, operator, outcome });
  return outcome;
}

/** 'Discard': the lead and its details are deleted without being sent. */
export async function discardLead(env: Env, id: number, operator: string, now = Date.now()): Promise<boolean> {
  const source = await discard(env.DB, id, now);
  log.warn('lead_discarded', { id, operator, source, outcome: source ? 'discarded' : 'gone' });
  return source !== null;
}

/**
 * 'Send selected': every selected lead becomes due at once, and they are tried straight away, as many at a time
 * as a cron run sends and for no longer than one runs; any not tried by then go with the next cron run.
 */
export async function bulkSend(env: Env, ids: number[], operator: string, now = Date.now()): Promise<LeadsBulkResult> {
  const due = await requeueMany(env.DB, ids, now);
  const result: LeadsBulkResult = { requested: ids.length, done: 0, retrying: 0, parked: 0, waiting: 0, gone: ids.length - due.length };
  const started = Date.now();
  if (supabaseConfig(env)) {
    await eachAtMost(DRAIN_LIMITS.concurrency, due, async (id) => {
      const outcome = Date.now() - started > DRAIN_LIMITS.runBudgetMs ? 'skipped' : await deliverLead(env, id, now);
      if (outcome === 'delivered') result.done++;
      else if (outcome === 'retry') result.retrying++;
      else if (outcome === 'permanent') result.parked++;
      else result.waiting++;
    });
  } else {
    result.waiting = due.length;
  }
  log.at(result.done === due.length ? 'info' : 'warn', 'leads_bulk_send', { operator, count: due.length, ...result, ids: due });
  return result;
}

/** 'Discard selected': the selected leads and their details are deleted without being sent, in one statement. */
export async function bulkDiscard(env: Env, ids: number[], operator: string, now = Date.now()): Promise<LeadsBulkResult> {
  const gone = await discardMany(env.DB, ids, now);
  const result: LeadsBulkResult = { requested: ids.length, done: gone.length, retrying: 0, parked: 0, waiting: 0, gone: ids.length - gone.length };
  log.warn('leads_bulk_discard', { operator, count: gone.length, ...result, ids: gone.map((g) => g.id) });
  return result;
}
