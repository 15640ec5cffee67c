import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { ORIGIN } from './helpers';
import { allRollups, heldQueue, resetAnalytics, rollup, settled, visit } from './analytics-helpers';
import { applyAttributionRetention } from '../../routes/analytics/attribution/retention';
import { ATTRIBUTION_RETENTION_DAYS } from '../../routes/_lib/retention';
import type { AnalyticsMessage } from '../../routes/analytics/record';
import {
  calBookingEvent,
  calDelivery,
  calendlyDelivery,
  checkoutEvent,
  invoiceId,
  invoicePaidEvent,
  inviteeEvent,
  paymentIntentId,
  PERSONAL,
  refundEvent,
  stripeDelivery,
  type Delivery,
} from '../fixtures/webhook-standins';

const STRIPE = env.STRIPE_WEBHOOK_SECRET;
const CALENDLY = env.CALENDLY_WEBHOOK_SIGNING_KEY;
const CAL = env.CAL_WEBHOOK_SECRET;

let ip = 0;
const nextIp = () => `198.18.0.${++ip}`;

beforeEach(async () => {
  await resetAnalytics();
  await env.DB.batch(['attribution_refs', 'attribution_events', 'attribution_payments', 'attribution_invoices', 'attribution_owed'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
});

async function deliver(path: string, d: Delivery, envOverrides: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(ORIGIN + path, { method: 'POST', headers: d.headers, body: d.body }) as never, { ...env, ...envOverrides } as never, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text };
}
const toStripe = (d: Delivery, e?: Record<string, unknown>) => deliver('/api/webhooks/stripe', d, e);
const toCalendly = (d: Delivery, e?: Record<string, unknown>) => deliver('/api/webhooks/calendly', d, e);
const toCal = (d: Delivery, e?: Record<string, unknown>) => deliver('/api/webhooks/cal', d, e);
const DAY_S = 86_400;

/** A visitor lands from a campaign (the newsletter's March one unless told), reads the page and follows a go-address from it. */
async function clickFrom(go: string, param: string, page = '/fractional-chief-of-staff', tags = 'utm_source=newsletter&utm_campaign=march'): Promise<string> {
  const who = nextIp();
  await visit(`${page}?${tags}`, { ip: who });
  await settled();
  const { res } = await visit(go, { ip: who, headers: { referer: `${ORIGIN}${page}` } });
  await settled();
  return new URL(res.headers.get('location')!).searchParams.get(param)!;
}

/** The figures the webhooks write, without the page views and visitors the queue's messages add. */
async function outcomeRollups(): Promise<string[]> {
  return (await allRollups()).filter((r) => /"metric":"(payments|revenue:\w+|refunds|refunded:\w+|calls|cancellations)"/.test(r));
}

describe('POST /api/webhooks/stripe', () => {
  it('counts a paid checkout once, with its amount and currency, credited to the article, source, campaign and button of its click', async () => {
    const ref = await clickFrom('/go/checkout/starter?from=recommended-plan&button=Get+Started', 'client_reference_id');
    const event = checkoutEvent({ ref, amount: 120000, currency: 'gbp' });
    const first = await toStripe(await stripeDelivery(event, STRIPE));
    expect(first).toEqual({ status: 200, text: 'Counted.' });
    const cta = 'checkout\tstarter\tGet Started\trecommended-plan';
    for (const [dim, key] of [['total', ''], ['landing', '/fractional-chief-of-staff'], ['source', 'newsletter'], ['campaign', 'march'], ['page', '/fractional-chief-of-staff'], ['cta', cta]]) {
      expect(await rollup(dim!, key!, 'payments'), `${dim} payments`).toBe(1);
      expect(await rollup(dim!, key!, 'revenue:GBP'), `${dim} revenue`).toBe(120000);
    }
    const after = await allRollups();
    // The same delivery again, and Stripe's retry of the same event signed anew a minute later: nothing changes.
    expect(await toStripe(await stripeDelivery(event, STRIPE))).toEqual({ status: 200, text: 'Already counted.' });
    expect(await toStripe(await stripeDelivery(event, STRIPE, Math.floor(Date.now() / 1000) - 60))).toEqual({ status: 200, text: 'Already counted.' });
    expect(await allRollups()).toEqual(after);
  });

  it('refuses forged, tampered, stale, unsigned and malformed deliveries with 400, and changes nothing', async () => {
    const ref = await clickFrom('/go/checkout/executive?from=pricing&button=Get+Started', 'client_reference_id');
    const before = await allRollups();
    const event = checkoutEvent({ ref });
    const genuine = await stripeDelivery(event, STRIPE);
    const cases: [string, Delivery][] = [
      ['forged with another secret', await stripeDelivery(event, 'whsec_someone_else')],
      ['amount changed after signing', { ...genuine, body: genuine.body.replace('120000', '1') }],
      ['six minutes old', await stripeDelivery(event, STRIPE, Math.floor(Date.now() / 1000) - 360)],
      ['no signature', { ...genuine, headers: { 'content-type': 'application/json' } }],
      ['garbled signature', { ...genuine, headers: { ...genuine.headers, 'stripe-signature': 't=abc,v1=zz' } }],
      ['signed, not JSON', await stripeDelivery('not json', STRIPE).then((d) => ({ ...d, body: d.body }))],
    ];
    // A signed body that is not JSON at all.
    const raw = '{"id": "evt_1", "type": "checkout.session.completed", ';
    const { default: Stripe } = await import('stripe');
    cases.push(['signed, truncated JSON', { body: raw, headers: { 'stripe-signature': await Stripe.webhooks.generateTestHeaderStringAsync({ payload: raw, secret: STRIPE, cryptoProvider: Stripe.createSubtleCryptoProvider() }) } }]);
    cases.push(['signed, amount not a number', await stripeDelivery({ ...event, id: 'evt_bad_amount', data: { object: { ...event.data.object, amount_total: '1200' } } }, STRIPE)]);
    for (const [what, d] of cases) {
      const res = await toStripe(d);
      expect(res.status, what).toBe(400);
    }
    expect(await allRollups()).toEqual(before);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM attribution_events').first<{ n: number }>())!.n).toBe(0);
  });

  it('takes events it does not count with 200 and counts a delayed payment once it succeeds', async () => {
    const ref = await clickFrom('/go/checkout/strategic?from=pricing&button=Get+Started', 'client_reference_id');
    const before = await allRollups();
    expect((await toStripe(await stripeDelivery({ ...checkoutEvent({ ref }), type: 'payment_intent.created' }, STRIPE))).status).toBe(200);
    expect((await toStripe(await stripeDelivery(checkoutEvent({ ref, paymentStatus: 'unpaid' }), STRIPE))).status).toBe(200);
    expect(await allRollups()).toEqual(before);
    const succeeded = checkoutEvent({ ref, type: 'checkout.session.async_payment_succeeded', amount: 280000, currency: 'usd' });
    expect(await toStripe(await stripeDelivery(succeeded, STRIPE))).toEqual({ status: 200, text: 'Counted.' });
    expect(await rollup('campaign', 'march', 'revenue:USD')).toBe(280000);
    expect(await rollup('campaign', 'march', 'revenue:GBP')).toBe(0);
  });

  it('counts a payment with an unknown or expired reference as not attributed', async () => {
    const ref = await clickFrom('/go/checkout/starter?from=pricing&button=Get+Started', 'client_reference_id');
    await env.DB.prepare('UPDATE attribution_refs SET created = created - 46 * 86400000 WHERE ref = ?1').bind(ref).run();
    await toStripe(await stripeDelivery(checkoutEvent({ ref }), STRIPE));
    await toStripe(await stripeDelivery(checkoutEvent({ ref: 'f'.repeat(32) }), STRIPE));
    await toStripe(await stripeDelivery(checkoutEvent({ ref: null, amount: 9000 }), STRIPE));
    expect(await rollup('total', '', 'payments')).toBe(3);
    expect(await rollup('total', '', 'revenue:GBP')).toBe(249000);
    expect(await rollup('source', '(not attributed)', 'payments')).toBe(3);
    expect(await rollup('landing', '(not attributed)', 'revenue:GBP')).toBe(249000);
    expect(await rollup('source', 'newsletter', 'payments')).toBe(0);
  });

  it('does not exist without STRIPE_WEBHOOK_SECRET', async () => {
    const d = await stripeDelivery(checkoutEvent(), STRIPE);
    expect((await toStripe(d, { STRIPE_WEBHOOK_SECRET: '' })).status).toBe(404);
    expect((await toStripe(d, { STRIPE_WEBHOOK_SECRET: undefined })).status).toBe(404);
    expect(await allRollups()).toEqual([]);
  });
});

describe('POST /api/webhooks/calendly', () => {
  it('counts a booked call and its cancellation once each, credited to the visit, in whichever order they arrive', async () => {
    const ref = await clickFrom('/go/book?from=closing&button=Book+a+discovery+call', 'utm_content');
    const created = inviteeEvent('invitee.created', { ref });
    const canceled = inviteeEvent('invitee.canceled', { ref, invitee: created.payload.uri });
    expect(await toCalendly(await calendlyDelivery(created, CALENDLY))).toEqual({ status: 200, text: 'Counted.' });
    expect(await toCalendly(await calendlyDelivery(created, CALENDLY))).toEqual({ status: 200, text: 'Already counted.' });
    expect(await toCalendly(await calendlyDelivery(canceled, CALENDLY))).toEqual({ status: 200, text: 'Counted.' });
    expect(await toCalendly(await calendlyDelivery(canceled, CALENDLY))).toEqual({ status: 200, text: 'Already counted.' });
    for (const [dim, key] of [['total', ''], ['landing', '/fractional-chief-of-staff'], ['source', 'newsletter'], ['campaign', 'march'], ['cta', 'booking\tcalendar\tBook a discovery call\tclosing']]) {
      expect(await rollup(dim!, key!, 'calls'), dim).toBe(1);
      expect(await rollup(dim!, key!, 'cancellations'), dim).toBe(1);
    }

    // Another invitee's cancellation delivered before its creation: each still counts once.
    const ref2 = await clickFrom('/go/book?from=hero&button=Let%27s+Have+a+Natter', 'utm_content');
    const early = inviteeEvent('invitee.canceled', { ref: ref2 });
    expect((await toCalendly(await calendlyDelivery(early, CALENDLY))).text).toBe('Counted.');
    expect((await toCalendly(await calendlyDelivery(inviteeEvent('invitee.created', { ref: ref2, invitee: early.payload.uri }), CALENDLY))).text).toBe('Counted.');
    expect(await rollup('campaign', 'march', 'calls')).toBe(2);
    expect(await rollup('campaign', 'march', 'cancellations')).toBe(2);
  });

  it('refuses forged, stale, unsigned and malformed deliveries with 400, and ignores events it does not count', async () => {
    const ref = await clickFrom('/go/book?from=hero&button=Book', 'utm_content');
    const created = inviteeEvent('invitee.created', { ref });
    const genuine = await calendlyDelivery(created, CALENDLY);
    const before = await allRollups();
    const cases: [string, Delivery][] = [
      ['another key', await calendlyDelivery(created, 'not-the-key')],
      ['tampered', { ...genuine, body: genuine.body.replace('invitee.created', 'invitee.canceled') }],
      ['four minutes old', await calendlyDelivery(created, CALENDLY, Math.floor(Date.now() / 1000) - 240)],
      ['from the future', await calendlyDelivery(created, CALENDLY, Math.floor(Date.now() / 1000) + 240)],
      ['no signature', { ...genuine, headers: { 'content-type': 'application/json' } }],
      ['no v1', { ...genuine, headers: { 'calendly-webhook-signature': `t=${Math.floor(Date.now() / 1000)}` } }],
      ['signed, not JSON', await calendlyDelivery('nonsense', CALENDLY).then((d) => ({ ...d, body: d.body }))],
      ['signed, no invitee uri', await calendlyDelivery({ ...created, payload: { ...created.payload, uri: undefined } }, CALENDLY)],
    ];
    for (const [what, d] of cases) expect((await toCalendly(d)).status, what).toBe(400);
    expect(await allRollups()).toEqual(before);
    expect((await toCalendly(await calendlyDelivery(inviteeEvent('routing_form_submission.created'), CALENDLY))).status).toBe(200);
    expect(await allRollups()).toEqual(before);
    expect((await toCalendly(genuine, { CALENDLY_WEBHOOK_SIGNING_KEY: '' })).status).toBe(404);
  });

  it('counts a booking without a known reference as not attributed', async () => {
    await toCalendly(await calendlyDelivery(inviteeEvent('invitee.created', { ref: null }), CALENDLY));
    await toCalendly(await calendlyDelivery(inviteeEvent('invitee.created', { ref: 'not-one-of-ours' }), CALENDLY));
    expect(await rollup('total', '', 'calls')).toBe(2);
    expect(await rollup('source', '(not attributed)', 'calls')).toBe(2);
  });
});

describe('POST /api/webhooks/cal', () => {
  it('counts a Cal.com booking and cancellation once, credited through metadata[ref], and refuses a forged one', async () => {
    const ref = await clickFrom('/go/book?from=hero&button=Book', 'utm_content');
    const created = calBookingEvent('BOOKING_CREATED', { ref });
    const path = '/api/webhooks/cal';
    expect((await deliver(path, await calDelivery(created, CAL))).text).toBe('Counted.');
    expect((await deliver(path, await calDelivery(created, CAL))).text).toBe('Already counted.');
    expect((await deliver(path, await calDelivery(calBookingEvent('BOOKING_CANCELLED', { ref, uid: created.payload.uid }), CAL))).text).toBe('Counted.');
    expect((await deliver(path, await calDelivery(calBookingEvent('BOOKING_CREATED', { ref }), 'forged'))).status).toBe(400);
    expect((await deliver(path, await calDelivery(calBookingEvent('MEETING_ENDED', { ref }), CAL))).status).toBe(200);
    expect(await rollup('source', 'newsletter', 'calls')).toBe(1);
    expect(await rollup('source', 'newsletter', 'cancellations')).toBe(1);
  });
});

describe('the time a delivery was signed', () => {
  afterEach(() => vi.useRealTimers());
  /** The clock held still, so that a delivery dated 301 seconds ahead is exactly that when it arrives. */
  function holdTheClock(at = Date.now()): number {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    return Math.floor(at / 1000);
  }

  it('refuses a Stripe delivery dated beyond five minutes either way, and takes one within them', async () => {
    const now = holdTheClock();
    const cases: [string, number][] = [['301 seconds ahead', 301], ['a day ahead', DAY_S], ['301 seconds old', -301]];
    for (const [what, offset] of cases) {
      const res = await toStripe(await stripeDelivery(checkoutEvent(), STRIPE, now + offset));
      expect(res.status, what).toBe(400);
    }
    expect((await toStripe(await stripeDelivery(checkoutEvent(), STRIPE, now + DAY_S))).text).toBe('The delivery is dated more than 5 minutes ahead of this server’s clock.');
    expect(await allRollups()).toEqual([]);
    for (const offset of [100, -100]) expect(await toStripe(await stripeDelivery(checkoutEvent(), STRIPE, now + offset)), `${offset} s`).toEqual({ status: 200, text: 'Counted.' });
    expect(await rollup('total', '', 'payments')).toBe(2);
  });

  it('refuses a Calendly delivery dated beyond three minutes either way, and takes one within them', async () => {
    const now = holdTheClock();
    for (const [what, offset] of [['181 seconds ahead', 181], ['a day ahead', DAY_S], ['181 seconds old', -181]] as const) {
      expect((await toCalendly(await calendlyDelivery(inviteeEvent('invitee.created'), CALENDLY, now + offset))).status, what).toBe(400);
    }
    expect(await allRollups()).toEqual([]);
    for (const offset of [100, -100]) expect((await toCalendly(await calendlyDelivery(inviteeEvent('invitee.created'), CALENDLY, now + offset))).text, `${offset} s`).toBe('Counted.');
    expect(await rollup('total', '', 'calls')).toBe(2);
  });

  it('refuses a Cal.com delivery sent more than five minutes ahead, or longer ago than its record of being counted is kept', async () => {
    const now = holdTheClock() * 1000;
    const keptForMs = ATTRIBUTION_RETENTION_DAYS * DAY_S * 1000 - 3_600_000;
    const cases: [string, number][] = [['301 seconds ahead', now + 301_000], ['a day ahead', now + DAY_S * 1000], ['a minute past the retention less an hour', now - keptForMs - 60_000]];
    for (const [what, at] of cases) expect((await toCal(await calDelivery(calBookingEvent('BOOKING_CREATED', { createdAt: at }), CAL))).status, what).toBe(400);
    const undated = calBookingEvent('BOOKING_CREATED') as Partial<ReturnType<typeof calBookingEvent>>;
    delete undated.createdAt;
    expect(await toCal(await calDelivery(undated, CAL))).toEqual({ status: 400, text: 'The delivery has no createdAt time.' });
    expect(await allRollups()).toEqual([]);
    for (const at of [now + 100_000, now - keptForMs + 60_000]) expect((await toCal(await calDelivery(calBookingEvent('BOOKING_CREATED', { createdAt: at }), CAL))).text).toBe('Counted.');
    expect(await rollup('total', '', 'calls')).toBe(2);
  });

  it('does not count a Cal.com delivery again when it is replayed after the cron has deleted its record', async () => {
    const booked = await calDelivery(calBookingEvent('BOOKING_CREATED'), CAL);
    expect((await toCal(booked)).text).toBe('Counted.');
    const counted = await allRollups();
    holdTheClock(Date.now() + (ATTRIBUTION_RETENTION_DAYS * DAY_S + 120) * 1000);
    await applyAttributionRetention(env, Date.now());
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM attribution_events').first<{ n: number }>())!.n).toBe(0);
    const replayed = await toCal(booked);
    expect(replayed.status).toBe(400);
    expect(replayed.text).toBe(`The delivery is dated more than ${ATTRIBUTION_RETENTION_DAYS - 1} days and 23 hours ago.`);
    expect(await allRollups()).toEqual(counted);
  });
});

describe('a rescheduled call', () => {
  it('is one booked call on Calendly: the old invitee’s cancellation and the new invitee’s booking count nothing more', async () => {
    const ref = await clickFrom('/go/book?from=closing&button=Book+a+discovery+call', 'utm_content');
    const booked = inviteeEvent('invitee.created', { ref });
    const rebooked = inviteeEvent('invitee.created', { ref, rescheduledFrom: booked.payload.uri });
    const movedAway = inviteeEvent('invitee.canceled', { ref, invitee: booked.payload.uri, rescheduledTo: rebooked.payload.uri });
    expect((await toCalendly(await calendlyDelivery(booked, CALENDLY))).text).toBe('Counted.');
    for (const d of [movedAway, rebooked]) {
      const res = await toCalendly(await calendlyDelivery(d, CALENDLY));
      expect(res.status, d.event).toBe(200);
      expect(res.text, d.event).toMatch(/^Not counted here: invitee\.(canceled|created) \(a rescheduled call/);
    }
    for (const [dim, key] of [['total', ''], ['campaign', 'march']]) {
      expect(await rollup(dim!, key!, 'calls'), dim).toBe(1);
      expect(await rollup(dim!, key!, 'cancellations'), dim).toBe(0);
    }
    // The call, moved, is then cancelled for good: one cancellation.
    expect((await toCalendly(await calendlyDelivery(inviteeEvent('invitee.canceled', { ref, invitee: rebooked.payload.uri }), CALENDLY))).text).toBe('Counted.');
    expect(await rollup('total', '', 'calls')).toBe(1);
    expect(await rollup('total', '', 'cancellations')).toBe(1);
  });

  it('is one booked call on Cal.com: BOOKING_RESCHEDULED counts nothing more, and the moved booking’s cancellation counts once', async () => {
    const ref = await clickFrom('/go/book?from=hero&button=Book', 'utm_content');
    const booked = calBookingEvent('BOOKING_CREATED', { ref });
    const moved = calBookingEvent('BOOKING_RESCHEDULED', { ref, rescheduleUid: booked.payload.uid });
    expect((await toCal(await calDelivery(booked, CAL))).text).toBe('Counted.');
    const res = await toCal(await calDelivery(moved, CAL));
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^Not counted here: BOOKING_RESCHEDULED \(a rescheduled call/);
    expect(await rollup('source', 'newsletter', 'calls')).toBe(1);
    expect(await rollup('source', 'newsletter', 'cancellations')).toBe(0);
    expect((await toCal(await calDelivery(calBookingEvent('BOOKING_CANCELLED', { ref, uid: moved.payload.uid }), CAL))).text).toBe('Counted.');
    expect(await rollup('source', 'newsletter', 'calls')).toBe(1);
    expect(await rollup('source', 'newsletter', 'cancellations')).toBe(1);
  });
});

describe('refunds (Stripe)', () => {
  const MARCH: [string, string][] = [['landing', '/fractional-chief-of-staff'], ['source', 'newsletter'], ['campaign', 'march'], ['page', '/fractional-chief-of-staff'], ['cta', 'checkout\tstarter\tGet Started\trecommended-plan']];
  const SPRING: [string, string][] = [['landing', '/cyber'], ['source', 'linkedin'], ['campaign', 'spring'], ['page', '/cyber'], ['cta', 'checkout\texecutive\tGet Access\tpricing']];

  /** A paid checkout through a click from `page` with `tags`; its payment intent. */
  async function paid(go: string, amount: number, page?: string, tags?: string): Promise<string> {
    const ref = await clickFrom(go, 'client_reference_id', page, tags);
    const paymentIntent = paymentIntentId();
    expect(await toStripe(await stripeDelivery(checkoutEvent({ ref, amount, paymentIntent }), STRIPE))).toEqual({ status: 200, text: 'Counted.' });
    return paymentIntent;
  }
  const refund = async (event: ReturnType<typeof refundEvent>) => (await toStripe(await stripeDelivery(event, STRIPE))).text;

  it('takes a full refund and two partial refunds off the revenue where each payment was credited, each refund once however its events repeat', async () => {
    const whole = await paid('/go/checkout/starter?from=recommended-plan&button=Get+Started', 120000);
    const part = await paid('/go/checkout/executive?from=pricing&button=Get+Access', 280000, '/cyber', 'utm_source=linkedin&utm_campaign=spring');

    // The full refund: created, delivered again, then updated (the same refund under Stripe's two other event names).
    const full = refundEvent({ paymentIntent: whole, amount: 120000 });
    expect(await refund(full)).toBe('Counted.');
    expect(await refund(full)).toBe('Already counted.');
    for (const type of ['refund.updated', 'charge.refund.updated']) expect(await refund({ ...refundEvent({ paymentIntent: whole, amount: 120000, type }), data: full.data })).toBe('Already counted.');

    // Two partial refunds, the first pending at first and counted when it succeeds; every delivery of each repeated.
    const first = refundEvent({ paymentIntent: part, amount: 50000, status: 'pending' });
    expect(await refund(first)).toBe('Not counted here: refund.created (pending).');
    const succeeded = refundEvent({ paymentIntent: part, amount: 50000, type: 'refund.updated', refund: first.data.object.id });
    expect(await refund(succeeded)).toBe('Counted.');
    expect(await refund(succeeded)).toBe('Already counted.');
    const second = refundEvent({ paymentIntent: part, amount: 30000 });
    expect(await refund(second)).toBe('Counted.');
    expect(await refund(second)).toBe('Already counted.');
    expect(await refund(first)).toBe('Not counted here: refund.created (pending).');
    // Stripe's charge.refunded says the same again, as the charge's running total: not counted a second time.
    const charge = { ...second, type: 'charge.refunded', data: { object: { id: 'ch_test1', object: 'charge', amount: 280000, amount_refunded: 80000, currency: 'gbp', payment_intent: part, refunded: false } } };
    expect(await refund(charge as never)).toBe('Not counted here: charge.refunded.');

    for (const [dim, key] of MARCH) {
      expect(await rollup(dim, key, 'revenue:GBP'), `${dim} revenue`).toBe(120000);
      expect(await rollup(dim, key, 'refunded:GBP'), `${dim} refunded`).toBe(120000);
      expect(await rollup(dim, key, 'refunds'), `${dim} refunds`).toBe(1);
    }
    for (const [dim, key] of SPRING) {
      expect(await rollup(dim, key, 'revenue:GBP'), `${dim} revenue`).toBe(280000);
      expect(await rollup(dim, key, 'refunded:GBP'), `${dim} refunded`).toBe(80000);
      expect(await rollup(dim, key, 'refunds'), `${dim} refunds`).toBe(2);
    }
    expect(await rollup('total', '', 'revenue:GBP')).toBe(400000);
    expect(await rollup('total', '', 'refunded:GBP')).toBe(200000);
    expect(await rollup('source', '(not attributed)', 'refunded:GBP')).toBe(0);
  });

  it('takes a refund of a payment it does not know off the total, as not attributed, and refuses a malformed one', async () => {
    expect(await refund(refundEvent({ paymentIntent: paymentIntentId(), amount: 9000 }))).toBe('Counted.');
    expect(await refund(refundEvent({ paymentIntent: null, amount: 1000, currency: 'usd' }))).toBe('Counted.');
    expect(await rollup('total', '', 'refunded:GBP')).toBe(9000);
    expect(await rollup('campaign', '(not attributed)', 'refunded:GBP')).toBe(9000);
    expect(await rollup('landing', '(not attributed)', 'refunded:USD')).toBe(1000);
    const before = await allRollups();
    const bad = refundEvent({ paymentIntent: paymentIntentId(), amount: 500 });
    for (const object of [{ ...bad.data.object, amount: '500' }, { ...bad.data.object, amount: -500 }, { ...bad.data.object, currency: 'pounds' }, { ...bad.data.object, id: '' }, 'a refund']) {
      const res = await toStripe(await stripeDelivery({ ...bad, id: `${bad.id}x`, data: { object } }, STRIPE));
      expect(res.status, JSON.stringify(object)).toBe(400);
    }
    expect(await allRollups()).toEqual(before);
  });

  it('credits a refund where its payment was for as long as the payment is kept, even once its click is older than that', async () => {
    const pi = await paid('/go/checkout/starter?from=recommended-plan&button=Get+Started', 120000);
    const day = 86_400_000;
    await env.DB.prepare('UPDATE attribution_refs SET created = created - 44 * ?1').bind(day).run();
    await applyAttributionRetention(env, Date.now() + 10 * day);
    expect(await refund(refundEvent({ paymentIntent: pi, amount: 20000 }))).toBe('Counted.');
    expect(await rollup('campaign', 'march', 'refunded:GBP')).toBe(20000);
    await env.DB.prepare('UPDATE attribution_payments SET received = received - 36 * ?1').bind(day).run();
    await applyAttributionRetention(env, Date.now() + 10 * day);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM attribution_refs').first<{ n: number }>())!.n).toBe(0);
    expect(await refund(refundEvent({ paymentIntent: pi, amount: 30000 }))).toBe('Counted.');
    expect(await rollup('campaign', 'march', 'refunded:GBP')).toBe(20000);
    expect(await rollup('campaign', '(not attributed)', 'refunded:GBP')).toBe(30000);
  });
});

describe('refunds of a plan’s first payment (Stripe subscriptions)', () => {
  const STARTER = '/go/checkout/starter?from=recommended-plan&button=Get+Started';
  const EXECUTIVE = '/go/checkout/executive?from=pricing&button=Get+Access';
  const MARCH: [string, string][] = [['landing', '/fractional-chief-of-staff'], ['source', 'newsletter'], ['campaign', 'march'], ['page', '/fractional-chief-of-staff'], ['cta', 'checkout\tstarter\tGet Started\trecommended-plan']];
  const SPRING: [string, string][] = [['landing', '/cyber'], ['source', 'linkedin'], ['campaign', 'spring'], ['page', '/cyber'], ['cta', 'checkout\texecutive\tGet Access\tpricing']];
  const NOTED = 'Noted: which payment paid the invoice.';

  const send = async (event: unknown) => toStripe(await stripeDelivery(event, STRIPE));
  /** A paid subscription checkout (no payment intent, its first invoice instead) through a click from `page` with `tags`. */
  async function subscribe(go: string, invoice: string, amount: number, page?: string, tags?: string) {
    const ref = await clickFrom(go, 'client_reference_id', page, tags);
    return () => send(checkoutEvent({ ref, amount, invoice }));
  }
  const refundOf = async (paymentIntent: string, amount: number) => {
    const event = refundEvent({ paymentIntent, amount });
    return [(await send(event)).text, (await send(event)).text];
  };

  it('credits the refund where the checkout was, once, whichever of the checkout and the invoice’s payment Stripe sends first', async () => {
    // The checkout first, then invoice_payment.paid (delivered twice), then a full refund (delivered twice).
    const starter = { invoice: invoiceId(), pi: paymentIntentId() };
    const checkout = await subscribe(STARTER, starter.invoice, 120000);
    expect(await checkout()).toEqual({ status: 200, text: 'Counted.' });
    const paid = invoicePaidEvent({ invoice: starter.invoice, paymentIntent: starter.pi });
    expect(await send(paid)).toEqual({ status: 200, text: NOTED });
    expect(await send(paid)).toEqual({ status: 200, text: NOTED });
    expect(await refundOf(starter.pi, 120000)).toEqual(['Counted.', 'Already counted.']);

    // The invoice's payment first, then the checkout (delivered twice), then a partial refund.
    const executive = { invoice: invoiceId(), pi: paymentIntentId() };
    const later = await subscribe(EXECUTIVE, executive.invoice, 280000, '/cyber', 'utm_source=linkedin&utm_campaign=spring');
    expect(await send(invoicePaidEvent({ invoice: executive.invoice, paymentIntent: executive.pi, amount: 280000 }))).toEqual({ status: 200, text: NOTED });
    expect(await later()).toEqual({ status: 200, text: 'Counted.' });
    expect(await refundOf(executive.pi, 50000)).toEqual(['Counted.', 'Already counted.']);

    for (const [dim, key] of MARCH) {
      expect(await rollup(dim, key, 'refunded:GBP'), `${dim} refunded`).toBe(120000);
      expect(await rollup(dim, key, 'refunds'), `${dim} refunds`).toBe(1);
    }
    for (const [dim, key] of SPRING) {
      expect(await rollup(dim, key, 'refunded:GBP'), `${dim} refunded`).toBe(50000);
      expect(await rollup(dim, key, 'refunds'), `${dim} refunds`).toBe(1);
    }
    expect(await rollup('total', '', 'refunded:GBP')).toBe(170000);
    expect(await rollup('total', '', 'payments')).toBe(2);
    expect(await rollup('total', '', 'revenue:GBP')).toBe(400000);
    for (const dim of ['landing', 'source', 'campaign']) expect(await rollup(dim, '(not attributed)', 'refunds'), dim).toBe(0);
  });

  it('reads the older API versions’ invoice.paid and invoice.payment_succeeded alike, takes an invoice paid without a payment intent with 200, and refuses a malformed one', async () => {
    const invoice = invoiceId();
    const pi = paymentIntentId();
    expect(await (await subscribe(STARTER, invoice, 120000))()).toEqual({ status: 200, text: 'Counted.' });
    expect(await send(invoicePaidEvent({ invoice, paymentIntent: pi, legacy: 'invoice.paid' }))).toEqual({ status: 200, text: NOTED });
    expect(await send(invoicePaidEvent({ invoice, paymentIntent: pi, legacy: 'invoice.payment_succeeded' }))).toEqual({ status: 200, text: NOTED });
    expect(await refundOf(pi, 30000)).toEqual(['Counted.', 'Already counted.']);
    for (const [dim, key] of MARCH) expect(await rollup(dim, key, 'refunded:GBP'), `${dim} refunded`).toBe(30000);

    // Paid another way (a payment record, or an invoice of an API version that no longer carries payment_intent).
    expect(await send(invoicePaidEvent({ invoice, paymentIntent: null }))).toEqual({ status: 200, text: 'Not counted here: invoice_payment.paid (not paid by a payment intent).' });
    expect(await send(invoicePaidEvent({ invoice, paymentIntent: null, legacy: 'invoice.paid' }))).toEqual({ status: 200, text: 'Not counted here: invoice.paid (not paid by a payment intent).' });
    const good = invoicePaidEvent({ invoice: invoiceId(), paymentIntent: paymentIntentId() });
    for (const object of [{ ...good.data.object, invoice: null }, { ...good.data.object, invoice: 'cus_123' }, 'an invoice payment']) {
      const res = await send({ ...good, data: { object } });
      expect(res.status, JSON.stringify(object)).toBe(400);
      expect(res.text).toBe('The event holds no paid invoice.');
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM attribution_invoices').first<{ n: number }>()).toEqual({ n: 1 });
  });

  it('keeps an invoice’s link no longer than ATTRIBUTION_RETENTION_DAYS, and the reference of one still waiting for its payment as long', async () => {
    const day = 86_400_000;
    const waiting = invoiceId();
    expect(await (await subscribe(STARTER, waiting, 120000))()).toEqual({ status: 200, text: 'Counted.' });
    // A renewal's invoice: its link is kept, but no checkout ever names it.
    expect(await send(invoicePaidEvent({ invoice: invoiceId(), paymentIntent: paymentIntentId() }))).toEqual({ status: 200, text: NOTED });
    await env.DB.prepare('UPDATE attribution_refs SET created = created - 44 * ?1').bind(day).run();
    await applyAttributionRetention(env, Date.now() + 10 * day);
    const pi = paymentIntentId();
    expect(await send(invoicePaidEvent({ invoice: waiting, paymentIntent: pi }))).toEqual({ status: 200, text: NOTED });
    expect(await refundOf(pi, 120000)).toEqual(['Counted.', 'Already counted.']);
    expect(await rollup('campaign', 'march', 'refunded:GBP')).toBe(120000);
    await applyAttributionRetention(env, Date.now() + (ATTRIBUTION_RETENTION_DAYS + 1) * day);
    for (const table of ['attribution_invoices', 'attribution_payments', 'attribution_refs']) {
      expect(await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>(), table).toEqual({ n: 0 });
    }
  });
});

describe('a call or payment that arrives before its visit is counted', () => {
  /** The real consumer takes the held messages, as one batch. */
  async function consume(messages: AnalyticsMessage[]) {
    const batch = createMessageBatch<AnalyticsMessage>('executive-sidekick-analytics', messages.map((body, i) => ({ id: `held${i}`, timestamp: new Date(), attempts: 1, body })));
    const ctx = createExecutionContext();
    await worker.queue!(batch as never, env as never);
    expect((await getQueueResult(batch, ctx)).ackAll).toBe(true);
  }
  /** A visitor lands from the March newsletter and clicks through to the checkout, the page view held on the queue. */
  async function heldClick() {
    const who = nextIp();
    const { held, queue } = heldQueue();
    await visit('/fractional-chief-of-staff?utm_source=newsletter&utm_campaign=march', { ip: who, queue });
    const { res } = await visit('/go/checkout/starter?from=recommended-plan&button=Get+Started', { ip: who, queue, headers: { referer: `${ORIGIN}/fractional-chief-of-staff` } });
    return { held, ref: new URL(res.headers.get('location')!).searchParams.get('client_reference_id')! };
  }
  const VISIT: [string, string][] = [['landing', '/fractional-chief-of-staff'], ['source', 'newsletter'], ['campaign', 'march']];

  it('credits it to the visit’s landing page, source and campaign when the page view is consumed an hour later, once, however deliveries and page views repeat', async () => {
    const { held, ref } = await heldClick();
    const pi = paymentIntentId();
    const payment = checkoutEvent({ ref, amount: 120000, paymentIntent: pi });
    expect(await toStripe(await stripeDelivery(payment, STRIPE))).toEqual({ status: 200, text: 'Counted.' });
    expect(await rollup('total', '', 'payments')).toBe(1);
    expect(await rollup('cta', 'checkout\tstarter\tGet Started\trecommended-plan', 'payments')).toBe(1);
    for (const [dim, key] of VISIT) expect(await rollup(dim, key, 'payments'), dim).toBe(0);
    expect(await rollup('landing', '', 'payments')).toBe(0);

    // The consumer, held back meanwhile, takes the page view and the click.
    await consume(held);
    for (const [dim, key] of VISIT) {
      expect(await rollup(dim, key, 'payments'), dim).toBe(1);
      expect(await rollup(dim, key, 'revenue:GBP'), dim).toBe(120000);
    }
    const after = await outcomeRollups();
    // The payment delivered again, the same page view and click delivered again by the queue, and another page view.
    expect((await toStripe(await stripeDelivery(payment, STRIPE))).text).toBe('Already counted.');
    await consume(held);
    await consume(held.filter((m) => m.t === 'view'));
    expect(await outcomeRollups()).toEqual(after);
    // Its refund goes where it went.
    expect(await toStripe(await stripeDelivery(refundEvent({ paymentIntent: pi, amount: 120000 }), STRIPE))).toEqual({ status: 200, text: 'Counted.' });
    for (const [dim, key] of VISIT) expect(await rollup(dim, key, 'refunded:GBP'), dim).toBe(120000);
  });

  it('credits a booked call and its cancellation alike, and drops what it owes a visit that never had a page view once the cron stops waiting', async () => {
    const { held, ref } = await heldClick();
    const created = inviteeEvent('invitee.created', { ref });
    expect((await toCalendly(await calendlyDelivery(created, CALENDLY))).text).toBe('Counted.');
    expect((await toCalendly(await calendlyDelivery(inviteeEvent('invitee.canceled', { ref, invitee: created.payload.uri }), CALENDLY))).text).toBe('Counted.');
    await consume(held);
    for (const [dim, key] of VISIT) {
      expect(await rollup(dim, key, 'calls'), dim).toBe(1);
      expect(await rollup(dim, key, 'cancellations'), dim).toBe(1);
    }

    const lost = await heldClick();
    expect((await toCalendly(await calendlyDelivery(inviteeEvent('invitee.created', { ref: lost.ref }), CALENDLY))).text).toBe('Counted.');
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM attribution_owed').first<{ n: number }>())!.n).toBe(1);
    await applyAttributionRetention(env, Date.now() + 2 * 86_400_000);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM attribution_owed').first<{ n: number }>())!.n).toBe(0);
    expect(await rollup('total', '', 'calls')).toBe(2);
    expect(await rollup('campaign', 'march', 'calls')).toBe(1);
  });
});

describe('nothing personal', () => {
  it('stores and logs no name, email, address, phone or card detail from any payload', async () => {
    const lines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) => vi.spyOn(console, m).mockImplementation((...args) => void lines.push(args.map(String).join(' '))));
    const ref = await clickFrom('/go/checkout/fullforce?from=pricing&button=Get+Started', 'client_reference_id');
    const invoice = invoiceId();
    await toStripe(await stripeDelivery(checkoutEvent({ ref, invoice }), STRIPE));
    await toStripe(await stripeDelivery(checkoutEvent({ ref }), 'whsec_forged'));
    await toStripe(await stripeDelivery(invoicePaidEvent({ invoice, paymentIntent: paymentIntentId(), legacy: 'invoice.paid' }), STRIPE));
    const created = inviteeEvent('invitee.created', { ref });
    await toCalendly(await calendlyDelivery(created, CALENDLY));
    await toCalendly(await calendlyDelivery(inviteeEvent('invitee.canceled', { ref, invitee: created.payload.uri }), CALENDLY));
    await toCalendly(await calendlyDelivery(created, 'forged'));
    await deliver('/api/webhooks/cal', await calDelivery(calBookingEvent('BOOKING_CREATED', { ref }), CAL));
    for (const s of spies) s.mockRestore();
    expect(await rollup('total', '', 'payments')).toBe(1);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM attribution_payments').first<{ n: number }>()).toEqual({ n: 1 });

    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").all<{ name: string }>();
    const stored = (await Promise.all(tables.results.map(({ name }) => env.DB.prepare(`SELECT * FROM "${name}"`).all()))).map((r) => JSON.stringify(r.results)).join('\n');
    const logged = lines.join('\n');
    for (const [what, value] of Object.entries(PERSONAL)) {
      expect(stored, `${what} in D1`).not.toContain(value);
      expect(logged, `${what} in the log`).not.toContain(value);
    }
    expect(stored).not.toContain('api.calendly.com');
    for (const field of ['last4', 'exp_year', 'customer_details', 'text_reminder_number']) expect(stored + logged, field).not.toContain(field);
    expect(logged).toContain('webhook_counted');
  });
});
