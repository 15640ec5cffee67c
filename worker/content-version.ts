import { log, errorMessage } from '../routes/_lib/log';
/**
 * Page versions for the edge cache's keys (worker/edge-cache.ts), stored in D1 (migrations/0013_page_versions.sql).
 * Every blog write bumps, in the same batch, the version of each public page it changes. An isolate checks for
 * changes at most every VERSION_SECONDS (one small batch: the edit counter and the rows newer than the count it
 * knows), so an edit reaches every data centre and every hostname within that time, with no purge to deliver.
 * A render that started before an edit stores its copy under the old version's key, which nobody reads again.
 */

export const VERSION_SECONDS = 5;

interface Versions {
  /** The edit count this isolate has read; -1 before the first read. */
  known: number;
  paths: Map<string, number>;
  checkedAt: number;
  /** When the background read in flight began; 0 when there is none. */
  readingAheadSince: number;
  /** Reads started, and the latest started of those that finished: an older read finishing late changes nothing. */
  started: number;
  finished: number;
}

const state: Versions = { known: -1, paths: new Map(), checkedAt: -Infinity, readingAheadSince: 0, started: 0, finished: 0 };
const within = (since: number, now: number, ms: number) => now >= since && now - since < ms;

/** The version of a page as this isolate last read it; 0 for a page no edit has touched. */
export function versionOf(path: string): number {
  return state.paths.get(path) ?? 0;
}

/**
 * Resolves true once this isolate's versions were read less than VERSION_SECONDS ago, or false if they have never
 * been readable. A busy isolate reads ahead in the background (`ctx`) once half the interval has passed, so its
 * visitors do not wait for the check; a request to an idle one waits for its own read. Requests never wait on a
 * read another request started: that request could be cancelled (its visitor gone) and take the read with it.
 * If D1 cannot be read, the versions read earlier stand until the next check (an edit needs D1 too); it is logged.
 */
export function pageVersions(db: D1Database, ctx?: Pick<ExecutionContext, 'waitUntil'>): true | Promise<boolean> {
  const now = Date.now();
  if (versionsFresh(now)) {
    const aheadInFlight = within(state.readingAheadSince, now, VERSION_SECONDS * 1000);
    if (ctx && !aheadInFlight && !within(state.checkedAt, now, VERSION_SECONDS * 500)) {
      state.readingAheadSince = now;
      ctx.waitUntil(readVersions(db).finally(() => (state.readingAheadSince = 0)));
    }
    return true;
  }
  return readVersions(db);
}

/** The versions were read less than VERSION_SECONDS ago: asking for them now would read nothing. */
export function versionsFresh(now = Date.now()): boolean {
  return state.known >= 0 && within(state.checkedAt, now, VERSION_SECONDS * 1000);
}

/** The editor's own isolate: read the edit it just made, so its next visitor sees it at once. */
export async function learnEdits(db: D1Database): Promise<void> {
  await readVersions(db);
}

/** Reads may overlap and finish in any order: each only ever moves a version forward. */
async function readVersions(db: D1Database): Promise<boolean> {
  const startedAt = Date.now();
  const order = ++state.started;
  const since = state.known;
  const checked = () => {
    if (order < state.finished) return;
    state.finished = order;
    state.checkedAt = startedAt;
  };
  try {
    const [counter, changed] = await db.batch<Record<string, unknown>>([
      db.prepare('SELECT version FROM content_version WHERE id = 1'),
      db.prepare('SELECT path, version FROM page_versions WHERE version > ?').bind(since),
    ]);
    const latest = Number((counter!.results[0] as { version?: number } | undefined)?.version ?? 0);
    if (latest < since) {
      // The database was recreated (a local re-seed): forget everything and read it whole.
      state.known = -1;
      state.paths.clear();
      return readVersions(db);
    }
    for (const row of changed!.results as unknown as { path: string; version: number }[]) {
      if (row.version > versionOf(row.path)) state.paths.set(row.path, row.version);
    }
    state.known = Math.max(state.known, latest);
    checked();
    return true;
  } catch (error) {
    // An isolate that has never read them caches no database page; a missing table means migrations/0013 was not applied.
    log.error('page_versions_unreadable', { message: errorMessage(error) });
    // Try again after the usual interval, not on every request.
    if (state.known >= 0) checked();
    return state.known >= 0;
  }
}

/**
 * Statements to run in the same batch as a blog write: count the edit, and give every page it changes the new
 * count: the paths given (the listings and the posts' own pages, old and new slug) and every post of the topics
 * given (whose related cards may show the post), read inside the batch so a post moved between topics at the same
 * moment is included.
 */
export function recordEdit(db: Pick<D1Database, 'prepare'>, paths: string[], clusters: string[]): D1PreparedStatement[] {
  return [
    db.prepare('UPDATE content_version SET version = version + 1 WHERE id = 1'),
    db
      .prepare(
        `INSERT INTO page_versions (path, version)
         SELECT path, (SELECT version FROM content_version WHERE id = 1)
         FROM (SELECT value AS path FROM json_each(?1)
               UNION SELECT '/' || slug FROM posts WHERE cluster IN (SELECT value FROM json_each(?2)))
         WHERE true
         ON CONFLICT (path) DO UPDATE SET version = excluded.version`,
      )
      .bind(JSON.stringify(paths), JSON.stringify(clusters)),
  ];
}
