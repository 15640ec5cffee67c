/**
 * Run by the cron with the analytics retention (worker/index.tsx): references and the record of counted deliveries
 * go after ATTRIBUTION_RETENTION_DAYS (45 unless set); a visitor hash still waiting in a reference for its visit's
 * facts goes once its day is over, as analytics_visitors' rows do (routes/analytics/retention.ts), and the
 * address's daily hash kept for the cap on references goes with its day's salt. Each statement
 * reads an index range that is empty almost every minute.
 */
import type { Env } from '../../_app/env';
import { utcDay } from '../visitor';
import { retentionDays } from './refs';

export async function applyAttributionRetention(env: Pick<Env, 'DB'> & Partial<Pick<Env, 'ATTRIBUTION_RETENTION_DAYS'>>, now: number): Promise<void> {
  const cutoff = now - retentionDays(env) * 86_400_000;
  await env.DB.batch([
    env.DB.prepare('DELETE FROM attribution_refs WHERE created < ?1').bind(cutoff),
    env.DB.prepare('UPDATE attribution_refs SET pending = NULL WHERE pending IS NOT NULL AND day < ?1').bind(utcDay(now - 86_400_000)),
    env.DB.prepare('UPDATE attribution_refs SET address_key = NULL WHERE address_key IS NOT NULL AND day < ?1').bind(utcDay(now)),
    env.DB.prepare('DELETE FROM attribution_events WHERE received < ?1').bind(cutoff),
  ]);
}
