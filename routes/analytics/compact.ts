/**
 * Keeps each day's rollups bounded, run by the cron every minute after retention: for the dimensions whose keys
 * come from outside (404 paths, referring hosts, campaigns, buttons' words) or grow with the site (pages, landing
 * pages, Web Vitals per page), only the top KEYS_PER_DAY keys of a day stay their own rows; the rest are added to
 * one OTHER_KEY row and deleted. A flood of junk 404s costs at most a minute's rows, then one row.
 *
 * Today and yesterday only: the queue delivers a day's counts within minutes, or after a D1 outage within its retry
 * window (docs/analytics.md), so older days no longer change. Both statements read a range of the primary key.
 */
import type { Env } from '../_app/env';
import { OTHER_KEY } from './rollups';
import { utcDay } from './visitor';

/** The dimensions kept to their top keys per day: every one but total, country (about 250 codes) and device (three). */
export const BOUNDED_DIMS = ['page', 'landing', 'source', 'campaign', 'cta', '404', 'vitals', 'search', 'search-empty'] as const;

/** Keys kept per dimension per day: twice the rows a table shows (ROW_LIMIT), so a period's top rows are real ones. */
export const KEYS_PER_DAY = 100;

const dims = BOUNDED_DIMS.map((_, i) => `?${i + 3}`).join(', ');

/** Keys past the day's top KEYS_PER_DAY by their figures summed, largest first (ties by key, so the result is stable). */
const FOLDED = `WITH ranked AS (
    SELECT dim, day, key, ROW_NUMBER() OVER (PARTITION BY dim, day ORDER BY SUM(value) DESC, key) AS place
    FROM analytics_daily WHERE dim IN (${dims}) AND day >= ?1 AND key <> ?2 GROUP BY dim, day, key
  ), folded AS (SELECT dim, day, key FROM ranked WHERE place > ${KEYS_PER_DAY})`;

export const COMPACT_SQL = {
  fold: `${FOLDED}
    INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT d.dim, d.day, ?2, d.metric, SUM(d.value) FROM analytics_daily d JOIN folded f ON d.dim = f.dim AND d.day = f.day AND d.key = f.key
    WHERE d.dim IN (${dims}) AND d.day >= ?1 GROUP BY d.dim, d.day, d.metric
    ON CONFLICT (dim, day, key, metric) DO UPDATE SET value = value + excluded.value`,
  drop: `${FOLDED}
    DELETE FROM analytics_daily WHERE dim IN (${dims}) AND day >= ?1 AND (dim, day, key) IN (SELECT dim, day, key FROM folded)`,
} as const;

/** One D1 batch, so the other row and the deletion are written together or not at all. */
export async function compactRollups(env: Pick<Env, 'DB'>, now: number): Promise<void> {
  const since = utcDay(now - 86_400_000);
  const bind = (sql: string) => env.DB.prepare(sql).bind(since, OTHER_KEY, ...BOUNDED_DIMS);
  await env.DB.batch([bind(COMPACT_SQL.fold), bind(COMPACT_SQL.drop)]);
}
