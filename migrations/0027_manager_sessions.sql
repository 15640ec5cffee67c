-- The operator's signed-in sessions (routes/sign-in/keeper.ts), so that the access token can be renewed at the edge
-- for a working day and the session ended after a spell without use. `id` is the SHA-256 of the Supabase
-- session_id claim, which every renewal of one sign-in keeps; times are seconds since the Unix epoch.
CREATE TABLE manager_sessions (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  seen_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX manager_sessions_seen ON manager_sessions (seen_at);

-- Manager forms posted after the session had ended (routes/sign-in/sealed.ts), kept for the editor to finish after
-- signing in again. `sealed` is AES-GCM ciphertext whose key is only in the editor's browser (a cookie), next to
-- the id; `id` is the SHA-256 of that cookie's id, so the table alone can neither be read nor be claimed.
CREATE TABLE sealed_submissions (
  id TEXT PRIMARY KEY,
  sealed BLOB NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX sealed_submissions_expiry ON sealed_submissions (expires_at);
