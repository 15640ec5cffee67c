/**
 * A manager form posted after the session ended is kept, sealed, and comes back after signing in again
 * (routes/sign-in/sealed.ts, the manager's /blog/manage/kept): nobody else can read or replay it, and it is gone
 * after a day.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp, insertPost, statusOf } from './blog-fixtures';
import { faultyD1 } from './d1-faults';
import { fetchPath, ORIGIN, textOf } from './helpers';
import worker from '../../worker/index';
import { KEPT_COOKIE, SESSION_COOKIE } from '../../routes/sign-in/routes';
import { KEPT_PER_ADDRESS, KEPT_PER_BROWSER } from '../../routes/sign-in/sealed';
import { BODY_CAPS } from '../../routes/_app/body-cap';

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
    expect(textOf(await list.text())).toContain('A form you sent while signed out is waiting for you.');
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

  it('a browser with another key does not open it', async () => {
    await postAfterExpiry('/blog/manage/new', { ...article, intent: 'save' });
    const forged = `${KEPT_COOKIE}=${'A'.repeat(43)}`;
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

  it('another browser signed in as the same editor is not offered it, even with forms of its own kept', async () => {
    const { kept } = await postAfterExpiry('/blog/manage/new', { ...article, intent: 'save' });
    const other = await postAfterExpiry('/blog/manage/new', { ...article, slug: 'test-kept-other-browser', intent: 'preview' });
    expect(other.kept).not.toBe(kept);
    const html = await (await reopen(other.kept)).text();
    expect(html).toContain('value="test-kept-other-browser"');
    expect(html).not.toContain(`value="${article.slug}"`);
    expect((await reopen(other.kept)).headers.get('location')).toBe('/blog/manage?notice=keptGone');
    // The first browser's form is still there for it.
    expect((await reopen(kept)).headers.get('location')).toBe(`/blog/manage?notice=created&slug=${article.slug}`);
  });

  it('the database holds a hash of the browser’s key, never the key or the text', async () => {
    const { kept } = await postAfterExpiry('/blog/manage/new', { ...article, intent: 'save' });
    const key = kept.slice(KEPT_COOKIE.length + 1);
    const row = await env.DB.prepare('SELECT * FROM sealed_submissions').first<Record<string, unknown>>();
    const stored = Object.values(row!).map((v) => (v instanceof ArrayBuffer ? new TextDecoder('latin1').decode(new Uint8Array(v)) : String(v))).join(' ');
    expect(stored).not.toContain(key);
    expect(stored).not.toContain('quarterly plan');
    expect(stored).not.toContain(article.slug);
  });
});

const rows = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM sealed_submissions').first<{ n: number }>())!.n;
const post = (path: string, fields: Record<string, string>, opts: { cookie?: string; ip?: string } = {}) =>
  fetchPath(path, { method: 'POST', cookie: opts.cookie, headers: { 'x-test-client-ip': opts.ip ?? crypto.randomUUID() }, body: new URLSearchParams(fields) });

describe('a form posted with no session at all', () => {
  it('is kept when the browser sends no session cookie (signed out in another tab), and comes back after signing in there', async () => {
    const res = await post('/blog/manage/new', { ...article, intent: 'save' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
    const kept = keptHandle(res)!;
    expect(kept).toBeTruthy();
    const saved = await reopen(kept);
    expect(saved.headers.get('location')).toBe(`/blog/manage?notice=created&slug=${article.slug}`);
    expect(await statusOf(article.slug)).toBe('draft');
  });

  it('is kept when the cookie is long expired, signed out, or not a token at all', async () => {
    const signedIn = await liveCookie();
    await fetchPath('/auth/sign-out', { method: 'POST', cookie: signedIn, body: new URLSearchParams({}) });
    const cookies = [`${SESSION_COOKIE}=${await token({ expiresIn: -30 * 86400 })}`, signedIn, `${SESSION_COOKIE}=not-a-jwt`, await expiredCookie('reader@example.com')];
    for (const cookie of cookies) {
      const res = await post('/blog/manage/new', { ...article, intent: 'preview' }, { cookie });
      expect(res.headers.get('location')).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
      const html = await (await reopen(keptHandle(res)!)).text();
      expect(html).toContain(article.content);
    }
  });

  it('is kept for an edit, a Publish and a Leads button: every form the manager declares', async () => {
    for (const path of ['/blog/manage/any-article/edit', '/blog/manage/any-article/publish', '/blog/manage/deleted/7/restore', '/blog/manage/leads/12/send']) {
      const res = await post(path, { confirm: 'yes' });
      expect(res.headers.get('location'), path).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
    }
    expect(await rows()).toBe(4);
  });
});

describe('what is never kept', () => {
  it('a post to a path the manager has no form at is not kept, whatever the cookie', async () => {
    const paths = ['/blog/manage/no/such/form', '/blog/manage/new/extra', '/blog/manage', '/blog/manage/kept', '/blog/manage/autosave', '/blog/manage/any-article/versions', '/blog/manage/leads/12/nothing'];
    for (const cookie of [undefined, await expiredCookie()]) {
      for (const path of paths) {
        const res = await post(path, { ...article, intent: 'save' }, { cookie });
        expect(res.status, path).toBeLessThan(500);
        expect(res.headers.get('location') ?? '', path).not.toContain('kept');
        expect(keptHandle(res), path).toBeUndefined();
      }
    }
    expect(await rows()).toBe(0);
  });

  it('a form larger than Save accepts is refused, and nothing is kept', async () => {
    const huge = { ...article, content: 'x'.repeat(BODY_CAPS.manager + 1) };
    const plain = await post('/blog/manage/new', { ...huge, intent: 'save' });
    expect(plain.status).toBe(413);
    // As multipart (the form that may carry a picture), the text itself over the cap: not kept cut short.
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...huge, intent: 'save' })) body.append(name, value);
    const multipart = await fetchPath('/blog/manage/new', { method: 'POST', headers: { 'x-test-client-ip': crypto.randomUUID() }, body });
    expect(multipart.status).toBe(413);
    expect(keptHandle(multipart)).toBeUndefined();
    expect(textOf(await multipart.text())).toContain('could not be kept');
    expect(await rows()).toBe(0);
  });

  it('a form with a picture too large is kept without it, every field intact', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...article, intent: 'save' })) body.append(name, value);
    body.append('image', new File([new Uint8Array(BODY_CAPS.manager + 1)], 'cover.png', { type: 'image/png' }));
    const res = await fetchPath('/blog/manage/new', { method: 'POST', headers: { 'x-test-client-ip': crypto.randomUUID() }, body });
    expect(res.headers.get('location')).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
    const html = await (await reopen(keptHandle(res)!)).text();
    expect(html).toContain(article.content);
  });
});

describe('a form that cannot be stored', () => {
  it('when D1 cannot take it, a page says it could not be kept, and no cookie points at nothing', async () => {
    const failing = faultyD1(env.DB, [{ sql: /INSERT INTO sealed_submissions/, fail: 1 }]);
    const ctx = createExecutionContext();
    const req = new Request(`${ORIGIN}/blog/manage/new`, { method: 'POST', body: new URLSearchParams({ ...article, intent: 'save' }), redirect: 'manual' });
    const res = await worker.fetch(req as never, { ...env, DB: failing.db } as never, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
    expect(textOf(await res.text())).toContain('could not be kept');
    expect(keptHandle(res)).toBeUndefined();
    expect(await rows()).toBe(0);
  });
});

describe('how many forms are kept', () => {
  it(`one browser has at most ${KEPT_PER_BROWSER} kept at once; the next is refused with a clear page and not stored`, async () => {
    const first = await post('/blog/manage/new', { ...article, intent: 'save' });
    const kept = keptHandle(first)!;
    for (let i = 1; i < KEPT_PER_BROWSER; i++) {
      const res = await post('/blog/manage/new', { ...article, intent: 'save' }, { cookie: kept });
      expect(res.headers.get('location')).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
    }
    const over = await post('/blog/manage/new', { ...article, intent: 'save' }, { cookie: kept });
    expect(over.status).toBe(429);
    expect(textOf(await over.text())).toContain('could not be kept');
    expect(await rows()).toBe(KEPT_PER_BROWSER);
    // Opening one makes room for another.
    await reopen(kept);
    const again = await post('/blog/manage/new', { ...article, intent: 'save' }, { cookie: kept });
    expect(again.headers.get('location')).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
  });

  for (const [what, address] of [
    ['an IPv4 address', () => '198.51.100.23'],
    ['an IPv6 network (its /64)', (i: number) => `2001:db8:7:9:${i.toString(16)}::1`],
  ] as [string, (i: number) => string][]) {
    it(`${what} has at most ${KEPT_PER_ADDRESS} kept at once, however many browsers it uses`, async () => {
      for (let i = 0; i < KEPT_PER_ADDRESS; i++) {
        const res = await post('/blog/manage/new', { ...article, intent: 'save' }, { ip: address(i) });
        expect(res.headers.get('location')).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
      }
      const over = await post('/blog/manage/new', { ...article, intent: 'save' }, { ip: address(KEPT_PER_ADDRESS) });
      expect(over.status).toBe(429);
      expect(textOf(await over.text())).toContain('could not be kept');
      expect(await rows()).toBe(KEPT_PER_ADDRESS);
      // Another address is not held back by it.
      const elsewhere = await post('/blog/manage/new', { ...article, intent: 'save' }, { ip: '203.0.113.77' });
      expect(elsewhere.headers.get('location')).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
    });
  }
});
