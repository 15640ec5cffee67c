-- Kept forms (routes/sign-in/sealed.ts) are now sealed under one key per browser, held in that browser's kept-forms
-- cookie, and bounded per browser and per address. `browser` is the SHA-256 of that key and `address` the SHA-256
-- of the client's address (an IPv6 client's /64), so the table names neither; both are counted against
-- KEPT_PER_BROWSER and KEPT_PER_ADDRESS. A form kept before this change has neither, is never offered again (its
-- cookie held a key of its own, which the new code does not read) and is deleted when it expires, within a day.
ALTER TABLE sealed_submissions ADD COLUMN browser TEXT;
ALTER TABLE sealed_submissions ADD COLUMN address TEXT;
CREATE INDEX sealed_submissions_browser ON sealed_submissions (browser, expires_at);
CREATE INDEX sealed_submissions_address ON sealed_submissions (address, expires_at);
