-- The cron takes due leads oldest first (routes/leads/outbox.ts claimDue). The rowid is the id, so an index on
-- status alone lists a status's rows in id order: a batch is the first rows of the pending range, with no sort
-- of the whole backlog and no read of the rows after it.
CREATE INDEX IF NOT EXISTS leads_outbox_pending ON leads_outbox (status, id);
