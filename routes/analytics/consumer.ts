/**
 * The analytics queue's consumer (wrangler.toml [[queues.consumers]]): each batch of up to 100 messages becomes
 * one D1 batch of at most eleven statements, whatever its size, which D1 runs as one transaction. So a batch is
 * counted whole or not at all: when D1 fails, nothing of it is written and the whole batch is retried later
 * (up to max_retries, with growing delays), so a short D1 outage loses nothing and counts nothing twice.
 *
 * The counts that need no memory (page views, 404s, clicks, Web Vitals) are summed here and added in one
 * statement. Those that depend on the visitor's day (a new visitor, the first page of the day as landing page and
 * source, conversions credited to them, visitors who converted) are worked out in SQL against
 * analytics_visitors inside the same transaction, so two batches can never both count the same visitor as new.
 */
import type { Env } from '../_app/env';
import type { AnalyticsMessage } from './record';
import { log } from '../_lib/log';
import { REF_SQL, settleOwed } from './attribution/refs';

/** Bucket upper bounds for the Web Vitals histograms: the 75th percentile is read from them (./report.ts). */
export const VITAL_BUCKETS = {
  LCP: [100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000, 60000],
  INP: [16, 32, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000, 10000, 60000],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5, 10],
} as const;

export function vitalBucket(name: keyof typeof VITAL_BUCKETS, value: number): number {
  const bounds = VITAL_BUCKETS[name];
  return bounds.find((b) => value <= b) ?? bounds[bounds.length - 1]!;
}

/** The key of a click in the 'cta' rollup: kind, target, words and place, tab-separated. */
export const ctaKey = (m: { kind: string; target?: string; label?: string; place?: string }) => [m.kind, m.target ?? '', m.label ?? '', m.place ?? ''].join('\t');

type Row = [dim: string, day: string, key: string, metric: string, n: number];

export interface Folded {
  /** Page views in arrival order: the first of a visitor's day is its landing page. */
  views: [day: string, visitor: string, landing: string, source: string, campaign: string, country: string, device: string, addressKey: string | null][];
  /** Conversions per visitor day, and how many of them were booking or checkout clicks (its go-addresses). */
  conversions: [day: string, visitor: string, n: number, clicks: number][];
  increments: Row[];
  /** Copy experiments' exposures (routes/analytics/experiments/), and the kinds of conversion of each visitor day. */
  shown: [day: string, visitor: string, experiment: number, variant: number][];
  converted: [day: string, visitor: string, group: ConversionGroup][];
}

/** The conversions a copy experiment's report counts, each once per visitor day: every kind, and these three. */
export type ConversionGroup = 'any' | 'click' | 'newsletter' | 'assessment';
const GROUP_OF: Partial<Record<string, ConversionGroup>> = {
  booking: 'click',
  checkout: 'click',
  newsletter: 'newsletter',
  fit_completed: 'assessment',
  burnout_completed: 'assessment',
};

export function fold(messages: AnalyticsMessage[]): Folded {
  const views: Folded['views'] = [];
  const conversions = new Map<string, [string, string, number, number]>();
  const increments = new Map<string, Row>();
  const shown: Folded['shown'] = [];
  const converted = new Map<string, Folded['converted'][number]>();
  const convert = (day: string, visitor: string, group: ConversionGroup | undefined) => {
    if (group) converted.set(`${day}\u0000${visitor}\u0000${group}`, [day, visitor, group]);
  };
  const add = (dim: string, day: string, key: string, metric: string) => {
    const id = `${dim}\u0000${day}\u0000${key}\u0000${metric}`;
    const row = increments.get(id);
    if (row) row[4]++;
    else increments.set(id, [dim, day, key, metric, 1]);
  };
  for (const m of messages) {
    switch (m.t) {
      case 'view':
        views.push([m.day, m.visitor, m.path, m.source, m.campaign, m.country, m.device, m.addressKey ?? null]);
        add('total', m.day, '', 'views');
        add('page', m.day, m.path, 'views');
        for (const [experiment, variant] of m.shown ?? []) shown.push([m.day, m.visitor, experiment, variant]);
        break;
      case 'missing':
        add('404', m.day, m.path, 'views');
        break;
      case 'conversion': {
        add('total', m.day, '', 'conversions');
        add('cta', m.day, ctaKey(m), 'conversions');
        add('page', m.day, m.page, 'conversions');
        convert(m.day, m.visitor, 'any');
        convert(m.day, m.visitor, GROUP_OF[m.kind]);
        const click = m.kind === 'booking' || m.kind === 'checkout' ? 1 : 0;
        if (click) add('total', m.day, '', 'clicks');
        const id = `${m.day}\u0000${m.visitor}`;
        const seen = conversions.get(id);
        if (seen) {
          seen[2]++;
          seen[3] += click;
        } else conversions.set(id, [m.day, m.visitor, 1, click]);
        break;
      }
      case 'vitals':
        add('vitals', m.day, m.path, `${m.name}:${vitalBucket(m.name, m.value)}`);
        break;
      case 'search':
        add('search', m.day, m.query, 'searches');
        if (!m.found) add('search-empty', m.day, m.query, 'searches');
        break;
    }
  }
  return { views, conversions: [...conversions.values()], increments: [...increments.values()], shown, converted: [...converted.values()] };
}

const UPSERT = 'ON CONFLICT (dim, day, key, metric) DO UPDATE SET value = value + excluded.value';
const j = (i: number) => `json_extract(value, '$[${i}]')`;

/**
 * The per-visitor dimensions of analytics_visitors rows, one output row per (visitor, dimension). A join with a
 * list of names rather than a UNION: D1 allows only a few terms in a compound SELECT.
 */
const VISITOR_DIMS = (from: string, where: string, extra = '') => `SELECT d.value AS dim, v.day AS day,
    CASE d.value WHEN 'landing' THEN v.landing WHEN 'source' THEN v.source WHEN 'campaign' THEN v.campaign
      WHEN 'country' THEN v.country WHEN 'device' THEN v.device ELSE '' END AS key${extra}
  FROM ${from} v, json_each('["total","landing","source","campaign","country","device"]') d
  WHERE ${where} AND NOT (d.value = 'campaign' AND v.campaign = '')`;

/**
 * The most visitors one address can be in a day. A household or an office behind one address is a few people;
 * twenty user agents from one address in a minute is one machine. A page view past the cap still counts as a page
 * view, but is no new visitor, landing page or source (docs/analytics.md).
 */
export const VISITORS_PER_ADDRESS = 10;

export const SQL = {
  // The batch's first page view of each visitor not yet known today (bare columns beside MIN() come from that row),
  // numbered per address in arrival order, and kept only while the address is under its cap.
  visitors: `INSERT INTO analytics_visitors (day, visitor, landing, source, campaign, country, device, address_key)
    SELECT day, visitor, landing, source, campaign, country, device, address_key FROM (
      SELECT b.*, ROW_NUMBER() OVER (PARTITION BY b.day, b.address_key ORDER BY b.seq) AS n FROM (
        SELECT ${['day', 'visitor', 'landing', 'source', 'campaign', 'country', 'device', 'address_key'].map((name, i) => `${j(i)} AS ${name}`).join(', ')},
          MIN(key) AS seq FROM json_each(?1) GROUP BY 1, 2
      ) b WHERE NOT EXISTS (SELECT 1 FROM analytics_visitors v WHERE v.day = b.day AND v.visitor = b.visitor)
    ) f
    WHERE f.address_key IS NULL
      OR f.n + (SELECT COUNT(*) FROM analytics_visitors v WHERE v.day = f.day AND v.address_key = f.address_key) <= ${VISITORS_PER_ADDRESS}
    ORDER BY seq
    ON CONFLICT (day, visitor) DO NOTHING`,
  newVisitors: `INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT dim, day, key, 'visitors', COUNT(*) FROM (${VISITOR_DIMS('analytics_visitors', 'v.counted = 0')}) WHERE true GROUP BY dim, day, key ${UPSERT}`,
  markCounted: 'UPDATE analytics_visitors SET counted = 1 WHERE counted = 0',
  increments: `INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT ${[0, 1, 2, 3, 4].map(j).join(', ')} FROM json_each(?1) WHERE true ${UPSERT}`,
  // Conversions, and the booking and checkout clicks among them, credited to the visit's landing page, source and campaign.
  credit: `WITH c AS (SELECT ${j(0)} AS day, ${j(1)} AS visitor, ${j(2)} AS n, ${j(3)} AS clicks FROM json_each(?1)),
      hit AS (SELECT v.*, c.n, c.clicks FROM c JOIN analytics_visitors v ON v.day = c.day AND v.visitor = c.visitor)
    INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT x.dim, x.day, x.key, m.value, SUM(CASE m.value WHEN 'clicks' THEN x.clicks ELSE x.n END)
    FROM (${VISITOR_DIMS('hit', "d.value IN ('landing', 'source', 'campaign')", ', v.n AS n, v.clicks AS clicks')}) x, json_each('["conversions","clicks"]') m
    WHERE m.value = 'conversions' OR x.clicks > 0 GROUP BY x.dim, x.day, x.key, m.value ${UPSERT}`,
  markConverting: `UPDATE analytics_visitors SET converted = 1
    WHERE converted = 0 AND (day, visitor) IN (SELECT ${j(0)}, ${j(1)} FROM json_each(?1))`,
  newConverters: `INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT dim, day, key, 'converters', COUNT(*) FROM (${VISITOR_DIMS('analytics_visitors', 'v.converted = 1')}) WHERE true GROUP BY dim, day, key ${UPSERT}`,
  markConverted: 'UPDATE analytics_visitors SET converted = 2 WHERE converted = 1',
} as const;

const NOT_YET = (e: string) => `instr(${e}.converted, ',' || ${j(2)} || ',') = 0`;

/**
 * Copy experiments (routes/analytics/experiments/): a visitor's exposure to a variant counts once per day, and only
 * for a visitor the day's rows know (so the cap on visitors per address holds here too); each kind of conversion
 * counts once per exposed visitor day, under 'experiment' keyed '<experiment>:<variant>'.
 */
export const EXPERIMENT_SQL = {
  shown: `INSERT INTO experiment_visitors (day, visitor, experiment, variant)
    SELECT ${[0, 1, 2, 3].map(j).join(', ')} FROM json_each(?1)
    WHERE EXISTS (SELECT 1 FROM analytics_visitors v WHERE v.day = ${j(0)} AND v.visitor = ${j(1)})
    ON CONFLICT (day, visitor, experiment) DO NOTHING`,
  newExposed: `INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT 'experiment', day, experiment || ':' || variant, 'visitors', COUNT(*) FROM experiment_visitors WHERE counted = 0
    GROUP BY day, experiment, variant ${UPSERT}`,
  markExposed: 'UPDATE experiment_visitors SET counted = 1 WHERE counted = 0',
  converted: `INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT 'experiment', e.day, e.experiment || ':' || e.variant, 'converted:' || ${j(2)}, COUNT(*)
    FROM json_each(?1) JOIN experiment_visitors e ON e.day = ${j(0)} AND e.visitor = ${j(1)}
    WHERE ${NOT_YET('e')} GROUP BY 1, 2, 3, 4 ${UPSERT}`,
  markConverted: `UPDATE experiment_visitors SET converted = converted || COALESCE((SELECT group_concat(${j(2)}, ',') || ','
      FROM json_each(?1) WHERE ${j(0)} = experiment_visitors.day AND ${j(1)} = experiment_visitors.visitor AND ${NOT_YET('experiment_visitors')}), '')
    WHERE (day, visitor) IN (SELECT ${j(0)}, ${j(1)} FROM json_each(?1))`,
} as const;

/** The statements for one folded batch (empty parts left out), to run as one D1 batch. */
export function statements(db: D1Database, f: Folded): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  if (f.views.length) {
    out.push(db.prepare(SQL.visitors).bind(JSON.stringify(f.views)), db.prepare(SQL.newVisitors), db.prepare(SQL.markCounted));
    if (f.shown.length) out.push(db.prepare(EXPERIMENT_SQL.shown).bind(JSON.stringify(f.shown)), db.prepare(EXPERIMENT_SQL.newExposed), db.prepare(EXPERIMENT_SQL.markExposed));
    // Booking and checkout references minted before their visit's first page view reached D1 get its facts now,
    // and the calls, payments and refunds counted for them meanwhile are credited to its landing page, source and campaign.
    out.push(db.prepare(REF_SQL.resolvePending), ...settleOwed(db));
  }
  if (f.increments.length) out.push(db.prepare(SQL.increments).bind(JSON.stringify(f.increments)));
  if (f.conversions.length) {
    const json = JSON.stringify(f.conversions);
    out.push(db.prepare(SQL.credit).bind(json), db.prepare(SQL.markConverting).bind(json), db.prepare(SQL.newConverters), db.prepare(SQL.markConverted));
    const converted = JSON.stringify(f.converted);
    out.push(db.prepare(EXPERIMENT_SQL.converted).bind(converted), db.prepare(EXPERIMENT_SQL.markConverted).bind(converted));
  }
  return out;
}

/** D1 write batches this isolate has committed (the load test's figure, read through a test hook). */
export const flushes = { batches: 0, messages: 0 };

/** Seconds before a batch D1 refused is tried again: 10, 20, 40 … up to 10 minutes. */
export const retryDelay = (attempts: number) => Math.min(600, 10 * 2 ** Math.max(0, attempts - 1));

export async function consume(batch: MessageBatch<AnalyticsMessage>, env: Pick<Env, 'DB'>): Promise<void> {
  const folded = fold(batch.messages.map((m) => m.body));
  const work = statements(env.DB, folded);
  try {
    if (work.length) await env.DB.batch(work);
    flushes.batches++;
    flushes.messages += batch.messages.length;
    batch.ackAll();
  } catch (err) {
    const attempts = Math.max(...batch.messages.map((m) => m.attempts));
    log.error('analytics_flush_failed', { messages: batch.messages.length, attempts, message: (err as Error).message });
    batch.retryAll({ delaySeconds: retryDelay(attempts) });
  }
}
