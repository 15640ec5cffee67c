-- A new article's autosave (routes/blog/manage/autosave.ts), before it has ever been saved and so has no row in
-- posts to hang versions on: one per editor, the form's fields as JSON, offered back on the new-article form and
-- removed when that editor saves a new article. `saved_at` is milliseconds since the Unix epoch.
CREATE TABLE article_autosaves (
  editor TEXT PRIMARY KEY,
  fields TEXT NOT NULL,
  saved_at INTEGER NOT NULL
) WITHOUT ROWID;
