/**
 * Every version of an article (migrations/0028_post_revisions.sql). A save, publish, schedule, restore or autosave
 * adds the version it leaves, in the same batch as the write, so the version before any save is always kept
 * (an article's first recorded save also records the version it replaced, as 'earlier'). Autosaves are thinned as
 * they come: the last of each minute for the past hour, then the last of each hour. Every other kind is kept, the
 * newest ARTICLE_VERSIONS_KEPT (at least 100) of them per article.
 */
import type { Db } from '../_app/services';
import type { Env } from '../_app/env';
import type { Post, PostInput } from '../blog/articles';
import { sha256Hex } from '../_lib/hash';

export const REVISION_KINDS = ['earlier', 'save', 'autosave', 'publish', 'unpublish', 'schedule', 'restore'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** The fields a version holds: what the editor writes, not its status or pictures. */
export type Snapshot = Pick<PostInput, 'slug' | 'title' | 'h1' | 'metaDescription' | 'excerpt' | 'author' | 'date' | 'cluster' | 'keywords' | 'content' | 'faqs'>;

export interface Revision {
  id: number;
  kind: RevisionKind;
  /** The editor's email; empty for an 'earlier' version. */
  author: string;
  /** Milliseconds since the Unix epoch. */
  createdAt: number;
  changed: number;
}

export interface RevisionWithSnapshot extends Revision {
  snapshot: Snapshot;
}

const MINIMUM_KEPT = 100;

/** How many versions other than autosaves each article keeps (ARTICLE_VERSIONS_KEPT, never fewer than 100). */
export function versionsKept(env: Pick<Env, 'ARTICLE_VERSIONS_KEPT'>): number {
  const n = Math.floor(Number(env.ARTICLE_VERSIONS_KEPT?.trim()));
  return Number.isFinite(n) && n >= MINIMUM_KEPT ? n : MINIMUM_KEPT;
}

/**
 * A short tag of what a version says, carried by the edit form as `basedOn`: a save whose tag no longer matches
 * the stored article was typed over a version someone else has since replaced (./manage/index.tsx).
 */
export const versionTag = async (post: PostInput | Post) => (await sha256Hex(JSON.stringify(snapshotOf(post)))).slice(0, 16);

export function snapshotOf(post: PostInput | Post): Snapshot {
  const { slug, title, h1, metaDescription, excerpt, author, date, cluster, keywords, content, faqs } = post;
  return { slug, title, h1, metaDescription, excerpt, author, date, cluster, keywords, content, faqs };
}

/** The words of a version, field by field, for counting and showing what changed. */
export function wordsOf(s: Snapshot): string {
  return [s.title, s.h1, s.metaDescription, s.excerpt, s.keywords.join(', '), s.content, ...s.faqs.flatMap((f) => [f.question, f.answer])].join('\n');
}

/** Words added and removed between two versions, counted on their words alone (a cheap measure, no diff needed). */
export function wordsChanged(before: Snapshot | null, after: Snapshot): number {
  const count = (text: string) => {
    const map = new Map<string, number>();
    for (const w of text.split(/\s+/).filter(Boolean)) map.set(w, (map.get(w) ?? 0) + 1);
    return map;
  };
  const a = count(before ? wordsOf(before) : '');
  const b = count(wordsOf(after));
  let changed = 0;
  for (const w of new Set([...a.keys(), ...b.keys()])) changed += Math.abs((a.get(w) ?? 0) - (b.get(w) ?? 0));
  return changed;
}

export interface NewRevision {
  kind: RevisionKind;
  /** Where the article is after the write, when that is not the snapshot's slug (an autosave of a slug being changed). */
  at?: string;
  author: string;
  snapshot: Snapshot;
  /** The version this one replaces, to count the change against and, if the article has no versions yet, to keep. */
  before: Snapshot | null;
  now: number;
  kept: number;
}

/**
 * Statements for a write's own batch, run after the write: the version it leaves (of the article now at
 * `snapshot.slug`), the one it replaced if none was recorded yet, and the thinning.
 */
export function revisionStatements(db: Pick<D1Database, 'prepare'>, r: NewRevision): D1PreparedStatement[] {
  const post = `(SELECT seq FROM posts WHERE slug = ?)`;
  const at = r.at ?? r.snapshot.slug;
  const statements = [];
  if (r.before) {
    statements.push(
      db
        .prepare(
          `INSERT INTO post_revisions (post, kind, author, created_at, snapshot, changed)
           SELECT ${post}, 'earlier', '', ?, ?, 0 WHERE NOT EXISTS (SELECT 1 FROM post_revisions WHERE post = ${post})`,
        )
        .bind(at, r.now - 1, JSON.stringify(r.before), at),
    );
  }
  statements.push(
    db
      .prepare(`INSERT INTO post_revisions (post, kind, author, created_at, snapshot, changed) VALUES (${post}, ?, ?, ?, ?, ?)`)
      .bind(at, r.kind, r.author, r.now, JSON.stringify(r.snapshot), wordsChanged(r.before, r.snapshot)),
  );
  statements.push(r.kind === 'autosave' ? thinAutosaves(db, at, r.now) : keepNewest(db, at, r.kept));
  return statements;
}

/** Autosaves: the last of each minute within the hour before `now`, and the last of each hour before that. */
function thinAutosaves(db: Pick<D1Database, 'prepare'>, slug: string, now: number) {
  return db
    .prepare(
      `DELETE FROM post_revisions WHERE kind = 'autosave' AND post = (SELECT seq FROM posts WHERE slug = ?1) AND id NOT IN (
         SELECT MAX(id) FROM post_revisions WHERE kind = 'autosave' AND post = (SELECT seq FROM posts WHERE slug = ?1)
         GROUP BY CASE WHEN created_at >= ?2 THEN 'm' || (created_at / 60000) ELSE 'h' || (created_at / 3600000) END
       )`,
    )
    .bind(slug, now - 3_600_000);
}

/** Every kind but autosaves: the newest `kept` of them. */
function keepNewest(db: Pick<D1Database, 'prepare'>, slug: string, kept: number) {
  return db
    .prepare(
      `DELETE FROM post_revisions WHERE kind != 'autosave' AND post = (SELECT seq FROM posts WHERE slug = ?1) AND id NOT IN (
         SELECT id FROM post_revisions WHERE kind != 'autosave' AND post = (SELECT seq FROM posts WHERE slug = ?1) ORDER BY id DESC LIMIT ?2
       )`,
    )
    .bind(slug, kept);
}

interface RevisionRow {
  id: number;
  kind: RevisionKind;
  author: string;
  created_at: number;
  changed: number;
  snapshot?: string;
}

const toRevision = (row: RevisionRow): Revision => ({ id: row.id, kind: row.kind, author: row.author, createdAt: row.created_at, changed: row.changed });

/** The article's versions, newest first. */
export async function revisionsOf(db: Db, slug: string, limit = 500): Promise<Revision[]> {
  const { results } = await db
    .prepare(`SELECT id, kind, author, created_at, changed FROM post_revisions WHERE post = (SELECT seq FROM posts WHERE slug = ?) ORDER BY id DESC LIMIT ?`)
    .bind(slug, limit)
    .all<RevisionRow>();
  return results.map(toRevision);
}

/** One version of the article at `slug`, or null when it has no such version. */
export async function revisionOf(db: Db, slug: string, id: number): Promise<RevisionWithSnapshot | null> {
  const row = await db
    .prepare(`SELECT id, kind, author, created_at, changed, snapshot FROM post_revisions WHERE id = ? AND post = (SELECT seq FROM posts WHERE slug = ?)`)
    .bind(id, slug)
    .first<RevisionRow>();
  return row ? { ...toRevision(row), snapshot: JSON.parse(row.snapshot!) as Snapshot } : null;
}

/** Autosaved fields, and when (milliseconds since the Unix epoch): an article's newest version, or a new article's. */
export interface Autosaved {
  snapshot: Snapshot;
  at: number;
}

/** Whether a version holds the same fields as the form, so offering it back would change nothing. */
export const sameFields = (snapshot: Snapshot, form: PostInput | Post) => JSON.stringify(snapshot) === JSON.stringify(snapshotOf(form));

/**
 * The newest autosave of the article if no version since has set its text: typed, but never saved. Publishing
 * and unpublishing keep the text as it was, so an autosave before them is still newer than it.
 */
export async function unsavedAutosave(db: Db, slug: string): Promise<Autosaved | null> {
  const row = await db
    .prepare(
      `SELECT created_at, snapshot FROM post_revisions AS a WHERE post = (SELECT seq FROM posts WHERE slug = ?) AND kind = 'autosave'
         AND NOT EXISTS (SELECT 1 FROM post_revisions WHERE post = a.post AND id > a.id AND kind NOT IN ('publish', 'unpublish'))
       ORDER BY id DESC LIMIT 1`,
    )
    .bind(slug)
    .first<{ created_at: number; snapshot: string }>();
  return row ? { snapshot: JSON.parse(row.snapshot) as Snapshot, at: row.created_at } : null;
}

/** For a new article's save batch: the editor's new-article autosave (./manage/autosave.ts) has become the article. */
export const forgetNewAutosave = (db: Pick<D1Database, 'prepare'>, editor: string) => db.prepare(`DELETE FROM article_autosaves WHERE editor = ?`).bind(editor);
