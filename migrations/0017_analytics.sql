-- First-party, cookieless measurement (worker/analytics/, docs/analytics.md).
-- Daily rollups: one counter per day, dimension, key and metric. The Analytics screen reads only these.
-- dim: total | page | landing | source | campaign | country | device | cta | 404 | vitals
-- metric: views | visitors | conversions | converters | (vitals) '<LCP|INP|CLS>:<bucket upper bound>'
CREATE TABLE analytics_daily (
  dim TEXT NOT NULL,
  day TEXT NOT NULL,      -- YYYY-MM-DD, UTC
  key TEXT NOT NULL,
  metric TEXT NOT NULL,
  value INTEGER NOT NULL,
  PRIMARY KEY (dim, day, key, metric)
) WITHOUT ROWID;

-- One row per visitor per UTC day, kept at most 48 hours: the day's first page (landing), source and campaign,
-- so that later pages and conversions that day are credited to them. `visitor` is a hash under a salt that lives
-- one day; no address or user agent is stored. counted/converted mark what the rollups already include.
CREATE TABLE analytics_visitors (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  landing TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL,
  country TEXT NOT NULL,
  device TEXT NOT NULL,
  counted INTEGER NOT NULL DEFAULT 0,   -- 1 once added to the day's visitor counts
  converted INTEGER NOT NULL DEFAULT 0, -- 1 when first converting (being counted), 2 once counted
  PRIMARY KEY (day, visitor)
) WITHOUT ROWID;
CREATE INDEX analytics_visitors_uncounted ON analytics_visitors (day) WHERE counted = 0;
CREATE INDEX analytics_visitors_converting ON analytics_visitors (day) WHERE converted = 1;

-- Today's salt only: a new random one each UTC day, and every older one deleted when it is made.
CREATE TABLE analytics_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);
