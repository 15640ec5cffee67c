/**
 * The posts table (migrations/0001_posts.sql, indexes in 0015). Every query is a prepared statement with bound
 * values; the reads that pages and the manager run are the SQL constants of queries.ts, each on an index.
 * Public pages read through a D1 session (Services.db.public), so a replica near the visitor may answer; writes
 * go through manage/editor.ts, which passes the statements that version the changed pages for the edge cache
 * (`edit`), run in the same batch as the write.
 */
import { articleMarkdown } from './post-markdown';
import type { ClusterKey } from './clusters';
import type { Post, PostImage, PostInput, PostStatus, PostSummary } from './types';
import type { StoredImage } from '../_app/services';
import type { Faq } from '../_lib/content-types';
import { managerQueries, SQL, SUMMARY_COLUMNS, type ManagerFilter } from './queries';

/** The binding itself or one of its sessions: both prepare and batch. */
import type { CardPost, Db, DuePost, SitemapPart } from '../_app/services';

/** Who a scheduled publish's version is by (routes/manage/versions-page.tsx names it). */
export const SCHEDULE_AUTHOR = 'schedule';

export type { Db };

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
  publish_at: string | null;
  words: number;
  cover: string | null;
  cover_alt: string | null;
}

interface PostRow extends SummaryRow {
  keywords: string;
  card: string | null;
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
    scheduledFor: row.publish_at ?? null,
    words: row.words,
    cover: row.cover ?? null,
    coverAlt: row.cover_alt ?? null,
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
    card: row.card ?? null,
  };
}

const total = (result: D1Result<unknown> | undefined) => Number((result?.results[0] as { total?: number } | undefined)?.total ?? 0);

export async function listPublished(
  db: Db,
  opts: { cluster?: string; limit: number; offset: number },
): Promise<{ posts: PostSummary[]; total: number }> {
  const [page, count] = await db.batch([
    opts.cluster ? db.prepare(SQL.listingInCluster).bind(opts.cluster, opts.limit, opts.offset) : db.prepare(SQL.listing).bind(opts.limit, opts.offset),
    opts.cluster ? db.prepare(SQL.publishedCountInCluster).bind(opts.cluster) : db.prepare(SQL.publishedCount),
  ]);
  return { posts: (page!.results as SummaryRow[]).map(toSummary), total: total(count) };
}

/** The cheap primary-key lookup that decides 200 or 404 before a post page starts streaming. */
export async function findPublished(db: Db, slug: string): Promise<PostHead | null> {
  const row = await db.prepare(SQL.postHead).bind(slug).first<SummaryRow & { keywords: string; card: string | null }>();
  return row ? toHead(row) : null;
}

type PostHead = PostSummary & Pick<Post, 'keywords' | 'card'>;
type PostBody = { content: string; faqs: Faq[] };
type BodyRow = { content: string; faqs: string };

const toHead = (row: SummaryRow & { keywords: string; card: string | null }): PostHead => ({ ...toSummary(row), keywords: parseList<string>(row.keywords), card: row.card ?? null });
const toBody = (row: BodyRow | undefined): PostBody | null => (row ? { content: row.content, faqs: parseList<Faq>(row.faqs) } : null);

/**
 * Everything a post page reads, in one round trip: its head (null when it is not published), its body and FAQs, and
 * up to `limit` newest posts of its topic. The head still decides 200 or 404 before anything streams.
 */
export async function publishedArticle(db: Db, slug: string, limit = 3): Promise<{ post: PostHead | null; body: PostBody | null; related: PostSummary[] }> {
  const [head, body, related] = await db.batch<Record<string, unknown>>([
    db.prepare(SQL.postHead).bind(slug),
    db.prepare(SQL.postBody).bind(slug),
    db.prepare(SQL.relatedTo).bind(slug, slug, limit),
  ]);
  const headRow = head!.results[0] as (SummaryRow & { keywords: string; card: string | null }) | undefined;
  return { post: headRow ? toHead(headRow) : null, body: toBody(body!.results[0] as BodyRow | undefined), related: (related!.results as unknown as SummaryRow[]).map(toSummary) };
}

/** A published post's body and FAQs as stored, for its Markdown twin (./post-markdown.ts); null when it is not published. */
export async function publishedBody(db: Db, slug: string): Promise<PostBody | null> {
  return toBody((await db.prepare(SQL.postBody).bind(slug).first<BodyRow>()) ?? undefined);
}

/** The newest published articles' Markdown twins (./post-markdown.ts), at most `limit`, for /llms-full.txt. */
export async function articleTwins(db: Db, limit: number): Promise<{ slug: string; markdown: string }[]> {
  const { results } = await db.prepare(SQL.twins).bind(limit).all<{ slug: string; h1: string; content: string; faqs: string }>();
  return results.map((r) => ({ slug: r.slug, markdown: articleMarkdown({ h1: r.h1, content: r.content, faqs: parseList<Faq>(r.faqs) }) }));
}

/** The newest published posts with their Markdown, for the feed. */
export async function latestWithContent(db: Db, limit: number): Promise<(PostSummary & { content: string })[]> {
  const { results } = await db.prepare(SQL.feed).bind(limit).all<SummaryRow & { content: string }>();
  return results.map((r) => ({ ...toSummary(r), content: r.content }));
}

/** One page of published titles for the HTML sitemap, newest first, and how many there are in all. */
export async function sitemapTitles(db: Db, limit: number, offset: number): Promise<{ posts: { slug: string; title: string }[]; total: number }> {
  const [page, count] = await db.batch([db.prepare(SQL.sitemapPage).bind(limit, offset), db.prepare(SQL.publishedCount)]);
  return { posts: page!.results as { slug: string; title: string }[], total: total(count) };
}

/** How many posts are published, and the parts of the XML sitemap that hold any. */
export async function sitemapOutline(db: Db): Promise<{ published: number; parts: SitemapPart[] }> {
  const [count, parts] = await db.batch([db.prepare(SQL.publishedCount), db.prepare(SQL.sitemapParts)]);
  return { published: total(count), parts: parts!.results as unknown as SitemapPart[] };
}

type SitemapRow = { slug: string; updated_at: string };
const toSitemapEntries = (rows: SitemapRow[]) => rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));

/** Published posts whose seq is in [from, to), for one child sitemap. */
export async function sitemapPartPosts(db: Db, from: number, to: number): Promise<{ slug: string; updatedAt: string }[]> {
  return toSitemapEntries((await db.prepare(SQL.sitemapPart).bind(from, to).all<SitemapRow>()).results);
}

/** At most `limit` published posts, for a sitemap.xml that is still one file. */
export async function sitemapSmall(db: Db, limit: number): Promise<{ slug: string; updatedAt: string }[]> {
  return toSitemapEntries((await db.prepare(SQL.sitemapSmall).bind(limit).all<SitemapRow>()).results);
}

/** One page of the manager's list (drafts included, filtered and searched) and how many posts match. */
export async function listForManager(db: Db, filter: ManagerFilter, limit: number, offset: number): Promise<{ posts: PostSummary[]; total: number }> {
  const q = managerQueries(filter);
  const [page, count] = await db.batch([db.prepare(q.page).bind(...q.binds, limit, offset), db.prepare(q.count).bind(...q.binds)]);
  return { posts: (page!.results as SummaryRow[]).map(toSummary), total: total(count) };
}

export async function getPost(db: Db, slug: string): Promise<Post | null> {
  const row = await db.prepare(`SELECT ${SUMMARY_COLUMNS}, keywords, content, faqs, created_at, card FROM posts WHERE slug = ?`).bind(slug).first<PostRow>();
  return row ? toPost(row) : null;
}

const isUniqueViolation = (err: unknown) => /UNIQUE constraint failed/i.test(String((err as Error)?.message ?? err));

const values = (p: PostInput) => [
  p.slug, p.title, p.h1, p.metaDescription, p.excerpt, p.author, p.date,
  JSON.stringify(p.keywords), p.cluster, p.content, JSON.stringify(p.faqs),
];

/** A write and the statements that go with it, as one transaction: the write's own result comes first. */
async function write(db: Db, statement: D1PreparedStatement, edit: D1PreparedStatement[]): Promise<D1Result> {
  const [result] = await db.batch([statement, ...edit]);
  return result!;
}

/** New posts start as drafts. */
export async function createPost(db: Db, input: PostInput, edit: D1PreparedStatement[]): Promise<'created' | 'slug-taken'> {
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
  db: Db,
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

/** Publishing or unpublishing by hand also ends any schedule the post had. */
export async function setStatus(db: Db, slug: string, status: PostStatus, edit: D1PreparedStatement[]): Promise<boolean> {
  const res = await write(db, db.prepare(`UPDATE posts SET status = ?, publish_at = NULL, updated_at = ${NOW} WHERE slug = ?`).bind(status, slug), edit);
  return res.meta.changes > 0;
}

/** Statement for a save's or a publish's batch: the post at `slug` carries the card stored under `key`, or none (null). */
export function cardStatement(db: Pick<D1Database, 'prepare'>, slug: string, key: string | null): D1PreparedStatement {
  return db.prepare(`UPDATE posts SET card = ? WHERE slug = ?`).bind(key, slug);
}

/** A post's uploaded pictures, oldest first, for its edit screen. */
export async function imagesOf(db: Db, slug: string): Promise<PostImage[]> {
  const { results } = await db
    .prepare(`SELECT id, alt, width, height FROM post_images WHERE post = (SELECT seq FROM posts WHERE slug = ?) ORDER BY created_at, id`)
    .bind(slug)
    .all<PostImage>();
  return results;
}

/** Whether the post at `slug` has the picture `id`. */
export async function hasImage(db: Db, slug: string, id: string): Promise<boolean> {
  return (await db.prepare(`SELECT 1 AS yes FROM post_images WHERE post = (SELECT seq FROM posts WHERE slug = ?) AND id = ?`).bind(slug, id).first()) !== null;
}

/** Statement for a save's batch, after the post's own write: the post now at `slug` has the picture (its alt as typed now). */
export function imageStatement(db: Pick<D1Database, 'prepare'>, slug: string, image: StoredImage, alt: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO post_images (post, id, alt, width, height, variants) VALUES ((SELECT seq FROM posts WHERE slug = ?), ?, ?, ?, ?, ?)
       ON CONFLICT (post, id) DO UPDATE SET alt = excluded.alt`,
    )
    .bind(slug, image.id, alt, image.width, image.height, JSON.stringify(image.variants));
}

/** Statement for a save's batch: the post at `slug` has the picture `id` as its cover, or its drawn one (null). */
export function coverStatement(db: Pick<D1Database, 'prepare'>, slug: string, id: string | null): D1PreparedStatement {
  return db.prepare(`UPDATE posts SET cover = ? WHERE slug = ?`).bind(id, slug);
}

/** Statement for a save's batch: the post now at `slug` is due at `at` (UTC ISO), or not scheduled (null). */
export function scheduleStatement(db: Pick<D1Database, 'prepare'>, slug: string, at: string | null): D1PreparedStatement {
  return db.prepare(`UPDATE posts SET publish_at = ? WHERE slug = ? AND status = 'draft'`).bind(at, slug);
}

/** Takes a scheduled draft back to an ordinary draft; false if it was not scheduled. */
export async function unschedule(db: Db, slug: string, edit: D1PreparedStatement[]): Promise<boolean> {
  const res = await write(db, db.prepare(`UPDATE posts SET publish_at = NULL, updated_at = ${NOW} WHERE slug = ? AND publish_at IS NOT NULL`).bind(slug), edit);
  return res.meta.changes > 0;
}

/** Published posts without a card of their own, at most `limit`, with what their card would show. */
export async function cardlessPosts(db: Db, limit: number): Promise<CardPost[]> {
  const { results } = await db.prepare(SQL.cardless).bind(limit).all<CardPost>();
  return results.map((r) => ({ slug: r.slug, cluster: r.cluster, h1: r.h1, cover: r.cover ?? null, card: null }));
}

/**
 * Records the card the cron drew for a published post, with new content versions for its pages (`edit`), only while
 * it still has none and shows what the card was drawn from: an edit saved meanwhile recorded its own.
 */
export async function recordCard(db: Db, post: CardPost, card: string, edit: D1PreparedStatement[]): Promise<boolean> {
  const res = await write(
    db,
    db.prepare(`UPDATE posts SET card = ? WHERE slug = ? AND status = 'published' AND card IS NULL AND h1 = ? AND cluster = ? AND cover IS ?`).bind(card, post.slug, post.h1, post.cluster, post.cover),
    edit,
  );
  return res.meta.changes > 0;
}

/** Scheduled drafts due by `now` (UTC ISO), the earliest first, at most `limit`, with what their social card shows. */
export async function duePosts(db: Db, now: string, limit: number): Promise<DuePost[]> {
  const { results } = await db
    .prepare(SQL.due)
    .bind(now, limit)
    .all<{ slug: string; cluster: string; publish_at: string; h1: string; cover: string | null; card: string | null }>();
  return results.map((r) => ({ slug: r.slug, cluster: r.cluster, publishAt: r.publish_at, h1: r.h1, cover: r.cover ?? null, card: r.card ?? null }));
}

/**
 * Publishes a scheduled draft if it is still due at `now`; false if it was unscheduled or changed meanwhile. `card`:
 * the key of the card the cron drew for it, recorded in the same batch only while the post still shows what that
 * card was drawn from (an edit saved meanwhile recorded its own).
 */
export async function publishDue(db: Db, post: DuePost, now: string, card: string | null, edit: D1PreparedStatement[]): Promise<boolean> {
  const drawn =
    card && card !== post.card
      ? [db.prepare(`UPDATE posts SET card = ? WHERE slug = ? AND h1 = ? AND cluster = ? AND cover IS ?`).bind(card, post.slug, post.h1, post.cluster, post.cover)]
      : [];
  const res = await write(
    db,
    db.prepare(`UPDATE posts SET status = 'published', publish_at = NULL, updated_at = ${NOW} WHERE slug = ? AND status = 'draft' AND publish_at IS NOT NULL AND publish_at <= ?`).bind(post.slug, now),
    [...drawn, ...edit, scheduledPublishVersion(db, post.slug)],
  );
  return res.meta.changes > 0;
}

/**
 * The version a scheduled publish leaves (routes/manage/revisions.ts): the text of the article's last saved version,
 * published by the schedule, recorded only if the publish happened (the article is now published).
 */
function scheduledPublishVersion(db: Db, slug: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO post_revisions (post, kind, author, created_at, snapshot, changed)
       SELECT post, 'publish', '${SCHEDULE_AUTHOR}', ?1, snapshot, 0 FROM post_revisions
       WHERE post = (SELECT seq FROM posts WHERE slug = ?2 AND status = 'published') AND kind != 'autosave' ORDER BY id DESC LIMIT 1`,
    )
    .bind(Date.now(), slug);
}

/**
 * `keep` runs first, while the post can still be read: the deleted article is kept for a while with its versions
 * and its pictures' records (routes/manage/deleted.ts), which are removed when it is forgotten.
 */
export async function deletePost(db: Db, slug: string, edit: D1PreparedStatement[], keep: D1PreparedStatement[] = []): Promise<boolean> {
  const results = await db.batch([...keep, db.prepare(`DELETE FROM posts WHERE slug = ?`).bind(slug), ...edit]);
  return results[keep.length]!.meta.changes > 0;
}
