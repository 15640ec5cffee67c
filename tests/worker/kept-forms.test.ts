/**
 * A manager form posted after the session ended is kept, sealed, and comes back after signing in again
 * (routes/sign-in/sealed.ts, the manager's /blog/manage/kept): nobody else can read or replay it, and it is gone
 * after a day.
 */
import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp, insertPost, statusOf } from './blog-fixtures';
import { fetchPath, textOf } from './helpers';
import { KEPT_COOKIE, SESSION_COOKIE } from '../../routes/sign-in/routes';

let spy: ReturnType<typeof standInForSupabase>;
beforeAll(() => {
  spy = standInForSupabase();
});
afterAll(() => spy.mockRestore());
afterEach(async () => {
  await cleanUp();
  await env.DB.prepare('DELETE FROM sealed_submissions').run();
});

const article = {
  slug: 'test-kept-article',
  title: 'An Article Written While Signed Out',
  h1: 'An Article Written While the Session Ran Out',
  metaDescription: 'A description of the kept article that is long enough for search engines and short enough to show.',
  excerpt: 'An excerpt of the kept article that readers see on the Insights page.',
  author: 'Executive Sidekick',
  date: '2031-01-15',
  cluster: 'founder-wellbeing',
  keywords: 'testing, sessions',
  content: 'A paragraph nobody else may read: the quarterly plan in full, typed over an hour.',
  'faq-0-question': '',
  'faq-0-answer': '',
};

const expiredCookie = async (email?: string) => `${SESSION_COOKIE}=${await token({ expiresIn: -60, ...(email ? { email } : {}) })}`;
const liveCookie = async (email?: string) => `${SESSION_COOKIE}=${await token(email ? { email } : {})}`;
const keptHandle = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${KEPT_COOKIE}=`))?.split(';')[0];

/** Posts `fields` to `path` with a session that has run out; answers the redirect and the kept cookie it set. */
async function postAfterExpiry(path: string, fields: Record<string, string>) {
  const res = await fetchPath(path, { method: 'POST', cookie: await expiredCookie(), body: new URLSearchParams(fields) });
  return { res, kept: keptHandle(res)! };
}
const reopen = async (kept: string, cookie?: string) => fetchPath('/blog/manage/kept', { cookie: `${cookie ?? (await liveCookie())}; ${kept}` });

describe('a form posted after the session ended', () => {
  it('is kept, sealed, and the editor is sent to sign in with the way back to it', async () => {
    const { res, kept } = await postAfterExpiry('/blog/manage/new', { ...article, intent: 'save' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${KEPT_COOKIE}=`))!;
    expect(cookie).toMatch(/Path=\/blog\/manage/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=86400/);
    expect(kept).toBeTruthy();
    // What the database holds cannot be read without the browser's key.
    const rows = await env.DB.prepare('SELECT id, sealed FROM sealed_submissions').all<{ id: string; sealed: ArrayBuffer }>();
    expect(rows.results).toHaveLength(1);
    const stored = new TextDecoder('latin1').decode(new Uint8Array(rows.results[0]!.sealed));
    expect(stored).not.toContain('quarterly plan');
    expect(stored).not.toContain('editor@');
    expect(kept).not.toContain(rows.results[0]!.id);
    // The sign-in page says so.
    const signIn = await fetchPath('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
    const html = await signIn.text();
    expect(textOf(html)).toContain('so it has been kept for you');
    expect(html).toContain('name="next" value="/blog/manage/kept"');
  });

  it('after signing in, Save is finished at once, and the kept form cannot be replayed', async () => {
    const { kept } = await postAfterExpiry('/blog/manage/new', { ...article, intent: 'save' });
    const saved = await reopen(kept);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/blog/manage?notice=created&slug=${article.slug}`);
    expect(await statusOf(article.slug)).toBe('draft');
    await env.DB.prepare('DELETE FROM posts WHERE slug = ?').bind(article.slug).run();
    const again = await reopen(kept);
    expect(again.headers.get('location')).toBe('/blog/manage?notice=keptGone');
    expect(await statusOf(article.slug)).toBeNull();
  });

  it('a Preview comes back as the filled form, saved only when the editor presses Save', async () => {
    const { kept } = await postAfterExpiry('/blog/manage/new', { ...article, intent: 'preview' });
    const res = await reopen(kept);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(textOf(html)).toContain('here it is as you left it');
    expect(html).toContain(article.content);
    expect(html).toContain(`value="${article.slug}"`);
    expect(await statusOf(article.slug)).toBeNull();
  });

  it('an edit of a stored article is saved onto it', async () => {
    await insertPost({ slug: article.slug, status: 'draft' });
    const { kept } = await postAfterExpiry(`/blog/manage/${article.slug}/edit`, { ...article, intent: 'save' });
    const res = await reopen(kept);
    expect(res.headers.get('location')).toBe(`/blog/manage?notice=updated&slug=${article.slug}`);
    const row = await env.DB.prepare('SELECT content FROM posts WHERE slug = ?').bind(article.slug).first<{ content: string }>();
    expect(row!.content).toBe(article.content);
  });

  it('a button pressed after the session ended is offered again, one press away, and the list says it is waiting', async () => {
    await insertPost({ slug: 'test-kept-publish', status: 'draft' });
    const { kept } = await postAfterExpiry('/blog/manage/test-kept-publish/publish', { confirm: 'yes' });
    const list = await fetchPath('/blog/manage', { cookie: `${await liveCookie()}; ${kept}` });
    expect(textOf(await list.text())).toContain('A form you sent after your session ended is waiting for you.');
    const res = await reopen(kept);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('action="/blog/manage/test-kept-publish/publish"');
    expect(html).toContain('name="confirm" value="yes"');
    expect(await statusOf('test-kept-publish')).toBe('draft');
  });
});

describe('nobody else can read or replay a kept form', () => {
  it('another editor signed in on the same browser does not get it, and it is gone', async () => {
    const { kept } = await postAfterExpiry('/blog/manage/new', { ...article, intent: 'save' });
    const res = await reopen(kept, await liveCookie('second.editor@example.com'));
    expect(res.headers.get('location')).toBe('/blog/manage?notice=keptGone');
    expect(await statusOf(article.slug)).toBeNull();
    expect((await reopen(kept)).headers.get('location')).toBe('/blog/manage?notice=keptGone');
  });

  it('another browser, without the handle, has nothing to open', async () => {
    await postAfterExpiry('/blog/manage/new', { ...article, intent: 'save' });
    const res = await fetchPath('/blog/manage/kept', { cookie: await liveCookie() });
    expect(res.headers.get('location')).toBe('/blog/manage?notice=keptGone');
  });

  it('a handle with another key does not open it', async () => {
    const { kept } = await postAfterExpiry('/blog/manage/new', { ...article, intent: 'save' });
    const [id] = kept.slice(KEPT_COOKIE.length + 1).split('.');
    const forged = `${KEPT_COOKIE}=${id}.${'A'.repeat(43)}`;
    expect((await reopen(forged)).headers.get('location')).toBe('/blog/manage?notice=keptGone');
    expect(await statusOf(article.slug)).toBeNull();
  });

  it('a kept form is refused after a day', async () => {
    const { kept } = await postAfterExpiry('/blog/manage/new', { ...article, intent: 'save' });
    await env.DB.prepare('UPDATE sealed_submissions SET expires_at = ?').bind(Math.floor(Date.now() / 1000) - 1).run();
    expect((await reopen(kept)).headers.get('location')).toBe('/blog/manage?notice=keptGone');
    expect(await statusOf(article.slug)).toBeNull();
  });

  it('the kept form needs a signed-in editor: the handle alone opens nothing', async () => {
    const { kept } = await postAfterExpiry('/blog/manage/new', { ...article, intent: 'save' });
    const res = await fetchPath('/blog/manage/kept', { cookie: kept });
    expect(res.headers.get('location')).toBe('/auth');
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM sealed_submissions').first<{ n: number }>())!.n).toBe(1);
  });

  it('a post without an editor’s own signed token is not kept at all', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=not-a-jwt`, await expiredCookie('reader@example.com')]) {
      const res = await fetchPath('/blog/manage/new', { method: 'POST', cookie, body: new URLSearchParams({ ...article, intent: 'save' }) });
      expect(res.headers.get('location')).toBe('/auth');
      expect(keptHandle(res)).toBeUndefined();
    }
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM sealed_submissions').first<{ n: number }>())!.n).toBe(0);
  });
});
