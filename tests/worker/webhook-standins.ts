/**
 * The providers' deliveries as they send them, signed exactly as they sign them, so the worker's real
 * verification runs in every test: Stripe's own library makes the Stripe-Signature header
 * (generateTestHeaderStringAsync), and Calendly's and Cal.com's HMACs are computed here as their documentation
 * describes (Calendly: `t=<seconds>,v1=<hex HMAC-SHA-256 of "t.body">`; Cal.com: hex HMAC-SHA-256 of the body).
 */
import Stripe from 'stripe';

export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

async function hmacHex(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(data)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const seconds = (ms = Date.now()) => Math.floor(ms / 1000);

/** A personal detail in every payload: no table or log line may hold any of these afterwards. */
export const PERSONAL = {
  name: 'Philippa Testington-Smythe',
  email: 'philippa.testington@example.org',
  line1: '17 Privet Crescent',
  postcode: 'ZZ9 9ZZ',
  phone: '+44 7700 900123',
} as const;

let serial = 0;
const id = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${(++serial).toString(36).padStart(6, '0')}`;

/** A Stripe event for a Payment Link's checkout session, with the customer details Stripe includes. */
export function checkoutEvent(opts: { ref?: string | null; amount?: number; currency?: string; type?: string; paymentStatus?: string; id?: string } = {}) {
  return {
    id: opts.id ?? id('evt'),
    object: 'event',
    api_version: '2025-10-29.clover',
    created: seconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: opts.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: id('cs'),
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: opts.paymentStatus ?? 'paid',
        amount_subtotal: opts.amount ?? 120000,
        amount_total: opts.amount ?? 120000,
        currency: opts.currency ?? 'gbp',
        client_reference_id: opts.ref ?? null,
        payment_link: 'plink_test123',
        customer_details: {
          name: PERSONAL.name,
          email: PERSONAL.email,
          phone: PERSONAL.phone,
          address: { line1: PERSONAL.line1, line2: null, city: 'London', postal_code: PERSONAL.postcode, country: 'GB', state: null },
        },
        // Stripe's card details: the last four digits are checked for by their field name (digits alone could occur in a hash).
        payment_method_details: { card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
      },
    },
  };
}

/** Signed as Stripe signs it, by Stripe's own library; `secret` or `timestamp` (seconds) changed to forge or age it. */
export async function stripeDelivery(event: unknown, secret: string, timestamp = seconds()): Promise<Delivery> {
  const body = JSON.stringify(event, null, 2);
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret, timestamp, cryptoProvider: Stripe.createSubtleCryptoProvider() });
  return { body, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } };
}

/** A Calendly invitee event (webhook API v2), with the personal details Calendly includes. */
export function inviteeEvent(event: 'invitee.created' | 'invitee.canceled' | string, opts: { ref?: string | null; invitee?: string } = {}) {
  const invitee = opts.invitee ?? `https://api.calendly.com/scheduled_events/${id('EV')}/invitees/${id('IN')}`;
  return {
    event,
    created_at: new Date().toISOString(),
    created_by: 'https://api.calendly.com/users/AAAAAAAAAAAAAAAA',
    payload: {
      uri: invitee,
      email: PERSONAL.email,
      name: PERSONAL.name,
      first_name: null,
      last_name: null,
      status: event === 'invitee.canceled' ? 'canceled' : 'active',
      text_reminder_number: PERSONAL.phone,
      timezone: 'Europe/London',
      questions_and_answers: [{ question: 'Where are you based?', answer: PERSONAL.line1 }],
      tracking: { utm_campaign: null, utm_source: null, utm_medium: null, utm_content: opts.ref ?? null, utm_term: null, salesforce_uuid: null },
      scheduled_event: { uri: invitee.split('/invitees/')[0], name: 'Discovery call', start_time: '2026-12-01T10:00:00.000000Z' },
      ...(event === 'invitee.canceled' && { cancellation: { canceled_by: PERSONAL.name, reason: 'Clash', canceler_type: 'invitee' } }),
    },
  };
}

export async function calendlyDelivery(delivery: unknown, key: string, timestamp = seconds()): Promise<Delivery> {
  const body = JSON.stringify(delivery);
  const v1 = await hmacHex(key, `${timestamp}.${body}`);
  return { body, headers: { 'content-type': 'application/json', 'calendly-webhook-signature': `t=${timestamp},v1=${v1}` } };
}

/** A Cal.com booking event, with the attendee details Cal.com includes. */
export function calBookingEvent(trigger: 'BOOKING_CREATED' | 'BOOKING_CANCELLED' | string, opts: { ref?: string | null; uid?: string } = {}) {
  return {
    triggerEvent: trigger,
    createdAt: new Date().toISOString(),
    payload: {
      uid: opts.uid ?? id('bk'),
      title: 'Discovery call',
      startTime: '2026-12-01T10:00:00Z',
      attendees: [{ name: PERSONAL.name, email: PERSONAL.email, timeZone: 'Europe/London' }],
      metadata: opts.ref ? { ref: opts.ref } : {},
    },
  };
}

export async function calDelivery(delivery: unknown, secret: string): Promise<Delivery> {
  const body = JSON.stringify(delivery);
  return { body, headers: { 'content-type': 'application/json', 'x-cal-signature-256': await hmacHex(secret, body) } };
}
