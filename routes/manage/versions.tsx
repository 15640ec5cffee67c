/**
 * The manager's versions screens (routes/manage/revisions.ts, routes/manage/deleted.ts): an article's versions, one
 * compared with the current text, restoring one as a new version, and deleted articles brought back. Imported on
 * first use (./index.tsx), with the word diff, so neither is in the worker's startup module.
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { diffWords } from './word-diff';
import type { AppEnv } from '../_app/env';
import type { Services } from '../_app/services';
import { ukInputValue } from '../_lib/uk-time';
import { getPost } from '../blog/articles';
import { revisionOf, revisionsOf, snapshotOf, type Snapshot } from './revisions';
import { deletedPosts, deletedSnapshot, KEPT_DAYS, undelete } from './deleted';
import { savePost } from './editor';
import { ComparePage, DeletedPage, FieldDiffs, VersionsPage, type FieldDiff } from './versions-page';
import { manageCopy } from './content';
import { log, errorMessage } from '../_lib/log';

type C = Context<AppEnv>;
export interface Screens {
  page(c: C, body: ReactNode, status?: number): Response | Promise<Response>;
  done(c: C, notice: string, slug: string, cardFailed?: boolean): Response;
}

const FIELDS: FieldDiff['field'][] = ['title', 'h1', 'slug', 'metaDescription', 'excerpt', 'keywords', 'content', 'faqs', 'date', 'cluster', 'author'];
const text = (s: Snapshot, field: FieldDiff['field']) =>
  field === 'keywords' ? s.keywords.join(', ') : field === 'faqs' ? s.faqs.map((f) => `${f.question}\n${f.answer}`).join('\n\n') : String(s[field] ?? '');

/** Field by field, the words of `then` that `now` lacks (removed) and those it adds; fields that are the same are left out. */
export function differences(then: Snapshot, now: Snapshot): FieldDiff[] {
  return FIELDS.filter((f) => text(then, f) !== text(now, f)).map((field) => ({ field, changes: diffWords(text(then, field), text(now, field)) }));
}

const idOf = (c: C) => {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function listVersions(s: Services, c: C, ui: Screens) {
  const db = s.db.editor(c);
  const post = await getPost(db, c.req.param('slug')!);
  if (!post) return c.notFound();
  return ui.page(c, <VersionsPage editor={c.var.editor} post={post} revisions={await revisionsOf(db, post.slug)} />);
}

export async function compareVersion(s: Services, c: C, ui: Screens) {
  const db = s.db.editor(c);
  const id = idOf(c);
  const post = await getPost(db, c.req.param('slug')!);
  const revision = post && id ? await revisionOf(db, post.slug, id) : null;
  if (!post || !revision) return c.notFound();
  return ui.page(c, <ComparePage editor={c.var.editor} post={post} revision={revision} diffs={differences(revision.snapshot, snapshotOf(post))} />);
}

/** Saves the version's fields as the article's newest version, keeping its schedule, cover and pictures as they are. */
export async function restoreVersion(s: Services, c: C, ui: Screens) {
  const db = s.db.editor(c);
  const id = idOf(c);
  const post = await getPost(db, c.req.param('slug')!);
  const revision = post && id ? await revisionOf(db, post.slug, id) : null;
  if (!post || !revision) return c.notFound();
  const publishAt = post.scheduledFor ? ukInputValue(new Date(post.scheduledFor)) : '';
  const saved = await savePost(s, c, { ...revision.snapshot, publishAt }, post.slug, undefined, true);
  if ('notFound' in saved) return c.notFound();
  // A version that no longer passes today's checks (its slug taken since, say) is not restored; the editor is told.
  if (!saved.ok) return ui.done(c, 'restoreRefused', post.slug);
  return ui.done(c, 'restored', saved.slug, saved.cardFailed);
}

export async function listDeleted(s: Services, c: C, ui: Screens) {
  return ui.page(c, <DeletedPage editor={c.var.editor} posts={await deletedPosts(s.db.editor(c), Date.now())} days={KEPT_DAYS} />);
}

/** Brings a deleted article back as a draft at its old address, with its versions and pictures. */
export async function restoreDeleted(s: Services, c: C, ui: Screens) {
  const db = s.db.editor(c);
  const id = idOf(c);
  const snapshot = id ? await deletedSnapshot(db, id, Date.now()) : null;
  if (!id || !snapshot) return c.notFound();
  const saved = await savePost(s, c, { ...snapshot }, undefined, undefined, true);
  if (!saved.ok) return ui.done(c, 'undeleteFailed', snapshot.slug);
  try {
    await undelete(db, id, saved.slug);
  } catch (err) {
    // The draft is back; its older versions stay under Deleted articles until this is tried again.
    log.error('undelete_incomplete', { slug: saved.slug, message: errorMessage(err) });
  }
  return ui.done(c, 'undeleted', saved.slug, saved.cardFailed);
}

/** For a save refused because the stored article changed meanwhile: the saved version compared with the text typed. */
export function ConflictSection({ saved, yours }: { saved: Snapshot; yours: Snapshot }) {
  return (
    <section aria-labelledby="conflict-heading" className="mb-8 rounded-xl border border-red-700/40 p-4">
      <h2 id="conflict-heading" className="mb-4 text-xl font-semibold text-ink-950">
        {manageCopy.form.conflictHeading}
      </h2>
      <FieldDiffs diffs={differences(saved, yours)} />
    </section>
  );
}
