CREATE TABLE IF NOT EXISTS posts (
  slug TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  h1 TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  author TEXT NOT NULL,
  date TEXT NOT NULL,           -- ISO date of publication, YYYY-MM-DD
  keywords TEXT NOT NULL,       -- JSON array of strings
  cluster TEXT NOT NULL,
  content TEXT NOT NULL,        -- Markdown
  faqs TEXT NOT NULL,           -- JSON array of {question, answer}
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft','published')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX IF NOT EXISTS posts_status_date ON posts (status, date DESC);
CREATE INDEX IF NOT EXISTS posts_cluster ON posts (cluster, status, date DESC);
