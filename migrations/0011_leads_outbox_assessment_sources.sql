-- Issue 6: 'Email me my results' on the assessments' result pages goes through the lead outbox with its own
-- sources, 'assessment' and 'burnout_assessment'. SQLite cannot change a CHECK constraint in place, so the
-- table is rebuilt with the wider one and every row (pending ones included) is copied across unchanged.
CREATE TABLE leads_outbox_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  source TEXT NOT NULL CHECK (source IN ('newsletter_signup', 'contact_form', 'charity_application', 'assessment', 'burnout_assessment')),
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
INSERT INTO leads_outbox_next (id, idempotency_key, source, record, status, attempts, next_attempt_at, lease_until, last_error, created_at, updated_at, delivered_at)
  SELECT id, idempotency_key, source, record, status, attempts, next_attempt_at, lease_until, last_error, created_at, updated_at, delivered_at FROM leads_outbox;
DROP TABLE leads_outbox;
ALTER TABLE leads_outbox_next RENAME TO leads_outbox;
CREATE INDEX IF NOT EXISTS leads_outbox_due ON leads_outbox (status, next_attempt_at);
