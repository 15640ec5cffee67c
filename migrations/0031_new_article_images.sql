-- Pictures uploaded on the new-article form before the article has ever been saved (routes/manage/new-images.ts):
-- like the editor's new-article autosave (article_autosaves), they have no row in posts to belong to yet, so they
-- are kept by editor and moved into post_images, in the batch of the save that creates the article. Their variants
-- are already in R2 (IMAGES_BUCKET) under the id, so the body's Markdown shows them in the live preview at once.
-- `cover` is 1 when the editor asked for the picture to be the new article's cover.
CREATE TABLE new_article_images (
  editor TEXT NOT NULL,
  id TEXT NOT NULL,
  alt TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  variants TEXT NOT NULL,
  cover INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  PRIMARY KEY (editor, id)
) WITHOUT ROWID;
