-- Public addresses waiting to be announced to search engines through IndexNow (routes/sitemap/indexnow.ts,
-- docs/operations.md, 'IndexNow'). An edit that changes a published article queues its pages in the edit's own
-- batch; the cron sends everything due in one ping and deletes what was accepted. A path is queued once however
-- many edits name it, so a burst of edits is one ping. New table only: nothing already stored changes.
CREATE TABLE indexnow_queue (
  path TEXT PRIMARY KEY,          -- the page's path on SITE_ORIGIN, '/blog' or '/an-article'
  queued_at INTEGER NOT NULL,     -- milliseconds since the epoch: when the path first waited (it is dropped a day later)
  changed_at INTEGER NOT NULL,    -- the latest edit that named it: a change made while a ping was on its way is sent again
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_status INTEGER             -- IndexNow's answer to the last failed ping; NULL when it never answered
) WITHOUT ROWID;
CREATE INDEX indexnow_queue_due ON indexnow_queue (next_attempt_at);
