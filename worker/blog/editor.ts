/**
 * Every write to the posts table, shared by the manager's forms and its JSON API, and the purge that follows it.
 * Public pages read D1 on each render, so once the cached copies are gone the next visitor sees the change.
 */
import type { Context } from 'hono';
import { manageCopy } from '../../routes/blog/manage/content';
import type { PostInput, PostStatus } from '../../routes/blog/types';
import { purgePaths } from '../edge-cache';
import type { AppEnv } from '../env';
import { createPost, deletePost, getPost, setStatus, slugsInClusters, updatePost } from './repository';
import { validatePost, type FieldErrors, type RawPost } from './validate';

export type SaveResult = { ok: true; slug: string } | { ok: false; errors: FieldErrors; values: PostInput } | { ok: false; notFound: true };

/**
 * The cached pages a post appears on: its own, the listing, the HTML sitemap, and every post of its topic
 * (their related-posts cards). Listing pages with a query string are never cached, so '/blog' covers them.
 */
async function purgeFor(c: Context<AppEnv>, slugs: string[], clusters: string[]) {
  const siblings = await slugsInClusters(c.env.DB, clusters);
  const paths = new Set(['/blog', '/sitemap', ...[...slugs, ...siblings].map((s) => `/${s}`)]);
  await purgePaths(new URL(c.req.url).origin, [...paths]);
}

/** Creates a draft (no `originalSlug`) or updates the post stored under `originalSlug`. */
export async function savePost(c: Context<AppEnv>, raw: RawPost, originalSlug?: string): Promise<SaveResult> {
  const checked = validatePost(raw);
  if (!checked.ok) return checked;
  const before = originalSlug ? await getPost(c.env.DB, originalSlug) : null;
  if (originalSlug && !before) return { ok: false, notFound: true };
  const outcome = before ? await updatePost(c.env.DB, before.slug, checked.post) : await createPost(c.env.DB, checked.post);
  if (outcome === 'not-found') return { ok: false, notFound: true };
  if (outcome === 'slug-taken') return { ok: false, errors: { slug: manageCopy.form.slugTaken }, values: checked.post };
  // A new draft is on no public page yet; an edit may have moved the post to a new slug or topic.
  if (before) await purgeFor(c, [before.slug, checked.post.slug], [before.cluster, checked.post.cluster]);
  return { ok: true, slug: checked.post.slug };
}

export async function changeStatus(c: Context<AppEnv>, slug: string, status: PostStatus): Promise<boolean> {
  const post = await getPost(c.env.DB, slug);
  if (!post || !(await setStatus(c.env.DB, slug, status))) return false;
  await purgeFor(c, [slug], [post.cluster]);
  return true;
}

export async function removePost(c: Context<AppEnv>, slug: string): Promise<boolean> {
  const post = await getPost(c.env.DB, slug);
  if (!post || !(await deletePost(c.env.DB, slug))) return false;
  await purgeFor(c, [slug], [post.cluster]);
  return true;
}
