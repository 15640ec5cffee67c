-- The posts table at tens of thousands of rows (worker/blog/repository.ts, worker/blog/queries.ts).
-- Every query a page or the manager runs walks one of these indexes; none reads the whole table.

-- One listing order everywhere: newest date first, then the later-created, then the slug, so no two posts tie and
-- a page boundary is the same on every read. Each index ends in slug, so the step that finds a page's slugs
-- reads the index alone, never a post row.
DROP INDEX IF EXISTS posts_status_date;
DROP INDEX IF EXISTS posts_cluster;
CREATE INDEX posts_listing ON posts (status, date, created_at, slug);
CREATE INDEX posts_listing_cluster ON posts (status, cluster, date, created_at, slug);
-- The manager lists drafts too: all posts, or one topic's, in the same order.
CREATE INDEX posts_all_by_date ON posts (date, created_at, slug);
CREATE INDEX posts_cluster_by_date ON posts (cluster, date, created_at, slug);

-- How many posts each status and topic has, kept by the triggers below, so "page 3 of 1,667" costs one row,
-- not a count of 10,000 index entries.
CREATE TABLE post_counts (
  status TEXT NOT NULL,
  cluster TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (status, cluster)
) WITHOUT ROWID;
INSERT INTO post_counts (status, cluster, n) SELECT status, cluster, COUNT(*) FROM posts GROUP BY status, cluster;

-- The manager's search: words of the title and of the slug (the tokenizer splits it at hyphens), matched as
-- prefixes. External content: the text stays in posts, the index is kept by the triggers below and can be
-- rebuilt from posts at any time with INSERT INTO posts_search (posts_search) VALUES ('rebuild').
CREATE VIRTUAL TABLE posts_search USING fts5 (title, slug, content = 'posts', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
INSERT INTO posts_search (posts_search) VALUES ('rebuild');

-- The XML sitemap splits posts into child files by the order they were created (seq, given once, never
-- reused), so a child is one range of an index and its membership never shifts when posts are added.
-- sitemap_parts keeps each thousand's published count and last change, so the sitemap index reads a few rows.
ALTER TABLE posts ADD COLUMN seq INTEGER;
UPDATE posts SET seq = rowid;
CREATE UNIQUE INDEX posts_seq ON posts (seq);
CREATE INDEX posts_sitemap ON posts (status, seq, slug, updated_at);
CREATE TABLE sitemap_parts (
  part INTEGER PRIMARY KEY,
  published INTEGER NOT NULL,
  lastmod TEXT NOT NULL
);
INSERT INTO sitemap_parts (part, published, lastmod)
  SELECT seq / 1000, SUM(status = 'published'), MAX(updated_at) FROM posts GROUP BY seq / 1000;

CREATE TRIGGER posts_scale_insert AFTER INSERT ON posts BEGIN
  UPDATE posts SET seq = (SELECT IFNULL(MAX(seq), 0) + 1 FROM posts) WHERE rowid = new.rowid AND new.seq IS NULL;
  INSERT INTO post_counts (status, cluster, n) VALUES (new.status, new.cluster, 1)
    ON CONFLICT (status, cluster) DO UPDATE SET n = n + 1;
  INSERT INTO posts_search (rowid, title, slug) VALUES (new.rowid, new.title, new.slug);
  INSERT INTO sitemap_parts (part, published, lastmod)
    SELECT seq / 1000, new.status = 'published', new.updated_at FROM posts WHERE rowid = new.rowid
    ON CONFLICT (part) DO UPDATE SET published = published + excluded.published, lastmod = MAX(lastmod, excluded.lastmod);
END;

CREATE TRIGGER posts_scale_update AFTER UPDATE OF slug, title, status, cluster, updated_at ON posts BEGIN
  UPDATE post_counts SET n = n - 1 WHERE status = old.status AND cluster = old.cluster;
  INSERT INTO post_counts (status, cluster, n) VALUES (new.status, new.cluster, 1)
    ON CONFLICT (status, cluster) DO UPDATE SET n = n + 1;
  INSERT INTO posts_search (posts_search, rowid, title, slug) VALUES ('delete', old.rowid, old.title, old.slug);
  INSERT INTO posts_search (rowid, title, slug) VALUES (new.rowid, new.title, new.slug);
  UPDATE sitemap_parts
    SET published = published - (old.status = 'published') + (new.status = 'published'),
        lastmod = MAX(lastmod, new.updated_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    WHERE part = new.seq / 1000;
END;

CREATE TRIGGER posts_scale_delete AFTER DELETE ON posts BEGIN
  UPDATE post_counts SET n = n - 1 WHERE status = old.status AND cluster = old.cluster;
  INSERT INTO posts_search (posts_search, rowid, title, slug) VALUES ('delete', old.rowid, old.title, old.slug);
  UPDATE sitemap_parts
    SET published = published - (old.status = 'published'), lastmod = MAX(lastmod, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    WHERE part = old.seq / 1000;
END;
