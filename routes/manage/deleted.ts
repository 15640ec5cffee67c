/**
 * Deleted articles are kept for KEPT_DAYS with their versions and their pictures' records
 * (migrations/0028_post_revisions.sql, deleted_posts), so the manager can bring one back as a draft; after that
 * they are forgotten, each time the manager deletes or lists them.
 */
import type { Db } from '../_app/services';
import type { Snapshot } from './revisions';

export const KEPT_DAYS = 30;
const KEPT_MS = KEPT_DAYS * 24 * 3600 * 1000;

export interface DeletedPost {
  id: number;
  slug: string;
  title: string;
  deletedBy: string;
  /** Milliseconds since the Unix epoch. */
  deletedAt: number;
}

/**
 * Statements for the delete's own batch, before the post's row goes: the article kept, and its versions and
 * pictures' records moved to `post` = -id, where a restore finds them. Its preview links are not kept: the delete
 * ends them (migrations/0032_article_numbers.sql), so a restored article has none.
 */
export function keepDeleted(db: Pick<D1Database, 'prepare'>, slug: string, snapshot: Snapshot, by: string, now: number): D1PreparedStatement[] {
  const seq = `(SELECT seq FROM posts WHERE slug = ?)`;
  const kept = `-(SELECT MAX(id) FROM deleted_posts)`;
  return [
    ...forgetOld(db, now),
    db
      .prepare(`INSERT INTO deleted_posts (slug, title, snapshot, deleted_by, deleted_at) SELECT slug, title, ?, ?, ? FROM posts WHERE slug = ?`)
      .bind(JSON.stringify(snapshot), by, now, slug),
    db.prepare(`UPDATE post_revisions SET post = ${kept} WHERE post = ${seq}`).bind(slug),
    db.prepare(`UPDATE post_images SET post = ${kept} WHERE post = ${seq}`).bind(slug),
  ];
}

/** Forgets articles deleted more than KEPT_DAYS ago, with their versions and pictures' records. */
function forgetOld(db: Pick<D1Database, 'prepare'>, now: number): D1PreparedStatement[] {
  const old = `SELECT -id FROM deleted_posts WHERE deleted_at < ?`;
  return [
    db.prepare(`DELETE FROM post_revisions WHERE post IN (${old})`).bind(now - KEPT_MS),
    db.prepare(`DELETE FROM post_images WHERE post IN (${old})`).bind(now - KEPT_MS),
    db.prepare(`DELETE FROM deleted_posts WHERE deleted_at < ?`).bind(now - KEPT_MS),
  ];
}

/** Articles deleted in the last KEPT_DAYS, the latest first. */
export async function deletedPosts(db: Db, now: number): Promise<DeletedPost[]> {
  await db.batch(forgetOld(db, now));
  const { results } = await db
    .prepare(`SELECT id, slug, title, deleted_by, deleted_at FROM deleted_posts ORDER BY deleted_at DESC LIMIT 200`)
    .all<{ id: number; slug: string; title: string; deleted_by: string; deleted_at: number }>();
  return results.map((r) => ({ id: r.id, slug: r.slug, title: r.title, deletedBy: r.deleted_by, deletedAt: r.deleted_at }));
}

export async function deletedSnapshot(db: Db, id: number, now: number): Promise<Snapshot | null> {
  const row = await db.prepare(`SELECT snapshot FROM deleted_posts WHERE id = ? AND deleted_at >= ?`).bind(id, now - KEPT_MS).first<{ snapshot: string }>();
  return row ? (JSON.parse(row.snapshot) as Snapshot) : null;
}

/** After the article is back (at `slug`, with a new seq): its versions and pictures follow it, and it is no longer deleted. */
export async function undelete(db: Db, id: number, slug: string): Promise<void> {
  const post = `(SELECT seq FROM posts WHERE slug = ?)`;
  await db.batch([
    // Its restoring save was recorded under the new seq; the older versions come before it by id, as they were.
    db.prepare(`UPDATE post_revisions SET post = ${post} WHERE post = ?`).bind(slug, -id),
    db.prepare(`UPDATE OR IGNORE post_images SET post = ${post} WHERE post = ?`).bind(slug, -id),
    db.prepare(`DELETE FROM deleted_posts WHERE id = ?`).bind(id),
  ]);
}
