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
    expect(await renderMarkdown('# Big\n\n## Smaller')).toBe('<h2>Big</h2>\n<h2>Smaller</h2>\n');
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
