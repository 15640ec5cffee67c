/**
 * References: what a booking or checkout click leaves in D1 (migrations/0023_attribution.sql) so the provider's
 * webhook can credit the call or payment to the visit that led to it. A reference is 128 random bits and nothing
 * else; the row beside it holds the click and the day's first-touch facts of the visitor, copied from
 * analytics_visitors (routes/analytics/consumer.ts writes those from the page views).
 */
import type { Env } from '../../_app/env';
import { ATTRIBUTION_RETENTION_DAYS } from '../../_lib/retention';

/** 32 lower-case hex digits: fits Stripe's client_reference_id (up to 200 letters, digits, - and _) and utm_content. */
export const REF_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The most references one address can have in a day, as the visitors are capped (VISITORS_PER_ADDRESS,
 * ../consumer.ts): ten people behind one address clicking twice each. One machine cycling user agents is one
 * visitor hash after another, which the flood limit per hash cannot see; past the cap a click still leads to the
 * provider but is stored and counted nowhere.
 */
export const REFS_PER_ADDRESS = 20;

export function mintRef(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface ClickFacts {
  ref: string;
  created: number;
  day: string;
  /** The day's visitor hash: used only to find the visit's first-touch facts, never stored once they are found. */
  visitor: string;
  /** The address's daily hash, for the cap on references per address; cleared once the day is over. */
  addressKey: string;
  kind: 'booking' | 'checkout';
  target: string;
  label: string;
  place: string;
  page: string;
}

/** What a webhook credits: the click and the visit's first-touch facts ('' where unknown). */
export interface RefRow {
  ref: string;
  created: number;
  kind: string;
  target: string;
  label: string;
  place: string;
  page: string;
  landing: string;
  source: string;
  campaign: string;
  country: string;
  device: string;
}

/** The copy experiments' variants the visitor had seen that day ([[experiment, variant], …]), for the reference. */
const SEEN = (day: string, visitor: string) =>
  `(SELECT json_group_array(json_array(e.experiment, e.variant)) FROM experiment_visitors e WHERE e.day = ${day} AND e.visitor = ${visitor})`;

const COLUMNS = 'ref, created, kind, target, label, place, page, landing, source, campaign, country, device';

export const REF_SQL = {
  /**
   * The facts come from the visitor's analytics_visitors row when the consumer has written it; until then the row
   * keeps the hash in `pending`, and RESOLVE_PENDING (run by the consumer after each batch of page views) fills them in.
   * Nothing is written once the address has REFS_PER_ADDRESS references that day: one statement, so concurrent
   * clicks cannot pass the cap together.
   */
  insert: `INSERT INTO attribution_refs (ref, created, day, kind, target, label, place, page, landing, source, campaign, country, device, pending, address_key, variants)
    SELECT ?1, ?2, ?3, ?5, ?6, ?7, ?8, ?9,
      COALESCE(v.landing, ''), COALESCE(v.source, ''), COALESCE(v.campaign, ''), COALESCE(v.country, ''), COALESCE(v.device, ''),
      CASE WHEN v.visitor IS NULL THEN ?4 END, ?10, ${SEEN('?3', '?4')}
    FROM (SELECT 1) LEFT JOIN analytics_visitors v ON v.day = ?3 AND v.visitor = ?4
    WHERE (SELECT COUNT(*) FROM attribution_refs r WHERE r.day = ?3 AND r.address_key = ?10) < ${REFS_PER_ADDRESS}`,
  resolvePending: `UPDATE attribution_refs SET landing = v.landing, source = v.source, campaign = v.campaign, country = v.country,
      device = v.device, pending = NULL, variants = ${SEEN('attribution_refs.day', 'attribution_refs.pending')}
    FROM analytics_visitors v
    WHERE attribution_refs.pending IS NOT NULL AND v.day = attribution_refs.day AND v.visitor = attribution_refs.pending`,
  read: `SELECT ${COLUMNS} FROM attribution_refs WHERE ref = ?1 AND created >= ?2`,
  /** The reference of a payment still kept (migrations/0036_refunds_and_late_credit.sql), for a refund of it. */
  readPayment: `SELECT ${COLUMNS.replace(/\w+/g, 'r.$&')} FROM attribution_payments p JOIN attribution_refs r ON r.ref = p.ref
    WHERE p.payment = ?1 AND p.received >= ?2`,
  /**
   * Outcomes owed to their visit's landing page, source and campaign (./outcome.ts), credited by whichever D1
   * transaction finds the reference's facts known: the webhook's, or the consumer's after resolvePending. As with
   * every conversion (docs/analytics.md), a click whose visit had no page view that day is credited by button and
   * page only, and a campaign only when the landing page had one.
   */
  creditOwed: `INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT d.value, o.day, CASE d.value WHEN 'landing' THEN r.landing WHEN 'source' THEN r.source ELSE r.campaign END,
      json_extract(f.value, '$[0]'), json_extract(f.value, '$[1]')
    FROM attribution_owed o JOIN attribution_refs r ON r.ref = o.ref, json_each('["landing","source","campaign"]') d, json_each(o.figures) f
    WHERE r.pending IS NULL AND r.landing <> '' AND NOT (d.value = 'campaign' AND r.campaign = '')
    ON CONFLICT (dim, day, key, metric) DO UPDATE SET value = value + excluded.value`,
  /**
   * The same outcomes credited to the copy experiments' variants the reference's visitor had seen (dim 'experiment'),
   * with each payment's square beside its amount ('revenue2:GBP'), for the spread of revenue per visitor
   * (routes/analytics/experiments/stats.ts).
   */
  creditOwedVariants: `INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT 'experiment', o.day, json_extract(x.value, '$[0]') || ':' || json_extract(x.value, '$[1]'),
      CASE m.value WHEN 1 THEN json_extract(f.value, '$[0]') ELSE 'revenue2:' || substr(json_extract(f.value, '$[0]'), 9) END,
      CASE m.value WHEN 1 THEN json_extract(f.value, '$[1]') ELSE json_extract(f.value, '$[1]') * json_extract(f.value, '$[1]') END
    FROM attribution_owed o JOIN attribution_refs r ON r.ref = o.ref, json_each(r.variants) x, json_each(o.figures) f, json_each('[1,2]') m
    WHERE r.pending IS NULL AND (m.value = 1 OR json_extract(f.value, '$[0]') LIKE 'revenue:%')
    ON CONFLICT (dim, day, key, metric) DO UPDATE SET value = value + excluded.value`,
  /** Run right after the two above: what they credited, and what can no longer be (the reference gone), is settled. */
  settleOwed: `DELETE FROM attribution_owed
    WHERE NOT EXISTS (SELECT 1 FROM attribution_refs r WHERE r.ref = attribution_owed.ref AND r.pending IS NOT NULL)`,
} as const;

/** The three statements, in their order, for a D1 batch. */
export const settleOwed = (db: D1Database) => [db.prepare(REF_SQL.creditOwed), db.prepare(REF_SQL.creditOwedVariants), db.prepare(REF_SQL.settleOwed)];

/** Stores the click's reference; false when its address is past the day's cap, and nothing was stored. */
export async function recordClick(db: D1Database, f: ClickFacts): Promise<boolean> {
  const { meta } = await db.prepare(REF_SQL.insert).bind(f.ref, f.created, f.day, f.visitor, f.kind, f.target, f.label, f.place, f.page, f.addressKey).run();
  return meta.changes > 0;
}

export function retentionDays(env: Partial<Pick<Env, 'ATTRIBUTION_RETENTION_DAYS'>>): number {
  const n = Number(env.ATTRIBUTION_RETENTION_DAYS);
  return Number.isInteger(n) && n >= 1 && n <= 400 ? n : ATTRIBUTION_RETENTION_DAYS;
}

/** The oldest moment (milliseconds) whose references, payments and counted deliveries are still kept. */
export const keptSince = (env: Partial<Pick<Env, 'ATTRIBUTION_RETENTION_DAYS'>>, now: number) => now - retentionDays(env) * 86_400_000;

/** The reference's row while it is kept, after filling in facts that were pending; null when unknown or expired. */
export async function readRef(env: Pick<Env, 'DB'> & Partial<Pick<Env, 'ATTRIBUTION_RETENTION_DAYS'>>, ref: string, now: number): Promise<RefRow | null> {
  if (!REF_PATTERN.test(ref)) return null;
  const [, row] = await env.DB.batch([
    env.DB.prepare(`${REF_SQL.resolvePending} AND attribution_refs.ref = ?1`).bind(ref),
    env.DB.prepare(REF_SQL.read).bind(ref, keptSince(env, now)),
  ]);
  return (row!.results[0] as RefRow | undefined) ?? null;
}

/** The reference of the payment a refund takes money back from, while the payment is kept; null otherwise. */
export async function readPaymentRef(env: Pick<Env, 'DB'> & Partial<Pick<Env, 'ATTRIBUTION_RETENTION_DAYS'>>, payment: string, now: number): Promise<RefRow | null> {
  return env.DB.prepare(REF_SQL.readPayment).bind(payment, keptSince(env, now)).first<RefRow>();
}
