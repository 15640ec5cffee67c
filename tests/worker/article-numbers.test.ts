/**
 * An article's seq names it to its preview links, versions and pictures (migrations/0032_article_numbers.sql), so it
 * is never given again: whatever is still filed under a deleted article's number is never shown as a newer
 * article's. Migration 0032 also puts right the links that the old numbering let open the wrong article.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { editorWithStandIn } from './auth-standin';
import { cleanUp, insertPost } from './blog-fixtures';
import { fetchPath, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

const editor = editorWithStandIn(SESSION_COOKIE);
afterEach(async () => {
  await cleanUp();
  await env.DB.batch(['preview_links', 'post_revisions', 'post_images', 'deleted_posts'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

const seqOf = async (slug: string) => (await env.DB.prepare('SELECT seq FROM posts WHERE slug = ?').bind(slug).first<{ seq: number }>())!.seq;

async function createArticle(slug: string) {
  const res = await fetchPath('/blog/manage/new', {
    method: 'POST',
    cookie: editor.cookie,
    body: new URLSearchParams({
      slug,
      title: 'An Article Created After Another Was Deleted',
      h1: 'An article created after another was deleted',
      metaDescription: 'A meta description for the newcomer test article, long enough to pass the bounds the manager enforces.',
      excerpt: 'The excerpt of the newcomer article, shown on the Insights listing once it is live.',
      author: 'Executive Sidekick',
      date: '2031-04-01',
      cluster: 'chief-of-staff',
      keywords: 'test, numbers',
      content: 'The body of the newcomer article, its first and only version.',
      intent: 'save',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(303);
}

describe("a deleted article's number", () => {
  it('is never given to a new article, so a version or picture still filed under it is not shown as the new one’s', async () => {
    await insertPost({ slug: 'test-numbers-gone', status: 'draft' });
    const gone = await seqOf('test-numbers-gone');
    // Records left under the number, as a release before deleted_posts (migrations/0028) left them on delete.
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO post_revisions (post, kind, author, created_at, snapshot, changed) VALUES (?, 'save', 'former.editor@example.com', 1, '{}', 0)`).bind(gone),
      env.DB.prepare(`INSERT INTO post_images (post, id, alt, width, height, variants) VALUES (?, 'a1b2c3d4e5f6a7b8', 'A picture of the deleted article', 800, 600, '[800]')`).bind(gone),
      env.DB.prepare('DELETE FROM posts WHERE slug = ?').bind('test-numbers-gone'),
    ]);
    await createArticle('test-numbers-newcomer');
    expect(await seqOf('test-numbers-newcomer')).toBeGreaterThan(gone);
    const versions = textOf(await (await fetchPath('/blog/manage/test-numbers-newcomer/versions', { cookie: editor.cookie })).text());
    expect(versions).not.toContain('former.editor@example.com');
    const form = await (await fetchPath('/blog/manage/test-numbers-newcomer/edit', { cookie: editor.cookie })).text();
    expect(form).not.toContain('A picture of the deleted article');
  });
});

describe('migration 0032 on a database written by the old code', () => {
  it('ends the links the old numbering left able to open the wrong article, and numbers above every record left behind', async () => {
    // Its data changes only: the table and triggers it adds are already in this database.
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0032_'))!.queries.filter((q) => /^\s*(--[^\n]*\n\s*)*(UPDATE|DELETE)/i.test(q));
    expect(migration).toHaveLength(3);
    const DAY = 24 * 3600_000;
    const created = Date.parse('2026-11-10T09:00:00.000Z');
    await insertPost({ slug: 'test-numbers-draft', status: 'draft' });
    await insertPost({ slug: 'test-numbers-unpublished', status: 'draft' });
    await insertPost({ slug: 'test-numbers-live', status: 'published' });
    await env.DB.prepare(`UPDATE posts SET created_at = '2026-11-10T09:00:00.000Z' WHERE slug LIKE 'test-numbers-%'`).run();
    const [draft, unpublished, live] = [await seqOf('test-numbers-draft'), await seqOf('test-numbers-unpublished'), await seqOf('test-numbers-live')];
    const orphan = live + 1000;
    const link = (id: string, post: number, at: number) =>
      env.DB.prepare(`INSERT INTO preview_links (id, post, created_by, created_at, expires_at) VALUES (?, ?, 'editor@executivesidekick.co.uk', ?, ?)`).bind(id, post, at, Date.now() + DAY);
    await env.DB.batch([
      link('kept-draft', draft, created + DAY),
      link('before-its-article', draft, created - DAY),
      link('of-a-published-article', live, created + DAY),
      link('before-the-publish', unpublished, created + DAY),
      link('since-the-unpublish', unpublished, created + 3 * DAY),
      link('of-a-deleted-article', orphan, created + DAY),
      env.DB.prepare(`INSERT INTO post_revisions (post, kind, author, created_at, snapshot, changed) VALUES (?, 'publish', 'editor@executivesidekick.co.uk', ?, '{}', 0)`).bind(unpublished, created + 2 * DAY),
      env.DB.prepare(`INSERT INTO post_images (post, id, alt, width, height, variants) VALUES (?, 'f0e1d2c3b4a59687', 'Left behind', 800, 600, '[800]')`).bind(orphan + 5),
    ]);
    for (const query of migration) await env.DB.prepare(query).run();
    const { results } = await env.DB.prepare('SELECT id FROM preview_links ORDER BY id').all<{ id: string }>();
    expect(results.map((r) => r.id)).toEqual(['kept-draft', 'since-the-unpublish']);
    await insertPost({ slug: 'test-numbers-after', status: 'draft' });
    expect(await seqOf('test-numbers-after')).toBeGreaterThan(orphan + 5);
  });
});
