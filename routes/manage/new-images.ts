/**
 * Pictures uploaded on the new-article form before its first save (migrations/0031_new_article_images.sql). An
 * article that has never been saved has no row to hang a picture on, so the picture is kept by editor, the way the
 * editor's new-article autosave is, and handed to the article by the save that creates it: the Markdown already in
 * the body keeps working, and the pictures list and the cover choice show it from the first save on.
 *
 * The save takes only the pictures its own form knew of: those the form listed when it opened and those uploaded
 * from it since (its `pictures` field, which the image-drop island adds to). So with two New article tabs open,
 * each article gets its own pictures and cover, and a picture from a tab closed unsaved waits for the next form.
 */
import type { Db, StoredImage } from '../_app/services';
import type { PostImage } from '../blog/articles';

/**
 * The editor's pictures waiting for their new article, oldest first: all of them, for a form opening, or those of
 * `only`, the ids a form sent (its `pictures` field).
 */
export async function newArticleImages(db: Db, editor: string, only?: readonly string[]): Promise<(PostImage & { cover: boolean })[]> {
  if (only?.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT id, alt, width, height, cover FROM new_article_images WHERE editor = ? ORDER BY created_at, id`)
    .bind(editor)
    .all<PostImage & { cover: number }>();
  const known = only && new Set(only);
  return results.filter((row) => !known || known.has(row.id)).map((row) => ({ ...row, cover: row.cover === 1 }));
}

/** Keeps a stored picture for the editor's next new article; as its cover, if asked (the latest such wins). */
export function keepForNewArticle(db: Pick<D1Database, 'prepare'>, editor: string, image: StoredImage, alt: string, cover: boolean): D1PreparedStatement[] {
  return [
    ...(cover ? [db.prepare(`UPDATE new_article_images SET cover = 0 WHERE editor = ?`).bind(editor)] : []),
    db
      .prepare(
        `INSERT INTO new_article_images (editor, id, alt, width, height, variants, cover) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (editor, id) DO UPDATE SET alt = excluded.alt, cover = excluded.cover`,
      )
      .bind(editor, image.id, alt, image.width, image.height, JSON.stringify(image.variants), cover ? 1 : 0),
  ];
}

/**
 * Statements for the batch of the save that creates the article at `slug`, after the post's own insert: the
 * editor's waiting pictures `ids` become the article's, and are no longer waiting.
 */
export function giveToNewArticle(db: Pick<D1Database, 'prepare'>, editor: string, slug: string, ids: string[]): D1PreparedStatement[] {
  if (ids.length === 0) return [];
  const chosen = `editor = ? AND id IN (SELECT value FROM json_each(?))`;
  return [
    db
      .prepare(
        `INSERT INTO post_images (post, id, alt, width, height, variants)
         SELECT (SELECT seq FROM posts WHERE slug = ?), id, alt, width, height, variants FROM new_article_images WHERE ${chosen}
         ON CONFLICT (post, id) DO NOTHING`,
      )
      .bind(slug, editor, JSON.stringify(ids)),
    db.prepare(`DELETE FROM new_article_images WHERE ${chosen}`).bind(editor, JSON.stringify(ids)),
  ];
}
