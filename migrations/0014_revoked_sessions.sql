-- Sessions signed out at /auth/sign-out. A Supabase access token stays valid until it expires even after the
-- session is revoked upstream, so the worker refuses these ids itself until `expires_at` (seconds since the
-- Unix epoch, the token's own expiry); rows past it are deleted on the next sign-out.
-- `id` is 'sid:' + the token's session_id claim, or 'jwt:' + the SHA-256 of a token without one.
CREATE TABLE IF NOT EXISTS revoked_sessions (
  id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS revoked_sessions_expiry ON revoked_sessions (expires_at);
