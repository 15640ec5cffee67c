-- The cap on visitors per address per day (worker/analytics/consumer.ts, VISITORS_PER_ADDRESS): each visitor row
-- keeps its address's daily hash (worker/analytics/visitor.ts, addressHash), under the same one-day salt as the
-- visitor hash and deleted with the row within 48 hours. Rows written before this have none and count for no address.
ALTER TABLE analytics_visitors ADD COLUMN address_key TEXT;
CREATE INDEX analytics_visitors_address ON analytics_visitors (day, address_key) WHERE address_key IS NOT NULL;
