import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeHref } from '../../routes/blog/markdown';

describe('link targets in post bodies', () => {
  it('allows http(s), mailto and root-relative paths', () => {
    for (const href of ['https://example.org/a?b=c', 'http://example.org', 'mailto:hello@example.org', '/services', '/blog?cluster=chief-of-staff'])
      expect(safeHref(href), href).toBe(href);
  });

  it('refuses script and data schemes however they are spelt, protocol-relative and backslash tricks, and relative paths', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '/\\evil.example', '/\t/evil.example', 'java\nscript:x', 'evil.html', '#top', ''])
      expect(safeHref(href), JSON.stringify(href)).toBeNull();
  });
});

describe('rendering a post body', () => {
  it('shows block and inline HTML as text', async () => {
    const html = await renderMarkdown('<script>alert("x")</script>\n\nText with <b onclick="x()">tags</b> inside.');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;tags&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<b /);
  });

  it('keeps the text of an unsafe link but not the link', async () => {
    const html = await renderMarkdown('[click me](javascript:alert(1)) and <javascript:alert(2)> and [entity](&#106;avascript:alert(3))');
    expect(html).not.toMatch(/<a /);
    expect(html).toContain('click me');
  });

  it('escapes link titles and marks external links noopener', async () => {
    expect(await renderMarkdown('[x](https://example.org "say \\"hi\\"")')).toContain('<a href="https://example.org" title="say &quot;hi&quot;" rel="noopener noreferrer">x</a>');
  });

  it('turns a level-one heading into a level two: the page has one h1, the post headline', async () => {
    expect(await renderMarkdown('# Big\n\n## Smaller')).toBe('<h2 id="big">Big</h2>\n<h2 id="smaller">Smaller</h2>\n');
  });

  it('only shows images served by this site; others become their alt text', async () => {
    expect(await renderMarkdown('![A chart](/images/chart.png)')).toContain('<img src="/images/chart.png" alt="A chart" loading="lazy">');
    const remote = await renderMarkdown('![Tracking pixel](https://tracker.example/p.gif)');
    expect(remote).not.toContain('<img');
    expect(remote).toContain('Tracking pixel');
  });

  it('escapes code', async () => {
    expect(await renderMarkdown('`<em>`\n\n```\n<script>\n```')).toBe('<p><code>&lt;em&gt;</code></p>\n<pre><code>&lt;script&gt;\n</code></pre>\n');
  });
});

describe('heading anchors', () => {
  const ids = (html: string) => [...html.matchAll(/<h\d id="([^"]*)">/g)].map((m) => m[1]);

  it('follow GitHub\'s rule: lower case, punctuation dropped, spaces as hyphens', async () => {
    expect(ids(await renderMarkdown("## The CEO's \"Weekly\" Review: 45 Minutes\n\n### 1. Clear the decks (10 minutes)\n\n## Über-Planung, _really_"))).toEqual([
      'the-ceos-weekly-review-45-minutes',
      '1-clear-the-decks-10-minutes',
      'über-planung-really',
    ]);
  });

  it('are unique within a post, start afresh for the next one, and never take an id the post page uses', async () => {
    expect(ids(await renderMarkdown('## Notes\n\n## Notes\n\n## Notes'))).toEqual(['notes', 'notes-1', 'notes-2']);
    expect(ids(await renderMarkdown('## Notes'))).toEqual(['notes']);
    expect(ids(await renderMarkdown('## Related posts\n\n## Main\n\n## On this page'))).toEqual(['related-posts-1', 'main-1', 'on-this-page-1']);
  });

  it('give a heading with no letters or digits an id all the same, and escape whatever a heading holds', async () => {
    expect(ids(await renderMarkdown('## !!!\n\n## ???'))).toEqual(['section', 'section-1']);
    const html = await renderMarkdown('## <img src=x onerror=alert(1)> "quoted"');
    expect(ids(html)).toEqual(['img-srcx-onerroralert1-quoted']);
    expect(html).not.toMatch(/<img/);
  });
});

describe("each heading's link to itself, on the article page", () => {
  const page = (markdown: string) => renderMarkdown(markdown, 'test', { sectionLinks: true });

  it("follows the heading, outside it, to the heading's id, named for the section", async () => {
    expect(await page('## The "Weekly" Review\n\n### Step one')).toBe(
      '<div class="heading-row"><h2 id="the-weekly-review">The “Weekly” Review</h2><a class="heading-anchor" href="#the-weekly-review" aria-label="Link to this section: The “Weekly” Review">#</a></div>\n' +
        '<div class="heading-row"><h3 id="step-one">Step one</h3><a class="heading-anchor" href="#step-one" aria-label="Link to this section: Step one">#</a></div>\n',
    );
  });

  it('is never nested in a link: a heading that holds one keeps it, and its own link comes after the heading', async () => {
    const html = await page('## Read [the guide](/services) first');
    expect(html).toBe(
      '<div class="heading-row"><h2 id="read-the-guide-first">Read <a href="/services">the guide</a> first</h2><a class="heading-anchor" href="#read-the-guide-first" aria-label="Link to this section: Read the guide first">#</a></div>\n',
    );
    // No <a> opens before the one before it has closed.
    expect(html.match(/<a\b(?:(?!<\/a>).)*<a\b/)).toBeNull();
  });

  it('escapes what the heading holds in its name, and its href is exactly the heading\'s id', async () => {
    const html = await page('## <b>x</b> & "y"\n\n## Notes\n\n## Notes');
    expect(html).not.toMatch(/<b>/);
    expect(html).toContain('aria-label="Link to this section: &lt;b&gt;x&lt;/b&gt; &amp; “y”"');
    const pairs = [...html.matchAll(/<h\d id="([^"]*)">.*?<\/h\d><a class="heading-anchor" href="#([^"]*)"/g)].map((m) => [m[1], m[2]]);
    expect(pairs).toEqual([['bxb--y', 'bxb--y'], ['notes', 'notes'], ['notes-1', 'notes-1']]);
  });

  it('is left out of the feed (the default), where #id would point nowhere', async () => {
    expect(await renderMarkdown('## Notes')).toBe('<h2 id="notes">Notes</h2>\n');
    await page('## Notes');
    expect(await renderMarkdown('## Notes'), 'the next body rendered without links has none').toBe('<h2 id="notes">Notes</h2>\n');
  });
});

describe('typographic punctuation in prose', () => {
  it('curls quotes and apostrophes and sets dashes and ellipses', async () => {
    expect(await renderMarkdown('He said "it\'s done" -- twice --- and left... \'Quietly\', in the \'90s - before one-to-ones on 2026-08-06.')).toBe(
      '<p>He said “it’s done” – twice — and left… ‘Quietly’, in the ’90s – before one-to-ones on 2026-08-06.</p>\n',
    );
  });

  it('reads quotes across emphasis and links, and opens them at the start of every block', async () => {
    expect(await renderMarkdown('"**Bold** start" and "end *italic*"')).toBe('<p>“<strong>Bold</strong> start” and “end <em>italic</em>”</p>\n');
    expect(await renderMarkdown('- "one"\n- \'two\'\n\n> "quoted"')).toBe('<ul>\n<li>“one”</li>\n<li>‘two’</li>\n</ul>\n<blockquote>\n<p>“quoted”</p>\n</blockquote>\n');
    expect(await renderMarkdown('| "a" | b |\n| --- | --- |\n| "c" | it\'s |')).toContain('<td>“c”</td>');
    expect(await renderMarkdown('[the "guide"](/a--b "a \\"title\\"")')).toBe('<p><a href="/a--b" title="a &quot;title&quot;">the “guide”</a></p>\n');
  });

  it('leaves code, raw HTML, bare URLs and escaped quotes exactly as written', async () => {
    expect(await renderMarkdown('Use `"x" -- \'y\'...` here.')).toBe('<p>Use <code>&quot;x&quot; -- &#39;y&#39;...</code> here.</p>\n');
    expect(await renderMarkdown('```\nconst a = "b" -- \'c\';\n```')).toBe('<pre><code>const a = &quot;b&quot; -- &#39;c&#39;;\n</code></pre>\n');
    expect(await renderMarkdown('<span title="x">it\'s</span>')).toContain('&lt;span title=&quot;x&quot;&gt;');
    expect(await renderMarkdown('See https://example.org/a--b...')).toContain('>https://example.org/a--b</a>');
    expect(await renderMarkdown('A \\"straight\\" quote')).toBe('<p>A &quot;straight&quot; quote</p>\n');
  });

  it('still escapes the text it changes', async () => {
    expect(await renderMarkdown('5 < 6 & "x" > \'y\'')).toBe('<p>5 &lt; 6 &amp; “x” &gt; ‘y’</p>\n');
  });
});
