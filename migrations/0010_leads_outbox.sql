-- The lead outbox: every newsletter, contact and charity submission is written here before it is
-- forwarded to Supabase's sync-to-agile function, so none is lost while Supabase or the CRM is down.
-- Times are milliseconds since the Unix epoch. `record` is the JSON sent as { record }; it is set to NULL
-- once delivered (or after 30 days undelivered), keeping only the idempotency key and delivery facts.
CREATE TABLE IF NOT EXISTS leads_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  source TEXT NOT NULL CHECK (source IN ('newsletter_signup', 'contact_form', 'charity_application')),
  record TEXT CHECK (record IS NULL OR json_valid(record)),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  delivered_at INTEGER,
  CHECK (status != 'pending' OR record IS NOT NULL)
);
CREATE INDEX IF NOT EXISTS leads_outbox_due ON leads_outbox (status, next_attempt_at);
