/**
 * Counting what a provider's webhook proved happened (a booked call, its cancellation, a paid plan, a refund), once.
 * The delivery's identity (./webhooks.ts says which, per provider) is kept as a SHA-256 in attribution_events, and
 * the rollup increments run in the same D1 batch only when this delivery's random token is the one stored: a
 * duplicate, even one arriving at the same moment in another isolate, changes no figure. Nothing from the payload
 * is stored but the reference, the amount, the currency and a payment's payment intent or first invoice.
 *
 * The total, the page and the button are credited at once. The visit's landing page, source and campaign go
 * through attribution_owed (migrations/0036_refunds_and_late_credit.sql): credited in this same batch when the
 * visit's facts are known, otherwise by the consumer's batch that learns them (REF_SQL.creditOwed), once either way.
 */
import type { Env } from '../../_app/env';
import { ctaKey } from '../consumer';
import { utcDay } from '../visitor';
import { linkStatement } from './invoices';
import { readPaymentRef, readRef, settleOwed, type RefRow } from './refs';

export type OutcomeMetric = 'calls' | 'cancellations' | 'payments' | 'refunds';

/** The key a call or payment is credited to when its reference is unknown or expired. */
export const NOT_ATTRIBUTED = '(not attributed)';

export interface Outcome {
  /** The provider and its event's own identity, e.g. 'stripe evt_1Nx…'. */
  identity: string;
  metric: OutcomeMetric;
  /** The reference the provider carried back, or null (a refund finds its payment's through `payment`). */
  ref: string | null;
  /** A payment's or refund's amount in the currency's minor unit (pence, cents) and its ISO currency code. */
  money?: { amount: number; currency: string };
  /** Stripe's payment intent: a payment's, kept so its refunds are credited alike, or the one a refund takes money from. */
  payment?: string | null;
  /** A subscription checkout's first invoice, in place of the payment intent Stripe names later (./invoices.ts). */
  invoice?: string | null;
}

/** The rollup metric of an outcome's amount: revenue:GBP for a payment, refunded:GBP for a refund. */
const MONEY_METRIC: Partial<Record<OutcomeMetric, string>> = { payments: 'revenue', refunds: 'refunded' };

/** What one outcome adds to each key it is credited to: its count, and its amount in its currency. */
export function outcomeFigures(o: Outcome): [metric: string, value: number][] {
  const figures: [string, number][] = [[o.metric, 1]];
  const money = MONEY_METRIC[o.metric];
  if (o.money && money) figures.push([`${money}:${o.money.currency}`, o.money.amount]);
  return figures;
}

type Row = [dim: string, day: string, key: string, metric: string, value: number];

/**
 * The rollup rows credited at once: overall, and by page and button of its click. Its visit's landing page, source
 * and campaign are owed (REF_SQL.creditOwed), except when the reference is unknown or expired: then they are
 * NOT_ATTRIBUTED.
 */
export function outcomeRows(o: Outcome, ref: RefRow | null, day: string): Row[] {
  const keys: [string, string][] = [['total', '']];
  if (!ref) keys.push(['landing', NOT_ATTRIBUTED], ['source', NOT_ATTRIBUTED], ['campaign', NOT_ATTRIBUTED]);
  else {
    if (ref.page) keys.push(['page', ref.page]);
    keys.push(['cta', ctaKey(ref)]);
  }
  return keys.flatMap(([dim, key]) => outcomeFigures(o).map(([metric, value]): Row => [dim, day, key, metric, value]));
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const MINE = 'EXISTS (SELECT 1 FROM attribution_events WHERE id = ?1 AND token = ?2)';

export const OUTCOME_SQL = {
  claim: 'INSERT INTO attribution_events (id, received, token) VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING',
  add: `INSERT INTO analytics_daily (dim, day, key, metric, value)
    SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]')
    FROM json_each(?3) WHERE ${MINE}
    ON CONFLICT (dim, day, key, metric) DO UPDATE SET value = value + excluded.value`,
  owe: `INSERT INTO attribution_owed (event, ref, day, figures) SELECT ?1, ?3, ?4, ?5 WHERE ${MINE}`,
  payment: `INSERT INTO attribution_payments (payment, received, ref) SELECT ?3, ?4, ?5 WHERE ${MINE} ON CONFLICT (payment) DO NOTHING`,
  invoice: `INSERT INTO attribution_invoices (invoice, received, ref) SELECT ?3, ?4, ?5 WHERE ${MINE} ON CONFLICT (invoice) DO UPDATE SET ref = excluded.ref`,
  mine: `SELECT 1 AS mine WHERE ${MINE}`,
} as const;

type CountEnv = Pick<Env, 'DB'> & Partial<Pick<Env, 'ATTRIBUTION_RETENTION_DAYS'>>;

/** The click an outcome is credited to: the reference it carried, or for a refund its payment's. */
function clickOf(env: CountEnv, o: Outcome, now: number): Promise<RefRow | null> {
  if (o.metric === 'refunds') return o.payment ? readPaymentRef(env, o.payment, now) : Promise.resolve(null);
  return o.ref ? readRef(env, o.ref, now) : Promise.resolve(null);
}

/** Counts the outcome unless this delivery was counted before; true when it counted now. */
export async function countOutcome(env: CountEnv, o: Outcome, now = Date.now()): Promise<{ counted: boolean; attributed: boolean }> {
  const ref = await clickOf(env, o, now);
  const id = await sha256(o.identity);
  const token = crypto.randomUUID();
  const day = utcDay(now);
  const db = env.DB;
  const statements = [db.prepare(OUTCOME_SQL.claim).bind(id, now, token), db.prepare(OUTCOME_SQL.add).bind(id, token, JSON.stringify(outcomeRows(o, ref, day)))];
  if (ref) {
    statements.push(db.prepare(OUTCOME_SQL.owe).bind(id, token, ref.ref, day, JSON.stringify(outcomeFigures(o))));
    if (o.metric === 'payments' && o.payment) statements.push(db.prepare(OUTCOME_SQL.payment).bind(id, token, o.payment, now, ref.ref));
    if (o.metric === 'payments' && o.invoice) statements.push(db.prepare(OUTCOME_SQL.invoice).bind(id, token, o.invoice, now, ref.ref), linkStatement(db, o.invoice, now));
    statements.push(...settleOwed(db));
  }
  const results = await db.batch([...statements, db.prepare(OUTCOME_SQL.mine).bind(id, token)]);
  return { counted: results[results.length - 1]!.results.length > 0, attributed: !!ref };
}
