/**
 * Characters XML 1.0 does not allow (C0 controls other than tab, newline and carriage return; U+FFFE, U+FFFF;
 * unpaired surrogates): the post validator refuses each in every field, naming the field and the character, and an
 * article that carries them anyway (written straight into D1) leaves the feed and every sitemap well-formed.
 */
import { env } from 'cloudflare:test';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATH } from '../../routes/blog/feed';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp, hasTag, insertManyPosts, insertPost, postCount } from './blog-fixtures';
import { fetchPath, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

let supabase: ReturnType<typeof standInForSupabase>;
beforeAll(() => {
  supabase = standInForSupabase();
});
afterAll(() => supabase.mockRestore());
afterEach(cleanUp);

const C0 = Array.from({ length: 0x20 }, (_, i) => i).filter((i) => ![0x9, 0xa, 0xd].includes(i));
const FORBIDDEN = [...C0, 0xfffe, 0xffff, 0xd800, 0xdbff, 0xdc00, 0xdfff].map((code) => ({ code, ch: String.fromCharCode(code), name: `U+${code.toString(16).toUpperCase().padStart(4, '0')}` }));

/**
 * XML 1.0's Char production (https://www.w3.org/TR/xml/#charsets), code point by code point. fast-xml-parser's
 * validator checks that tags, attributes and entities are well-formed but lets any character through.
 */
const isXmlChar = (cp: number) => cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);

async function expectStrictXml(path: string) {
  const res = await fetchPath(path);
  expect(res.status, path).toBe(200);
  const xml = await res.text();
  expect(XMLValidator.validate(xml), path).toBe(true);
  const outside = [...xml].map((c) => c.codePointAt(0)!).filter((cp) => !isXmlChar(cp));
  expect(outside.map((cp) => `U+${cp.toString(16).toUpperCase()}`), path).toEqual([]);
  return xml;
}

/** Every text an article puts in the feed or a sitemap, each carrying the character; written around the validator. */
async function storeArticleCarrying(ch: string, slug: string) {
  await insertPost({ slug, date: '2031-06-01', title: `Quarterly${ch}planning for founders`, content: `A body${ch}with the character **inside**${ch}twice.` });
  await env.DB.prepare(`UPDATE posts SET excerpt = ?, updated_at = ? WHERE slug = ?`).bind(`An excerpt${ch}that carries it.`, `2099-01-01T00:00:00.000Z${ch}`, slug).run();
  const seq = await env.DB.prepare(`SELECT seq FROM posts WHERE slug = ?`).bind(slug).first<{ seq: number }>();
  return Math.floor(seq!.seq / 1000) + 1;
}

describe('an article carrying a character XML does not allow, stored straight into D1', () => {
  it.each(FORBIDDEN)('leaves the feed, sitemap.xml and its part well-formed ($name)', async ({ ch, code }) => {
    const slug = `test-xml-${code.toString(16)}-${ch}-slug`;
    const part = await storeArticleCarrying(ch, slug);
    const feed = await expectStrictXml(FEED_PATH);
    const sitemap = await expectStrictXml('/sitemap.xml');
    await expectStrictXml(`/sitemap-posts-${part}.xml`);
    // D1 keeps every control character and U+FFFE/U+FFFF as written, and those are dropped from the XML; it stores
    // an unpaired surrogate as U+FFFD, which XML allows.
    if (code >= 0xd800 && code <= 0xdfff) return;
    expect(feed).toContain('<title>Quarterlyplanning for founders</title>');
    expect(feed).toContain('<description>An excerptthat carries it.</description>');
    expect(sitemap).toContain(`/test-xml-${code.toString(16)}--slug</loc><lastmod>2099-01-01T00:00:00.000Z</lastmod>`);
  });

  it('leaves the sitemap index and its children well-formed too', async () => {
    await insertManyPosts(1200);
    const part = await storeArticleCarrying(FORBIDDEN.map((f) => f.ch).join(''), 'test-xml-all-slug');
    const index = await expectStrictXml('/sitemap.xml');
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`/sitemap-posts-${part}.xml</loc><lastmod>2099-01-01T00:00:00.000Z`);
    await expectStrictXml(`/sitemap-posts-${part}.xml`);
    await expectStrictXml('/sitemap-pages.xml');
  }, 60_000);
});

describe('the post validator', () => {
  const article = (ch: string) => ({
    slug: 'test-xml-refused',
    title: `Quarterly${ch}planning for founders`,
    h1: `Quarterly${ch}planning for founders, step by step`,
    metaDescription: `How founders plan a quarter${ch}in an afternoon, with the questions to ask and the numbers to bring.`,
    excerpt: `How founders plan a quarter${ch}in an afternoon.`,
    author: `Executive${ch}Sidekick`,
    date: '2031-06-01',
    cluster: 'founder-wellbeing',
    keywords: ['planning', `quarter${ch}ly`],
    content: `The body of the article${ch}with enough words in it to pass the length check.`,
    faqs: [{ question: `When${ch}do we start?`, answer: 'In the first week of the quarter.' }],
  });
  const LABELS = { title: 'Page title', h1: 'Headline', metaDescription: 'Meta description', excerpt: 'Excerpt', author: 'Author', keywords: 'Keywords', content: 'Article', 'faq-0': 'Question 1' };

  it.each(FORBIDDEN)('refuses $name in every field, naming the field and the character, and stores nothing', async ({ ch, name }) => {
    const before = await postCount();
    const res = await fetchPath('/api/blog/posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify(article(ch)),
    });
    expect(res.status).toBe(422);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(Object.keys(LABELS).sort());
    for (const [field, label] of Object.entries(LABELS)) {
      expect(fields[field], field).toMatch(new RegExp(`^${label} contains .+ \\(U\\+${name.slice(2)}\\) that feeds and search engines cannot read\\. Delete it`));
    }
    expect(await postCount()).toBe(before);
  });

  it('accepts tab, newline and carriage return, the characters XML allows below U+0020', async () => {
    const res = await fetchPath('/api/blog/posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...article(' '), content: 'A body\twith a tab,\r\na Windows line break\nand a plain one, long enough to pass.' }),
    });
    expect(res.status).toBe(201);
  });

  it("says so on the manager's form, beside the field, and keeps what was typed", async () => {
    const { faqs: _faqs, ...fields } = article('\u000b');
    const typed = { ...fields, keywords: 'planning', intent: 'save' };
    const res = await fetchPath('/blog/manage/new', { method: 'POST', cookie: `${SESSION_COOKIE}=${await token()}`, body: new URLSearchParams(typed) });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(textOf(html)).toContain('Page title contains an invisible control character (U+000B) that feeds and search engines cannot read.');
    expect(hasTag(html, 'input', { name: 'title', 'aria-invalid': 'true', 'aria-describedby': 'title-hint title-error' })).toBe(true);
    expect(html).toContain('id="title-error"');
    expect(html).toContain('name="title" value="Quarterly\u000bplanning for founders"');
  });
});
