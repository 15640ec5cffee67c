import { createExecutionContext, env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheKey } from '../../worker/edge-cache';
import worker from '../../worker/index';
import { ADMIN, forgedKey, ISSUER, NOT_ADMIN, PASSWORD, standInForSupabase, supabase, token } from './auth-standin';
import { cleanUp, hasTag, insertPost, listedSlugs, postCount, statusOf } from './blog-fixtures';
import { fetchPath, meta, ORIGIN, textOf, title } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

let spy: ReturnType<typeof standInForSupabase>;
beforeAll(() => {
  spy = standInForSupabase();
});
afterAll(() => spy.mockRestore());
afterEach(async () => {
  supabase.state = 'up';
  await cleanUp();
});

const session = (t: string) => `${SESSION_COOKIE}=${t}`;
/** The worker with some configuration changed, for the cases the test bindings cannot express. */
const fetchWith = (overrides: Partial<typeof env>, path: string, init: RequestInit = {}) =>
  worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', ...init }) as Parameters<typeof worker.fetch>[0], { ...env, ...overrides } as never, createExecutionContext());
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const post = (path: string, fields: Record<string, string>, opts: Parameters<typeof fetchPath>[1] = {}) =>
  fetchPath(path, { ...opts, method: 'POST', body: form(fields) });

const article = {
  slug: 'test-a-new-article',
  title: 'A Perfectly Ordinary Test Article',
  h1: 'A Perfectly Ordinary Test Article Headline',
  metaDescription: 'A description of the test article that is long enough for search engines and short enough to show.',
  excerpt: 'An excerpt of the test article that readers see on the Insights page.',
  author: 'Executive Sidekick',
  date: '2031-01-15',
  cluster: 'founder-wellbeing',
  keywords: 'testing, insights',
  content: 'The body of the test article, long enough to pass validation, with a [link](/services).',
  'faq-0-question': 'Does the test article have a question?',
  'faq-0-answer': 'It does, and this is the answer to it.',
};

describe('signing in at /auth', () => {
  it('shows an email and password form, with no sign-up, kept out of search', async () => {
    const res = await fetchPath('/auth');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(hasTag(html, 'form', { method: 'post', action: '/auth' })).toBe(true);
    expect(hasTag(html, 'input', { name: 'email', type: 'email', autoComplete: 'username' })).toBe(true);
    expect(hasTag(html, 'input', { name: 'password', type: 'password', autoComplete: 'current-password' })).toBe(true);
    expect(textOf(html)).toContain('there is no public sign-up');
    expect(meta(html, 'name', 'robots')).toBe('noindex, follow');
  });

  it('keeps a valid admin session in an HttpOnly, Secure, SameSite=Strict cookie that lasts the working day', async () => {
    const res = await post('/auth', { email: ADMIN, password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/blog/manage');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=ey[\\w-]+\\.[\\w-]+\\.[\\w-]+;`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    // The token inside lasts an hour; the keeper renews it (tests/worker/session-renewal.test.ts) until the day ends.
    const maxAge = Number(cookie.match(/Max-Age=(\d+)/)![1]);
    expect(maxAge).toBeGreaterThan(12 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600);
  });

  it('the cookie it sets opens the manager', async () => {
    const signIn = await post('/auth', { email: ADMIN, password: PASSWORD });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    expect((await fetchPath('/blog/manage', { cookie })).status).toBe(200);
  });

  const refusals: [string, () => void, Record<string, string>, number, RegExp][] = [
    ['a wrong password', () => {}, { email: ADMIN, password: 'wrong' }, 401, /do not match an operator account/],
    ['an account that is not an editor', () => {}, { email: NOT_ADMIN, password: PASSWORD }, 403, /not on the list of Insights editors/],
    ['missing fields', () => {}, { email: '', password: '' }, 400, /Enter your email address and password/],
    ['Supabase unreachable', () => (supabase.state = 'down'), { email: ADMIN, password: PASSWORD }, 503, /not responding/],
    ['Supabase failing', () => (supabase.state = 'error'), { email: ADMIN, password: PASSWORD }, 503, /not responding/],
  ];
  for (const [name, arrange, fields, status, message] of refusals) {
    it(`explains ${name} with a ${status} and sets no cookie`, async () => {
      arrange();
      const res = await post('/auth', fields);
      expect(res.status).toBe(status);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(textOf(await res.text())).toMatch(message);
    });
  }

  it('says so, with a 503, when Supabase is not configured', async () => {
    const res = await fetchWith({ SUPABASE_URL: '' }, '/auth', { method: 'POST', body: form({ email: ADMIN, password: PASSWORD }) });
    expect(res.status).toBe(503);
    expect(textOf(await res.text())).toContain('Sign-in is not set up on this copy of the site yet');
  });

  it('refuses a sign-in posted from another site', async () => {
    expect((await post('/auth', { email: ADMIN, password: PASSWORD }, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await post('/auth', { email: ADMIN, password: PASSWORD }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('signing out clears the cookie', async () => {
    const res = await post('/auth/sign-out', {}, { cookie: session(await token()) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth?signed-out');
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0;.*HttpOnly; Secure; SameSite=Strict`));
  });

  it('shows who is signed in, and clears a session that has expired', async () => {
    expect(textOf(await (await fetchPath('/auth', { cookie: session(await token()) })).text())).toContain(`You are signed in as ${ADMIN}`);
    const expired = await fetchPath('/auth', { cookie: session(await token({ expiresIn: -60 })) });
    expect(textOf(await expired.text())).toContain('Your session has ended');
    expect(expired.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0`));
  });
});

const badTokens: [string, () => Promise<string | undefined>][] = [
  ['no token', async () => undefined],
  ['an expired token', () => token({ expiresIn: -60 })],
  ['a token from another issuer', () => token({ issuer: 'https://other-project.supabase.co/auth/v1' })],
  ['a token for another audience', () => token({ audience: 'anon' })],
  ['a token signed with the wrong key', () => token({ key: forgedKey })],
  ['a valid token for someone who is not an editor', () => token({ email: NOT_ADMIN })],
  ['a malformed token', async () => 'not-a-jwt'],
];

describe('nobody without a valid admin token can change anything', () => {
  for (const [name, make] of badTokens) {
    it(`${name}: pages redirect to /auth, the API refuses, and nothing is written`, async () => {
      await insertPost({ slug: 'test-untouchable-draft', status: 'draft' });
      await insertPost({ slug: 'test-untouchable-live', status: 'published' });
      const before = await postCount();
      const t = await make();
      const cookie = t ? session(t) : undefined;
      const headers: Record<string, string> = t ? { authorization: `Bearer ${t}` } : {};

      for (const [res, form] of [
        [await fetchPath('/blog/manage', { cookie }), false],
        [await fetchPath('/blog/manage/new', { cookie }), false],
        [await post('/blog/manage/new', { ...article, intent: 'save' }, { cookie }), true],
        [await post('/blog/manage/test-untouchable-draft/publish', {}, { cookie }), true],
        [await post('/blog/manage/test-untouchable-live/unpublish', {}, { cookie }), true],
        [await post('/blog/manage/test-untouchable-live/delete', {}, { cookie }), true],
      ] as const) {
        expect(res.status).toBe(303);
        // A form posted without a valid session is kept for after sign-in (kept-forms.test.ts); a valid session that
        // is not an editor's is refused without keeping anything.
        const kept = form && !name.includes('not an editor');
        expect(res.headers.get('location')).toBe(kept ? '/auth?kept&next=%2Fblog%2Fmanage%2Fkept' : '/auth');
      }
      await env.DB.prepare('DELETE FROM sealed_submissions').run();

      const expected = name.includes('not an editor') ? 403 : 401;
      for (const res of [
        await fetchPath('/api/blog/posts', { headers }),
        await fetchPath('/api/blog/posts', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ ...article, keywords: ['a'] }) }),
        await fetchPath('/api/blog/posts/test-untouchable-draft/publish', { method: 'POST', headers }),
        await fetchPath('/api/blog/posts/test-untouchable-live', { method: 'DELETE', headers }),
        await fetchPath('/api/blog/posts/test-untouchable-live', { method: 'DELETE', cookie }),
      ]) {
        expect(res.status).toBe(expected);
        expect(((await res.json()) as { error: string }).error).toBeTruthy();
      }

      expect(await postCount()).toBe(before);
      expect(await statusOf('test-untouchable-draft')).toBe('draft');
      expect(await statusOf('test-untouchable-live')).toBe('published');
      expect(await statusOf(article.slug)).toBeNull();
    });
  }

  it('an API call with no token is told how to authenticate', async () => {
    const res = await fetchPath('/api/blog/posts');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('a state change posted from another site is refused even with a valid session', async () => {
    await insertPost({ slug: 'test-cross-site', status: 'draft' });
    const res = await post('/blog/manage/test-cross-site/publish', {}, { cookie: session(await token()), headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(await statusOf('test-cross-site')).toBe('draft');
  });

  it('when the key service cannot be reached, pages send the editor to /auth and the API answers 503', async () => {
    supabase.state = 'down';
    const otherProject = { SUPABASE_URL: 'https://unreachable.supabase.test' };
    const t = await token({ issuer: 'https://unreachable.supabase.test/auth/v1' });
    const page = await fetchWith(otherProject, '/blog/manage', { headers: { cookie: session(t) } });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/auth');
    const api = await fetchWith(otherProject, '/api/blog/posts', { headers: { authorization: `Bearer ${t}` } });
    expect(api.status).toBe(503);
    const auth = await fetchWith(otherProject, '/auth', { headers: { cookie: session(t) } });
    expect(auth.status).toBe(503);
    expect(textOf(await auth.text())).toContain('The sign-in service is not responding');
  });
});

describe('the manager, for a signed-in editor', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = session(await token());
  });

  it('lists every post, drafts included, with its status; never indexed or cached', async () => {
    await insertPost({ slug: 'test-listed-draft', status: 'draft', title: 'A Draft Only Editors Can See' });
    const res = await fetchPath('/blog/manage', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(meta(html, 'name', 'robots')).toBe('noindex, follow');
    expect(title(html)).toBe('Manage Insights | Executive Sidekick');
    const text = textOf(html);
    expect(text).toContain('A Draft Only Editors Can See');
    expect(text).toContain('What a Chief of Staff Does in the First 90 Days');
    expect(text).toMatch(/A Draft Only Editors Can See \/ ?test-listed-draft ?· ?Chief of staff Draft/);
    expect(text).toContain(`Signed in as ${ADMIN}`);
  });

  it('creates a draft, publishes it, edits it, unpublishes it and deletes it, each visible on the site at once', async () => {
    const created = await post('/blog/manage/new', { ...article, intent: 'save' }, { cookie });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe(`/blog/manage?notice=created&slug=${article.slug}`);
    expect(await statusOf(article.slug)).toBe('draft');
    expect((await fetchPath(`/${article.slug}`)).status).toBe(404);

    const published = await post(`/blog/manage/${article.slug}/publish`, {}, { cookie });
    expect(published.headers.get('location')).toBe(`/blog/manage?notice=published&slug=${article.slug}`);
    const live = await fetchPath(`/${article.slug}`);
    expect(live.status).toBe(200);
    expect(title(await live.text())).toBe(article.title);
    expect(listedSlugs(await (await fetchPath('/blog')).text())[0]).toBe(article.slug);
    expect(await (await fetchPath('/sitemap.xml')).text()).toContain(`/${article.slug}</loc>`);

    const edited = await post(`/blog/manage/${article.slug}/edit`, { ...article, title: 'An Edited Title for the Test Article', intent: 'save' }, { cookie });
    expect(edited.status).toBe(303);
    expect(title(await (await fetchPath(`/${article.slug}`)).text())).toBe('An Edited Title for the Test Article');

    await post(`/blog/manage/${article.slug}/unpublish`, {}, { cookie });
    expect((await fetchPath(`/${article.slug}`)).status).toBe(404);
    expect(listedSlugs(await (await fetchPath('/blog')).text())).not.toContain(article.slug);

    const confirm = await fetchPath(`/blog/manage/${article.slug}/delete`, { cookie });
    expect(textOf(await confirm.text())).toContain('"An Edited Title for the Test Article" will be removed');
    expect(await statusOf(article.slug)).toBe('draft');
    const deleted = await post(`/blog/manage/${article.slug}/delete`, {}, { cookie });
    expect(deleted.headers.get('location')).toBe(`/blog/manage?notice=deleted&slug=${article.slug}`);
    expect(await statusOf(article.slug)).toBeNull();
  });

  it('shows what was done after each redirect', async () => {
    const html = await (await fetchPath(`/blog/manage?notice=published&slug=${article.slug}`, { cookie })).text();
    expect(textOf(html)).toContain(`Published "${article.slug}": it is now live at /${article.slug}`);
  });

  it('renders a preview of the body without saving anything', async () => {
    const res = await post('/blog/manage/new', { ...article, content: '## A heading\n\n<script>alert(1)</script>', intent: 'preview' }, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h2 id="a-heading">A heading</h2>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(await statusOf(article.slug)).toBeNull();
  });

  it('refuses invalid fields with a message beside each one, keeping what was typed', async () => {
    const res = await post('/blog/manage/new', { ...article, slug: 'Not A Slug!', title: 'Short', date: '2031-02-30', intent: 'save' }, { cookie });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('3 fields need attention before this article can be saved.');
    expect(html).toMatch(/<p id="slug-error"[^>]*>Slug must be 3 to 80 lowercase letters/);
    expect(html).toMatch(/<p id="title-error"[^>]*>Page title must be 20 to 65 characters \(it is 5\)/);
    expect(html).toMatch(/<p id="date-error"[^>]*>Publication date must be a real date/);
    expect(hasTag(html, 'input', { name: 'title', 'aria-describedby': 'title-hint title-error', 'aria-invalid': 'true', value: 'Short' })).toBe(true);
    expect(await statusOf('not-a-slug')).toBeNull();
  });

  it('keeps slugs unique, and clear of the site’s own pages', async () => {
    const taken = await post('/blog/manage/new', { ...article, slug: 'ceo-weekly-review', intent: 'save' }, { cookie });
    expect(taken.status).toBe(422);
    expect(textOf(await taken.text())).toContain('Another article already uses this slug.');
    const page = await post('/blog/manage/new', { ...article, slug: 'about', intent: 'save' }, { cookie });
    expect(textOf(await page.text())).toContain('/about is already a page on the site');
  });

  it('answers 404 for a post that does not exist', async () => {
    expect((await fetchPath('/blog/manage/test-nothing-here/edit', { cookie })).status).toBe(404);
    expect((await post('/blog/manage/test-nothing-here/publish', {}, { cookie })).status).toBe(404);
  });

  it('offers the same operations as JSON to a bearer token', async () => {
    const headers = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ ...article, keywords: ['testing'], faqs: [{ question: 'A JSON question?', answer: 'A JSON answer to it.' }] });
    const created = await fetchPath('/api/blog/posts', { method: 'POST', headers, body });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { post: { status: string } }).post.status).toBe('draft');
    expect((await fetchPath(`/api/blog/posts/${article.slug}/publish`, { method: 'POST', headers })).status).toBe(200);
    expect(await statusOf(article.slug)).toBe('published');
    const invalid = await fetchPath('/api/blog/posts', { method: 'POST', headers, body: JSON.stringify({ slug: 'x' }) });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { fields: Record<string, string> }).fields.title).toBe('Page title is required.');
    expect((await fetchPath(`/api/blog/posts/${article.slug}`, { method: 'DELETE', headers })).status).toBe(204);
    expect(await statusOf(article.slug)).toBeNull();
  });

  it('previews Markdown as the sanitised HTML the public page would show', async () => {
    const res = await fetchPath('/api/blog/preview', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: '**Bold** and [bad](javascript:alert(1))' }),
    });
    expect(await res.json()).toEqual({ html: '<p><strong>Bold</strong> and bad</p>\n' });
  });

  it('purges the edge-cached copies of every page a change shows on, and only those', async () => {
    const key = (path: string, currency: 'GBP' | 'USD' = 'GBP') => cacheKey(ORIGIN, path, currency, 'country');
    const cached = ['/ceo-weekly-review', '/saying-no-as-a-founder', '/blog', '/sitemap', '/chief-of-staff-first-90-days'];
    for (const path of cached) {
      for (const currency of ['GBP', 'USD'] as const) {
        await caches.default.put(key(path, currency), new Response('cached page', { headers: { 'Cache-Control': 'public, s-maxage=3600' } }));
      }
    }
    await post('/blog/manage/ceo-weekly-review/unpublish', {}, { cookie });
    await post('/blog/manage/ceo-weekly-review/publish', {}, { cookie });
    for (const path of ['/ceo-weekly-review', '/saying-no-as-a-founder', '/blog', '/sitemap']) {
      expect(await caches.default.match(key(path, 'GBP')), path).toBeUndefined();
      expect(await caches.default.match(key(path, 'USD')), path).toBeUndefined();
    }
    // Another topic's post does not show this one, so its cached copy stays.
    expect(await caches.default.match(key('/chief-of-staff-first-90-days'))).toBeDefined();
  });

  it('saves the edit and tells the editor so when this data centre cannot purge its cached copies; the failure is logged', async () => {
    await insertPost({ slug: 'test-purge-fails' });
    const purge = vi.spyOn(caches.default, 'delete').mockRejectedValue(new Error('cache unavailable (injected by the test)'));
    const error = vi.spyOn(console, 'error');
    try {
      const res = await post('/blog/manage/test-purge-fails/unpublish', {}, { cookie });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/blog/manage?notice=unpublished&slug=test-purge-fails');
      expect(await statusOf('test-purge-fails')).toBe('draft');
      const logged = error.mock.calls.map((call) => String(call[0])).find((line) => line.includes('"event":"edge_cache_purge_failed"'));
      expect(logged).toContain('/test-purge-fails');
    } finally {
      purge.mockRestore();
      error.mockRestore();
    }
    // The edit's new page versions retire the old copies anyway: the post is gone for visitors.
    expect((await fetchPath('/test-purge-fails')).status).toBe(404);
  });

  it('admits every address on the allow-list, whatever its case', async () => {
    expect((await fetchPath('/blog/manage', { cookie: session(await token({ email: 'second.editor@example.com' })) })).status).toBe(200);
  });
});

describe('the Supabase stand-in', () => {
  it('issues tokens with the issuer the worker expects', () => {
    expect(ISSUER).toBe(`${env.SUPABASE_URL}/auth/v1`);
  });
});
