/**
 * IndexNow (routes/sitemap/indexnow.ts) and the content policy in robots.txt. Pings go to a stand-in that speaks
 * IndexNow's protocol (tests/fixtures/indexnow-standin.ts) and reads the key file from the worker, as the real
 * service does; Supabase (sign-in) is answered by its own stand-in.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { indexNowStandIn } from '../fixtures/indexnow-standin';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp, insertPost, statusOf } from './blog-fixtures';
import { fetchPath, ORIGIN } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

const KEY = 'a3f9c2e17b8d4e0f9a6c5b4d3e2f1a0b';
const ENDPOINT = 'https://indexnow.standin.test/indexnow';
const WITH_KEY = { INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: ENDPOINT };
const MINUTE = 60_000;

/** The worker with IndexNow set up (or `overrides` instead), waiting for whatever it does after the answer. */
async function call(path: string, init: RequestInit = {}, overrides: Partial<typeof env> = WITH_KEY): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', ...init }) as Parameters<typeof worker.fetch>[0], { ...env, ...overrides } as never, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function runCron(at: number, overrides: Partial<typeof env> = WITH_KEY) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '* * * * *' }), { ...env, ...overrides } as never, ctx);
  await waitOnExecutionContext(ctx);
}

const standIn = indexNowStandIn((url) => call(new URL(url).pathname));
let cookie = '';
let bearer = '';
const realFetch = globalThis.fetch;
beforeAll(async () => {
  standInForSupabase(async (input, init) => {
    const request = new Request(input, init);
    if (request.url === ENDPOINT) return standIn.handle(request, init);
    return realFetch(input, init);
  });
  cookie = `${SESSION_COOKIE}=${await token()}`;
  bearer = `Bearer ${await token()}`;
});
afterAll(() => vi.restoreAllMocks());
beforeEach(() => {
  standIn.pings.length = 0;
  standIn.answer = null;
  standIn.accepted = false;
});
afterEach(async () => {
  await cleanUp();
  await env.DB.prepare('DELETE FROM indexnow_queue').run().catch(() => undefined);
});

const manage = (path: string, fields: Record<string, string> = {}, overrides?: Partial<typeof env>) =>
  call(path, { method: 'POST', headers: { cookie }, body: new URLSearchParams(fields) }, overrides);

const pagesOf = (slug: string) => [`${ORIGIN}/${slug}`, `${ORIGIN}/blog`, `${ORIGIN}/blog/feed.xml`, `${ORIGIN}/sitemap`].sort();

const article = (slug: string) => ({
  slug,
  title: 'A Test Article for Search Engines',
  h1: 'A test article that search engines hear about',
  metaDescription: 'A description of the test article that is long enough for search engines and short enough to show.',
  excerpt: 'An excerpt of the test article that readers see on the Insights page.',
  author: 'Executive Sidekick',
  date: '2031-01-15',
  cluster: 'founder-wellbeing',
  keywords: 'testing, indexnow',
  content: 'The body of the test article, long enough to pass validation, with a [link](/services).',
  intent: 'save',
});

describe('the key file', () => {
  it('answers /<INDEXNOW_KEY>.txt with the key as plain text, and nothing else', async () => {
    const res = await call(`/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await res.text()).toBe(KEY);
    expect((await call(`/${KEY}.txt`, { method: 'HEAD' })).status).toBe(200);
    expect((await call(`/${KEY.slice(1)}.txt`)).status).toBe(404);
    expect((await call(`/${KEY}.txt/`)).status).not.toBe(200);
  });

  it('is a 404 while no key is set', async () => {
    expect((await fetchPath(`/${KEY}.txt`)).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('states the default content policy under User-agent: *, after the comment block that explains it', async () => {
    const text = await (await fetchPath('/robots.txt')).text();
    const lines = text.split('\n');
    const agent = lines.indexOf('User-agent: *');
    expect(lines[agent + 1]).toBe('Content-Signal: search=yes, ai-input=yes, ai-train=no');
    expect(lines.slice(0, agent - 1).every((line) => line.startsWith('#'))).toBe(true);
    expect(text).toContain('# ai-train: training or fine-tuning AI models.');
    expect(text).toContain('Disallow: /blog/manage');
  });

  it('states the operator\'s CONTENT_SIGNAL, and the default in place of one it cannot read', async () => {
    const set = await (await call('/robots.txt', {}, { CONTENT_SIGNAL: 'search=yes,ai-input=no , ai-train=no' })).text();
    expect(set).toContain('\nContent-Signal: search=yes, ai-input=no, ai-train=no\n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const bad of ['search=maybe', 'ai-training=no', 'search=yes, search=no', 'search=yes; ai-train=no']) {
      const text = await (await call('/robots.txt', {}, { CONTENT_SIGNAL: bad })).text();
      expect(text, bad).toContain('\nContent-Signal: search=yes, ai-input=yes, ai-train=no\n');
    }
    expect(warn.mock.calls.map((c) => JSON.parse(String(c[0])).event)).toContain('content_signal_invalid');
    warn.mockRestore();
  });
});

describe('announcing changes', () => {
  it('sends a published article, /blog, the sitemap page and the feed in one ping of the protocol\'s body, after the answer', async () => {
    await insertPost({ slug: 'test-indexnow-fresh', status: 'draft' });
    const res = await manage('/blog/manage/test-indexnow-fresh/publish');
    expect(res.status).toBe(303);
    expect(standIn.pings).toHaveLength(0);
    await runCron(Date.now());
    expect(standIn.pings).toHaveLength(1);
    const { status, ...body } = standIn.pings[0]!;
    expect(status).toBe(200);
    expect({ ...body, urlList: [...body.urlList].sort() }).toEqual({
      host: 'www.executivesidekick.co.uk',
      key: KEY,
      keyLocation: `${ORIGIN}/${KEY}.txt`,
      urlList: pagesOf('test-indexnow-fresh'),
    });
    await runCron(Date.now() + MINUTE);
    expect(standIn.pings).toHaveLength(1);
    // The file's first publish loads the social-card renderer (tests/vitest.config.ts, testTimeout).
  }, 60_000);

  it('sends the addresses of an unpublished, a moved (old and new) and a deleted article, from the manager and the API', async () => {
    for (const slug of ['test-indexnow-down', 'test-indexnow-old', 'test-indexnow-gone', 'test-indexnow-api']) await insertPost({ slug });
    expect((await manage('/blog/manage/test-indexnow-down/unpublish')).status).toBe(303);
    expect((await manage('/blog/manage/test-indexnow-old/edit', article('test-indexnow-new'))).status).toBe(303);
    expect((await manage('/blog/manage/test-indexnow-gone/delete')).status).toBe(303);
    expect((await call('/api/blog/posts/test-indexnow-api/unpublish', { method: 'POST', headers: { authorization: bearer } })).status).toBe(200);
    await runCron(Date.now());
    expect(standIn.pings).toHaveLength(1);
    expect([...standIn.announced].sort()).toEqual(
      [...new Set(['test-indexnow-down', 'test-indexnow-old', 'test-indexnow-new', 'test-indexnow-gone', 'test-indexnow-api'].flatMap(pagesOf))].sort(),
    );
  });

  it('says nothing about a draft that is saved, and nothing at all without a key', async () => {
    expect((await manage('/blog/manage/new', article('test-indexnow-draft'))).status).toBe(303);
    await insertPost({ slug: 'test-indexnow-keyless', status: 'draft' });
    expect((await manage('/blog/manage/test-indexnow-keyless/publish', {}, {})).status).toBe(303);
    await runCron(Date.now(), {});
    await runCron(Date.now() + MINUTE);
    expect(standIn.pings).toHaveLength(0);
  });

  it('sends a burst of edits to several articles as one ping, each address once', async () => {
    for (const slug of ['test-indexnow-one', 'test-indexnow-two']) await insertPost({ slug, status: 'draft' });
    await manage('/blog/manage/test-indexnow-one/publish');
    await manage('/blog/manage/test-indexnow-one/edit', { ...article('test-indexnow-one'), title: 'A Test Article, Corrected Once' });
    await manage('/blog/manage/test-indexnow-one/edit', { ...article('test-indexnow-one'), title: 'A Test Article, Corrected Twice' });
    await manage('/blog/manage/test-indexnow-two/publish');
    await runCron(Date.now());
    expect(standIn.pings).toHaveLength(1);
    expect([...standIn.announced].sort()).toEqual([...new Set([...pagesOf('test-indexnow-one'), ...pagesOf('test-indexnow-two')])].sort());
  });

  it('announces an article the cron publishes on its schedule in the same run', async () => {
    await insertPost({ slug: 'test-indexnow-scheduled', status: 'draft' });
    await env.DB.prepare(`UPDATE posts SET publish_at = ? WHERE slug = ?`).bind(new Date(Date.now() - MINUTE).toISOString(), 'test-indexnow-scheduled').run();
    await runCron(Date.now());
    expect(await statusOf('test-indexnow-scheduled')).toBe('published');
    expect([...standIn.announced].sort()).toEqual(pagesOf('test-indexnow-scheduled'));
  });
});

describe('when IndexNow fails', () => {
  it.each([500, 429, 'network'] as const)('(%s) the publish succeeds at once, and a later run sends what waited', async (failure) => {
    standIn.answer = failure;
    await insertPost({ slug: 'test-indexnow-later', status: 'draft' });
    expect((await manage('/blog/manage/test-indexnow-later/publish')).status).toBe(303);
    expect(await statusOf('test-indexnow-later')).toBe('published');
    const error = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const start = Date.now();
    await runCron(start);
    expect(error.mock.calls.map((c) => JSON.parse(String(c[0])).event)).toContain('indexnow_retry');
    error.mockRestore();
    expect(standIn.announced).toHaveLength(0);
    standIn.answer = null;
    // A 429 asked for two minutes (Retry-After: 120): a run before then leaves it waiting.
    await runCron(start + MINUTE + 1);
    expect(standIn.announced).toHaveLength(failure === 429 ? 0 : 4);
    await runCron(start + 3 * MINUTE);
    expect([...standIn.announced].sort()).toEqual(pagesOf('test-indexnow-later'));
  });

  it('drops a ping IndexNow refuses for good (403), with a log line, and does not send it again', async () => {
    standIn.answer = 403;
    await insertPost({ slug: 'test-indexnow-refused' });
    await manage('/blog/manage/test-indexnow-refused/unpublish');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runCron(Date.now());
    expect(error.mock.calls.map((c) => JSON.parse(String(c[0])).event)).toContain('indexnow_refused');
    error.mockRestore();
    await runCron(Date.now() + 10 * MINUTE);
    expect(standIn.pings).toHaveLength(1);
  });

  it('gives up on addresses still unannounced a day later', async () => {
    standIn.answer = 503;
    await insertPost({ slug: 'test-indexnow-stale' });
    await manage('/blog/manage/test-indexnow-stale/unpublish');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runCron(Date.now());
    standIn.answer = null;
    await runCron(Date.now() + 25 * 60 * MINUTE);
    expect(error.mock.calls.map((c) => JSON.parse(String(c[0])).event)).toContain('indexnow_dropped');
    expect(standIn.announced).toHaveLength(0);
  });
});
