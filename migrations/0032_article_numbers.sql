-- An article's seq is what its preview links, versions and pictures are filed under (0022, 0028, 0030), so it must
-- name one article for ever. 0015 gave each new article MAX(seq) + 1, which handed the number of a deleted newest
-- article, and everything still filed under it, to the next article created. post_seq_high keeps the highest
-- number ever given, so none is given twice; it starts above every number anything is filed under now, so records
-- left behind by articles deleted before this migration are never handed to a new article either.
CREATE TABLE post_seq_high (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last INTEGER NOT NULL
);
INSERT INTO post_seq_high (id, last) VALUES (1, 0);
UPDATE post_seq_high SET last = MAX(last,
  IFNULL((SELECT MAX(seq) FROM posts), 0),
  IFNULL((SELECT MAX(post) FROM preview_links), 0),
  IFNULL((SELECT MAX(post) FROM post_revisions), 0),
  IFNULL((SELECT MAX(post) FROM post_images), 0));

-- 0015's trigger, but numbering from post_seq_high; a post inserted with a seq of its own raises the mark too.
DROP TRIGGER posts_scale_insert;
CREATE TRIGGER posts_scale_insert AFTER INSERT ON posts BEGIN
  UPDATE posts SET seq = (SELECT last + 1 FROM post_seq_high) WHERE rowid = new.rowid AND new.seq IS NULL;
  UPDATE post_seq_high SET last = MAX(last, (SELECT seq FROM posts WHERE rowid = new.rowid));
  INSERT INTO post_counts (status, cluster, n) VALUES (new.status, new.cluster, 1)
    ON CONFLICT (status, cluster) DO UPDATE SET n = n + 1;
  INSERT INTO posts_search (rowid, title, slug) VALUES (new.rowid, new.title, new.slug);
  INSERT INTO sitemap_parts (part, published, lastmod)
    SELECT seq / 1000, new.status = 'published', new.updated_at FROM posts WHERE rowid = new.rowid
    ON CONFLICT (part) DO UPDATE SET published = published + excluded.published, lastmod = MAX(lastmod, excluded.lastmod);
END;

-- A preview link ends for good when its article is published (by hand or by its schedule) or deleted: the row goes
-- in the same transaction, so unpublishing or bringing the article back finds nothing to revive. Every write path
-- (the manager's forms, its JSON API, the cron) goes through these.
CREATE TRIGGER posts_published_ends_previews AFTER UPDATE OF status ON posts WHEN new.status = 'published' BEGIN
  DELETE FROM preview_links WHERE post = new.seq;
END;
CREATE TRIGGER posts_deleted_ends_previews AFTER DELETE ON posts BEGIN
  DELETE FROM preview_links WHERE post = old.seq;
END;

-- Links the old numbering and the old status check left able to open the wrong thing: those of an article since
-- deleted or published, those made before the article now holding their number was created (a deleted article's,
-- handed on with its number), and those made before the article's latest publish (revived by unpublishing).
DELETE FROM preview_links WHERE NOT EXISTS (
  SELECT 1 FROM posts p
  WHERE p.seq = preview_links.post AND p.status = 'draft' AND preview_links.created_at >= (julianday(p.created_at) - 2440587.5) * 86400000
);
DELETE FROM preview_links WHERE EXISTS (
  SELECT 1 FROM post_revisions r WHERE r.post = preview_links.post AND r.kind = 'publish' AND r.created_at >= preview_links.created_at
);
