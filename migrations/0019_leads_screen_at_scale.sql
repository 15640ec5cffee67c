-- The Leads screen (/blog/manage/leads) at tens of thousands of waiting leads (routes/leads/outbox-list.ts and
-- outboxSummary in routes/leads/outbox.ts). Three things, so that no render reads or counts every row:

-- 1. Every undelivered lead still holding its details, in id (arrival) order, with what the filters read, the
--    email included: a page is the first entries of this index (after the skipped ones), then its own rows.
CREATE INDEX IF NOT EXISTS leads_outbox_undelivered
  ON leads_outbox (id, source, status, attempts, json_extract(record, '$.email'))
  WHERE status != 'delivered' AND record IS NOT NULL;

-- 2. How many leads each state and kind has, kept by the triggers below, so the screen's counts and "1-50 of
--    50,000" cost a few rows, not a count of 50,000. The state is the one the screen shows: waiting (no attempt
--    yet), retrying, parked (refused as invalid), expired (details deleted after the retention period);
--    delivered rows are not counted here.
CREATE TABLE IF NOT EXISTS lead_counts (
  state TEXT NOT NULL,
  source TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (state, source)
) WITHOUT ROWID;
INSERT INTO lead_counts (state, source, n)
  SELECT CASE WHEN status = 'delivered' THEN NULL WHEN record IS NULL THEN 'expired' WHEN status = 'failed' THEN 'parked' WHEN attempts = 0 THEN 'waiting' ELSE 'retrying' END AS state, source, COUNT(*) FROM leads_outbox WHERE status != 'delivered' GROUP BY 1, 2;

CREATE TRIGGER lead_counts_insert AFTER INSERT ON leads_outbox WHEN new.status != 'delivered' BEGIN
  INSERT INTO lead_counts (state, source, n) SELECT CASE WHEN new.status = 'delivered' THEN NULL WHEN new.record IS NULL THEN 'expired' WHEN new.status = 'failed' THEN 'parked' WHEN new.attempts = 0 THEN 'waiting' ELSE 'retrying' END, new.source, 1 WHERE true
    ON CONFLICT (state, source) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER lead_counts_update AFTER UPDATE OF status, attempts, record, source ON leads_outbox
  WHEN (CASE WHEN old.status = 'delivered' THEN NULL WHEN old.record IS NULL THEN 'expired' WHEN old.status = 'failed' THEN 'parked' WHEN old.attempts = 0 THEN 'waiting' ELSE 'retrying' END) IS NOT (CASE WHEN new.status = 'delivered' THEN NULL WHEN new.record IS NULL THEN 'expired' WHEN new.status = 'failed' THEN 'parked' WHEN new.attempts = 0 THEN 'waiting' ELSE 'retrying' END) OR old.source != new.source BEGIN
  UPDATE lead_counts SET n = n - 1 WHERE state = (CASE WHEN old.status = 'delivered' THEN NULL WHEN old.record IS NULL THEN 'expired' WHEN old.status = 'failed' THEN 'parked' WHEN old.attempts = 0 THEN 'waiting' ELSE 'retrying' END) AND source = old.source;
  INSERT INTO lead_counts (state, source, n) SELECT CASE WHEN new.status = 'delivered' THEN NULL WHEN new.record IS NULL THEN 'expired' WHEN new.status = 'failed' THEN 'parked' WHEN new.attempts = 0 THEN 'waiting' ELSE 'retrying' END, new.source, 1 WHERE new.status != 'delivered'
    ON CONFLICT (state, source) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER lead_counts_delete AFTER DELETE ON leads_outbox WHEN old.status != 'delivered' BEGIN
  UPDATE lead_counts SET n = n - 1 WHERE state = (CASE WHEN old.status = 'delivered' THEN NULL WHEN old.record IS NULL THEN 'expired' WHEN old.status = 'failed' THEN 'parked' WHEN old.attempts = 0 THEN 'waiting' ELSE 'retrying' END) AND source = old.source;
END;

-- 3. Deliveries by time: "delivered in the last 24 hours" and the retention purge read a range of it.
CREATE INDEX IF NOT EXISTS leads_outbox_delivered ON leads_outbox (status, delivered_at);
