import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { ORIGIN } from './helpers';
import { allRollups, resetAnalytics, rollup, settled, visit } from './analytics-helpers';
import { applyAttributionRetention } from '../../routes/analytics/attribution/retention';
import { ATTRIBUTION_RETENTION_DAYS } from '../../routes/_lib/retention';
import { calBookingEvent, calDelivery, calendlyDelivery, checkoutEvent, inviteeEvent, PERSONAL, stripeDelivery, type Delivery } from '../fixtures/webhook-standins';

const STRIPE = env.STRIPE_WEBHOOK_SECRET;
const CALENDLY = env.CALENDLY_WEBHOOK_SIGNING_KEY;
const CAL = env.CAL_WEBHOOK_SECRET;

let ip = 0;
const nextIp = () => `198.18.0.${++ip}`;

beforeEach(async () => {
  await resetAnalytics();
  await env.DB.batch(['attribution_refs', 'attribution_events'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
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

/** A visitor lands from the newsletter's March campaign, reads an article and follows a go-address from it. */
async function clickFrom(go: string, param: string): Promise<string> {
  const who = nextIp();
  await visit('/fractional-chief-of-staff?utm_source=newsletter&utm_campaign=march', { ip: who });
  await settled();
  const { res } = await visit(go, { ip: who, headers: { referer: `${ORIGIN}/fractional-chief-of-staff` } });
  await settled();
  return new URL(res.headers.get('location')!).searchParams.get(param)!;
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

describe('nothing personal', () => {
  it('stores and logs no name, email, address, phone or card detail from any payload', async () => {
    const lines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) => vi.spyOn(console, m).mockImplementation((...args) => void lines.push(args.map(String).join(' '))));
    const ref = await clickFrom('/go/checkout/fullforce?from=pricing&button=Get+Started', 'client_reference_id');
    await toStripe(await stripeDelivery(checkoutEvent({ ref }), STRIPE));
    await toStripe(await stripeDelivery(checkoutEvent({ ref }), 'whsec_forged'));
    const created = inviteeEvent('invitee.created', { ref });
    await toCalendly(await calendlyDelivery(created, CALENDLY));
    await toCalendly(await calendlyDelivery(inviteeEvent('invitee.canceled', { ref, invitee: created.payload.uri }), CALENDLY));
    await toCalendly(await calendlyDelivery(created, 'forged'));
    await deliver('/api/webhooks/cal', await calDelivery(calBookingEvent('BOOKING_CREATED', { ref }), CAL));
    for (const s of spies) s.mockRestore();
    expect(await rollup('total', '', 'payments')).toBe(1);

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
