/**
 * What the counting, the cron's retention and compaction and the report agree on about the D1 rollups. Its own
 * module, apart from the screen's tables (./data.ts), so that the module every isolate starts with, which counts
 * and runs the cron, does not carry the screen's code.
 */
/** The rollups' dimensions (migrations/0017_analytics.sql; 'experiment', keyed '<experiment>:<variant>', migrations/0043_experiments.sql). */
export const ROLLUP_DIMS = ['total', 'page', 'landing', 'source', 'campaign', 'country', 'device', 'cta', '404', 'vitals', 'experiment', 'search', 'search-empty'] as const;
export type RollupDim = (typeof ROLLUP_DIMS)[number];

/**
 * The one key per dimension and day that carries every key past the day's top ones (./compact.ts).
 * No real key can be it: tags and hosts lose their brackets, paths start with '/', buttons' keys hold tabs.
 */
export const OTHER_KEY = '(other)';

/**
 * The words a click is recorded under when they are not a button of this site's (GO_LABELS, routes/_layout/copy.ts):
 * one label for all of them, so a link written elsewhere cannot put words of its own in the screen's table.
 */
export const OTHER_LABEL = '(other)';
