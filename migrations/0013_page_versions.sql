-- Which blog edit last changed each database-backed page (worker/content-version.ts). The edge cache puts a
-- page's version in its cache key, so once an isolate has read a newer version, no copy made before the edit
-- is looked up again, in any data centre or under any hostname.
-- content_version counts edits (one row); page_versions holds, per path, the count at the edit that last
-- changed it. Paths never edited have no row (version 0).
CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 0);

CREATE TABLE page_versions (
  path TEXT PRIMARY KEY,
  version INTEGER NOT NULL
);
-- Isolates read only the rows changed since the version they know.
CREATE INDEX page_versions_by_version ON page_versions (version);
