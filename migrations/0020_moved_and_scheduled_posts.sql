-- Moved and deleted articles (routes/blog/redirects.ts), and scheduled publishing (worker/blog-schedule.ts).

-- Each old address of a post: to_slug is where it now lives (a 301), or NULL once the post was deleted (a 410).
-- Chains are collapsed when written (A to B, then B to C, rewrites A to C), so every lookup is one primary-key read.
-- The public blog reads this table only for a /{slug} that is not a published post: pages in the route table
-- and live posts never touch it.
CREATE TABLE post_redirects (
  from_slug TEXT PRIMARY KEY,
  to_slug TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
) WITHOUT ROWID;
-- A post's old addresses, for its edit screen and for collapsing chains when it moves again or is deleted.
CREATE INDEX post_redirects_to ON post_redirects (to_slug);

-- When a draft is due to be published by the cron, in UTC (YYYY-MM-DDTHH:MM:SS.sssZ); NULL when it is not scheduled.
-- A scheduled post stays a draft until then, so every public query already leaves it out.
ALTER TABLE posts ADD COLUMN publish_at TEXT;
CREATE INDEX posts_due ON posts (publish_at) WHERE publish_at IS NOT NULL;
