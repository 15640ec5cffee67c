/**
 * The experiments that change what pages show (running ones, and kept variants), as this isolate last read them from
 * D1: one small read, never older than LIVE_SECONDS when a page uses it, so a stopped experiment's words reach no
 * visitor after that, in any isolate. A busy isolate reads ahead in the background once half of it has passed, so
 * its visitors do not wait; a request to an idle one waits for its own read (as worker/content-version.ts does for
 * page versions), and a page that shows no slot never looks (./choose.ts). A row that cannot be used (a slot no family
 * declares any more, variants that do not parse) is left out: its pages show the declared copy. Unreadable D1 keeps
 * the last copy read, or none.
 */
import { SLOTS } from '../../table';
import type { SlotDecl } from '../../_lib/copy-slots';
import { errorMessage, log } from '../../_lib/log';

export const LIVE_SECONDS = 5;

/** The edge cache's name for the copy showing an experiment's variant to its share, or a kept variant to everyone. */
export const copyKey = (experiment: number, variant: number, kept: boolean) => `e${experiment}${kept ? 'k' : 'v'}${variant}`;

export interface LiveExperiment {
  id: number;
  slot: string;
  decl: SlotDecl;
  /** Variant words: index 0 is the original (the declared copy), 1 to 3 the operator's. */
  words: string[];
  share: number;
  /** The variant shown to everyone once kept; null while it runs. */
  kept: number | null;
}

export interface Live {
  /** Running or kept experiments by route path. */
  byPath: ReadonlyMap<string, LiveExperiment[]>;
  /** Those on every article. */
  articles: LiveExperiment[];
}

const NONE: Live = { byPath: new Map(), articles: [] };
let current: { live: Live; readAt: number } | null = null;
/** When the background read in flight began; 0 when there is none. */
let readingAheadSince = 0;

interface Row {
  id: number;
  slot: string;
  variants: string;
  share: number;
  state: string;
  kept: number | null;
}

export function liveFrom(rows: Row[]): Live {
  const byPath = new Map<string, LiveExperiment[]>();
  const articles: LiveExperiment[] = [];
  for (const row of rows) {
    const decl = SLOTS[row.slot];
    let variants: unknown;
    try {
      variants = JSON.parse(row.variants);
    } catch {
      continue;
    }
    if (!decl || !Array.isArray(variants) || !variants.length || !variants.every((v) => typeof v === 'string')) continue;
    const words = [decl.original, ...(variants as string[])];
    const kept = row.state === 'kept' ? row.kept : null;
    if (row.state === 'kept' && !(kept !== null && kept >= 0 && kept < words.length)) continue;
    const experiment: LiveExperiment = { id: row.id, slot: row.slot, decl, words, share: row.share, kept };
    if (decl.pages === 'articles') articles.push(experiment);
    else for (const path of decl.pages) byPath.set(path, [...(byPath.get(path) ?? []), experiment]);
  }
  return { byPath, articles };
}

/** Reads started, and the latest started of those that finished: an older read finishing late changes nothing. */
let started = 0;
let finished = 0;

async function read(db: D1Database): Promise<Live> {
  const startedAt = Date.now();
  const order = ++started;
  const keep = (live: Live) => {
    if (order > finished || !current) {
      finished = order;
      current = { live, readAt: startedAt };
    }
    return current.live;
  };
  try {
    const { results } = await db.prepare("SELECT id, slot, variants, share, state, kept FROM experiments WHERE state IN ('running', 'kept')").all<Row>();
    return keep(liveFrom(results));
  } catch (error) {
    log.error('experiments_unreadable', { message: errorMessage(error) });
    return keep(current?.live ?? NONE);
  }
}

/** The live experiments, never older than LIVE_SECONDS: this isolate's copy while it is that fresh, else a new read. */
export function liveExperiments(db: D1Database, ctx?: Pick<ExecutionContext, 'waitUntil'>): Live | Promise<Live> {
  const now = Date.now();
  const age = current ? now - current.readAt : Infinity;
  if (!current || age < 0 || age >= LIVE_SECONDS * 1000) return read(db);
  if (ctx && age >= LIVE_SECONDS * 500 && !(readingAheadSince && now - readingAheadSince < LIVE_SECONDS * 1000)) {
    readingAheadSince = now;
    ctx.waitUntil(read(db).finally(() => (readingAheadSince = 0)));
  }
  return current.live;
}

/** The editor's own isolate after a change: read again now, so the next page it serves shows the change. */
export async function relearnExperiments(db: D1Database): Promise<void> {
  current = null;
  await read(db);
}
