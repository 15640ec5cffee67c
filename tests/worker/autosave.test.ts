/**
 * Autosave (routes/manage/autosave.ts): a draft version in D1, never the article itself; a new article's kept
 * per editor and offered back; D1 failing answers a 503 saying the text is still in the browser.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { ADMIN, editorWithStandIn, token } from './auth-standin';
import { cleanUp, insertPost } from './blog-fixtures';
import { faultyD1 } from './d1-faults';
import { fetchPath, ORIGIN, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import { AUTOSAVE_PATH } from '../../routes/_lib/autosave';

const editor = editorWithStandIn(SESSION_COOKIE);
afterEach(async () => {
  await cleanUp();
  await env.DB.batch([env.DB.prepare('DELETE FROM post_revisions'), env.DB.prepare('DELETE FROM article_autosaves')]);
});

const fields = (content: string, autosaveFor: string) => ({
  autosaveFor,
  slug: 'test-autosaved',
  title: 'An Autosaved Article',
  h1: 'An Article Typed Without Pressing Save',
  metaDescription: 'Half written',
  excerpt: '',
  author: 'Executive Sidekick',
  date: '2031-01-15',
  cluster: 'founder-wellbeing',
  keywords: 'testing',
  content,
});
const autosave = (body: Record<string, string>, overrides: Partial<typeof env> = {}) =>
  worker.fetch(
    new Request(ORIGIN + AUTOSAVE_PATH, { method: 'POST', headers: { cookie: editor.cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'cors' }, body: new URLSearchParams(body) }) as Parameters<typeof worker.fetch>[0],
    { ...env, ...overrides } as never,
    createExecutionContext(),
  );
const row = (slug: string) => env.DB.prepare('SELECT content, status FROM posts WHERE slug = ?').bind(slug).first<{ content: string; status: string }>();
const kinds = async (slug: string) =>
  (await env.DB.prepare(`SELECT kind FROM post_revisions WHERE post = (SELECT seq FROM posts WHERE slug = ?) ORDER BY id`).bind(slug).all<{ kind: string }>()).results.map((r) => r.kind);

describe('autosaving a stored article', () => {
  it('keeps a draft version and never changes the published article or its page', async () => {
    await insertPost({ slug: 'test-autosaved', status: 'published', content: 'The published body that readers see today.' });
    const res = await autosave(fields('A half-typed new body that must not reach readers', '/blog/manage/test-autosaved/edit'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { savedAt: number }).savedAt).toBeGreaterThan(0);
    expect(await row('test-autosaved')).toEqual({ content: 'The published body that readers see today.', status: 'published' });
    expect(await kinds('test-autosaved')).toEqual(['earlier', 'autosave']);
    expect(textOf(await (await fetchPath('/test-autosaved')).text())).not.toContain('half-typed');
    // The same text again adds nothing.
    await autosave(fields('A half-typed new body that must not reach readers', '/blog/manage/test-autosaved/edit'));
    expect(await kinds('test-autosaved')).toEqual(['earlier', 'autosave']);
  });

  it('the edit form offers the autosaved text back, and shows it in the form when asked', async () => {
    await insertPost({ slug: 'test-autosaved', status: 'draft' });
    await autosave(fields('Typed after the last save, then the laptop went to sleep.', '/blog/manage/test-autosaved/edit'));
    const form = await (await fetchPath('/blog/manage/test-autosaved/edit', { cookie: editor.cookie })).text();
    expect(textOf(form)).toContain('after it was last saved');
    expect(form).toContain('href="/blog/manage/test-autosaved/edit?autosave"');
    const opened = await (await fetchPath('/blog/manage/test-autosaved/edit?autosave', { cookie: editor.cookie })).text();
    expect(opened).toContain('Typed after the last save, then the laptop went to sleep.');
    expect(textOf(opened)).toContain('Nothing has been saved yet');
  });

  it('when D1 fails during an autosave, answers 503 saying the text is still in the browser', async () => {
    await insertPost({ slug: 'test-autosaved', status: 'draft' });
    const { db } = faultyD1(env.DB, [{ sql: /INSERT INTO post_revisions/, fail: 1 }]);
    const res = await autosave(fields('Typed while the database was away.', '/blog/manage/test-autosaved/edit'), { DB: db });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toContain('Your text is kept in this browser');
    expect(await kinds('test-autosaved')).toEqual([]);
  });
});

describe('autosaving a new article', () => {
  it('keeps it for the editor, offers it on the new-article form, and forgets it once saved', async () => {
    expect((await autosave(fields('The start of an article nobody has saved yet.', '/blog/manage/new'))).status).toBe(200);
    const blank = await (await fetchPath('/blog/manage/new', { cookie: editor.cookie })).text();
    expect(textOf(blank)).toContain('A new article you were writing was autosaved');
    const opened = await (await fetchPath('/blog/manage/new?autosave', { cookie: editor.cookie })).text();
    expect(opened).toContain('The start of an article nobody has saved yet.');
    const saved = await fetchPath('/blog/manage/new', {
      method: 'POST',
      cookie: editor.cookie,
      body: new URLSearchParams({
        ...fields('The finished article, long enough now to pass every check on its body.', ''),
        metaDescription: 'A description of the autosaved article that is long enough for search engines to show.',
        excerpt: 'An excerpt of the autosaved article that readers see on the Insights page.',
        intent: 'save',
      }),
    });
    expect(saved.status).toBe(303);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM article_autosaves WHERE editor = ?').bind(ADMIN).first<{ n: number }>())!.n).toBe(0);
  });
});

describe('bad autosaves are refused clearly', () => {
  it('a missing or foreign form is a 400, an article that has gone a 404, and no session is not kept as a form', async () => {
    expect((await autosave(fields('text', ''))).status).toBe(400);
    expect((await autosave(fields('text', '/blog/manage/leads'))).status).toBe(400);
    expect((await autosave(fields('text', '/blog/manage/%E0%A4%A/edit'))).status).toBe(400);
    expect((await autosave(fields('text', '/blog/manage/test-no-such-article/edit'))).status).toBe(404);
    const expired = await fetchPath(AUTOSAVE_PATH, {
      method: 'POST',
      cookie: `${SESSION_COOKIE}=${await token({ expiresIn: -60 })}`,
      headers: { 'sec-fetch-mode': 'cors' },
      body: new URLSearchParams(fields('text', '/blog/manage/new')),
    });
    expect(expired.headers.get('location')).toBe('/auth');
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM sealed_submissions').first<{ n: number }>())!.n).toBe(0);
  });
});
