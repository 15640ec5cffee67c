/**
 * What the Analytics screen reads: the daily rollups only, never per-visitor rows. Three queries in one D1 batch,
 * each a range of the primary key (dim, day, ...), so a year of rollups costs a few thousand index rows, not a
 * scan of raw events (tests/worker/analytics-screen.test.ts checks the plans). Each is bounded: a dimension's keys
 * are ranked by the figure its table leads with and only the top ROW_LIMIT are read, with how many there were;
 * the compaction (./compact.ts) keeps each day to a few hundred keys a dimension however much junk arrives.
 */
import type { AnalyticsData, Figure, Period, SumRow } from './data';
import { MAX_DAYS, ROLLUP_DIMS, ROW_LIMIT } from './data';
import { VITAL_BUCKETS } from './consumer';

const DIMS = ROLLUP_DIMS.map((_, i) => `?${i + 4}`).join(', ');

/** The metric each table is sorted by (routes/analytics/data.ts buildTables): its first figure column. */
const LEADS = "CASE WHEN dim = 'vitals' THEN metric LIKE 'LCP:%' ELSE metric = CASE dim WHEN 'page' THEN 'views' WHEN '404' THEN 'views' WHEN 'search' THEN 'searches' WHEN 'search-empty' THEN 'searches' WHEN 'cta' THEN 'conversions' ELSE 'visitors' END END";

/** Metrics one key can have: the Web Vitals histograms' buckets are the most. */
const METRICS_PER_KEY = Object.values(VITAL_BUCKETS).reduce((n, b) => n + b.length, 0);
/**
 * The metrics the daily chart and its table show. The 'total' dimension holds more per day (conversions, clicks,
 * booked calls, payments, revenue in each currency), read with the other sums; only these two are read per day.
 */
const DAILY_METRICS = ['views', 'visitors'] as const;

export const REPORT_SQL = {
  daily: `SELECT day, metric, value FROM analytics_daily WHERE dim = 'total' AND day BETWEEN ?1 AND ?2 AND key = ''
    AND metric IN (${DAILY_METRICS.map((m) => `'${m}'`).join(', ')}) LIMIT ${2 * MAX_DAYS * DAILY_METRICS.length}`,
  sums: `WITH s AS (
      SELECT dim, key, metric,
        SUM(CASE WHEN day >= ?3 THEN value ELSE 0 END) AS current,
        SUM(CASE WHEN day < ?3 THEN value ELSE 0 END) AS previous
      FROM analytics_daily WHERE dim IN (${DIMS}) AND day BETWEEN ?1 AND ?2 GROUP BY dim, key, metric
    ), k AS (
      SELECT dim, key, COUNT(*) OVER (PARTITION BY dim) AS keys,
        ROW_NUMBER() OVER (PARTITION BY dim ORDER BY SUM(CASE WHEN ${LEADS} THEN current ELSE 0 END) DESC,
          SUM(CASE WHEN ${LEADS} THEN previous ELSE 0 END) DESC, key) AS place
      FROM s GROUP BY dim, key
    )
    SELECT s.dim, s.key, s.metric, s.current, s.previous, k.keys FROM s JOIN k ON k.dim = s.dim AND k.key = s.key
    WHERE k.place <= ${ROW_LIMIT} LIMIT ${ROLLUP_DIMS.length * ROW_LIMIT * METRICS_PER_KEY}`,
  missing: `SELECT COALESCE(SUM(CASE WHEN day >= ?3 THEN value ELSE 0 END), 0) AS current,
      COALESCE(SUM(CASE WHEN day < ?3 THEN value ELSE 0 END), 0) AS previous
    FROM analytics_daily WHERE dim = '404' AND day BETWEEN ?1 AND ?2 LIMIT 1`,
} as const;

export async function readReport(db: Pick<D1Database, 'prepare' | 'batch'>, period: Period): Promise<AnalyticsData> {
  const [daily, sums, missing] = await db.batch([
    db.prepare(REPORT_SQL.daily).bind(period.previousFrom, period.to),
    db.prepare(REPORT_SQL.sums).bind(period.previousFrom, period.to, period.from, ...ROLLUP_DIMS),
    db.prepare(REPORT_SQL.missing).bind(period.previousFrom, period.to, period.from),
  ]);
  return {
    period,
    daily: daily!.results as AnalyticsData['daily'],
    sums: sums!.results as unknown as SumRow[],
    missing: missing!.results[0] as unknown as Figure,
  };
}
