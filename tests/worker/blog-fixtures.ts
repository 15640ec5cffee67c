import { env } from 'cloudflare:test';

/** The eight seeded posts (migrations/0002_seed_posts.sql), newest first. */
export const SEED_NEWEST_FIRST = [
  'saying-no-as-a-founder',
  'the-4x-rule-focused-senior-hours',
  'signs-you-are-running-on-empty',
  'getting-value-from-eight-hours-a-month',
  'ceo-weekly-review',
  'choosing-chief-of-staff-or-executive-assistant',
  'fractional-cmo-or-marketing-agency',
  'chief-of-staff-first-90-days',
];

export interface TestPost {
  slug: string;
  status?: 'draft' | 'published';
  date?: string;
  cluster?: string;
  title?: string;
  content?: string;
}

/** Writes a post straight into D1. Test slugs start with "test-" so cleanUp() can remove them. */
export async function insertPost(p: TestPost) {
  await env.DB.prepare(
    `INSERT INTO posts (slug, title, h1, meta_description, excerpt, author, date, keywords, cluster, content, faqs, status)
     VALUES (?, ?, ?, ?, ?, 'Executive Sidekick', ?, '["test"]', ?, ?, ?, ?)`,
  )
    .bind(
      p.slug,
      p.title ?? `A test article called ${p.slug}`,
      `Headline of ${p.slug}`,
      'A meta description for a test article, long enough to pass the bounds the manager enforces on it.',
      `The excerpt of ${p.slug}, shown on the Insights listing.`,
      p.date ?? '2020-01-01',
      p.cluster ?? 'chief-of-staff',
      p.content ?? 'Some body text for the test article, with **bold** words.',
      JSON.stringify([{ question: 'Is this a test question?', answer: 'Yes, it is a test answer.' }]),
      p.status ?? 'published',
    )
    .run();
}

export async function cleanUp() {
  await env.DB.prepare(`DELETE FROM posts WHERE slug LIKE 'test-%'`).run();
}

export async function statusOf(slug: string): Promise<string | null> {
  const row = await env.DB.prepare('SELECT status FROM posts WHERE slug = ?').bind(slug).first<{ status: string }>();
  return row?.status ?? null;
}

export const postCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM posts').first<{ n: number }>())!.n;

/** Slugs of the cards on a listing page, in order. */
export const listedSlugs = (html: string) => [...html.matchAll(/<h2[^>]*><a href="\/([a-z0-9-]+)"/g)].map((m) => m[1]!);

/** Whether the HTML has a <tag> carrying every one of these attribute values, in any order. */
export function hasTag(html: string, tag: string, attrs: Record<string, string>): boolean {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].some(([el]) => Object.entries(attrs).every(([k, v]) => el.includes(` ${k}="${v}"`)));
}

/**
 * Inserts `count` posts in one statement (a recursive CTE), slugs test-bulk-1 … so cleanUp() removes them.
 * Dates spread over ten years, topics and statuses in turn (every `draftEvery`-th is a draft).
 */
export async function insertManyPosts(count: number, draftEvery = 10) {
  await env.DB.prepare(
    `INSERT INTO posts (slug, title, h1, meta_description, excerpt, author, date, keywords, cluster, content, faqs, status)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     SELECT 'test-bulk-' || i, 'Bulk planning note ' || i, 'Headline ' || i, 'Meta description of bulk note ' || i,
       'Excerpt of bulk note ' || i, 'Executive Sidekick', date('2016-01-01', '+' || (i % 3650) || ' days'), '[]',
       CASE i % 3 WHEN 0 THEN 'chief-of-staff' WHEN 1 THEN 'fractional-leadership' ELSE 'founder-wellbeing' END,
       'A short body for bulk note ' || i || ', with a [link](/services).', '[]',
       CASE WHEN i % ?2 = 0 THEN 'draft' ELSE 'published' END
     FROM n`,
  )
    .bind(count, draftEvery)
    .run();
}
