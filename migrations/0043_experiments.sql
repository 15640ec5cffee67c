-- Copy experiments (routes/analytics/experiments/, docs/analytics.md#experiments): the operator tries other words in a
-- declared slot of copy (routes/home/content.ts SLOTS and the like) and judges them by what the visitors who saw
-- each one went on to do. Works on a database with data: new tables, and one column added with a default.

-- One row per experiment. `variants` is a JSON array of the operator's words, the original not among them (it is
-- the slot's copy in the content module): variant 0 is the original, 1 to 3 the operator's. `share` is the percentage
-- of visitors in the experiment. `kept` is the variant shown to everyone once the operator keeps it.
CREATE TABLE experiments (
  id INTEGER PRIMARY KEY,
  slot TEXT NOT NULL,
  name TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  variants TEXT NOT NULL,
  share INTEGER NOT NULL DEFAULT 100 CHECK (share BETWEEN 1 AND 100),
  state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'running', 'paused', 'stopped', 'kept')),
  kept INTEGER,
  created INTEGER NOT NULL,  -- milliseconds since the epoch
  started INTEGER,           -- when it first ran
  ended INTEGER              -- when it was stopped or a variant kept
);
-- A slot holds at most one live experiment (running, paused, or kept and shown to everyone): enforced here, so two
-- editors starting two experiments at the same moment cannot both succeed.
CREATE UNIQUE INDEX experiments_live_slot ON experiments (slot) WHERE state IN ('running', 'paused', 'kept');

-- Every change an editor made, with who and when.
CREATE TABLE experiment_log (
  id INTEGER PRIMARY KEY,
  experiment INTEGER NOT NULL,
  at INTEGER NOT NULL,
  editor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX experiment_log_experiment ON experiment_log (experiment, at);

-- Who saw which variant on which UTC day, under the same day-rotated visitor hash as analytics_visitors, and kept
-- as long (48 hours at most): the first exposure of a visitor-day counts it, and `converted` lists the kinds of
-- conversion already counted for it (',click,newsletter,'), so each kind counts once per visitor-day.
CREATE TABLE experiment_visitors (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  experiment INTEGER NOT NULL,
  variant INTEGER NOT NULL,
  counted INTEGER NOT NULL DEFAULT 0,
  converted TEXT NOT NULL DEFAULT ',',
  PRIMARY KEY (day, visitor, experiment)
) WITHOUT ROWID;
CREATE INDEX experiment_visitors_uncounted ON experiment_visitors (day) WHERE counted = 0;

-- The variants the visitor behind a booking or checkout reference had seen that day ([[experiment, variant], …]), so
-- the call or payment its webhook brings back is credited to them. Existing references saw none.
ALTER TABLE attribution_refs ADD COLUMN variants TEXT NOT NULL DEFAULT '[]';
