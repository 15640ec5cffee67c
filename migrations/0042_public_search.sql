-- The public search (routes/search/, docs/architecture.md#search): its own full-text index of the published articles,
-- beside the manager's posts_search (0015, titles and slugs only), and an index of the site's pages.

-- What the index reads of an article: the keywords and the questions and answers as words, not their JSON. A view,
-- so the triggers below and FTS5's snippet() read the same text; nothing is stored twice.
CREATE VIEW article_search_text AS
  SELECT rowid AS doc, title, h1, excerpt, content AS body,
    CASE WHEN json_valid(keywords) THEN (SELECT group_concat(value, ' ') FROM json_each(posts.keywords)) ELSE '' END AS keywords,
    CASE WHEN json_valid(faqs)
      THEN (SELECT group_concat(json_extract(value, '$.question') || ' ' || json_extract(value, '$.answer'), ' ') FROM json_each(posts.faqs))
      ELSE '' END AS faqs
  FROM posts;

-- Published articles only: a draft (a scheduled article is one) or a deleted article is never in it. Words are
-- stemmed (porter), so 'prioritising' finds 'prioritise'. External content: the text stays in posts. To rebuild it
-- (never with 'rebuild', which would index the drafts too):
--   INSERT INTO article_search (article_search) VALUES ('delete-all');
--   INSERT INTO article_search (rowid, title, h1, excerpt, body, keywords, faqs)
--     SELECT t.* FROM article_search_text t JOIN posts p ON p.rowid = t.doc WHERE p.status = 'published';
CREATE VIRTUAL TABLE article_search USING fts5 (
  title, h1, excerpt, body, keywords, faqs,
  content = 'article_search_text', content_rowid = 'doc',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO article_search (rowid, title, h1, excerpt, body, keywords, faqs)
  SELECT t.doc, t.title, t.h1, t.excerpt, t.body, t.keywords, t.faqs
  FROM article_search_text t JOIN posts p ON p.rowid = t.doc WHERE p.status = 'published';

-- Kept in step with posts. An external-content row is removed with the text it was indexed with, so the removal
-- runs BEFORE the change, while the view still reads the old text; the new text is added AFTER it.
CREATE TRIGGER article_search_insert AFTER INSERT ON posts WHEN new.status = 'published' BEGIN
  INSERT INTO article_search (rowid, title, h1, excerpt, body, keywords, faqs)
    SELECT doc, title, h1, excerpt, body, keywords, faqs FROM article_search_text WHERE doc = new.rowid;
END;

CREATE TRIGGER article_search_unindex BEFORE UPDATE OF title, h1, excerpt, content, keywords, faqs, status ON posts
  WHEN old.status = 'published' BEGIN
  INSERT INTO article_search (article_search, rowid, title, h1, excerpt, body, keywords, faqs)
    SELECT 'delete', doc, title, h1, excerpt, body, keywords, faqs FROM article_search_text WHERE doc = old.rowid;
END;

CREATE TRIGGER article_search_reindex AFTER UPDATE OF title, h1, excerpt, content, keywords, faqs, status ON posts
  WHEN new.status = 'published' BEGIN
  INSERT INTO article_search (rowid, title, h1, excerpt, body, keywords, faqs)
    SELECT doc, title, h1, excerpt, body, keywords, faqs FROM article_search_text WHERE doc = new.rowid;
END;

CREATE TRIGGER article_search_delete BEFORE DELETE ON posts WHEN old.status = 'published' BEGIN
  INSERT INTO article_search (article_search, rowid, title, h1, excerpt, body, keywords, faqs)
    SELECT 'delete', doc, title, h1, excerpt, body, keywords, faqs FROM article_search_text WHERE doc = old.rowid;
END;

-- The site's pages, by the copy of their Markdown twins (routes/search/page-index.ts): filled by the first search
-- after a deploy changes any page's copy, which `page_search_state` records as a hash of it. A handful of rows.
CREATE VIRTUAL TABLE page_search USING fts5 (
  path UNINDEXED, kind UNINDEXED, title, body,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TABLE page_search_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  copy_hash TEXT NOT NULL
);
