/**
 * The public search (routes/search/, migrations/0042_public_search.sql): articles found by what they say, ranked with
 * the title first and stemmed, the site's pages by their copy, drafts, scheduled and deleted articles never, and
 * any input answered without a server error.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, insertPost } from './blog-fixtures';
import { fetchPath, meta, textOf } from './helpers';
import { SEARCH_RESULTS_HEADER } from '../../routes/search/routes';

afterEach(cleanUp);

const search = (q: string, extra = '') => fetchPath(`/search?q=${encodeURIComponent(q)}${extra}`, { headers: { 'cf-connecting-ip': '198.51.100.7' } });
const suggest = (q: string) => fetchPath(`/search/suggestions?q=${encodeURIComponent(q)}`, { headers: { 'cf-connecting-ip': '198.51.100.8' } });

/** The result links of a results page, in order. */
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)" class="card-link/g)].map((m) => m[1]!);

describe('finding articles', () => {
  it("finds an article by a phrase of its body, first, in any word order, with the words marked", async () => {
    for (const q of ['45-minute weekly review friday', 'friday review 45-minute weekly']) {
      const res = await search(q);
      expect(res.status).toBe(200);
      const html = await res.text();
      const articles = links(html).filter((l) => !['/services', '/consultation'].includes(l));
      expect(articles[0], q).toBe('/ceo-weekly-review');
      expect(html).toMatch(/<mark>friday<\/mark>|<mark>Friday<\/mark>/);
    }
  });

  it('matches a phrase in quotes only where its words stand together', async () => {
    await insertPost({ slug: 'test-apart', title: 'Zebra notes', content: 'The quokka sat by the marmot, far from any zebra.' });
    await insertPost({ slug: 'test-together', title: 'Other notes', content: 'A quokka marmot pair was seen.' });
    const phrase = await (await search('"quokka marmot"')).text();
    expect(links(phrase)).toEqual(['/test-together']);
    const words = await (await search('quokka marmot')).text();
    expect(links(words).sort()).toEqual(['/test-apart', '/test-together']);
  });

  it('stems words, so prioritising finds prioritise', async () => {
    await insertPost({ slug: 'test-stem', title: 'Notes', content: 'How a wombat learns to prioritise the week.' });
    expect(links(await (await search('wombat prioritising')).text())).toEqual(['/test-stem']);
  });

  it('ranks an article whose title holds the word above one whose body does', async () => {
    await insertPost({ slug: 'test-body', title: 'Notes on meetings', content: 'A word about the axolotl, once, in passing, among many other words of the body.' });
    await insertPost({ slug: 'test-title', title: 'The axolotl method', content: 'A body that says nothing of it.' });
    expect(links(await (await search('axolotl')).text())).toEqual(['/test-title', '/test-body']);
  });

  it('never finds a draft, a scheduled article or a deleted one, nor keeps an unpublished one', async () => {
    await insertPost({ slug: 'test-draft', status: 'draft', content: 'The narwhalish word is only in a draft.' });
    await env.DB.prepare(`INSERT INTO posts (slug, title, h1, meta_description, excerpt, author, date, keywords, cluster, content, faqs, status, publish_at)
      SELECT 'test-scheduled', title, h1, meta_description, excerpt, author, date, keywords, cluster, 'The okapiword is scheduled.', faqs, 'draft', '2099-01-01T00:00:00.000Z' FROM posts WHERE slug = 'test-draft'`).run();
    await insertPost({ slug: 'test-deleted', content: 'The pangolinword goes.' });
    await insertPost({ slug: 'test-unpublished', content: 'The tapirword was published once.' });
    expect(links(await (await search('pangolinword')).text())).toEqual(['/test-deleted']);
    await env.DB.prepare(`DELETE FROM posts WHERE slug = 'test-deleted'`).run();
    await env.DB.prepare(`UPDATE posts SET status = 'draft' WHERE slug = 'test-unpublished'`).run();
    for (const word of ['narwhalish', 'okapiword', 'pangolinword', 'tapirword']) {
      const res = await search(word);
      expect(res.headers.get(SEARCH_RESULTS_HEADER), word).toBe('0');
      expect(links(await res.text()).filter((l) => l.startsWith('/test-')), word).toEqual([]);
    }
  });

  it('finds an edited article by its new words and no longer by its old ones', async () => {
    await insertPost({ slug: 'test-edited', content: 'The capybaraword was here.' });
    await env.DB.prepare(`UPDATE posts SET content = 'The quetzalword is here now.' WHERE slug = 'test-edited'`).run();
    expect((await search('capybaraword')).headers.get(SEARCH_RESULTS_HEADER)).toBe('0');
    expect(links(await (await search('quetzalword')).text())).toEqual(['/test-edited']);
  });

  it('finds an article by its questions and answers and its keywords, not by their JSON', async () => {
    await insertPost({ slug: 'test-faq', content: 'Nothing here.' });
    expect(links(await (await search('test answer')).text())).toContain('/test-faq');
    expect((await search('question answer')).headers.get(SEARCH_RESULTS_HEADER)).not.toBe(null);
    const json = await (await search('"question" "answer" "q"')).text();
    expect(links(json)).not.toContain('/test-faq');
  });
});

describe('finding pages', () => {
  it("finds a persona page by words of its copy", async () => {
    const html = await (await search('formal authority prioritise')).text();
    expect(links(html)).toContain('/shadow-coo');
    expect(html).toContain('Leadership archetype');
  });
});

describe('the results page', () => {
  it('is noindex, follow and left out of the sitemaps', async () => {
    const html = await (await search('weekly review')).text();
    expect(meta(html, 'name', 'robots')).toBe('noindex, follow');
    expect(await (await fetchPath('/sitemap.xml')).text()).not.toContain('/search');
    const htmlSitemap = (await (await fetchPath('/sitemap')).text()).split('<main')[1]!.split('</main>')[0];
    expect(htmlSitemap).not.toContain('/search');
  });

  it('answers a search that finds nothing with the articles read most and the assessment', async () => {
    const res = await search('xylophonic zeppelins');
    expect(res.status).toBe(200);
    expect(res.headers.get(SEARCH_RESULTS_HEADER)).toBe('0');
    const text = textOf(await res.text());
    expect(text).toContain('Nothing matched that search');
    expect(text).toContain('Take the assessment');
  });

  it('pages the articles', async () => {
    for (let i = 1; i <= 12; i++) await insertPost({ slug: `test-page-${i}`, content: `The dugongword appears in note ${i}.` });
    const first = await (await search('dugongword')).text();
    expect(links(first)).toHaveLength(10);
    expect(first).toContain('href="/search?q=dugongword&amp;page=2"');
    expect(links(await (await search('dugongword', '&page=2')).text())).toHaveLength(2);
    expect((await search('dugongword', '&page=3')).status).toBe(404);
  });
});

describe('any input', () => {
  const HOSTILE = [
    '"',
    '"unclosed phrase',
    'NEAR(board reporting, 5)',
    'board*',
    '-board',
    '^board',
    'title:board',
    '{title h1}: board',
    'board AND OR NOT',
    '🚀📈 growth 🙂',
    'x'.repeat(600),
    'word '.repeat(120),
    '',
    '   ',
    "'; DROP TABLE posts; --",
    '\u0000\u0002\u0003',
    '<script>alert(1)</script>',
  ];

  it.each(HOSTILE.map((q) => [q.slice(0, 40), q]))('%s is answered without a server error', async (_, q) => {
    const page = await search(q);
    expect(page.status, q).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)');
    const json = await suggest(q);
    expect(json.status, q).toBe(200);
    expect(Array.isArray(((await json.json()) as { results: unknown }).results)).toBe(true);
  });

  it('refuses a page number that is not one with a 404', async () => {
    expect((await search('board', '&page=abc')).status).toBe(404);
  });
});

describe('suggestions', () => {
  it('lists the article under the field with the matched words as parts, not HTML', async () => {
    await insertPost({ slug: 'test-suggest', title: 'The <b>bold</b> ibex', content: 'An ibexword & friends.' });
    const res = await suggest('ibexword');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { path: string; title: string; snippet: [string, boolean][] }[] };
    expect(body.results[0]!.path).toBe('/test-suggest');
    expect(body.results[0]!.title).toBe('The <b>bold</b> ibex');
    expect(body.results[0]!.snippet.some(([text, marked]) => marked && text === 'ibexword')).toBe(true);
  });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After past the limit for one address', async () => {
    let last = 200;
    let retry: string | null = null;
    for (let i = 0; i < 125 && last !== 429; i++) {
      const res = await fetchPath('/search/suggestions?q=board', { headers: { 'cf-connecting-ip': '203.0.113.99' } });
      last = res.status;
      retry = res.headers.get('retry-after');
      await res.body?.cancel();
    }
    expect(last).toBe(429);
    expect(Number(retry)).toBeGreaterThan(0);
  });
});
