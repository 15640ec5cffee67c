import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, insertPost, listedSlugs, SEED_NEWEST_FIRST } from './blog-fixtures';
import { count, fetchPath, jsonLd, meta, ORIGIN, textOf, title } from './helpers';

afterEach(cleanUp);

const html = async (path: string, opts?: Parameters<typeof fetchPath>[1]) => {
  const res = await fetchPath(path, opts);
  return { status: res.status, html: await res.text(), res };
};

describe('the Insights listing', () => {
  it('shows the six newest published posts first, with excerpts, dates and reading times', async () => {
    const { status, html: page } = await html('/blog');
    expect(status).toBe(200);
    expect(listedSlugs(page)).toEqual(SEED_NEWEST_FIRST.slice(0, 6));
    const text = textOf(page);
    expect(text).toContain('Every yes feels small when you give it and large when it arrives in your diary.');
    expect(text).toContain('29 October 2026');
    expect(text).toMatch(/\d+ min read/);
  });

  it('puts the rest on page 2, linked both ways with rel prev and next', async () => {
    const first = (await html('/blog')).html;
    expect(first).toContain('<link rel="next" href="/blog?page=2"/>');
    expect(first.indexOf('rel="next"')).toBeLessThan(first.indexOf('</head>'));
    expect(first).not.toContain('rel="prev"');
    const { status, html: second } = await html('/blog?page=2');
    expect(status).toBe(200);
    expect(listedSlugs(second)).toEqual(SEED_NEWEST_FIRST.slice(6));
    expect(second).toContain('<link rel="prev" href="/blog"/>');
    expect(second).not.toContain('rel="next"');
    expect(second).toContain(`<link rel="canonical" href="${ORIGIN}/blog?page=2"/>`);
    expect(title(second)).not.toBe(title(first));
  });

  it('filters by topic, newest first, and marks the chosen topic', async () => {
    const { status, html: page } = await html('/blog?cluster=founder-wellbeing');
    expect(status).toBe(200);
    expect(listedSlugs(page)).toEqual(['saying-no-as-a-founder', 'signs-you-are-running-on-empty', 'ceo-weekly-review']);
    expect(page).toMatch(/<a href="\/blog\?cluster=founder-wellbeing"[^>]*aria-current="page"/);
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/blog?cluster=founder-wellbeing"/>`);
    expect(page).not.toContain('rel="next"');
  });

  it('answers 404 for an unknown topic or a page that does not exist', async () => {
    for (const path of ['/blog?cluster=gardening', '/blog?page=3', '/blog?page=0', '/blog?page=two']) {
      expect((await fetchPath(path)).status, path).toBe(404);
    }
  });

  it('never lists drafts', async () => {
    await insertPost({ slug: 'test-draft-listing', status: 'draft', date: '2030-01-01' });
    const page = (await html('/blog')).html;
    expect(listedSlugs(page)).toEqual(SEED_NEWEST_FIRST.slice(0, 6));
    expect(page).not.toContain('test-draft-listing');
  });

  it('is linked from the main navigation as Insights', async () => {
    const page = (await html('/cookies')).html;
    expect(page).toMatch(/<a href="\/blog"[^>]*>Insights<\/a>/);
  });
});

describe('a post at its slug', () => {
  const slug = 'chief-of-staff-first-90-days';

  it('takes its title, h1 and description from the post', async () => {
    const { status, html: page } = await html(`/${slug}`);
    expect(status).toBe(200);
    expect(title(page)).toBe('What a Chief of Staff Does in the First 90 Days');
    expect(page).toMatch(/<h1[^>]*>What a Chief of Staff Actually Does in the First 90 Days<\/h1>/);
    expect(count(page, /<h1[\s>]/g)).toBe(1);
    expect(meta(page, 'name', 'description')).toMatch(/^A practical 90-day plan for a new chief of staff/);
    expect(meta(page, 'property', 'og:type')).toBe('article');
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/${slug}"/>`);
  });

  it('renders the Markdown body', async () => {
    const page = (await html(`/${slug}`)).html;
    expect(page).toContain('<h2 id="before-day-one-agree-what-the-role-is-for">Before day one: agree what the role is for</h2>');
    expect(page).toContain('<a href="/what-is-chief-of-staff">');
  });

  it('describes itself with Article, FAQPage and BreadcrumbList JSON-LD', async () => {
    const data = jsonLd((await html(`/${slug}`)).html) as { '@type': string; mainEntity?: unknown[]; itemListElement?: { item: string }[] }[];
    const ofType = (type: string) => data.find((d) => d['@type'] === type)!;
    expect(ofType('Article')).toMatchObject({ headline: 'What a Chief of Staff Actually Does in the First 90 Days', datePublished: '2026-06-04', url: `${ORIGIN}/${slug}` });
    expect(ofType('FAQPage').mainEntity).toHaveLength(3);
    expect(ofType('BreadcrumbList').itemListElement!.map((i) => i.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/blog`, `${ORIGIN}/${slug}`]);
  });

  it('suggests related posts from the same topic only', async () => {
    const page = (await html('/saying-no-as-a-founder')).html;
    const related = page.slice(page.indexOf('id="related-posts"'));
    const links = [...related.matchAll(/<h3[^>]*><a href="\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['signs-you-are-running-on-empty', 'ceo-weekly-review']);
  });

  it('ends with calls to action: the booking calendar in a new tab and the services page', async () => {
    const page = (await html(`/${slug}`)).html;
    expect(page).toMatch(/<a href="\/go\/book\?from=closing&amp;button=Book\+a\+discovery\+call" target="_blank" rel="noopener"[^>]*>Book a discovery call/);
    expect(page).toMatch(/<a href="\/services"[^>]*>See Services<\/a>/);
  });

  it('is the normal 404 for an unknown slug or a draft', async () => {
    await insertPost({ slug: 'test-still-a-draft', status: 'draft' });
    for (const path of ['/no-such-article', '/test-still-a-draft', '/Test-Still-A-Draft']) {
      const { status, html: page } = await html(path);
      expect(status, path).toBe(404);
      expect(page).toContain('Oops! Page not found');
    }
    // A capitalised spelling of a published article's address leads to it (tests/worker/moved-articles.test.ts).
    const { status } = await html('/Chief-Of-Staff-First-90-Days');
    expect(status).toBe(301);
  });

  it('never shadows a page from the route table', async () => {
    await env.DB.prepare(`UPDATE posts SET slug = 'sitemap' WHERE slug = ?`).bind('fractional-cmo-or-marketing-agency').run();
    try {
      const page = (await html('/sitemap')).html;
      expect(page).toMatch(/<h1[^>]*>Sitemap<\/h1>/);
    } finally {
      await env.DB.prepare(`UPDATE posts SET slug = ? WHERE slug = 'sitemap'`).bind('fractional-cmo-or-marketing-agency').run();
    }
  });
});

describe('a post page and the database', () => {
  it('when the database answers promptly, the article is inline: no loading message, nothing that needs a script', async () => {
    const { html: page } = await html('/chief-of-staff-first-90-days');
    expect(page).toContain('Before day one: agree what the role is for');
    expect(page).not.toContain('Loading your sidekick...');
    expect(page).not.toMatch(/<script nonce=/);
  });

  it('a streamed page, with its per-response nonce, is never stored by a cache', async () => {
    const res = await fetchPath('/chief-of-staff-first-90-days', { headers: { 'x-test-db-delay': '200' } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    await res.text();
  });

  const slowly = { headers: { 'x-test-db-delay': '400' } };

  it('when it is slow, flushes the shell with the headline at once and streams the body in behind "Loading your sidekick..."', async () => {
    const res = await fetchPath('/chief-of-staff-first-90-days', slowly);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let early = '';
    while (!early.includes('Loading your sidekick...')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before the loading message');
      early += decoder.decode(value, { stream: true });
    }
    expect(early).toContain('What a Chief of Staff Actually Does in the First 90 Days</h1>');
    expect(early).not.toContain('Before day one');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value, { stream: true });
    expect(rest).toContain('Before day one: agree what the role is for');
    // React's boundary script carries the per-response nonce that the CSP allows.
    const nonce = res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1];
    expect(rest).toContain(`<script nonce="${nonce}">`);
  });

  it('gives crawlers the complete article inline, with no loading message', async () => {
    const { html: page } = await html('/chief-of-staff-first-90-days', { ...slowly, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(page).toContain('Before day one: agree what the role is for');
    expect(page).not.toContain('Loading your sidekick...');
  });
});

describe('Markdown from the database', () => {
  it('shows raw HTML as text and drops unsafe link targets', async () => {
    await insertPost({
      slug: 'test-hostile-markup',
      content: [
        'Intro paragraph.',
        '',
        '<script>alert("owned")</script>',
        '',
        'Inline <img src=x onerror="alert(1)"> markup and [a bad link](javascript:alert(1)) and [a data link](data:text/html,hi).',
        '',
        '[a good link](/services), [an external one](https://example.org) and [mail](mailto:hello@example.org).',
      ].join('\n'),
    });
    const page = (await html('/test-hostile-markup')).html;
    expect(page).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toMatch(/<img[^>]*onerror/);
    expect(page).not.toMatch(/href="(javascript|data):/i);
    expect(textOf(page)).toContain('a bad link');
    expect(page).toContain('<a href="/services">a good link</a>');
    expect(page).toContain('<a href="https://example.org" rel="noopener noreferrer">an external one</a>');
    expect(page).toContain('<a href="mailto:hello@example.org">mail</a>');
  });
});

describe('sitemaps', () => {
  it('sitemap.xml lists every published post with its last modification, and no drafts', async () => {
    await insertPost({ slug: 'test-draft-sitemap', status: 'draft' });
    const xml = await (await fetchPath('/sitemap.xml')).text();
    for (const slug of SEED_NEWEST_FIRST) expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod>`));
    expect(xml).toContain(`<loc>${ORIGIN}/blog</loc>`);
    expect(xml).not.toContain('test-draft-sitemap');
  });

  it('the HTML sitemap links every published post, and no drafts', async () => {
    await insertPost({ slug: 'test-draft-html-sitemap', status: 'draft' });
    const page = (await html('/sitemap')).html;
    expect(page).toContain('Insights articles');
    for (const slug of SEED_NEWEST_FIRST) expect(page).toContain(`href="/${slug}"`);
    expect(page).not.toContain('test-draft-html-sitemap');
  });
});
