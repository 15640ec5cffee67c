/**
 * 'Share a preview' (routes/blog/previews.ts): a link opens a draft signed out, marked noindex, never cached or
 * counted; it is refused when expired, revoked, forged, or pointing at an article published or deleted since. A
 * link belongs to one article for ever: a deleted article's links open no other article, not even that article
 * brought back, and a published article's links stay dead after it is unpublished.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import { ukInputValue } from '../../routes/_lib/uk-time';
import { afterEach, describe, expect, it } from 'vitest';
import { editorWithStandIn } from './auth-standin';
import { cleanUp, insertPost, statusOf } from './blog-fixtures';
import { fetchPath, meta, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import { pageKind } from '../../routes/analytics/count-visit';

const editor = editorWithStandIn(SESSION_COOKIE);
afterEach(async () => {
  await cleanUp();
  await env.DB.batch(['preview_links', 'deleted_posts', 'post_revisions'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

const SLUG = 'test-preview-draft';
const BODY = 'The draft body that a reviewer should read before it goes live.';
const post = (path: string, fields: Record<string, string> = {}) => fetchPath(path, { method: 'POST', cookie: editor.cookie, body: new URLSearchParams(fields) });

/** Makes a link to the draft as the editor would, and answers its path. */
async function share(slug = SLUG): Promise<string> {
  const res = await post(`/blog/manage/${slug}/previews`);
  expect(res.status).toBe(200);
  const url = (await res.text()).match(/id="preview-link"[^>]*value="([^"]+)"/)?.[1];
  expect(url).toBeDefined();
  return new URL(url!).pathname;
}

/** The ids of the links the article's edit screen lists as its own. */
async function listedLinks(slug: string): Promise<string[]> {
  const form = await fetchPath(`/blog/manage/${slug}/edit`, { cookie: editor.cookie });
  expect(form.status).toBe(200);
  return [...(await form.text()).matchAll(/\/previews\/([0-9a-f]{64})\/revoke"/g)].map((m) => m[1]!);
}

/** An article made on the manager's New article form, as an editor would; `publishAt` schedules it. */
async function createArticle(slug: string, publishAt = '') {
  const res = await post('/blog/manage/new', {
    slug,
    title: 'A Newer Article Written After the Draft Went',
    h1: 'A newer article that nobody has shared yet',
    metaDescription: 'A meta description for the newer test article, long enough to pass the bounds the manager enforces.',
    excerpt: 'The excerpt of the newer article, shown on the Insights listing once it is live.',
    author: 'Executive Sidekick',
    date: '2031-03-01',
    cluster: 'chief-of-staff',
    keywords: 'test, previews',
    content: 'The body of the newer article, which no preview link was ever made for.',
    publishAt,
    intent: 'save',
  });
  expect(res.status, await res.clone().text()).toBe(303);
}

const refused = async (path: string) => {
  const res = await fetchPath(path);
  expect(res.status).toBe(404);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const html = await res.text();
  expect(textOf(html)).toContain('This preview link no longer works');
  expect(textOf(html)).not.toContain(BODY);
};

describe('a preview link', () => {
  it('opens the draft for anyone holding it, marked noindex, never cached and never counted', async () => {
    await insertPost({ slug: SLUG, status: 'draft', content: BODY });
    const path = await share();
    expect(path).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    const res = await fetchPath(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // The page's own policy, kept over the site's same-origin one: the secret address is never sent on as a Referer.
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(meta(html, 'name', 'robots')).toMatch(/^noindex/);
    expect(textOf(html)).toContain(BODY);
    expect(textOf(html)).toContain('This is a preview of a draft');
    expect(pageKind(new Request(`https://www.executivesidekick.co.uk${path}`), res)).toBeNull();
    // Only the token's hash is stored.
    const row = await env.DB.prepare('SELECT id FROM preview_links').first<{ id: string }>();
    expect(path).not.toContain(row!.id);
    // The edit screen lists it with a way to withdraw it.
    const form = await (await fetchPath(`/blog/manage/${SLUG}/edit`, { cookie: editor.cookie })).text();
    expect(form).toContain(`action="/blog/manage/${SLUG}/previews/${row!.id}/revoke"`);
  });

  it('is refused once revoked', async () => {
    await insertPost({ slug: SLUG, status: 'draft', content: BODY });
    const path = await share();
    const id = (await env.DB.prepare('SELECT id FROM preview_links').first<{ id: string }>())!.id;
    const revoked = await post(`/blog/manage/${SLUG}/previews/${id}/revoke`);
    expect(revoked.headers.get('location')).toContain('notice=previewRevoked');
    await refused(path);
  });

  it('is refused once expired', async () => {
    await insertPost({ slug: SLUG, status: 'draft', content: BODY });
    const path = await share();
    const row = await env.DB.prepare('SELECT created_at, expires_at FROM preview_links').first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at - row!.created_at).toBe(7 * 24 * 3600 * 1000);
    await env.DB.prepare('UPDATE preview_links SET expires_at = ?').bind(Date.now() - 1).run();
    await refused(path);
  });

  it('is refused when forged', async () => {
    await insertPost({ slug: SLUG, status: 'draft', content: BODY });
    await share();
    await refused(`/preview/${'A'.repeat(43)}`);
    await refused('/preview/not-a-token');
    await refused(`/preview/${'A'.repeat(400)}`);
  });

  it('is refused once the article is published, or deleted', async () => {
    await insertPost({ slug: SLUG, status: 'draft', content: BODY });
    const path = await share();
    expect((await post(`/blog/manage/${SLUG}/publish`)).status).toBe(303);
    await refused(path);
    await insertPost({ slug: 'test-preview-deleted', status: 'draft', content: BODY });
    const other = await share('test-preview-deleted');
    expect((await post('/blog/manage/test-preview-deleted/delete')).status).toBe(303);
    await refused(other);
  });

  it('follows a draft whose slug changes', async () => {
    await insertPost({ slug: SLUG, status: 'draft', content: BODY });
    const path = await share();
    await env.DB.prepare(`UPDATE posts SET slug = 'test-preview-renamed' WHERE slug = ?`).bind(SLUG).run();
    expect((await fetchPath(path)).status).toBe(200);
  });

  it('cannot be made for a published article or by someone signed out, and a bad revoke is a 404', async () => {
    await insertPost({ slug: 'test-preview-live', status: 'published' });
    expect((await post('/blog/manage/test-preview-live/previews')).status).toBe(404);
    // Signed out: kept for after sign-in, as every manager form (kept-forms.test.ts), and no link is made.
    expect((await fetchPath('/blog/manage/test-preview-live/previews', { method: 'POST', body: new URLSearchParams() })).headers.get('location')).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
    expect((await post(`/blog/manage/test-preview-live/previews/${'0'.repeat(64)}/revoke`)).status).toBe(404);
    expect((await post('/blog/manage/test-preview-live/previews/nonsense/revoke')).status).toBe(404);
  });
});

describe('a preview link belongs to one article for ever', () => {
  it("of the newest draft, deleted, opens nothing once another article is created, and is not listed as the new one's", async () => {
    await insertPost({ slug: SLUG, status: 'draft', content: BODY });
    const path = await share();
    const id = (await env.DB.prepare('SELECT id FROM preview_links').first<{ id: string }>())!.id;
    expect((await post(`/blog/manage/${SLUG}/delete`)).status).toBe(303);
    await createArticle('test-preview-newcomer');
    await refused(path);
    expect(await listedLinks('test-preview-newcomer')).not.toContain(id);
    expect(await listedLinks('test-preview-newcomer')).toEqual([]);
  });

  it('of a deleted article stays dead when the article is brought back', async () => {
    await insertPost({ slug: SLUG, status: 'draft', content: BODY });
    const path = await share();
    expect((await post(`/blog/manage/${SLUG}/delete`)).status).toBe(303);
    const kept = (await env.DB.prepare('SELECT id FROM deleted_posts WHERE slug = ?').bind(SLUG).first<{ id: number }>())!.id;
    expect((await post(`/blog/manage/deleted/${kept}/restore`)).headers.get('location')).toContain('notice=undeleted');
    await refused(path);
    expect(await listedLinks(SLUG)).toEqual([]);
  });

  it('made before the article was published stays dead after it is unpublished, while a link made since works', async () => {
    await insertPost({ slug: SLUG, status: 'draft', content: BODY });
    const path = await share();
    expect((await post(`/blog/manage/${SLUG}/publish`)).status).toBe(303);
    expect((await post(`/blog/manage/${SLUG}/unpublish`)).status).toBe(303);
    await refused(path);
    expect(await listedLinks(SLUG)).toEqual([]);
    const since = await share();
    expect((await fetchPath(since)).status).toBe(200);
  });

  it('made before a schedule published the article stays dead after it is unpublished', async () => {
    const due = Date.now() + 2 * 24 * 3600 * 1000;
    await createArticle(SLUG, ukInputValue(new Date(due)));
    const path = await share();
    expect((await fetchPath(path)).status).toBe(200);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: due + 60_000, cron: '* * * * *' }), env as never, ctx);
    await waitOnExecutionContext(ctx);
    expect(await statusOf(SLUG)).toBe('published');
    expect((await post(`/blog/manage/${SLUG}/unpublish`)).status).toBe(303);
    await refused(path);
    expect(await listedLinks(SLUG)).toEqual([]);
  });
});
