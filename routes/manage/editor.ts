/**
 * Every write to the posts table, shared by the manager's forms and its JSON API. Each write gives the public
 * pages it changes a new version in the same batch, so every data centre stops serving their cached copies within
 * seconds; the local purge that follows frees this data centre's copies at once. Reads and writes go through the
 * editor's D1 session, so the bookmark the editor keeps covers them.
 */
import type { Context } from 'hono';
import { manageCopy } from './content';
import { pagesOf } from '../blog/articles';
import type { Post, PostInput, PostStatus } from '../blog/articles';
import type { AppEnv } from '../_app/env';
import type { Services, StoredImage } from '../_app/services';
import { cardStatement, coverStatement, createPost, deletePost, getPost, hasImage, imageStatement, scheduleStatement, setStatus, unschedule, updatePost } from '../blog/articles';
import { articleCard } from '../blog/articles';
import { recordGone, recordMove, redirectBlocking, removeOldAddress, takeAddress } from '../blog/articles';
import { validatePost, type FieldErrors, type RawPost } from './validate';
import { forgetNewAutosave, revisionStatements, snapshotOf, versionsKept } from './revisions';
import { keepDeleted } from './deleted';
import { giveToNewArticle, newArticleImages } from './new-images';

export type SaveResult = { ok: true; slug: string; cardFailed: boolean } | { ok: false; errors: FieldErrors; values: PostInput } | { ok: false; notFound: true };

export { LISTING_PATHS, pagesOf } from '../blog/articles';

/**
 * Creates a draft (no `originalSlug`) or updates the post stored under `originalSlug`. A published post that
 * moves leaves a 301 at its old address (routes/blog/redirects.ts); an address that still redirects to another
 * post is refused until the editor removes that redirect.
 */
/** A picture stored with this save (Services.media.upload), its alt text, and whether it becomes the cover. */
export interface SavedUpload {
  image: StoredImage;
  alt: string;
  cover: boolean;
}

/** `restore`: the save puts back an earlier version (routes/manage/revisions.ts records it as such). */
export async function savePost(s: Services, c: Context<AppEnv>, raw: RawPost, originalSlug?: string, upload?: SavedUpload, restore = false): Promise<SaveResult> {
  const checked = validatePost(raw);
  if (!checked.ok) return checked;
  const db = s.db.editor(c);
  const before = originalSlug ? await getPost(db, originalSlug) : null;
  if (originalSlug && !before) return { ok: false, notFound: true };
  const slug = checked.post.slug;
  const refuse = (errors: FieldErrors) => ({ ok: false as const, errors, values: checked.post });
  if (before?.status === 'published' && checked.scheduledFor) return refuse({ publishAt: manageCopy.form.scheduleWhilePublished });
  const moving = before !== null && before.slug !== slug;
  if (!before || moving) {
    const blocked = await redirectBlocking(db, slug, before?.slug);
    if (blocked) return refuse({ slug: manageCopy.form.slugRedirects(slug, blocked.to, blocked.title) });
  }
  // A new article is given the pictures its form uploaded or listed before this first save (./new-images.ts).
  const waiting = before ? [] : await newArticleImages(db, c.var.editor, checked.post.pictures ?? []);
  // The cover: the picture uploaded now if the editor asked, else the one chosen (it must be this article's), else
  // as stored (for a new article, the waiting picture its editor asked for).
  const chosen = checked.post.cover;
  const stored = before ? before.cover : (waiting.find((image) => image.cover)?.id ?? null);
  const cover = upload?.cover ? upload.image.id : chosen === undefined ? stored : chosen || null;
  const isWaiting = (id: string) => waiting.some((image) => image.id === id);
  if (cover && cover !== upload?.image.id && cover !== before?.cover && !isWaiting(cover) && !(before && (await hasImage(db, before.slug, cover)))) {
    return refuse({ cover: manageCopy.images.notThisArticle });
  }
  const card = await drawCard(s, c, { ...checked.post, cover, card: before?.card ?? null });
  // An edit may have moved the post to a new slug or topic. A new draft is on no public page yet, but every write
  // is versioned all the same: no write path can then forget to.
  const slugs = [...new Set([before?.slug ?? slug, slug])];
  const clusters = [...new Set([before?.cluster ?? checked.post.cluster, checked.post.cluster])];
  // A published article's new text, or its old and new addresses when it moves: search engines are told (IndexNow).
  const announced = before?.status === 'published' ? s.indexNow.queue(db, c.env, pagesOf(slugs)) : [];
  const edit = [
    ...s.cache.recordEdit(db, pagesOf(slugs), clusters),
    ...announced,
    ...(moving ? recordMove(db, before.slug, slug, before.status === 'published') : before ? [] : takeAddress(db, slug)),
    // A JSON update that does not mention publishAt leaves the schedule as it was.
    scheduleStatement(db, slug, checked.scheduledFor === undefined ? (before?.scheduledFor ?? null) : checked.scheduledFor),
    cardStatement(db, slug, card),
    ...(upload ? [imageStatement(db, slug, upload.image, upload.alt)] : []),
    coverStatement(db, slug, cover),
    ...(before ? [] : [forgetNewAutosave(db, c.var.editor), ...giveToNewArticle(db, c.var.editor, slug, waiting.map((image) => image.id))]),
    ...revisionStatements(db, {
      kind: restore ? 'restore' : checked.scheduledFor ? 'schedule' : 'save',
      author: c.var.editor,
      snapshot: snapshotOf(checked.post),
      before: before && snapshotOf(before),
      now: Date.now(),
      kept: versionsKept(c.env),
    }),
  ];
  const outcome = before ? await updatePost(db, before.slug, checked.post, edit) : await createPost(db, checked.post, edit);
  if (outcome === 'not-found') return { ok: false, notFound: true };
  if (outcome === 'slug-taken') return refuse({ slug: manageCopy.form.slugTaken });
  await s.cache.afterEdit(c, pagesOf(slugs));
  s.indexNow.sendAfterAnswer(c, announced);
  return { ok: true, slug, cardFailed: card === null };
}

/**
 * The article's social card for what is being saved (routes/blog/social-card.ts): the stored one if it already
 * shows this headline, topic and cover, else a new one drawn and stored now. Null when drawing or storing failed:
 * the article then carries the site's card, and the editor is told.
 */
async function drawCard(s: Services, c: Context<AppEnv>, post: Pick<Post, 'slug' | 'h1' | 'cluster' | 'card' | 'cover'>): Promise<string | null> {
  const { key, subject, photoKey } = articleCard(post);
  if (post.card === key) return key;
  return (await s.cards.draw(c, subject, key, photoKey)) ? key : null;
}

/**
 * Adds a stored picture to the post at `slug` (the JSON API's upload), as its cover if asked; a new cover draws a
 * new social card. 'not-found' when there is no such post.
 */
export async function addImage(s: Services, c: Context<AppEnv>, slug: string, upload: SavedUpload): Promise<{ cardFailed: boolean } | 'not-found'> {
  const db = s.db.editor(c);
  const post = await getPost(db, slug);
  if (!post) return 'not-found';
  const cover = upload.cover ? upload.image.id : post.cover;
  const card = cover === post.cover ? post.card : await drawCard(s, c, { ...post, cover });
  await db.batch([
    imageStatement(db, slug, upload.image, upload.alt),
    coverStatement(db, slug, cover),
    cardStatement(db, slug, card),
    ...s.cache.recordEdit(db, pagesOf([slug]), [post.cluster]),
  ]);
  await s.cache.afterEdit(c, pagesOf([slug]));
  return { cardFailed: card === null };
}

/** 'card-failed': the status changed, but the published article's card could not be drawn (it has the site's). */
export type StatusOutcome = 'changed' | 'card-failed' | 'not-found';

export async function changeStatus(s: Services, c: Context<AppEnv>, slug: string, status: PostStatus): Promise<StatusOutcome> {
  const db = s.db.editor(c);
  const post = await getPost(db, slug);
  if (!post) return 'not-found';
  // Publishing draws the card if the article has none yet (a save whose drawing failed, or an article from before cards).
  const card = status === 'published' ? await drawCard(s, c, post) : post.card;
  const snapshot = snapshotOf(post);
  const announced = status === 'published' || post.status === 'published' ? s.indexNow.queue(db, c.env, pagesOf([slug])) : [];
  const edit = [
    ...s.cache.recordEdit(db, pagesOf([slug]), [post.cluster]),
    ...announced,
    cardStatement(db, slug, card),
    ...revisionStatements(db, { kind: status === 'published' ? 'publish' : 'unpublish', author: c.var.editor, snapshot, before: snapshot, now: Date.now(), kept: versionsKept(c.env) }),
  ];
  if (!(await setStatus(db, slug, status, edit))) return 'not-found';
  await s.cache.afterEdit(c, pagesOf([slug]));
  s.indexNow.sendAfterAnswer(c, announced);
  return status === 'published' && card === null ? 'card-failed' : 'changed';
}

export async function removePost(s: Services, c: Context<AppEnv>, slug: string): Promise<boolean> {
  const db = s.db.editor(c);
  const post = await getPost(db, slug);
  if (!post) return false;
  const published = post.status === 'published';
  const announced = published ? s.indexNow.queue(db, c.env, pagesOf([slug])) : [];
  const edit = [...s.cache.recordEdit(db, pagesOf([slug]), [post.cluster]), ...recordGone(db, slug, published), ...announced];
  if (!(await deletePost(db, slug, edit, keepDeleted(db, slug, snapshotOf(post), c.var.editor, Date.now())))) return false;
  await s.cache.afterEdit(c, pagesOf([slug]));
  s.indexNow.sendAfterAnswer(c, announced);
  return true;
}

/** A scheduled draft back to an ordinary draft. */
export async function unschedulePost(s: Services, c: Context<AppEnv>, slug: string): Promise<boolean> {
  const db = s.db.editor(c);
  const post = await getPost(db, slug);
  if (!post || !(await unschedule(db, slug, s.cache.recordEdit(db, pagesOf([slug]), [post.cluster])))) return false;
  await s.cache.afterEdit(c, pagesOf([slug]));
  return true;
}

/** Removes the redirect from the old address `from` to the post at `slug`, freeing `from` for another article. */
export async function removeRedirect(s: Services, c: Context<AppEnv>, slug: string, from: string): Promise<boolean> {
  const db = s.db.editor(c);
  if (!(await removeOldAddress(db, from, slug, s.cache.recordEdit(db, [`/${from}`], [])))) return false;
  await s.cache.afterEdit(c, [`/${from}`]);
  return true;
}
