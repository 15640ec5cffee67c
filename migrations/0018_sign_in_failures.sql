-- Wrong passwords at /auth, remembered for routes/sign-in/throttle.ts: one row per email (across every address) and
-- one per address-and-email pair. `key` is the SHA-256 of 'email:' + the email or 'pair:' + the address + ' ' +
-- the email, so the table holds no address or email in clear. `failures` counts from the first wrong password
-- until one arrives more than 15 minutes after the last (routes/sign-in/failures.ts); rows older than that are
-- deleted as the next failure is written.
CREATE TABLE IF NOT EXISTS sign_in_failures (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failed_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sign_in_failures_age ON sign_in_failures (last_failed_at);
