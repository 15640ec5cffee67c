/**
 * The posts table (migrations/0001_posts.sql). Every query is a prepared statement with bound values.
 * Public pages read from here on each render; writes go through editor.ts, which passes the statements that
 * version the changed pages for the edge cache (`edit`), run in the same batch as the write.
 */
import type { ClusterKey } from '../../routes/blog/clusters';
import type { Post, PostInput, PostStatus, PostSummary } from '../../routes/blog/types';
import type { Faq } from '../../routes/_lib/content-types';

/** Words are approximated in SQL (spaces + 1) so listings never transfer post bodies. */
const SUMMARY_COLUMNS = `slug, title, h1, meta_description, excerpt, author, date, cluster, status, updated_at,
  length(content) - length(replace(content, ' ', '')) + 1 AS words`;
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ','now')`;

interface SummaryRow {
  slug: string;
  title: string;
  h1: string;
  meta_description: string;
  excerpt: string;
  author: string;
  date: string;
  cluster: string;
  status: PostStatus;
  updated_at: string;
  words: number;
}

interface PostRow extends SummaryRow {
  keywords: string;
  content: string;
  faqs: string;
  created_at: string;
}

function toSummary(row: SummaryRow): PostSummary {
  return {
    slug: row.slug,
    title: row.title,
    h1: row.h1,
    metaDescription: row.meta_description,
    excerpt: row.excerpt,
    author: row.author,
    date: row.date,
    // Writes are validated against CLUSTERS (editor.ts, build-seed.mjs); clusterLabel copes with anything else.
    cluster: row.cluster as ClusterKey,
    status: row.status,
    updatedAt: row.updated_at,
    words: row.words,
  };
}

const parseList = <T>(json: string): T[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

function toPost(row: PostRow): Post {
  return {
    ...toSummary(row),
    keywords: parseList<string>(row.keywords),
    content: row.content,
    faqs: parseList<Faq>(row.faqs),
    createdAt: row.created_at,
  };
}

export async function listPublished(
  db: D1Database,
  opts: { cluster?: string; limit: number; offset: number },
): Promise<{ posts: PostSummary[]; total: number }> {
  const where = `status = 'published'${opts.cluster ? ' AND cluster = ?' : ''}`;
  const filter = opts.cluster ? [opts.cluster] : [];
  const [page, count] = await db.batch([
    db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM posts WHERE ${where} ORDER BY date DESC, created_at DESC LIMIT ? OFFSET ?`).bind(...filter, opts.limit, opts.offset),
    db.prepare(`SELECT COUNT(*) AS total FROM posts WHERE ${where}`).bind(...filter),
  ]);
  return {
    posts: (page!.results as SummaryRow[]).map(toSummary),
    total: (count!.results[0] as { total: number }).total,
  };
}

/** The cheap primary-key lookup that decides 200 or 404 before a post page starts streaming. */
export async function findPublished(db: D1Database, slug: string): Promise<(PostSummary & { keywords: string[] }) | null> {
  const row = await db
    .prepare(`SELECT ${SUMMARY_COLUMNS}, keywords FROM posts WHERE slug = ? AND status = 'published'`)
    .bind(slug)
    .first<SummaryRow & { keywords: string }>();
  return row ? { ...toSummary(row), keywords: parseList<string>(row.keywords) } : null;
}

/** The heavier half of a post page, in one round trip: its body and FAQs, and up to `limit` newest posts of its topic. */
export async function publishedBodyAndRelated(
  db: D1Database,
  slug: string,
  cluster: string,
  limit = 3,
): Promise<{ body: { content: string; faqs: Faq[] } | null; related: PostSummary[] }> {
  const [body, related] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT content, faqs FROM posts WHERE slug = ? AND status = 'published'`).bind(slug),
    db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM posts WHERE status = 'published' AND cluster = ? AND slug <> ? ORDER BY date DESC LIMIT ?`).bind(cluster, slug, limit),
  ]);
  const row = body!.results[0] as { content: string; faqs: string } | undefined;
  return {
    body: row ? { content: row.content, faqs: parseList<Faq>(row.faqs) } : null,
    related: (related!.results as unknown as SummaryRow[]).map(toSummary),
  };
}

export async function publishedForSitemap(db: D1Database): Promise<{ slug: string; title: string; updatedAt: string }[]> {
  const { results } = await db
    .prepare(`SELECT slug, title, updated_at FROM posts WHERE status = 'published' ORDER BY date DESC`)
    .all<{ slug: string; title: string; updated_at: string }>();
  return results.map((r) => ({ slug: r.slug, title: r.title, updatedAt: r.updated_at }));
}

/** Every post, drafts included, for the manager. */
export async function listAll(db: D1Database): Promise<PostSummary[]> {
  const { results } = await db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM posts ORDER BY date DESC, created_at DESC`).all<SummaryRow>();
  return results.map(toSummary);
}

export async function getPost(db: D1Database, slug: string): Promise<Post | null> {
  const row = await db.prepare(`SELECT ${SUMMARY_COLUMNS}, keywords, content, faqs, created_at FROM posts WHERE slug = ?`).bind(slug).first<PostRow>();
  return row ? toPost(row) : null;
}

const isUniqueViolation = (err: unknown) => /UNIQUE constraint failed/i.test(String((err as Error)?.message ?? err));

const values = (p: PostInput) => [
  p.slug, p.title, p.h1, p.metaDescription, p.excerpt, p.author, p.date,
  JSON.stringify(p.keywords), p.cluster, p.content, JSON.stringify(p.faqs),
];

/** A write and the statements that go with it, as one transaction: the write's own result comes first. */
async function write(db: D1Database, statement: D1PreparedStatement, edit: D1PreparedStatement[]): Promise<D1Result> {
  const [result] = await db.batch([statement, ...edit]);
  return result!;
}

/** New posts start as drafts. */
export async function createPost(db: D1Database, input: PostInput, edit: D1PreparedStatement[]): Promise<'created' | 'slug-taken'> {
  try {
    await write(
      db,
      db
        .prepare(
          `INSERT INTO posts (slug, title, h1, meta_description, excerpt, author, date, keywords, cluster, content, faqs, status)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'draft')`,
        )
        .bind(...values(input)),
      edit,
    );
    return 'created';
  } catch (err) {
    if (isUniqueViolation(err)) return 'slug-taken';
    throw err;
  }
}

/** Updates every editable field, the slug included (a renamed post answers at its new path only). */
export async function updatePost(
  db: D1Database,
  slug: string,
  input: PostInput,
  edit: D1PreparedStatement[],
): Promise<'updated' | 'not-found' | 'slug-taken'> {
  try {
    const res = await write(
      db,
      db
        .prepare(
          `UPDATE posts SET slug = ?, title = ?, h1 = ?, meta_description = ?, excerpt = ?, author = ?, date = ?, keywords = ?,
             cluster = ?, content = ?, faqs = ?, updated_at = ${NOW}
           WHERE slug = ?`,
        )
        .bind(...values(input), slug),
      edit,
    );
    return res.meta.changes > 0 ? 'updated' : 'not-found';
  } catch (err) {
    if (isUniqueViolation(err)) return 'slug-taken';
    throw err;
  }
}

export async function setStatus(db: D1Database, slug: string, status: PostStatus, edit: D1PreparedStatement[]): Promise<boolean> {
  const res = await write(db, db.prepare(`UPDATE posts SET status = ?, updated_at = ${NOW} WHERE slug = ?`).bind(status, slug), edit);
  return res.meta.changes > 0;
}

export async function deletePost(db: D1Database, slug: string, edit: D1PreparedStatement[]): Promise<boolean> {
  const res = await write(db, db.prepare(`DELETE FROM posts WHERE slug = ?`).bind(slug), edit);
  return res.meta.changes > 0;
}

/** Slugs of every post in these topics, whatever their status: the pages whose related cards may show a changed post. */
export async function slugsInClusters(db: D1Database, clusters: string[]): Promise<string[]> {
  const unique = [...new Set(clusters)];
  if (unique.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT slug FROM posts WHERE cluster IN (${unique.map(() => '?').join(', ')})`)
    .bind(...unique)
    .all<{ slug: string }>();
  return results.map((r) => r.slug);
}
