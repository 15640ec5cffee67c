/**
 * Retention, run by the cron every minute (cheap: each DELETE reads an index range that is empty almost every
 * time). Daily rollups are kept ANALYTICS_RETENTION_MONTHS (25 unless set); the per-visitor rows of a day (analytics_visitors, experiment_visitors) go once
 * the day after it has ended, so none is older than 48 hours; a salt is gone once its day has ended.
 */
import type { Env } from '../_app/env';
import { ROLLUP_DIMS } from './rollups';
import { ANALYTICS_RETENTION_MONTHS } from '../_lib/retention';
import { utcDay } from './visitor';

export function retentionMonths(env: Pick<Env, 'ANALYTICS_RETENTION_MONTHS'>): number {
  const n = Number(env.ANALYTICS_RETENTION_MONTHS);
  return Number.isInteger(n) && n >= 1 && n <= 120 ? n : ANALYTICS_RETENTION_MONTHS;
}

/** The first day still kept: the same day of the month, `months` months before `today`. */
export function keptFrom(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return utcDay(Date.UTC(y, m - 1 - months, d));
}

export async function applyAnalyticsRetention(env: Pick<Env, 'DB' | 'ANALYTICS_RETENTION_MONTHS'>, now: number): Promise<void> {
  const today = utcDay(now);
  const yesterday = utcDay(now - 86_400_000);
  const dims = ROLLUP_DIMS.map((_, i) => `?${i + 2}`).join(', ');
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM analytics_daily WHERE dim IN (${dims}) AND day < ?1`).bind(keptFrom(today, retentionMonths(env)), ...ROLLUP_DIMS),
    env.DB.prepare('DELETE FROM analytics_visitors WHERE day < ?1').bind(yesterday),
    env.DB.prepare('DELETE FROM experiment_visitors WHERE day < ?1').bind(yesterday),
    env.DB.prepare('DELETE FROM analytics_salts WHERE day < ?1').bind(today),
  ]);
}
