/**
 * Autosave from the article form (client/islands/autosave.ts): the form's fields, posted a few seconds after the
 * editor stops typing, kept as a version and never as the article itself, so an autosave neither publishes nor
 * changes what visitors see. A stored article's autosave is an 'autosave' version (routes/manage/revisions.ts,
 * thinned there); a new article's, which has no row yet, is the editor's one row in article_autosaves
 * (migrations/0029_article_autosaves.sql). Imported on the first autosave (./index.tsx).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import type { Services } from '../_app/services';
import { errorMessage, log } from '../_lib/log';
import { getPost } from '../blog/articles';
import { revisionStatements, snapshotOf, versionsKept, type Autosaved, type Snapshot } from './revisions';
import { validatePost, type RawPost } from './validate';

type C = Context<AppEnv>;

const FORM_PATH = /^\/blog\/manage\/(?:new|([^/]+)\/edit)$/;

export const AUTOSAVE_MESSAGES = {
  which: 'Say which article form this autosave is for (autosaveFor: /blog/manage/new or /blog/manage/{slug}/edit).',
  gone: 'This article is no longer there: it was deleted or renamed in another tab. Your text is kept in this browser.',
  database: 'The database did not answer, so this was not saved. Your text is kept in this browser and is saved again in a moment.',
  overLimit: (why: string) => `${why} A Save would refuse this too, so it was not autosaved. Your text is kept in this browser and autosaved once it fits.`,
} as const;

/**
 * The fields as the form holds them, read like a save reads them: kept however unfinished, but refused, with a
 * save's own words, when past any limit a save holds them to (./validate.ts).
 */
function snapshotFrom(raw: RawPost): { snapshot: Snapshot } | { refused: string } {
  const checked = validatePost(raw);
  if (checked.ok) return { snapshot: snapshotOf(checked.post) };
  const over = Object.values(checked.limits);
  return over.length ? { refused: AUTOSAVE_MESSAGES.overLimit(over.join(' ')) } : { snapshot: snapshotOf(checked.values) };
}

/** A form path's slug as typed, or null when its percent-encoding is broken. */
export function decodedSlug(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export async function autosave(s: Services, c: C) {
  const raw = c.var.input ?? {};
  const target = typeof raw.autosaveFor === 'string' ? FORM_PATH.exec(raw.autosaveFor) : null;
  const slug = target?.[1] === undefined ? '' : decodedSlug(target[1]);
  if (!target || slug === null) return c.json({ error: AUTOSAVE_MESSAGES.which }, 400);
  const db = s.db.editor(c);
  const now = Date.now();
  const checked = snapshotFrom(raw);
  if ('refused' in checked) return c.json({ error: checked.refused }, 422);
  const { snapshot } = checked;
  try {
    if (!target[1]) {
      await db
        .prepare(`INSERT OR REPLACE INTO article_autosaves (editor, fields, saved_at) VALUES (?, ?, ?)`)
        .bind(c.var.editor, JSON.stringify(snapshot), now)
        .run();
      return c.json({ savedAt: now });
    }
    const post = await getPost(db, slug);
    if (!post) return c.json({ error: AUTOSAVE_MESSAGES.gone }, 404);
    const latest = await db
      .prepare(`SELECT snapshot FROM post_revisions WHERE post = (SELECT seq FROM posts WHERE slug = ?) ORDER BY id DESC LIMIT 1`)
      .bind(post.slug)
      .first<{ snapshot: string }>();
    // Nothing new since the last version (the editor only moved the cursor): nothing to keep.
    if (JSON.stringify(snapshot) === (latest?.snapshot ?? JSON.stringify(snapshotOf(post)))) return c.json({ savedAt: now, unchanged: true });
    await db.batch(
      revisionStatements(db, { kind: 'autosave', at: post.slug, author: c.var.editor, snapshot, before: snapshotOf(post), now, kept: versionsKept(c.env) }),
    );
    return c.json({ savedAt: now });
  } catch (err) {
    log.error('autosave_failed', { form: raw.autosaveFor, message: errorMessage(err) });
    return c.json({ error: AUTOSAVE_MESSAGES.database }, 503, { 'Retry-After': '5' });
  }
}

/** A new article's autosave, for the new-article form to offer back; null when the editor has none. */
export async function newArticleAutosave(db: ReturnType<Services['db']['editor']>, editor: string): Promise<Autosaved | null> {
  const row = await db.prepare(`SELECT fields, saved_at FROM article_autosaves WHERE editor = ?`).bind(editor).first<{ fields: string; saved_at: number }>();
  return row ? { snapshot: JSON.parse(row.fields) as Snapshot, at: row.saved_at } : null;
}
