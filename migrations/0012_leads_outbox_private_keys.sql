-- The outbox key must not identify anyone once their details are gone. Until now `idempotency_key` was the
-- SHA-256 of the day and the record: anyone holding a guess at an email address could confirm it against a
-- delivered row. From here on:
--   idempotency_key  a random id per lead (64 hex digits), sent to sync-to-agile as the Idempotency-Key;
--   dedupe_key       an HMAC-SHA-256 of the day and the record under the LEADS_DEDUPE_SECRET, which finds a
--                    repeated submission on the same UTC day and is cleared once that day is over;
--   last_status      the HTTP status of the last failed attempt (NULL for network errors), for the operator.
ALTER TABLE leads_outbox ADD COLUMN dedupe_key TEXT;
ALTER TABLE leads_outbox ADD COLUMN last_status INTEGER;
CREATE UNIQUE INDEX IF NOT EXISTS leads_outbox_dedupe ON leads_outbox (dedupe_key);
-- Existing keys are unkeyed hashes of personal data: replace every one with a random id. A row still waiting
-- is then retried under a new Idempotency-Key; that is the price of not keeping the old hash.
UPDATE leads_outbox SET idempotency_key = lower(hex(randomblob(32)));
-- Rows the old rules parked without it being the record's fault (a 401, 403 or 404 after one attempt, or ten
-- failed attempts) are due again at the next cron run; only a 400 or 422 stays parked for the operator.
UPDATE leads_outbox SET status = 'pending', next_attempt_at = 0, lease_until = 0
  WHERE status = 'failed' AND record IS NOT NULL AND COALESCE(last_error, '') NOT IN ('HTTP 400', 'HTTP 422');
