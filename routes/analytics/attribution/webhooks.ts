/**
 * POST /api/webhooks/stripe, /calendly and /cal: the providers' signed word that a plan was paid for or refunded
 * (and which payment paid a plan's first invoice), or a call booked or cancelled (docs/analytics.md, 'From click to
 * revenue'). Each answers 404 until its secret is set. A bad or missing signature, a stale timestamp or a malformed
 * body is a 400 and changes nothing; an event this site does not count is a 200 (so the provider does not retry it
 * for days); a repeat is a 200 and counts nothing more. The reading, the counting and the Stripe library load on the
 * first delivery (./deliveries.ts, ./outcome.ts, ./invoices.ts), not at startup: tests/e2e/production-build.spec.ts
 * holds the startup module to its budget.
 */
import type { Context } from 'hono';
import type { AppEnv, Env } from '../../_app/env';
import { factory } from '../../_app/factory';
import { capBody, kilobytes } from '../../_app/body-cap';
import { log } from '../../_lib/log';
import type { Reading } from './deliveries';

type C = Context<AppEnv>;

export const WEBHOOK_PATHS = { stripe: '/api/webhooks/stripe', calendly: '/api/webhooks/calendly', cal: '/api/webhooks/cal' } as const;
type Provider = keyof typeof WEBHOOK_PATHS;

/** The secret each endpoint needs: without it, the endpoint does not exist. */
export const WEBHOOK_SECRETS = { stripe: 'STRIPE_WEBHOOK_SECRET', calendly: 'CALENDLY_WEBHOOK_SIGNING_KEY', cal: 'CAL_WEBHOOK_SECRET' } as const satisfies Record<Provider, keyof Env>;

/** Far above any checkout session or invitee the providers send. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;

const NO_STORE = { 'Cache-Control': 'no-store' };

async function read(provider: Provider, c: C, body: string, secret: string): Promise<Reading> {
  const { readStripe, readCalendly, readCal } = await import('./deliveries');
  switch (provider) {
    case 'stripe':
      return readStripe(body, c.req.header('stripe-signature') ?? null, secret);
    case 'calendly':
      return readCalendly(body, c.req.header('calendly-webhook-signature') ?? null, secret);
    case 'cal':
      return readCal(body, c.req.header('x-cal-signature-256') ?? null, secret, c.env);
  }
}

async function receive(provider: Provider, c: C) {
  const secret = c.env[WEBHOOK_SECRETS[provider]];
  if (!secret) return c.notFound();
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(await c.req.arrayBuffer());
  } catch {
    return c.text('The body is not UTF-8 text.', 400, NO_STORE);
  }
  const reading = await read(provider, c, body, secret);
  if ('problem' in reading) {
    log.warn('webhook_refused', { provider, problem: reading.problem });
    return c.text(reading.problem, 400, NO_STORE);
  }
  if ('ignored' in reading) return c.text(`Not counted here: ${reading.ignored}.`, 200, NO_STORE);
  if ('link' in reading) {
    const { recordInvoicePaid } = await import('./invoices');
    await recordInvoicePaid(c.env, reading.link);
    log.info('webhook_linked', { provider });
    return c.text('Noted: which payment paid the invoice.', 200, NO_STORE);
  }
  const { countOutcome } = await import('./outcome');
  const { counted, attributed } = await countOutcome(c.env, reading.outcome);
  log.info('webhook_counted', { provider, metric: reading.outcome.metric, counted, attributed });
  return c.text(counted ? 'Counted.' : 'Already counted.', 200, NO_STORE);
}

export function webhooks() {
  const app = factory.createApp();
  for (const [provider, path] of Object.entries(WEBHOOK_PATHS) as [Provider, string][]) {
    app.post(
      path,
      capBody(WEBHOOK_MAX_BYTES, (c) => c.text(`A delivery is at most ${kilobytes(WEBHOOK_MAX_BYTES)}.`, 413, NO_STORE)),
      (c) => receive(provider, c),
    );
    app.all(path, (c) => (c.env[WEBHOOK_SECRETS[provider]] ? c.text('Deliveries come with POST.', 405, { Allow: 'POST', ...NO_STORE }) : c.notFound()));
  }
  return app;
}
