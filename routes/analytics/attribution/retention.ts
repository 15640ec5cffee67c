/**
 * Run by the cron with the analytics retention (worker/index.tsx): references, payments, plans' first invoices and
 * the record of counted deliveries go after ATTRIBUTION_RETENTION_DAYS (45 unless set), a reference with a payment
 * or a first invoice no sooner than they do, so a refund within that time of its payment is credited where the
 * payment was. A visitor hash still
 * waiting in a reference for its visit's facts goes once its day is over, as analytics_visitors' rows do
 * (routes/analytics/retention.ts), and with it what was owed to that visit's landing page, source and campaign; the
 * address's daily hash kept for the cap on references goes with its day's salt. Each statement reads an index range
 * that is empty almost every minute. A delivery whose record has gone cannot count again: Stripe's and Calendly's
 * are refused by their signed timestamps, Cal.com's by its createdAt (./deliveries.ts, calMaxAgeS).
 */
import type { Env } from '../../_app/env';
import { utcDay } from '../visitor';
import { keptSince, settleOwed } from './refs';

export async function applyAttributionRetention(env: Pick<Env, 'DB'> & Partial<Pick<Env, 'ATTRIBUTION_RETENTION_DAYS'>>, now: number): Promise<void> {
  const cutoff = keptSince(env, now);
  await env.DB.batch([
    env.DB.prepare('DELETE FROM attribution_payments WHERE received < ?1').bind(cutoff),
    env.DB.prepare('DELETE FROM attribution_invoices WHERE received < ?1').bind(cutoff),
    env.DB.prepare(`DELETE FROM attribution_refs WHERE created < ?1
      AND NOT EXISTS (SELECT 1 FROM attribution_payments p WHERE p.ref = attribution_refs.ref)
      AND NOT EXISTS (SELECT 1 FROM attribution_invoices i WHERE i.ref = attribution_refs.ref)`).bind(cutoff),
    env.DB.prepare('UPDATE attribution_refs SET pending = NULL WHERE pending IS NOT NULL AND day < ?1').bind(utcDay(now - 86_400_000)),
    ...settleOwed(env.DB),
    env.DB.prepare('UPDATE attribution_refs SET address_key = NULL WHERE address_key IS NOT NULL AND day < ?1').bind(utcDay(now)),
    env.DB.prepare('DELETE FROM attribution_events WHERE received < ?1').bind(cutoff),
  ]);
}
