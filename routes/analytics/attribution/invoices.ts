/**
 * A plan's first payment, so that its refunds are credited where its checkout was (docs/analytics.md, 'From click
 * to revenue'). A subscription checkout session carries its first invoice instead of a payment intent; Stripe says
 * which payment intent paid that invoice in an event of its own (./deliveries.ts, readInvoicePaid), sent before or
 * after the checkout's. Each records its half in attribution_invoices (migrations/0038_subscription_refunds.sql),
 * and whichever batch completes the pair copies it into attribution_payments, where a refund looks its payment up
 * (./refs.ts, readPaymentRef). Loaded on the first delivery, like ./outcome.ts.
 */
import type { Env } from '../../_app/env';

/** An invoice and the payment intent that paid it: Stripe's ids, nothing about the buyer. */
export interface InvoiceLink {
  invoice: string;
  payment: string;
}

export const INVOICE_SQL = {
  paidBy: `INSERT INTO attribution_invoices (invoice, received, payment) VALUES (?1, ?2, ?3)
    ON CONFLICT (invoice) DO UPDATE SET payment = excluded.payment`,
  /** Run after either half is recorded; a repeat, or a payment intent already held, changes nothing. */
  link: `INSERT INTO attribution_payments (payment, received, ref)
    SELECT payment, ?2, ref FROM attribution_invoices WHERE invoice = ?1 AND ref IS NOT NULL AND payment IS NOT NULL
    ON CONFLICT (payment) DO NOTHING`,
} as const;

export const linkStatement = (db: D1Database, invoice: string, now: number) => db.prepare(INVOICE_SQL.link).bind(invoice, now);

/** Records which payment intent paid the invoice, and links it to its checkout's reference if that is known. */
export async function recordInvoicePaid(env: Pick<Env, 'DB'>, { invoice, payment }: InvoiceLink, now = Date.now()): Promise<void> {
  await env.DB.batch([env.DB.prepare(INVOICE_SQL.paidBy).bind(invoice, now, payment), linkStatement(env.DB, invoice, now)]);
}
