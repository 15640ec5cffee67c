-- Click-to-revenue attribution (worker/attribution/, docs/analytics.md, 'From click to revenue').
-- A reference is minted when a visitor follows a booking or checkout link through the site's own go-address and
-- travels to the provider in the link (client_reference_id, utm_content or metadata[ref]); the provider's signed
-- webhook brings it back. `ref` is 128 random bits in hex: no visitor hash, nothing derived from the visitor.
-- The row holds the click (kind, target, button words, place, page) and the first-touch facts of the visitor's day
-- (landing page, source, campaign, country, device) copied from analytics_visitors. `pending` is the day's visitor
-- hash only while those facts are not yet known (the page view still on the analytics queue); the consumer copies
-- them and clears it, and the cron clears any left after 48 hours. Rows go after ATTRIBUTION_RETENTION_DAYS.
CREATE TABLE attribution_refs (
  ref TEXT PRIMARY KEY,
  created INTEGER NOT NULL,   -- milliseconds since the epoch
  day TEXT NOT NULL,          -- YYYY-MM-DD, UTC, of the click
  kind TEXT NOT NULL,         -- booking | checkout
  target TEXT NOT NULL,       -- calendar | a plan key | reality-check
  label TEXT NOT NULL,
  place TEXT NOT NULL,
  page TEXT NOT NULL,         -- the page the link was on, '' when unknown
  landing TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT '',
  campaign TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  pending TEXT
) WITHOUT ROWID;
CREATE INDEX attribution_refs_created ON attribution_refs (created);
CREATE INDEX attribution_refs_pending ON attribution_refs (day, pending) WHERE pending IS NOT NULL;

-- Provider deliveries already counted, so a delivery repeated (by the provider's retries or by anyone replaying it)
-- counts once. `id` is a SHA-256 of the provider and its event's own identity (Stripe's event id; Calendly's
-- event name and invitee URI; Cal.com's trigger and booking uid), never the payload. `token` is random per
-- delivery: the rollup increments of the same D1 batch apply only when this delivery's token is the one stored.
CREATE TABLE attribution_events (
  id TEXT PRIMARY KEY,
  received INTEGER NOT NULL,
  token TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX attribution_events_received ON attribution_events (received);
