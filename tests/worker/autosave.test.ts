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
import { POST_BOUNDS as B } from '../../routes/blog/post-fields';
import { validatePost } from '../../routes/manage/validate';

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
    expect(textOf(form)).toMatch(/autosaved on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} (?:GMT|BST), after it was last saved/);
    expect(form).toContain('href="/blog/manage/test-autosaved/edit?autosave"');
    const opened = await (await fetchPath('/blog/manage/test-autosaved/edit?autosave', { cookie: editor.cookie })).text();
    expect(opened).toContain('Typed after the last save, then the laptop went to sleep.');
    expect(textOf(opened)).toContain('Nothing has been saved yet');
  });

  it('publishing or unpublishing after an autosave keeps it offered: neither changes the text the form opens with', async () => {
    await insertPost({ slug: 'test-autosaved', status: 'draft' });
    await autosave(fields('Typed, autosaved, and then Publish pressed instead of Save.', '/blog/manage/test-autosaved/edit'));
    for (const action of ['publish', 'unpublish']) {
      expect((await fetchPath(`/blog/manage/test-autosaved/${action}`, { method: 'POST', cookie: editor.cookie })).status).toBe(303);
      const form = await (await fetchPath('/blog/manage/test-autosaved/edit', { cookie: editor.cookie })).text();
      expect(textOf(form), action).toContain('after it was last saved');
      const opened = await (await fetchPath('/blog/manage/test-autosaved/edit?autosave', { cookie: editor.cookie })).text();
      expect(opened, action).toContain('Typed, autosaved, and then Publish pressed instead of Save.');
    }
    expect(await kinds('test-autosaved')).toEqual(['earlier', 'autosave', 'publish', 'unpublish']);
  });

  it('an autosave typed back to the text last saved is not offered, since the form already opens with it', async () => {
    await insertPost({ slug: 'test-autosaved', status: 'draft' });
    // The form's fields as insertPost stored them.
    const stored = {
      autosaveFor: '/blog/manage/test-autosaved/edit',
      slug: 'test-autosaved',
      title: 'A test article called test-autosaved',
      h1: 'Headline of test-autosaved',
      metaDescription: 'A meta description for a test article, long enough to pass the bounds the manager enforces on it.',
      excerpt: 'The excerpt of test-autosaved, shown on the Insights listing.',
      author: 'Executive Sidekick',
      date: '2020-01-01',
      cluster: 'chief-of-staff',
      keywords: 'test',
      content: 'Some body text for the test article, with **bold** words.',
      'faq-0-question': 'Is this a test question?',
      'faq-0-answer': 'Yes, it is a test answer.',
    };
    await autosave({ ...stored, content: 'A sentence typed, then undone word by word.' });
    await autosave(stored);
    expect(await kinds('test-autosaved')).toEqual(['earlier', 'autosave']);
    const form = await (await fetchPath('/blog/manage/test-autosaved/edit', { cookie: editor.cookie })).text();
    expect(textOf(form)).not.toContain('Open the autosaved text');
    expect(form).not.toContain('?autosave');
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
  it('an autosave of a new-article form emptied again is not offered: there is nothing to put back', async () => {
    await autosave(fields('The start of an article, soon deleted again.', '/blog/manage/new'));
    const emptied = { autosaveFor: '/blog/manage/new', slug: '', title: '', h1: '', metaDescription: '', excerpt: '', author: 'Executive Sidekick', date: new Date().toISOString().slice(0, 10), cluster: 'chief-of-staff', keywords: '', content: '' };
    expect((await autosave(emptied)).status).toBe(200);
    const blank = await (await fetchPath('/blog/manage/new', { cookie: editor.cookie })).text();
    expect(textOf(blank)).not.toContain('Open the autosaved text');
    expect(blank).not.toContain('?autosave');
  });

  it('keeps it for the editor, offers it on the new-article form, and forgets it once saved', async () => {
    expect((await autosave(fields('The start of an article nobody has saved yet.', '/blog/manage/new'))).status).toBe(200);
    const blank = await (await fetchPath('/blog/manage/new', { cookie: editor.cookie })).text();
    expect(textOf(blank)).toContain('A new article you were writing was autosaved');
    expect(blank).toContain('href="/blog/manage/new?autosave"');
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

/**
 * One field or more past a limit a Save refuses, the field whose message names it, and what to type besides for
 * a Save to give that message (a Save asks for the missing question first).
 */
const overLimits: [string, Record<string, string>, string, Record<string, string>?][] = [
  ['a body of a million characters', { content: 'x'.repeat(1_000_000) }, 'content'],
  ['a body one character over', { content: 'x'.repeat(B.content.max + 1) }, 'content'],
  ['a slug too long', { slug: 'a'.repeat(B.slug.max + 1) }, 'slug'],
  ['a page title too long', { title: 't'.repeat(B.title.max + 1) }, 'title'],
  ['a headline too long', { h1: 'h'.repeat(B.h1.max + 1) }, 'h1'],
  ['a meta description too long', { metaDescription: 'm'.repeat(B.metaDescription.max + 1) }, 'metaDescription'],
  ['an excerpt too long', { excerpt: 'e'.repeat(B.excerpt.max + 1) }, 'excerpt'],
  ['an author too long', { author: 'a'.repeat(B.author.max + 1) }, 'author'],
  ['too many keywords', { keywords: Array.from({ length: B.keywords.max + 1 }, (_, i) => `keyword ${i}`).join(', ') }, 'keywords'],
  ['a keyword too long', { keywords: 'k'.repeat(B.keywords.length + 1) }, 'keywords'],
  ['a question too long', { 'faq-0-question': 'q'.repeat(B.faqs.question.max + 1), 'faq-0-answer': 'An answer of a sensible length.' }, 'faq-0'],
  ['an answer too long, its question not yet typed', { 'faq-0-question': '', 'faq-0-answer': 'a'.repeat(B.faqs.answer.max + 1) }, 'faq-0', { 'faq-0-question': 'Its question?' }],
  ['more FAQs than a Save takes', Object.fromEntries(Array.from({ length: B.faqs.max + 1 }, (_, i) => [[`faq-${i}-question`, `Question number ${i}?`], [`faq-${i}-answer`, `The answer to question ${i}.`]]).flat()), 'faqs'],
  ['a control character pasted into the body', { content: 'A line pasted from Word\u000bwith the hidden line break that Shift+Enter leaves in it.' }, 'content'],
  ['a topic the site does not have', { cluster: 'not-a-topic' }, 'cluster'],
  ['a date that is no date', { date: '2031-02-30' }, 'date'],
];

describe('an autosave is held to every limit a Save is held to', () => {
  it('a million-character body is refused with a 422 naming the limit, and nothing is stored', async () => {
    await insertPost({ slug: 'test-autosaved', status: 'draft' });
    const huge = { ...fields('x'.repeat(1_000_000), '/blog/manage/test-autosaved/edit') };
    const res = await autosave(huge);
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: string };
    expect(error).toContain(`Article must be ${B.content.min} to ${B.content.max} characters (it is 1000000).`);
    expect(await kinds('test-autosaved')).toEqual([]);
    const created = await autosave({ ...huge, autosaveFor: '/blog/manage/new' });
    expect(created.status).toBe(422);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM article_autosaves').first<{ n: number }>())!.n).toBe(0);
  });

  it.each(overLimits)('%s is refused, with the message a Save gives, for a stored article and a new one', async (_, over, field, besides = {}) => {
    await insertPost({ slug: 'test-autosaved', status: 'draft' });
    const body = { ...fields('Typed after the last save, then a limit was passed.', '/blog/manage/test-autosaved/edit'), ...over };
    const checked = validatePost({ ...body, ...besides });
    const message = checked.ok ? '' : checked.errors[field as keyof typeof checked.errors]!;
    expect(message).toBeTruthy();
    for (const autosaveFor of ['/blog/manage/test-autosaved/edit', '/blog/manage/new']) {
      const res = await autosave({ ...body, autosaveFor });
      expect(res.status, autosaveFor).toBe(422);
      expect(((await res.json()) as { error: string }).error).toContain(message);
    }
    expect(await kinds('test-autosaved')).toEqual([]);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM article_autosaves').first<{ n: number }>())!.n).toBe(0);
  });

  it('text still being written (fields empty or too short for a Save) is autosaved as before', async () => {
    await insertPost({ slug: 'test-autosaved', status: 'draft' });
    const res = await autosave({ ...fields('Short.', '/blog/manage/test-autosaved/edit'), title: 'Half', excerpt: '', keywords: '', date: '', 'faq-0-question': 'A question with no answer yet?' });
    expect(res.status).toBe(200);
    expect(await kinds('test-autosaved')).toEqual(['earlier', 'autosave']);
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
