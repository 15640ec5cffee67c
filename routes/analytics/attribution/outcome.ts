/**
 * Counting what a provider's webhook proved happened (a booked call, its cancellation, a paid plan), once. The
 * delivery's identity (./webhooks.ts says which, per provider) is kept as a SHA-256 in attribution_events, and the
 * rollup increments run in the same D1 batch only when this delivery's random token is the one stored: a
 * duplicate, even one arriving at the same moment in another isolate, changes no figure. Nothing from the payload
 * is stored but the reference, the amount and the currency.
 */
import type { Env } from '../../_app/env';
import { ctaKey } from '../consumer';
import { utcDay } from '../visitor';
import { readRef, type RefRow } from './refs';

export type OutcomeMetric = 'calls' | 'cancellations' | 'payments';

/** The key a call or payment is credited to when its reference is unknown or expired. */
export const NOT_ATTRIBUTED = '(not attributed)';

export interface Outcome {
  /** The provider and its event's own identity, e.g. 'stripe evt_1Nx…'. */
  identity: string;
  metric: OutcomeMetric;
  /** The reference the provider carried back, or null. */
  ref: string | null;
  /** A payment's amount in the currency's minor unit (pence, cents) and its ISO currency code. */
  money?: { amount: number; currency: string };
}

type Row = [dim: string, day: string, key: string, metric: string, value: number];

/** The rollup rows of one outcome: overall, and by landing page, source, campaign, page and button of its click. */
export function outcomeRows(o: Outcome, ref: RefRow | null, day: string): Row[] {
  const figures: [string, number][] = [[o.metric, 1]];
  if (o.money) figures.push([`revenue:${o.money.currency}`, o.money.amount]);
  const keys: [string, string][] = [['total', '']];
  if (!ref) keys.push(['landing', NOT_ATTRIBUTED], ['source', NOT_ATTRIBUTED], ['campaign', NOT_ATTRIBUTED]);
  else {
    // As with every conversion (docs/analytics.md): a click whose visit had no page view that day is credited by
    // button and page only.
    if (ref.landing) keys.push(['landing', ref.landing], ['source', ref.source]);
    if (ref.landing && ref.campaign) keys.push(['campaign', ref.campaign]);
    if (ref.page) keys.push(['page', ref.page]);
    keys.push(['cta', ctaKey(ref)]);
  }
  return keys.flatMap(([dim, key]) => figures.map(([metric, value]): Row => [dim, day, key, metric, value]));
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const OUTCOME_SQL = {
  claim: 'INSERT INTO attribution_events (id, received, token) VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING',
  add: `INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]')
    FROM json_each(?1) WHERE EXISTS (SELECT 1 FROM attribution_events WHERE id = ?2 AND token = ?3)
    ON CONFLICT (dim, day, key, metric) DO UPDATE SET value = value + excluded.value`,
  mine: 'SELECT 1 AS mine FROM attribution_events WHERE id = ?1 AND token = ?2',
} as const;

/** Counts the outcome unless this delivery was counted before; true when it counted now. */
export async function countOutcome(env: Pick<Env, 'DB'> & Partial<Pick<Env, 'ATTRIBUTION_RETENTION_DAYS'>>, o: Outcome, now = Date.now()): Promise<{ counted: boolean; attributed: boolean }> {
  const ref = o.ref ? await readRef(env, o.ref, now) : null;
  const id = await sha256(o.identity);
  const token = crypto.randomUUID();
  const rows = outcomeRows(o, ref, utcDay(now));
  const [, , mine] = await env.DB.batch([
    env.DB.prepare(OUTCOME_SQL.claim).bind(id, now, token),
    env.DB.prepare(OUTCOME_SQL.add).bind(JSON.stringify(rows), id, token),
    env.DB.prepare(OUTCOME_SQL.mine).bind(id, token),
  ]);
  return { counted: mine!.results.length > 0, attributed: !!ref };
}
