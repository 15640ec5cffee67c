import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, insertPost } from './blog-fixtures';
import { decode, fetchPath } from './helpers';

const idsOf = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => decode(m[1]!));
const contentsLinks = (html: string) => {
  const nav = html.match(/<nav aria-labelledby="on-this-page"[\s\S]*?<\/nav>/)?.[0] ?? '';
  return [...nav.matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({ id: decode(m[1]!), label: decode(m[2]!) }));
};

afterEach(cleanUp);

describe("an article's sections", () => {
  it("each have an anchor that the 'On this page' list links to, in order, with the heading's words", async () => {
    const html = await (await fetchPath('/ceo-weekly-review')).text();
    const headings = [...html.matchAll(/<h2 id="([^"]+)">([^<]*)<\/h2>/g)].map((m) => ({ id: decode(m[1]!), label: decode(m[2]!) }));
    expect(headings.map((h) => h.label)).toContain('Why weekly, and why Friday');
    expect(contentsLinks(html)).toEqual(headings);
  });

  it("never take an id the page already uses, even when a heading is named after one of the page's own parts", async () => {
    // The ids of an article page without headings are the page's own, plus its contents list once it has sections.
    await insertPost({ slug: 'test-no-headings', content: 'Just a paragraph.' });
    const pageIds = [...idsOf(await (await fetchPath('/test-no-headings')).text()), 'on-this-page'];
    expect(pageIds).toEqual(expect.arrayContaining(['main', 'related-posts', 'about-the-author', 'post-cta']));
    // A heading whose words are an id gets that id as its anchor, unless it is taken.
    const content = pageIds.map((id) => `## ${id}\n\nA paragraph under the heading.`).join('\n\n');
    await insertPost({ slug: 'test-colliding-headings', content });
    const res = await fetchPath('/test-colliding-headings');
    expect(res.status).toBe(200);
    const ids = idsOf(await res.text());
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(pageIds.map((id) => `${id}-1`)));
  });

  it('with fewer than two sections, have no contents list', async () => {
    await insertPost({ slug: 'test-one-section', content: '## Only one\n\nA short note.' });
    const html = await (await fetchPath('/test-one-section')).text();
    expect(html).toContain('<h2 id="only-one">Only one</h2>');
    expect(contentsLinks(html)).toEqual([]);
    expect(html).not.toContain('On this page');
  });
});
