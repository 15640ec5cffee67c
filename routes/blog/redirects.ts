/**
 * Old addresses of posts (migrations/0020_moved_and_scheduled_posts.sql): a published post that moves leaves a
 * 301 behind, a deleted one a 410. Rows are kept collapsed (every row points at a live address or at nothing), so a
 * lookup is one primary-key read, and it runs only where /{slug} would otherwise be a 404 (public.tsx).
 */
import type { Db } from '../_app/services';

/** Where an old address now leads: another slug (301), or nowhere, the post having been deleted (410). */
export type OldAddress = { to: string } | { gone: true };

/**
 * An old address of a post that has since been unpublished is no address at all (null): it answers as the post's
 * own address does, a 404, rather than a 301 that leads to one. Published again, the 301 is back.
 */
export async function lookUpOldAddress(db: Db, slug: string): Promise<OldAddress | null> {
  const row = await db
    .prepare('SELECT r.to_slug, p.status FROM post_redirects r LEFT JOIN posts p ON p.slug = r.to_slug WHERE r.from_slug = ?')
    .bind(slug)
    .first<{ to_slug: string | null; status: string | null }>();
  if (!row) return null;
  if (row.to_slug === null) return { gone: true };
  return row.status === 'published' ? { to: row.to_slug } : null;
}

/** A post's old addresses, newest first, for its edit screen. */
export async function oldAddressesOf(db: Db, slug: string): Promise<string[]> {
  const { results } = await db.prepare('SELECT from_slug FROM post_redirects WHERE to_slug = ? ORDER BY created_at DESC').bind(slug).all<{ from_slug: string }>();
  return results.map((r) => r.from_slug);
}

/**
 * Whether `slug` still redirects to a post other than `self` (the post being saved), and that post's title.
 * A post may move back to one of its own old addresses, and any post may take a deleted post's address.
 */
export async function redirectBlocking(db: Db, slug: string, self?: string): Promise<{ to: string; title: string | null } | null> {
  const row = await db
    .prepare('SELECT r.to_slug AS "to", p.title AS title FROM post_redirects r LEFT JOIN posts p ON p.slug = r.to_slug WHERE r.from_slug = ? AND r.to_slug IS NOT NULL')
    .bind(slug)
    .first<{ to: string; title: string | null }>();
  return row && row.to !== self ? row : null;
}

/** Statements for the batch that gives a post the address `slug`: any old-address row there is retired. */
export function takeAddress(db: Pick<D1Database, 'prepare'>, slug: string): D1PreparedStatement[] {
  return [db.prepare('DELETE FROM post_redirects WHERE from_slug = ?').bind(slug)];
}

/**
 * Statements for the batch that moves a post from `from` to `to`: every older address of the post now leads
 * straight to `to`, so no chain ever takes two hops, and so does `from` if readers could have seen it (`published`).
 */
export function recordMove(db: Pick<D1Database, 'prepare'>, from: string, to: string, published: boolean): D1PreparedStatement[] {
  return [
    db.prepare('UPDATE post_redirects SET to_slug = ?2 WHERE to_slug = ?1').bind(from, to),
    ...(published
      ? [db.prepare('INSERT INTO post_redirects (from_slug, to_slug) VALUES (?1, ?2) ON CONFLICT (from_slug) DO UPDATE SET to_slug = excluded.to_slug, created_at = excluded.created_at').bind(from, to)]
      : []),
    ...takeAddress(db, to),
  ];
}

/**
 * Statements for the batch that deletes the post at `slug`: every old address of it answers 410 from now on, and
 * so does `slug` itself if readers could have seen it (`published`); a draft's address was never public.
 */
export function recordGone(db: Pick<D1Database, 'prepare'>, slug: string, published: boolean): D1PreparedStatement[] {
  return [
    db.prepare('UPDATE post_redirects SET to_slug = NULL WHERE to_slug = ?').bind(slug),
    ...(published ? [db.prepare('INSERT INTO post_redirects (from_slug, to_slug) VALUES (?, NULL) ON CONFLICT (from_slug) DO UPDATE SET to_slug = NULL').bind(slug)] : []),
  ];
}

/** Removes one old address of the post at `to`; false if there was none. */
export async function removeOldAddress(db: Db, from: string, to: string, edit: D1PreparedStatement[]): Promise<boolean> {
  const [res] = await db.batch([db.prepare('DELETE FROM post_redirects WHERE from_slug = ? AND to_slug = ?').bind(from, to), ...edit]);
  return (res?.meta.changes ?? 0) > 0;
}
