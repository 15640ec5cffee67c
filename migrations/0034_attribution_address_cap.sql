-- The cap on references per address per day (routes/analytics/attribution/refs.ts, REFS_PER_ADDRESS), as the
-- visitors are capped (migrations/0024_analytics_address_cap.sql): each reference keeps its address's daily hash
-- (routes/analytics/visitor.ts, addressHash) while its day lasts, and the cron clears it once the day is over
-- (routes/analytics/attribution/retention.ts). References made before this have none and count for no address.
ALTER TABLE attribution_refs ADD COLUMN address_key TEXT;
CREATE INDEX attribution_refs_address ON attribution_refs (day, address_key) WHERE address_key IS NOT NULL;
