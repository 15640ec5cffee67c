/**
 * One article must never take down a page that shows it. Articles whose Markdown nests thousands of levels deep
 * (the bodies that overflowed marked's stack), one whose body D1 hands back as bytes rather than text and one whose
 * date is not a date (both written around the manager): each still renders on its own page, in the feed and the
 * listings beside every other article, in the JSON preview and in the manager's form, which keeps what was typed.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEED_PATH } from '../../routes/blog/feed';
import { MAX_NESTING, renderMarkdown } from '../../routes/blog/markdown';
import { manageCopy } from '../../routes/manage/content';
import worker from '../../worker/index';
import { standInForSupabase, token } from './auth-standin';
import { faultyD1 } from './d1-faults';
import { cleanUp, insertPost, listedSlugs, postCount } from './blog-fixtures';
import { count, decode, fetchPath, ORIGIN, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

let supabase: ReturnType<typeof standInForSupabase>;
beforeAll(() => {
  supabase = standInForSupabase();
});
afterAll(() => supabase.mockRestore());
afterEach(cleanUp);

/** About 5 KB each: what overflowed the stack, and the words that follow the markers. */
const DEEP = {
  quotes: `${'>'.repeat(5000)} The deepest quote on the page.`,
  bullets: `${'- '.repeat(5000)}The deepest bullet on the page.`,
  numbers: `${'1. '.repeat(3000)}The deepest numbered point on the page.`,
  emphasis: `${'*'.repeat(5000)}The most emphasised words on the page.${'*'.repeat(5000)}`,
} as const;
const LAST_WORDS = {
  quotes: 'The deepest quote on the page.',
  bullets: 'The deepest bullet on the page.',
  numbers: 'The deepest numbered point on the page.',
  emphasis: 'The most emphasised words on the page.',
};
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const KINDS = Object.keys(DEEP) as (keyof typeof DEEP)[];

const deepestNesting = (html: string) => {
  let depth = 0;
  let deepest = 0;
  for (const [, close] of html.matchAll(/<(\/?)(blockquote|ul|ol|em|strong|del)\b/g)) {
    depth += close ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
};

describe('a post body nested thousands of levels deep', () => {
  it.each(KINDS)('renders on its page, nested at most MAX_NESTING deep, the rest shown as text (%s)', async (kind) => {
    const slug = `test-deep-${kind}`;
    await insertPost({ slug, content: DEEP[kind] });
    // As a crawler, which always waits for the whole article (people get it streamed if it takes over 50 ms).
    const res = await fetchPath(`/${slug}`, { userAgent: CRAWLER });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(textOf(html)).toContain(LAST_WORDS[kind]);
    expect(html).not.toContain('role="alert"');
    expect(res.headers.get('cache-control') ?? '').not.toContain('no-store');
    const article = html.slice(html.indexOf('<h1'));
    expect(deepestNesting(article)).toBeLessThanOrEqual(MAX_NESTING + 2);
  });

  it.each(KINDS)('keeps the first MAX_NESTING levels as structure, without falling back to plain text (%s)', async (kind) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let html: string;
    try {
      html = await renderMarkdown(DEEP[kind], `test-${kind}`);
    } finally {
      expect(error).not.toHaveBeenCalled();
      error.mockRestore();
    }
    expect(deepestNesting(html)).toBe(MAX_NESTING);
    expect(textOf(html)).toContain(LAST_WORDS[kind]);
  });

  it('keeps ordinary nesting intact', async () => {
    const html = await renderMarkdown('> A quote\n> > with a reply\n\n- One\n  - One point one\n    - One point one point one\n\n**Bold with *emphasis* inside** and ~~struck~~');
    expect(html).toContain('<blockquote>\n<p>A quote</p>\n<blockquote>\n<p>with a reply</p>\n</blockquote>\n</blockquote>');
    expect(count(html, /<ul>/g)).toBe(3);
    expect(html).toContain('<strong>Bold with <em>emphasis</em> inside</strong> and <del>struck</del>');
  });

  it('the feed and the listing show every article, the deep ones included, and the feed is well-formed', async () => {
    for (const [i, kind] of KINDS.entries()) await insertPost({ slug: `test-deep-${kind}`, date: `2031-02-0${i + 1}`, content: DEEP[kind] });
    await insertPost({ slug: 'test-deep-neighbour', date: '2031-01-31', content: 'An ordinary article beside the deep ones.' });
    const feed = await fetchPath(FEED_PATH);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const items = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml).rss.channel.item as { link: string; 'content:encoded': string }[];
    for (const kind of KINDS) {
      const item = items.find((i) => i.link === `${ORIGIN}/test-deep-${kind}`);
      expect(textOf(item!['content:encoded']), kind).toContain(LAST_WORDS[kind]);
    }
    expect(items.find((i) => i.link === `${ORIGIN}/test-deep-neighbour`)!['content:encoded']).toContain('An ordinary article beside the deep ones.');
    const published = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM posts WHERE status = 'published'`).first<{ n: number }>())!.n;
    expect(items).toHaveLength(Math.min(20, published));

    const listing = await fetchPath('/blog');
    expect(listing.status).toBe(200);
    expect(listedSlugs(await listing.text()).slice(0, 5)).toEqual(['test-deep-emphasis', 'test-deep-numbers', 'test-deep-bullets', 'test-deep-quotes', 'test-deep-neighbour']);
  });
});

describe('a post body D1 returns as bytes, not text', () => {
  /** Another tool wrote the body as a BLOB (the column's type does not stop it): marked refuses anything but a string. */
  const insertBlobBody = async (slug: string, date: string) => {
    await insertPost({ slug, date });
    await env.DB.prepare(`UPDATE posts SET content = CAST(content AS BLOB) WHERE slug = ?`).bind(slug).run();
    expect((await env.DB.prepare(`SELECT typeof(content) AS t FROM posts WHERE slug = ?`).bind(slug).first<{ t: string }>())!.t).toBe('blob');
  };

  it('is logged by slug, and its page and the feed still answer with everything else', async () => {
    await insertBlobBody('test-bytes-body', '2031-03-02');
    await insertPost({ slug: 'test-bytes-neighbour', date: '2031-03-01', content: 'The article published the day before.' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let feed: Response, xml: string, page: Response, html: string, logged: { event: string; article?: string }[];
    try {
      feed = await fetchPath(FEED_PATH);
      xml = await feed.text();
      page = await fetchPath('/test-bytes-body', { userAgent: CRAWLER });
      html = await page.text();
    } finally {
      logged = error.mock.calls.map(([line]) => JSON.parse(String(line)));
      error.mockRestore();
    }
    expect(feed.status).toBe(200);
    expect(XMLValidator.validate(xml)).toBe(true);
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => decode(m[1]!));
    expect(links).toContain(`${ORIGIN}/test-bytes-body`);
    expect(xml).toContain('The article published the day before.');

    expect(page.status).toBe(200);
    expect(textOf(html)).toContain('Headline of test-bytes-body');
    // The rest of the page: its questions and answers, which are stored apart from the body.
    expect(textOf(html)).toContain('Is this a test question?');
    expect(html).not.toContain('role="alert"');

    expect(logged.filter((l) => l.event === 'markdown_render_failed').map((l) => l.article)).toEqual(['test-bytes-body', 'test-bytes-body']);
  });
});

describe('a post whose stored date is not a date', () => {
  it('is listed with its date as stored, on /blog, beside its topic and in the manager, and its page renders', async () => {
    await insertPost({ slug: 'test-undated', date: 'next Tuesday', content: 'An article whose date was typed by hand into the database.' });
    await insertPost({ slug: 'test-undated-neighbour', date: '2031-05-01', content: 'An article in the same topic.' });
    const listing = await fetchPath('/blog');
    expect(listing.status).toBe(200);
    const slugs = listedSlugs(await listing.text());
    expect(slugs).toContain('test-undated');
    expect(slugs).toContain('test-undated-neighbour');

    const page = await fetchPath('/test-undated', { userAgent: CRAWLER });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toContain('An article whose date was typed by hand into the database.');
    expect(textOf(html)).toContain('next Tuesday');

    // Its neighbour lists it among the related articles of the topic.
    const neighbour = await fetchPath('/test-undated-neighbour', { userAgent: CRAWLER });
    expect(neighbour.status).toBe(200);
    expect(await neighbour.text()).toContain('href="/test-undated"');

    // The editor can still reach it to correct the date.
    const manager = await fetchPath('/blog/manage', { cookie: `${SESSION_COOKIE}=${await token()}` });
    expect(manager.status).toBe(200);
    expect(await manager.text()).toContain('/blog/manage/test-undated/edit');
  });
});

describe('previewing and saving a deeply nested body in the manager', () => {
  const cookie = async () => `${SESSION_COOKIE}=${await token()}`;
  const typed = {
    slug: 'test-deep-draft',
    title: 'A Deeply Quoted Test Article',
    h1: 'A Deeply Quoted Test Article Headline',
    metaDescription: 'A description of the deeply quoted test article, long enough for the bounds the manager sets.',
    excerpt: 'An excerpt of the deeply quoted test article for the listing.',
    author: 'Executive Sidekick',
    date: '2031-04-01',
    cluster: 'founder-wellbeing',
    keywords: 'quotes, nesting',
    content: DEEP.quotes,
    'faq-0-question': 'Is the question kept after a preview?',
    'faq-0-answer': 'Yes, every typed field comes back.',
  };

  /** Every typed value is back in the form, as the value of its field. */
  const expectKept = (html: string, fields: Record<string, string>) => {
    for (const [name, value] of Object.entries(fields)) {
      const field = html.match(new RegExp(`<(input|textarea|select)[^>]*name="${name}"[^>]*>([^<]*)`));
      expect(field, name).not.toBeNull();
      if (field![1] === 'textarea') expect(decode(field![2]!).replace(/^\n/, ''), name).toBe(value);
      else if (field![1] === 'input') expect(decode(field![0].match(/value="([^"]*)"/)?.[1] ?? ''), name).toBe(value);
    }
    expect(html).toContain(`<option value="${fields.cluster}" selected="">`);
  };

  it('the JSON preview answers with the body as text past the bound', async () => {
    for (const kind of KINDS) {
      const res = await fetchPath('/api/blog/preview', { method: 'POST', cookie: await cookie(), headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: DEEP[kind] }) });
      expect(res.status, kind).toBe(200);
      expect(textOf(((await res.json()) as { html: string }).html), kind).toContain(LAST_WORDS[kind]);
    }
  });

  it("the form's preview shows the body and keeps every typed field", async () => {
    const res = await fetchPath('/blog/manage/new', { method: 'POST', cookie: await cookie(), body: new URLSearchParams({ ...typed, intent: 'preview' }) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expectKept(html, typed);
    expect(textOf(html)).toContain(LAST_WORDS.quotes);
  });

  it('a save with errors answers 422 with the preview and every typed field, and stores nothing', async () => {
    const before = await postCount();
    const withError = { ...typed, title: '' };
    const res = await fetchPath('/blog/manage/new', { method: 'POST', cookie: await cookie(), body: new URLSearchParams({ ...withError, intent: 'save' }) });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(textOf(html)).toContain('Page title is required.');
    expectKept(html, withError);
    expect(textOf(html)).toContain(LAST_WORDS.quotes);
    expect(await postCount()).toBe(before);
  });

  describe('when the database does not answer', () => {
    /** The worker with D1 failing the statements that match `sql` once, as when it is unreachable. */
    const postWithFaultyDb = async (path: string, fields: Record<string, string>, sql: RegExp) => {
      const { db } = faultyD1(env.DB, [{ sql, fail: 1 }]);
      const request = new Request(ORIGIN + path, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie: await cookie() }, redirect: 'manual' });
      return worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, DB: db } as never, createExecutionContext());
    };

    it('a new article comes back with every typed field and says nothing was saved (503)', async () => {
      const before = await postCount();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      let res: Response, logged: { event: string; slug?: string }[];
      try {
        res = await postWithFaultyDb('/blog/manage/new', { ...typed, intent: 'save' }, /INSERT INTO posts/);
      } finally {
        logged = error.mock.calls.map(([line]) => JSON.parse(String(line)));
        error.mockRestore();
      }
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(textOf(html)).toContain(manageCopy.form.saveFailed);
      expectKept(html, typed);
      expect(await postCount()).toBe(before);
      expect(logged.filter((l) => l.event === 'post_save_failed').map((l) => l.slug)).toEqual([typed.slug]);
    });

    it('an edit comes back with every typed field, still as an edit, and the stored article is unchanged', async () => {
      await insertPost({ slug: 'test-deep-edited', title: 'The Title Stored Before The Edit', content: 'The body stored before the edit.' });
      const edited = { ...typed, slug: 'test-deep-edited', content: 'A new body, typed while the database was away.' };
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      let res: Response;
      try {
        res = await postWithFaultyDb('/blog/manage/test-deep-edited/edit', { ...edited, intent: 'save' }, /FROM posts WHERE slug = \?$/);
      } finally {
        error.mockRestore();
      }
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(textOf(html)).toContain(manageCopy.form.saveFailed);
      expect(html).toMatch(/<h1[^>]*>Edit article<\/h1>/);
      expect(html).toContain('action="/blog/manage/test-deep-edited/edit"');
      expectKept(html, edited);
      const stored = await env.DB.prepare('SELECT title, content FROM posts WHERE slug = ?').bind('test-deep-edited').first();
      expect(stored).toEqual({ title: 'The Title Stored Before The Edit', content: 'The body stored before the edit.' });
    });
  });
});
