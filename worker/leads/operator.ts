/**
 * The operator's two actions on the Leads screen (routes/blog/manage/leads.tsx). Each is logged with the
 * operator's email (never the lead's), so Workers Logs say who sent or discarded what.
 */
import { deliverLead, logLead, type DeliveryOutcome } from './delivery';
import type { Env } from '../../routes/_app/env';
import { discard, requeue } from './outbox';

/** 'Send now': the lead becomes due at once and is tried straight away. 'gone' when there is nothing to send. */
export async function sendNow(env: Env, id: number, operator: string, now = Date.now()): Promise<DeliveryOutcome | 'gone'> {
  if (!(await requeue(env.DB, id, now))) {
    logLead('warn', 'lead_send_now', { id, operator, outcome: 'gone' });
    return 'gone';
  }
  const outcome = await deliverLead(env, id, now);
  logLead(outcome === 'delivered' ? 'info' : 'warn', 'lead_send_now', { id, operator, outcome });
  return outcome;
}

/** 'Discard': the lead and its details are deleted without being sent. */
export async function discardLead(env: Env, id: number, operator: string, now = Date.now()): Promise<boolean> {
  const source = await discard(env.DB, id, now);
  logLead('warn', 'lead_discarded', { id, operator, source, outcome: source ? 'discarded' : 'gone' });
  return source !== null;
}
