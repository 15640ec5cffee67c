/**
 * What each provider's delivery means, once its signature holds: a paid plan, a refund or the payment intent that
 * paid a plan's first invoice (Stripe), a booked call or its cancellation (Calendly, Cal.com), or nothing this site
 * counts. Loaded on the first delivery (./webhooks.ts), so neither this nor the Stripe library is in the module
 * every isolate starts with. Only the reference, the amount, the currency and Stripe's payment intent and invoice
 * ids are read out of a payload; names, emails, addresses and card details are never touched.
 */
import type { Env } from '../../_app/env';
import { calendlySignatureProblem, calSignatureProblem, signedHeader, signedTimeProblem, TOLERANCE_S } from './signatures';
import { REF_PATTERN, retentionDays } from './refs';
import type { Outcome } from './outcome';
import type { InvoiceLink } from './invoices';

export type Reading = { outcome: Outcome } | { link: InvoiceLink } | { ignored: string } | { problem: string };

/**
 * How old a Cal.com delivery may be. Cal.com signs no time, so a captured delivery could be replayed whenever it
 * liked; once the cron has deleted the record that it was counted (./retention.ts, ATTRIBUTION_RETENTION_DAYS after
 * it arrived) it would count again. Refusing any delivery whose signed createdAt is older than that record is kept,
 * less an hour (for a createdAt up to five minutes ahead, and the cron's minute), means a replay is refused before
 * its record can go.
 */
export const calMaxAgeS = (env: Partial<Pick<Env, 'ATTRIBUTION_RETENTION_DAYS'>>) => retentionDays(env) * 86_400 - 3_600;

/** A reschedule moves a call already counted when it was booked: it is neither a cancellation nor a second call. */
const RESCHEDULED = 'a rescheduled call, counted once when it was first booked';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const refOf = (v: unknown) => (typeof v === 'string' && REF_PATTERN.test(v) ? v : null);
/** A Stripe object's id with its prefix (pi_, in_), given as the id or as the expanded object; null when there is none. */
const stripeIdOf = (v: unknown, prefix: 'pi' | 'in') => {
  const id = isObject(v) ? v.id : v;
  return typeof id === 'string' && new RegExp(`^${prefix}_\\w{1,200}$`).test(id) ? id : null;
};
const paymentIntentOf = (v: unknown) => stripeIdOf(v, 'pi');

/** Stripe's events that carry a Refund: each refund is counted once, by its own id, when it has succeeded. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'charge.refund.updated']);

/**
 * Stripe's events that say which payment intent paid an invoice: invoice_payment.paid on the API versions since
 * 2025-03-31.basil (the library's own among them), whose InvoicePayment names `invoice` and `payment.payment_intent`;
 * invoice.paid and invoice.payment_succeeded on older versions, whose Invoice still carries `payment_intent`.
 */
const INVOICE_PAID_EVENTS = new Set(['invoice_payment.paid', 'invoice.paid', 'invoice.payment_succeeded']);

function moneyProblem(amount: unknown, currency: unknown, field: string): string | null {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return `${field} must be a whole number of the currency’s minor unit.`;
  if (typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency)) return 'currency must be a three-letter ISO code.';
  return null;
}

/**
 * A refund, full or partial, counted against the payment intent it takes money back from. Each refund has its own
 * id and amount, so counting each id once counts every refund once, however its events repeat or interleave; one
 * still pending (or failed, or cancelled) is not counted until an update says it succeeded.
 */
function readRefund(type: string, refund: unknown): Reading {
  if (!isObject(refund) || typeof refund.id !== 'string' || !refund.id || refund.id.length > 255) return { problem: 'The event holds no refund.' };
  if (refund.status !== 'succeeded') return { ignored: `${type} (${String(refund.status).slice(0, 20)})` };
  const problem = moneyProblem(refund.amount, refund.currency, 'amount');
  if (problem) return { problem };
  const money = { amount: refund.amount as number, currency: (refund.currency as string).toUpperCase() };
  return { outcome: { identity: `stripe refund ${refund.id}`, metric: 'refunds', ref: null, money, payment: paymentIntentOf(refund.payment_intent) } };
}

/**
 * Which payment intent paid an invoice: what links a subscription checkout, which names only its first invoice, to
 * the payment its refunds name (./invoices.ts). An invoice paid otherwise (out of band, by a payment record, or on
 * an API version whose Invoice no longer says) links nothing.
 */
function readInvoicePaid(type: string, object: unknown): Reading {
  const current = type === 'invoice_payment.paid';
  const invoice = isObject(object) ? stripeIdOf(current ? object.invoice : object.id, 'in') : null;
  if (!isObject(object) || !invoice) return { problem: 'The event holds no paid invoice.' };
  const payment = paymentIntentOf(current ? (isObject(object.payment) ? object.payment.payment_intent : null) : object.payment_intent);
  return payment ? { link: { invoice, payment } } : { ignored: `${type} (not paid by a payment intent)` };
}

function json(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * checkout.session.completed (when paid) and checkout.session.async_payment_succeeded: a paid plan; a refund's
 * events: a refund; an invoice's payment: the link from a plan's first invoice to its payment intent.
 */
export async function readStripe(body: string, header: string | null, secret: string, now = Date.now()): Promise<Reading> {
  if (!header) return { problem: 'The Stripe-Signature header is missing.' };
  // The library refuses only a timestamp too far in the past; one without t fails its verification below.
  const { signedAtMs } = signedHeader(header);
  const late = signedAtMs === null ? null : signedTimeProblem(signedAtMs, now, TOLERANCE_S.stripe);
  if (late) return { problem: late };
  const { default: Stripe } = await import('stripe');
  let event: { id: string; type: string; data: { object: unknown } };
  try {
    event = await Stripe.webhooks.constructEventAsync(body, header, secret, TOLERANCE_S.stripe, Stripe.createSubtleCryptoProvider(), now);
  } catch (err) {
    // The library's verification error says what was wrong (no signature for the secret, timestamp outside the
    // tolerance); a body that is not JSON fails its parse after the signature held.
    return { problem: err instanceof SyntaxError ? 'The body is not JSON.' : 'The Stripe-Signature does not verify.' };
  }
  if (!isObject(event) || typeof event.id !== 'string' || typeof event.type !== 'string') return { problem: 'The body is not a Stripe event.' };
  const session = isObject(event.data) ? event.data.object : undefined;
  if (REFUND_EVENTS.has(event.type)) return readRefund(event.type, session);
  if (INVOICE_PAID_EVENTS.has(event.type)) return readInvoicePaid(event.type, session);
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return { ignored: event.type };
  if (!isObject(session)) return { problem: 'The event holds no checkout session.' };
  // A session paid by a delayed method completes unpaid, and its async_payment_succeeded counts it later.
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return { ignored: `${event.type} (${String(session.payment_status).slice(0, 20)})` };
  const problem = moneyProblem(session.amount_total, session.currency, 'amount_total');
  if (problem) return { problem };
  const money = { amount: session.amount_total as number, currency: (session.currency as string).toUpperCase() };
  return {
    outcome: {
      identity: `stripe ${event.id}`,
      metric: 'payments',
      ref: refOf(session.client_reference_id),
      money,
      payment: paymentIntentOf(session.payment_intent),
      invoice: stripeIdOf(session.invoice, 'in'),
    },
  };
}

/**
 * invitee.created: a booked call; invitee.canceled: its cancellation. Each invitee is booked and cancelled at most
 * once. A reschedule is the old invitee's invitee.canceled with `rescheduled: true` and the new invitee's
 * invitee.created with `old_invitee`: neither counts, and the new invitee's own cancellation later counts as one.
 */
export async function readCalendly(body: string, header: string | null, key: string, now = Date.now()): Promise<Reading> {
  const problem = await calendlySignatureProblem(header, body, key, now);
  if (problem) return { problem };
  const delivery = json(body);
  if (!isObject(delivery) || typeof delivery.event !== 'string' || !isObject(delivery.payload)) return { problem: 'The body is not a Calendly webhook delivery.' };
  const metric = delivery.event === 'invitee.created' ? 'calls' : delivery.event === 'invitee.canceled' ? 'cancellations' : null;
  if (!metric) return { ignored: delivery.event.slice(0, 60) };
  const { rescheduled, old_invitee: from } = delivery.payload;
  if (metric === 'cancellations' ? rescheduled === true : typeof from === 'string' && from !== '') return { ignored: `${delivery.event} (${RESCHEDULED})` };
  const invitee = delivery.payload.uri;
  if (typeof invitee !== 'string' || !invitee) return { problem: 'The invitee has no uri.' };
  const tracking = isObject(delivery.payload.tracking) ? delivery.payload.tracking : {};
  return { outcome: { identity: `calendly ${delivery.event} ${invitee}`, metric, ref: refOf(tracking.utm_content) } };
}

/**
 * BOOKING_CREATED: a booked call; BOOKING_CANCELLED: its cancellation, by the booking's uid. BOOKING_RESCHEDULED
 * (the new booking, with the old one's rescheduleUid) counts nothing; the new booking's own cancellation later
 * counts as one. Only a delivery within calMaxAgeS of its createdAt counts.
 */
export async function readCal(body: string, header: string | null, secret: string, env: Partial<Pick<Env, 'ATTRIBUTION_RETENTION_DAYS'>>, now = Date.now()): Promise<Reading> {
  const problem = await calSignatureProblem(header, body, secret);
  if (problem) return { problem };
  const delivery = json(body);
  if (!isObject(delivery) || typeof delivery.triggerEvent !== 'string' || !isObject(delivery.payload)) return { problem: 'The body is not a Cal.com webhook delivery.' };
  if (delivery.triggerEvent === 'BOOKING_RESCHEDULED') return { ignored: `${delivery.triggerEvent} (${RESCHEDULED})` };
  const metric = delivery.triggerEvent === 'BOOKING_CREATED' ? 'calls' : delivery.triggerEvent === 'BOOKING_CANCELLED' ? 'cancellations' : null;
  if (!metric) return { ignored: delivery.triggerEvent.slice(0, 60) };
  const sent = typeof delivery.createdAt === 'string' ? Date.parse(delivery.createdAt) : NaN;
  if (!Number.isFinite(sent)) return { problem: 'The delivery has no createdAt time.' };
  const late = signedTimeProblem(sent, now, TOLERANCE_S.cal, calMaxAgeS(env));
  if (late) return { problem: late };
  const uid = delivery.payload.uid;
  if (typeof uid !== 'string' || !uid) return { problem: 'The booking has no uid.' };
  const metadata = isObject(delivery.payload.metadata) ? delivery.payload.metadata : {};
  return { outcome: { identity: `cal ${delivery.triggerEvent} ${uid}`, metric, ref: refOf(metadata.ref) } };
}
