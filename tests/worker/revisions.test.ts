/**
 * Every save keeps the version before it (routes/manage/revisions.ts): listed, compared, restored as a new version;
 * autosaves thinned, other versions kept to ARTICLE_VERSIONS_KEPT; deleted articles kept 30 days (routes/manage/deleted.ts).
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import { ukInputValue } from '../../routes/_lib/uk-time';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, editorWithStandIn } from './auth-standin';
import { cleanUp, insertPost, statusOf } from './blog-fixtures';
import { fetchPath, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import { revisionStatements, type Snapshot } from '../../routes/manage/revisions';

const editor = editorWithStandIn(SESSION_COOKIE);
afterEach(async () => {
  await cleanUp();
  await env.DB.batch([env.DB.prepare('DELETE FROM post_revisions'), env.DB.prepare('DELETE FROM deleted_posts')]);
});

const article = {
  slug: 'test-versions',
  title: 'An Article With Several Versions',
  h1: 'An Article Whose Every Save Is Kept',
  metaDescription: 'A description of the versioned article that is long enough for search engines and short enough to show.',
  excerpt: 'An excerpt of the versioned article that readers see on the Insights page.',
  author: 'Executive Sidekick',
  date: '2031-01-15',
  cluster: 'founder-wellbeing',
  keywords: 'testing, versions',
  content: 'The first draft of the body, with a good paragraph about weekly reviews.',
};
const post = (path: string, fields: Record<string, string> = {}) => fetchPath(path, { method: 'POST', cookie: editor.cookie, body: new URLSearchParams(fields) });
const save = (content: string, slug?: string) => post(slug ? `/blog/manage/${slug}/edit` : '/blog/manage/new', { ...article, content, intent: 'save' });
const versions = async (slug = article.slug) =>
  (
    await env.DB.prepare(`SELECT id, kind, author, changed, snapshot FROM post_revisions WHERE post = (SELECT seq FROM posts WHERE slug = ?) ORDER BY id`)
      .bind(slug)
      .all<{ id: number; kind: string; author: string; changed: number; snapshot: string }>()
  ).results;
const contentOf = async (slug = article.slug) => (await env.DB.prepare('SELECT content FROM posts WHERE slug = ?').bind(slug).first<{ content: string }>())?.content;

describe('every save keeps a version', () => {
  it('three saves give three versions, listed with when, who, what kind and how much changed', async () => {
    expect((await save('The first draft of the body, with a good paragraph about weekly reviews.')).status).toBe(303);
    expect((await save('The second draft of the body, with a bad paragraph replacing the good one.', article.slug)).status).toBe(303);
    expect((await save('The third draft of the body, shorter than the second but still long enough.', article.slug)).status).toBe(303);
    const rows = await versions();
    expect(rows.map((r) => r.kind)).toEqual(['save', 'save', 'save']);
    expect(rows.every((r) => r.author === ADMIN)).toBe(true);
    expect(rows[1]!.changed).toBeGreaterThan(0);
    const page = await fetchPath(`/blog/manage/${article.slug}/versions`, { cookie: editor.cookie });
    expect(page.status).toBe(200);
    const text = textOf(await page.text());
    expect(text).toContain('Versions, newest first');
    expect(text).toContain(ADMIN);
    expect(text.match(/Saved/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it('compares a version with the current text, the differences marked, and restores it as a new version', async () => {
    await save('The first draft of the body, with a good paragraph about weekly reviews.');
    await save('The first draft of the body, with a bad paragraph about monthly reviews.', article.slug);
    const [first] = await versions();
    const compare = await fetchPath(`/blog/manage/${article.slug}/versions/${first!.id}`, { cookie: editor.cookie });
    expect(compare.status).toBe(200);
    const html = await compare.text();
    expect(html).toMatch(/<del[^>]*><span class="sr-only">Removed: <\/span>good<\/del>/);
    expect(html).toMatch(/<ins[^>]*><span class="sr-only">Added: <\/span>bad<\/ins>/);
    const restored = await post(`/blog/manage/${article.slug}/versions/${first!.id}/restore`);
    expect(restored.status).toBe(303);
    expect(restored.headers.get('location')).toContain('notice=restored');
    expect(await contentOf()).toBe('The first draft of the body, with a good paragraph about weekly reviews.');
    const rows = await versions();
    expect(rows.map((r) => r.kind)).toEqual(['save', 'save', 'restore']);
    // Nothing was lost: the version it replaced is still there.
    expect(JSON.parse(rows[1]!.snapshot).content).toContain('monthly reviews');
  });

  it('an article saved before versions were kept keeps the version it had, and publishing is a version too', async () => {
    await insertPost({ slug: article.slug, status: 'draft', content: 'What the article said before any version was recorded.' });
    expect((await save('What it says after its first recorded save, long enough for the checks.', article.slug)).status).toBe(303);
    const published = await post(`/blog/manage/${article.slug}/publish`);
    expect(published.headers.get('location')).toContain('notice=published');
    const rows = await versions();
    expect(rows.map((r) => [r.kind, r.author])).toEqual([
      ['earlier', ''],
      ['save', ADMIN],
      ['publish', ADMIN],
    ]);
    expect(JSON.parse(rows[0]!.snapshot).content).toBe('What the article said before any version was recorded.');
  });

  it('refuses versions that are not this article’s, and ids that are not numbers, with a 404', async () => {
    await save('Body of the first article, long enough to pass the checks on it.');
    await insertPost({ slug: 'test-versions-other', status: 'draft' });
    const [mine] = await versions();
    expect((await fetchPath(`/blog/manage/test-versions-other/versions/${mine!.id}`, { cookie: editor.cookie })).status).toBe(404);
    expect((await post(`/blog/manage/test-versions-other/versions/${mine!.id}/restore`)).status).toBe(404);
    expect((await fetchPath(`/blog/manage/${article.slug}/versions/not-a-number`, { cookie: editor.cookie })).status).toBe(404);
    expect((await fetchPath('/blog/manage/test-no-such-article/versions', { cookie: editor.cookie })).status).toBe(404);
  });
});

describe('a scheduled publish', () => {
  it('is a version too, by the publishing schedule', async () => {
    const due = Date.now() + 2 * 24 * 3600_000;
    expect((await post('/blog/manage/new', { ...article, publishAt: ukInputValue(new Date(due)), intent: 'save' })).status).toBe(303);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: due + 120_000, cron: '* * * * *' }), env as never, ctx);
    await waitOnExecutionContext(ctx);
    expect(await statusOf(article.slug)).toBe('published');
    const rows = await versions();
    expect(rows.map((r) => [r.kind, r.author])).toEqual([
      ['schedule', ADMIN],
      ['publish', 'schedule'],
    ]);
    expect(textOf(await (await fetchPath(`/blog/manage/${article.slug}/versions`, { cookie: editor.cookie })).text())).toContain('The publishing schedule');
  });
});

describe('thinning', () => {
  const snap = (content: string): Snapshot => ({ ...article, keywords: ['a'], faqs: [], cluster: 'founder-wellbeing', content });
  const record = (kind: 'autosave' | 'save', now: number, kept = 100) =>
    env.DB.batch(revisionStatements(env.DB, { kind, author: ADMIN, snapshot: snap(`body at ${now}`), before: null, now, kept }));

  it('keeps the last autosave of each minute for an hour, then the last of each hour', async () => {
    await insertPost({ slug: article.slug, status: 'draft' });
    const now = Date.UTC(2031, 0, 15, 12, 0, 0);
    // Three hours of autosaves every 20 seconds, oldest first.
    for (let t = now - 3 * 3600_000; t <= now; t += 20_000) await record('autosave', t);
    const rows = (await env.DB.prepare(`SELECT created_at FROM post_revisions ORDER BY created_at`).all<{ created_at: number }>()).results.map((r) => r.created_at);
    const recent = rows.filter((t) => t >= now - 3600_000);
    const older = rows.filter((t) => t < now - 3600_000);
    expect(new Set(recent.map((t) => Math.floor(t / 60_000))).size).toBe(recent.length);
    expect(recent.length).toBeGreaterThanOrEqual(60);
    expect(new Set(older.map((t) => Math.floor(t / 3600_000))).size).toBe(older.length);
    expect(older.length).toBeLessThanOrEqual(3);
    // The newest is always kept.
    expect(rows.at(-1)).toBe(now);
  });

  it('keeps the newest ARTICLE_VERSIONS_KEPT saves and publishes, and never thins them for autosaves', async () => {
    await insertPost({ slug: article.slug, status: 'draft' });
    const now = Date.UTC(2031, 0, 15, 12, 0, 0);
    for (let i = 0; i < 105; i++) await record('save', now + i * 1000);
    await record('autosave', now + 200_000);
    const counts = (await env.DB.prepare(`SELECT kind, COUNT(*) AS n, MIN(created_at) AS oldest FROM post_revisions GROUP BY kind`).all<{ kind: string; n: number; oldest: number }>()).results;
    expect(counts.find((c) => c.kind === 'save')).toMatchObject({ n: 100, oldest: now + 5000 });
    expect(counts.find((c) => c.kind === 'autosave')!.n).toBe(1);
  });
});

describe('a deleted article is kept for 30 days with a way back', () => {
  it('is listed under Deleted articles and comes back as a draft with all its versions', async () => {
    await save('The body of an article that will be deleted by mistake and brought back.');
    await save('Its second version, also worth keeping after the mistake.', article.slug);
    const del = await post(`/blog/manage/${article.slug}/delete`);
    expect(del.headers.get('location')).toContain('notice=deleted');
    expect(await statusOf(article.slug)).toBeNull();
    // A new article created next does not inherit the deleted one's versions.
    await save('A different article that happens to be created next.', undefined);
    await env.DB.prepare(`UPDATE posts SET slug = 'test-versions-newcomer' WHERE slug = ?`).bind(article.slug).run();
    expect((await versions('test-versions-newcomer')).length).toBe(1);

    const list = await fetchPath('/blog/manage/deleted', { cookie: editor.cookie });
    const html = await list.text();
    expect(textOf(html)).toContain(article.title);
    const id = html.match(/action="\/blog\/manage\/deleted\/(\d+)\/restore"/)![1];
    const back = await post(`/blog/manage/deleted/${id}/restore`);
    expect(back.headers.get('location')).toContain('notice=undeleted');
    expect(await statusOf(article.slug)).toBe('draft');
    expect(await contentOf()).toBe('Its second version, also worth keeping after the mistake.');
    expect((await versions()).map((r) => r.kind)).toEqual(['save', 'save', 'restore']);
    expect(textOf(await (await fetchPath('/blog/manage/deleted', { cookie: editor.cookie })).text())).toContain('No article has been deleted');
  });

  it('is forgotten after 30 days, versions and all', async () => {
    await save('The body of an article deleted long ago, long enough for the checks.');
    await post(`/blog/manage/${article.slug}/delete`);
    await env.DB.prepare('UPDATE deleted_posts SET deleted_at = ?').bind(Date.now() - 31 * 24 * 3600_000).run();
    const id = (await env.DB.prepare('SELECT id FROM deleted_posts').first<{ id: number }>())!.id;
    expect((await post(`/blog/manage/deleted/${id}/restore`)).status).toBe(404);
    await fetchPath('/blog/manage/deleted', { cookie: editor.cookie });
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM deleted_posts').first<{ n: number }>())!.n).toBe(0);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM post_revisions').first<{ n: number }>())!.n).toBe(0);
  });
});

describe('two tabs editing the same article', () => {
  it('the second save is not silently written over the first: it is refused, shown both, and saved only when pressed again', async () => {
    await save('The body as both tabs opened it, long enough for every check on it.');
    const opened = await (await fetchPath(`/blog/manage/${article.slug}/edit`, { cookie: editor.cookie })).text();
    const basedOn = opened.match(/name="basedOn" value="([0-9a-f]{16})"/)![1]!;
    const first = await post(`/blog/manage/${article.slug}/edit`, { ...article, content: 'The first tab’s careful rewrite of the whole body.', basedOn, intent: 'save' });
    expect(first.status).toBe(303);
    const second = await post(`/blog/manage/${article.slug}/edit`, { ...article, content: 'The second tab’s quick edit, typed over the old text.', basedOn, intent: 'save' });
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(textOf(html)).toContain('this article was saved elsewhere');
    expect(html).toContain('The second tab’s quick edit, typed over the old text.</textarea>');
    expect(html).toMatch(/<del[^>]*><span class="sr-only">Removed: <\/span>first<\/del>/);
    expect(await contentOf()).toBe('The first tab’s careful rewrite of the whole body.');
    // Pressing Save again, on the form as it came back, is a decision: it saves, and the first tab's text stays a version.
    const again = html.match(/name="basedOn" value="([0-9a-f]{16})"/)![1]!;
    expect(again).not.toBe(basedOn);
    const third = await post(`/blog/manage/${article.slug}/edit`, { ...article, content: 'The second tab’s quick edit, typed over the old text.', basedOn: again, intent: 'save' });
    expect(third.status).toBe(303);
    expect((await versions()).some((r) => JSON.parse(r.snapshot).content === 'The first tab’s careful rewrite of the whole body.')).toBe(true);
  });
});
