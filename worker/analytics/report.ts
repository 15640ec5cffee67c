/**
 * What the Analytics screen reads: the daily rollups only, never per-visitor rows. Two queries in one D1 batch,
 * each a range of the primary key (dim, day, ...), so a year of rollups costs a few thousand index rows, not a
 * scan of raw events (tests/worker/analytics-screen.test.ts checks the plans).
 */
import type { AnalyticsData, Period, SumRow } from '../../routes/_lib/analytics-data';
import { ROLLUP_DIMS } from '../../routes/_lib/analytics-data';

const DIMS = ROLLUP_DIMS.map((_, i) => `?${i + 4}`).join(', ');

export const REPORT_SQL = {
  daily: "SELECT day, metric, value FROM analytics_daily WHERE dim = 'total' AND day BETWEEN ?1 AND ?2 AND key = ''",
  sums: `SELECT dim, key, metric,
      SUM(CASE WHEN day >= ?3 THEN value ELSE 0 END) AS current,
      SUM(CASE WHEN day < ?3 THEN value ELSE 0 END) AS previous
    FROM analytics_daily WHERE dim IN (${DIMS}) AND day BETWEEN ?1 AND ?2 GROUP BY dim, key, metric`,
} as const;

export async function readReport(db: Pick<D1Database, 'prepare' | 'batch'>, period: Period): Promise<AnalyticsData> {
  const [daily, sums] = await db.batch([
    db.prepare(REPORT_SQL.daily).bind(period.previousFrom, period.to),
    db.prepare(REPORT_SQL.sums).bind(period.previousFrom, period.to, period.from, ...ROLLUP_DIMS),
  ]);
  return {
    period,
    daily: daily!.results as AnalyticsData['daily'],
    sums: sums!.results as unknown as SumRow[],
  };
}
