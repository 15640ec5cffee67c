/**
 * Every write to the posts table, shared by the manager's forms and its JSON API. Each write gives the public
 * pages it changes a new version in the same batch (worker/content-version.ts), so every data centre stops
 * serving their cached copies within seconds; the local purge that follows frees this data centre's copies at once.
 * Reads and writes go through the editor's D1 session (sessions.ts), so the bookmark the editor keeps covers them.
 */
import type { Context } from 'hono';
import { manageCopy } from '../../routes/blog/manage/content';
import type { PostInput, PostStatus } from '../../routes/blog/types';
import { LISTING_PATHS, learnEdits, recordEdit } from '../content-version';
import { purgePaths } from '../edge-cache';
import type { AppEnv } from '../../routes/_app/env';
import { siteOrigin } from '../leads/env';
import { createPost, deletePost, getPost, setStatus, updatePost } from './repository';
import { editorDb } from './sessions';
import { validatePost, type FieldErrors, type RawPost } from './validate';

export type SaveResult = { ok: true; slug: string } | { ok: false; errors: FieldErrors; values: PostInput } | { ok: false; notFound: true };

/**
 * The cached pages a post appears on: its own and the listings (the feed and the HTML sitemap too; listing pages
 * with a query string are never cached, so '/blog' covers them). Purged under the versions this isolate knew,
 * then the new versions are read, so this isolate's next visitor gets a fresh render at once. The posts of its
 * topic (whose related cards may show it) are not purged one by one: the edit gave them new versions in its own
 * batch (recordEdit), and once this isolate has read those, their old copies are never looked up again, here or
 * anywhere. Purging them too cost six Cache API deletes per post of the topic: 11 s for one publish at 3,000 posts.
 */
async function purgeFor(c: Context<AppEnv>, slugs: string[]) {
  const paths = new Set([...LISTING_PATHS, ...slugs.map((s) => `/${s}`)]);
  try {
    await purgePaths(siteOrigin(c.env), [...paths]);
  } catch (error) {
    // The write is stored and its new versions retire the old copies anyway: a failed purge must not turn a
    // saved edit into an error page (the editor would retry and be told the slug is taken).
    console.error(JSON.stringify({ event: 'edge_cache_purge_failed', paths: [...paths], message: String((error as Error)?.message ?? error) }));
  }
  await learnEdits(c.env.DB);
}

/** Creates a draft (no `originalSlug`) or updates the post stored under `originalSlug`. */
export async function savePost(c: Context<AppEnv>, raw: RawPost, originalSlug?: string): Promise<SaveResult> {
  const checked = validatePost(raw);
  if (!checked.ok) return checked;
  const db = editorDb(c);
  const before = originalSlug ? await getPost(db, originalSlug) : null;
  if (originalSlug && !before) return { ok: false, notFound: true };
  // An edit may have moved the post to a new slug or topic. A new draft is on no public page yet, but every write
  // is versioned all the same: no write path can then forget to.
  const slugs = [...new Set([before?.slug ?? checked.post.slug, checked.post.slug])];
  const clusters = [...new Set([before?.cluster ?? checked.post.cluster, checked.post.cluster])];
  const edit = recordEdit(db, slugs, clusters);
  const outcome = before ? await updatePost(db, before.slug, checked.post, edit) : await createPost(db, checked.post, edit);
  if (outcome === 'not-found') return { ok: false, notFound: true };
  if (outcome === 'slug-taken') return { ok: false, errors: { slug: manageCopy.form.slugTaken }, values: checked.post };
  await purgeFor(c, slugs);
  return { ok: true, slug: checked.post.slug };
}

export async function changeStatus(c: Context<AppEnv>, slug: string, status: PostStatus): Promise<boolean> {
  const db = editorDb(c);
  const post = await getPost(db, slug);
  if (!post || !(await setStatus(db, slug, status, recordEdit(db, [slug], [post.cluster])))) return false;
  await purgeFor(c, [slug]);
  return true;
}

export async function removePost(c: Context<AppEnv>, slug: string): Promise<boolean> {
  const db = editorDb(c);
  const post = await getPost(db, slug);
  if (!post || !(await deletePost(db, slug, recordEdit(db, [slug], [post.cluster])))) return false;
  await purgeFor(c, [slug]);
  return true;
}
