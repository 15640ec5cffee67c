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
/** The edits of a burst settle for this long before the ping goes (a few seconds in production). */
const SETTLE_MS = 300;
const WITH_KEY = { INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: ENDPOINT, TEST_INDEXNOW_SETTLE_MS: String(SETTLE_MS) };
const MINUTE = 60_000;

/** The worker's answer with IndexNow set up (or `overrides` instead), and the context of what it does after the answer. */
async function answer(path: string, init: RequestInit = {}, overrides: Partial<typeof env> = WITH_KEY) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', ...init }) as Parameters<typeof worker.fetch>[0], { ...env, ...overrides } as never, ctx);
  return { res, after: () => waitOnExecutionContext(ctx) };
}

/** The worker's answer, once whatever it does after the answer is done. */
async function call(path: string, init: RequestInit = {}, overrides: Partial<typeof env> = WITH_KEY): Promise<Response> {
  const { res, after } = await answer(path, init, overrides);
  await after();
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
  standIn.hold = null;
});
afterEach(async () => {
  await cleanUp();
  await env.DB.prepare('DELETE FROM indexnow_queue').run().catch(() => undefined);
});

const managing = (fields: Record<string, string> = {}): RequestInit => ({ method: 'POST', headers: { cookie }, body: new URLSearchParams(fields) });
const manage = (path: string, fields: Record<string, string> = {}, overrides?: Partial<typeof env>) => call(path, managing(fields), overrides);
const viaApi: RequestInit = { method: 'POST', get headers() { return { authorization: bearer }; } };

/** The addresses still waiting for IndexNow, and how often each was tried. */
const waiting = async () =>
  (await env.DB.prepare('SELECT path, attempts FROM indexnow_queue ORDER BY path').all<{ path: string; attempts: number }>()).results;

/** The events `level` logged while `work` ran. */
async function loggedWhile(level: 'warn' | 'error', work: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(console, level).mockImplementation(() => undefined);
  try {
    await work();
    return spy.mock.calls.map((c) => JSON.parse(String(c[0])).event);
  } finally {
    spy.mockRestore();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const { res, after } = await answer('/blog/manage/test-indexnow-fresh/publish', managing());
    expect(res.status).toBe(303);
    expect(standIn.pings).toHaveLength(0);
    await after();
    expect(standIn.pings).toHaveLength(1);
    const { status, ...body } = standIn.pings[0]!;
    expect(status).toBe(200);
    expect({ ...body, urlList: [...body.urlList].sort() }).toEqual({
      host: 'www.executivesidekick.co.uk',
      key: KEY,
      keyLocation: `${ORIGIN}/${KEY}.txt`,
      urlList: pagesOf('test-indexnow-fresh'),
    });
    expect(await waiting()).toEqual([]);
    await runCron(Date.now() + MINUTE);
    expect(standIn.pings).toHaveLength(1);
    // The file's first publish loads the social-card renderer (tests/vitest.config.ts, testTimeout).
  }, 60_000);

  it('sends the addresses of an unpublished, a moved (old and new) and a deleted article, from the manager and the API', async () => {
    for (const slug of ['test-indexnow-down', 'test-indexnow-old', 'test-indexnow-gone', 'test-indexnow-api']) await insertPost({ slug });
    expect((await manage('/blog/manage/test-indexnow-down/unpublish')).status).toBe(303);
    expect((await manage('/blog/manage/test-indexnow-old/edit', article('test-indexnow-new'))).status).toBe(303);
    expect((await manage('/blog/manage/test-indexnow-gone/delete')).status).toBe(303);
    expect((await call('/api/blog/posts/test-indexnow-api/unpublish', viaApi)).status).toBe(200);
    expect(standIn.pings).toHaveLength(4);
    expect([...new Set(standIn.announced)].sort()).toEqual(
      [...new Set(['test-indexnow-down', 'test-indexnow-old', 'test-indexnow-new', 'test-indexnow-gone', 'test-indexnow-api'].flatMap(pagesOf))].sort(),
    );
    await runCron(Date.now());
    expect(standIn.pings).toHaveLength(4);
  });

  it('says nothing about a draft that is saved, and nothing at all without a key', async () => {
    expect((await manage('/blog/manage/new', article('test-indexnow-draft'))).status).toBe(303);
    await insertPost({ slug: 'test-indexnow-keyless', status: 'draft' });
    expect((await manage('/blog/manage/test-indexnow-keyless/publish', {}, {})).status).toBe(303);
    await runCron(Date.now(), {});
    await runCron(Date.now() + MINUTE);
    expect(standIn.pings).toHaveLength(0);
  });

  it('sends a burst of edits as one ping once the last has settled, each address once, however long the burst', async () => {
    for (const slug of ['test-indexnow-one', 'test-indexnow-two', 'test-indexnow-three']) await insertPost({ slug });
    // Each edit comes within the settle time of the one before, but the burst outlasts it: the sends that wake to a
    // later edit leave the whole burst to the last edit's send.
    const settling = { ...WITH_KEY, TEST_INDEXNOW_SETTLE_MS: '2000' };
    const edits = [await answer('/blog/manage/test-indexnow-one/unpublish', managing(), settling)];
    await sleep(1200);
    edits.push(await answer('/blog/manage/test-indexnow-two/delete', managing(), settling));
    await sleep(1200);
    edits.push(await answer('/api/blog/posts/test-indexnow-three/unpublish', viaApi, settling));
    expect(edits.map((e) => e.res.status)).toEqual([303, 303, 200]);
    await Promise.all(edits.map((e) => e.after()));
    expect(standIn.pings).toHaveLength(1);
    expect([...standIn.pings[0]!.urlList].sort()).toEqual([...new Set(['test-indexnow-one', 'test-indexnow-two', 'test-indexnow-three'].flatMap(pagesOf))].sort());
    expect(await waiting()).toEqual([]);
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
    let res: Response | undefined;
    expect(await loggedWhile('warn', async () => (res = await manage('/blog/manage/test-indexnow-later/publish')))).toContain('indexnow_retry');
    expect(res!.status).toBe(303);
    expect(await statusOf('test-indexnow-later')).toBe('published');
    expect(standIn.announced).toHaveLength(0);
    expect((await waiting()).map((w) => w.path)).toEqual(pagesOf('test-indexnow-later').map((url) => url.slice(ORIGIN.length)));
    standIn.answer = null;
    // A minute later at the soonest; a 429 asked for two minutes (Retry-After: 120), and a run before then leaves it waiting.
    const start = Date.now();
    await runCron(start);
    expect(standIn.announced).toHaveLength(0);
    await runCron(start + MINUTE + 1);
    expect(standIn.announced).toHaveLength(failure === 429 ? 0 : 4);
    await runCron(start + 3 * MINUTE);
    expect([...standIn.announced].sort()).toEqual(pagesOf('test-indexnow-later'));
  });

  it('answers the publish at once and with its usual redirect while IndexNow is slow, and leaves a failed ping for the cron', async () => {
    await insertPost({ slug: 'test-indexnow-slow', status: 'draft' });
    const usual = await call('/blog/manage/test-indexnow-slow/publish', managing(), {});
    await env.DB.prepare(`UPDATE posts SET status = 'draft' WHERE slug = ?`).bind('test-indexnow-slow').run();
    let release = () => {};
    standIn.hold = new Promise<void>((resolve) => (release = resolve));
    standIn.answer = 503;
    const logged = loggedWhile('warn', async () => {
      const { res, after } = await Promise.race([
        answer('/blog/manage/test-indexnow-slow/publish', managing()),
        sleep(15_000).then(() => Promise.reject(new Error('the publish waited for IndexNow'))),
      ]);
      expect(res.status).toBe(usual.status);
      expect(res.headers.get('location')).toBe(usual.headers.get('location'));
      for (let waited = 0; standIn.waiting === 0 && waited < 5000; waited += 50) await sleep(50);
      expect(standIn.waiting, 'a ping on its way after the answer').toBe(1);
      // The cron meanwhile leaves alone the pages that ping holds.
      await runCron(Date.now());
      expect(standIn.waiting + standIn.pings.length).toBe(1);
      release();
      await after();
    });
    expect(await logged).toContain('indexnow_retry');
    expect(await waiting()).toEqual(pagesOf('test-indexnow-slow').map((url) => ({ path: url.slice(ORIGIN.length), attempts: 1 })));
    standIn.hold = null;
    standIn.answer = null;
    await runCron(Date.now() + 2 * MINUTE);
    expect([...standIn.announced].sort()).toEqual(pagesOf('test-indexnow-slow'));
  }, 60_000);

  it('drops a ping IndexNow refuses for good (403), with a log line, and does not send it again', async () => {
    standIn.answer = 403;
    await insertPost({ slug: 'test-indexnow-refused' });
    expect(await loggedWhile('error', () => manage('/blog/manage/test-indexnow-refused/unpublish'))).toContain('indexnow_refused');
    await runCron(Date.now() + 10 * MINUTE);
    expect(standIn.pings).toHaveLength(1);
    expect(await waiting()).toEqual([]);
  });

  it('gives up on addresses still unannounced a day later', async () => {
    standIn.answer = 503;
    await insertPost({ slug: 'test-indexnow-stale' });
    await loggedWhile('warn', () => manage('/blog/manage/test-indexnow-stale/unpublish'));
    standIn.answer = null;
    expect(await loggedWhile('error', () => runCron(Date.now() + 25 * 60 * MINUTE))).toContain('indexnow_dropped');
    expect(standIn.announced).toHaveLength(0);
  });
});
