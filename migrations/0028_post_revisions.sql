-- Every version of an article (routes/blog/revisions.ts): each save, autosave, publish, schedule and restore adds
-- one, so the version before any save is always kept. `post` is the article's seq, which never changes (a moved
-- article keeps its history). `snapshot` is the article's fields as JSON; `changed` counts the words added and
-- removed against the version before; `created_at` is milliseconds since the Unix epoch. 'earlier' is the
-- version an article had when its first version here was recorded, by an unknown author.
CREATE TABLE post_revisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  post INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('earlier', 'save', 'autosave', 'publish', 'unpublish', 'schedule', 'restore')),
  author TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  snapshot TEXT NOT NULL,
  changed INTEGER NOT NULL
);
CREATE INDEX post_revisions_post ON post_revisions (post, id);

-- Deleted articles, kept for 30 days with their versions so the manager can bring one back as a draft
-- (routes/blog/deleted.ts). While kept, its versions and pictures' records have `post` = -id, since a new article
-- may be given the deleted one's seq.
CREATE TABLE deleted_posts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  snapshot TEXT NOT NULL,
  deleted_by TEXT NOT NULL,
  deleted_at INTEGER NOT NULL
);
CREATE INDEX deleted_posts_at ON deleted_posts (deleted_at);
