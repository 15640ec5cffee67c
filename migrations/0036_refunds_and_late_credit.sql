-- Refunds, and calls and payments credited once their visit is known (routes/analytics/attribution/outcome.ts,
-- docs/analytics.md, 'From click to revenue'). New tables only: nothing already stored changes.

-- Each counted Stripe payment that carried a known reference: its payment intent (Stripe's id for the payment,
-- `pi_…`: nothing about the buyer) and that reference, so a refund of it (which names the payment intent) is credited
-- to the same landing page, source, campaign, page and button. Kept ATTRIBUTION_RETENTION_DAYS from the payment,
-- and the reference's row in attribution_refs with it.
CREATE TABLE attribution_payments (
  payment TEXT PRIMARY KEY,
  received INTEGER NOT NULL,  -- milliseconds since the epoch
  ref TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX attribution_payments_received ON attribution_payments (received);
CREATE INDEX attribution_payments_ref ON attribution_payments (ref);

-- A counted call, cancellation, payment or refund not yet credited to its visit's landing page, source and campaign,
-- because the visit's first page view was still on the analytics queue when the webhook came. `event` is the
-- delivery's attribution_events id, `day` the day it was counted on, `figures` a JSON array of [metric, value].
-- The same D1 transaction that learns the visit's facts (the webhook's or the consumer's) credits and deletes the
-- row, so it is credited once; a row whose visit never had a page view goes when the cron gives up waiting.
CREATE TABLE attribution_owed (
  event TEXT PRIMARY KEY,
  ref TEXT NOT NULL,
  day TEXT NOT NULL,
  figures TEXT NOT NULL
) WITHOUT ROWID;
