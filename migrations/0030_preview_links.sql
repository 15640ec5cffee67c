-- 'Share a preview' links to a draft or scheduled article (routes/blog/previews.ts). `id` is the SHA-256 of the
-- link's random token, which is shown to the editor once and never stored; `post` is the article's seq, so a link
-- follows the article when its slug changes and stops when it is deleted. Times are milliseconds since the Unix epoch.
CREATE TABLE preview_links (
  id TEXT PRIMARY KEY,
  post INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
) WITHOUT ROWID;
CREATE INDEX preview_links_post ON preview_links (post, expires_at);
