/**
 * The experiments as the operator makes and changes them (migrations/0043_experiments.sql): checked against their
 * slot (routes/_lib/copy-slots.ts), every change logged with the editor and the time. At most one live experiment
 * per slot is the database's own rule (a partial unique index), so two editors cannot both start one.
 */
import { checkSlotCopy } from '../../_lib/copy-slots';
import type { Db } from '../../_app/services';
import { SLOTS } from '../../table';

export type ExperimentState = 'draft' | 'running' | 'paused' | 'stopped' | 'kept';
export const ACTIONS = ['start', 'pause', 'stop', 'keep'] as const;
export type Action = (typeof ACTIONS)[number];

export interface Experiment {
  id: number;
  slot: string;
  name: string;
  note: string;
  /** The operator's words: variants 1 to 3 (0 is the slot's declared copy). */
  variants: string[];
  share: number;
  state: ExperimentState;
  kept: number | null;
  created: number;
  started: number | null;
  ended: number | null;
}

export interface LogEntry {
  at: number;
  editor: string;
  action: string;
  detail: string;
}

const plain = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');

/** A new experiment from the form, or the first thing wrong with it. */
export type NewExperiment = Pick<Experiment, 'slot' | 'name' | 'note' | 'variants' | 'share'>;

export function readNewExperiment(form: Record<string, unknown>): { value: NewExperiment } | { error: string } {
  const slot = plain(form.slot);
  const decl = SLOTS[slot];
  if (!decl) return { error: 'Choose the copy to try other words in from the list.' };
  const name = plain(form.name);
  if (name.length < 2 || name.length > 80 || /[<>]/.test(name)) return { error: 'Give the experiment a name of 2 to 80 characters, without < or >.' };
  const note = plain(form.note);
  if (note.length > 500 || /[<>]/.test(note)) return { error: 'The note takes at most 500 characters, without < or >.' };
  const shareText = plain(form.share) || '100';
  const share = Number(shareText);
  if (!/^\d{1,3}$/.test(shareText) || share < 1 || share > 100) return { error: 'The share of visitors is a whole percentage from 1 to 100.' };
  const variants: string[] = [];
  for (const field of ['variant1', 'variant2', 'variant3']) {
    const raw = typeof form[field] === 'string' ? (form[field] as string) : '';
    if (!raw.trim()) continue;
    const checked = checkSlotCopy(decl, raw);
    if ('error' in checked) return checked;
    if (variants.includes(checked.text)) return { error: 'Two variants have the same words: each must differ.' };
    variants.push(checked.text);
  }
  if (!variants.length) return { error: 'Type the words of at least one variant.' };
  return { value: { slot, name, note, variants, share } };
}

type Row = Omit<Experiment, 'variants'> & { variants: string };
const toExperiment = (r: Row): Experiment => {
  let variants: string[] = [];
  try {
    const parsed: unknown = JSON.parse(r.variants);
    if (Array.isArray(parsed)) variants = parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    // A row written by hand that does not parse shows no variants; its pages show the original (./live.ts).
  }
  return { ...r, variants };
};

const COLUMNS = 'id, slot, name, note, variants, share, state, kept, created, started, ended';

export async function listExperiments(db: Db): Promise<Experiment[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM experiments ORDER BY id DESC LIMIT 200`).all<Row>();
  return results.map(toExperiment);
}

export async function readExperiment(db: Db, id: number): Promise<{ experiment: Experiment; log: LogEntry[] } | null> {
  const [row, log] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${COLUMNS} FROM experiments WHERE id = ?1`).bind(id),
    db.prepare('SELECT at, editor, action, detail FROM experiment_log WHERE experiment = ?1 ORDER BY at DESC, id DESC LIMIT 200').bind(id),
  ]);
  const found = row!.results[0] as unknown as Row | undefined;
  return found ? { experiment: toExperiment(found), log: log!.results as unknown as LogEntry[] } : null;
}

/** A log line; `id` 'inserted' is the experiment the batch's previous statement made. */
const logStatement = (db: Db, id: number | 'inserted', now: number, editor: string, action: string, detail = '') =>
  db
    .prepare(`INSERT INTO experiment_log (experiment, at, editor, action, detail) VALUES (${id === 'inserted' ? 'last_insert_rowid()' : '?1'}, ?2, ?3, ?4, ?5)`)
    .bind(id === 'inserted' ? null : id, now, editor, action, detail);

export async function createExperiment(db: Db, v: NewExperiment, editor: string, now = Date.now()): Promise<number> {
  const [inserted] = await db.batch<{ id: number }>([
    db.prepare('INSERT INTO experiments (slot, name, note, variants, share, created) VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id').bind(v.slot, v.name, v.note, JSON.stringify(v.variants), v.share, now),
    logStatement(db, 'inserted', now, editor, 'created', `${v.variants.length} variant(s), ${v.share}% of visitors`),
  ]);
  return inserted!.results[0]!.id;
}

/** Which states each action leaves from, and the state it leads to. */
const MOVES: Record<Action, { from: ExperimentState[]; to: ExperimentState }> = {
  start: { from: ['draft', 'paused'], to: 'running' },
  pause: { from: ['running'], to: 'paused' },
  stop: { from: ['running', 'paused', 'kept'], to: 'stopped' },
  keep: { from: ['running', 'paused'], to: 'kept' },
};

export type ActResult = 'done' | 'not-now' | 'slot-taken' | 'bad-variant';

/** Applies an action; 'slot-taken' when another experiment is live on the slot, 'not-now' when the state does not allow it. */
export async function act(db: Db, e: Experiment, action: Action, editor: string, variant: number | null, now = Date.now()): Promise<ActResult> {
  const move = MOVES[action];
  if (!move.from.includes(e.state)) return 'not-now';
  if (action === 'keep' && !(variant !== null && variant >= 1 && variant <= e.variants.length)) return 'bad-variant';
  const states = move.from.map((s) => `'${s}'`).join(', ');
  try {
    const { meta } = await db
      .prepare(
        `UPDATE experiments SET state = ?2, kept = ?3, started = COALESCE(started, CASE WHEN ?2 = 'running' THEN ?4 END),
           ended = CASE WHEN ?2 IN ('stopped', 'kept') THEN ?4 ELSE ended END
         WHERE id = ?1 AND state IN (${states})`,
      )
      .bind(e.id, move.to, action === 'keep' ? variant : null, now)
      .run();
    if (!meta.changes) return 'not-now';
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) return 'slot-taken';
    throw error;
  }
  await logStatement(db, e.id, now, editor, action, action === 'keep' ? `variant ${variant}` : '').run();
  return 'done';
}

/**
 * The articles whose cached copies Stop and Keep purge, newest first: each costs the data centre a few Cache API
 * deletes (worker/edge-cache.ts purgeCopies), and a request has a limited number. An older article's copy of the
 * words is never asked for again either (its key names the experiment's variant) and expires within the hour.
 */
export const ARTICLES_PURGED = 25;

/** The addresses that show a slot: its routes, or the newest published articles. */
export async function pagesShowing(db: Db, slot: string): Promise<string[]> {
  const pages = SLOTS[slot]?.pages ?? [];
  if (pages !== 'articles') return [...pages];
  const { results } = await db.prepare("SELECT '/' || slug AS path FROM posts WHERE status = 'published' ORDER BY date DESC LIMIT ?1").bind(ARTICLES_PURGED).all<{ path: string }>();
  return results.map((r) => r.path);
}
