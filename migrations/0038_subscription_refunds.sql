-- Refunds of a plan's first payment (routes/analytics/attribution/invoices.ts, docs/analytics.md, 'From click to
-- revenue'). A subscription's checkout session carries no payment intent, only its first invoice; Stripe says which
-- payment intent paid that invoice in a separate event, sent before or after the checkout's. New table only:
-- nothing already stored changes.

-- One row per invoice either side has named: `ref` from a counted subscription checkout with a known reference,
-- `payment` (the payment intent, `pi_…`) from Stripe's word that the invoice was paid. Once both are known, the
-- payment intent and the reference go into attribution_payments, so a refund of it is credited where the checkout
-- was. Invoice and payment intent ids are Stripe's, nothing about the buyer. Kept ATTRIBUTION_RETENTION_DAYS from
-- the first event that named the invoice (a renewal's invoice is named once and never matched).
CREATE TABLE attribution_invoices (
  invoice TEXT PRIMARY KEY,
  received INTEGER NOT NULL,  -- milliseconds since the epoch
  ref TEXT,
  payment TEXT
) WITHOUT ROWID;
CREATE INDEX attribution_invoices_received ON attribution_invoices (received);
CREATE INDEX attribution_invoices_ref ON attribution_invoices (ref) WHERE ref IS NOT NULL;
