-- Pictures uploaded with articles (routes/blog/media.ts). The variants live in R2 (IMAGES_BUCKET) under the id;
-- this table says which article each belongs to, with the alt text given at upload. `post` is the article's seq,
-- which never changes, so a moved article keeps its pictures. `variants` is a JSON array of the widths stored.
CREATE TABLE post_images (
  post INTEGER NOT NULL,
  id TEXT NOT NULL,
  alt TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  variants TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  PRIMARY KEY (post, id)
) WITHOUT ROWID;

-- The article's cover: the id of one of its pictures, or NULL for its drawn cover (routes/blog/cover.ts). Adding a
-- nullable column is safe for the release before this one, which ignores it.
ALTER TABLE posts ADD COLUMN cover TEXT;
