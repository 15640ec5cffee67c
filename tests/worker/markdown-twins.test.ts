import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { prefersMarkdown } from '../../worker/markdown-negotiation';
import { ROUTES } from '../../routes/table';
import { twinPath } from '../../routes/_lib/markdown-twin';
import { cleanUp, insertPost, listedSlugs } from './blog-fixtures';
import { fetchPath, ORIGIN } from './helpers';

const MARKDOWN = { accept: 'text/markdown' };
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8' };

describe('which requests ask for Markdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html', true],
    ['text/html;q=0.5, text/markdown', true],
    ['text/markdown;q=0.9, text/plain;q=0.5, */*;q=0.1', true],
    ['text/markdown, */*', true],
    ['TEXT/Markdown; charset=utf-8', true],
    ['text/html, text/markdown;q=0.9', false],
    ['text/*, text/markdown;q=0.5', false],
    ['text/markdown;q=0', false],
    ['*/*', false],
    [BROWSER.accept, false],
    ['text/html', false],
    ['', false],
    [null, false],
  ])('Accept: %s → %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});

describe("a page's Markdown twin", () => {
  it('answers /services in Markdown to an agent that asks for it, from the page copy, priced in pounds', async () => {
    const res = await fetchPath('/services', { headers: MARKDOWN, country: 'US' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(res.headers.get('link')).toBe(`<${ORIGIN}/services>; rel="canonical"`);
    const body = await res.text();
    expect(Number(res.headers.get('x-markdown-tokens'))).toBeGreaterThan(body.length / 6);
    expect(body.startsWith('# Six services, one senior partner in your business\n')).toBe(true);
    expect(body).toContain('## Chief of Staff');
    expect(body).toContain('£1,200 a month');
    expect(body).not.toContain('$');
    expect(body).toContain(`](${ORIGIN}/consultation-booking)`);
    // No navigation, footer, forms or scripts: no HTML at all, and every link absolute.
    expect(body).not.toMatch(/<[a-z]/i);
    expect(body).not.toMatch(/\]\(\//);
  });

  it('answers the same address in HTML to a browser, naming its twin', async () => {
    const res = await fetchPath('/services', { headers: BROWSER });
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(await res.text()).toContain(`<link rel="alternate" type="text/markdown" href="${ORIGIN}/services.md"/>`);
  });

  it('serves the twin at its .md address without any Accept header, in the market of its page', async () => {
    const uk = await fetchPath('/index.md', { country: 'US' });
    expect(uk.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const home = await uk.text();
    expect(home).toContain('£1,200 a month');
    expect(home).not.toContain('$1,500');
    const us = await (await fetchPath('/us.md', { country: 'GB' })).text();
    expect(us).toContain('$1,500 a month');
    expect(us).not.toContain('£');
  });

  it('sets no currency cookie when an agent reads a region page', async () => {
    const res = await fetchPath('/us', { headers: MARKDOWN });
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.has('set-cookie')).toBe(false);
  });

  it('answers HEAD with the headers and no body, and a repeated fetch with 304', async () => {
    const head = await fetchPath('/services.md', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await head.text()).toBe('');
    const first = await fetchPath('/services', { headers: MARKDOWN });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await fetchPath('/services', { headers: { ...MARKDOWN, 'if-none-match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(await again.text()).toBe('');
  });

  it('gives a page without a twin its HTML, and its .md address is not found', async () => {
    const page = await fetchPath('/payment-success', { headers: MARKDOWN });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).not.toContain('type="text/markdown"');
    expect((await fetchPath('/payment-success.md')).status).toBe(404);
    expect((await fetchPath('/blog/manage.md')).status).toBe(404);
  });

  it('gives the not-found page no twin, whoever asks and however', async () => {
    for (const [path, headers] of [['/no-such-page', MARKDOWN], ['/no-such-page.md', {}], ['/.md', {}], ['/index.md.md', {}], ['/sitemap.md.md', {}]] as const) {
      const res = await fetchPath(path, { headers });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await res.text(), path).not.toContain('type="text/markdown"');
    }
  });

  it('is served for every page of the table that declares one, and only those name it', async () => {
    for (const route of ROUTES) {
      const html = await (await fetchPath(route.path, { headers: BROWSER })).text();
      const named = html.includes(`<link rel="alternate" type="text/markdown" href="${ORIGIN}${twinPath(route.path)}"/>`);
      expect(named, route.path).toBe(Boolean(route.markdown));
      if (!route.markdown) continue;
      const res = await fetchPath(twinPath(route.path));
      expect(res.status, route.path).toBe(200);
      const body = await res.text();
      expect(body, route.path).toMatch(/^# \S/);
      expect(body, route.path).not.toMatch(/<[a-z]|\]\(\/|undefined/i);
    }
  });
});

/**
 * The pages of the route table that deliberately have no twin, each with the reason. Every other page has one: a
 * new page without a twin fails here until it gets one or is named below with its reason.
 */
const NO_TWIN: Record<string, string> = {
  '/blog/manage': "the manager: an operator's screen behind sign-in, never indexed",
  '/auth': 'the operator sign-in, never indexed',
  '/search': "the search's results: one page per visitor's query, kept out of search engines (noindex) and the sitemap",
  '/payment-success': 'the thank-you page checkout sends a buyer to: not in the sitemap, never indexed, and nothing an agent answering a buyer needs',
};

describe('which pages have a twin', () => {
  it('every page of the table has one, except those named with their reason', () => {
    for (const route of ROUTES) expect(Boolean(route.markdown), route.path).toBe(!(route.path in NO_TWIN));
    for (const [path, reason] of Object.entries(NO_TWIN)) {
      const route = ROUTES.find((r) => r.path === path);
      expect(route, `${path} (${reason}) is still a page of the table`).toBeDefined();
      // An indexable page always has a twin: only a page kept out of search may go without.
      expect(route!.sitemap, path).toBe(false);
    }
  });
});

/** A sentence or heading each newly twinned page's twin must hold, from the copy module its HTML renders. */
const FAMILY_TWINS: [path: string, holds: string[]][] = [
  ['/privacy-policy', ['# Privacy policy\n', '## Who we are\n', 'Last updated 25 November 2026', '- Contact form: your name, email address, company and message.']],
  ['/terms-conditions', ['# Terms and conditions\n']],
  ['/cookies', ['# Cookies and browser storage\n']],
  [
    '/assessment',
    [
      '# Where would a fractional executive help you most?\n',
      '### 1. My priorities shift from week to week, depending on whatever is loudest.\n\n- Strongly disagree\n- Disagree\n',
      '### 13. How many people work in your business, including you?\n\n- Just me\n',
      '**Strong need**',
      'Starter Sidekick',
      `[Take the CEO burnout self-check](${ORIGIN}/ceo-burnout-assessment)`,
    ],
  ],
  ['/ceo-burnout-assessment', ['# CEO burnout self-check\n', '### 10. I wake up feeling rested.\n\n- Never\n- Rarely\n', '**Level 5 of 5, Burnt Out**', '**High strain**']],
  ['/strategic-planning-template', ['# One-page strategic planning template\n', '## How to use this template\n', '### 1. Vision\n\n**Where will we be in three years?**', `(${ORIGIN}/consultation)`]],
  ['/consultation-booking', ['# Book your discovery call\n', '## How to prepare\n', '1. List the three things', '## After the call\n', `(${ORIGIN}/go/book?`]],
  ['/contact', ["# Let's talk about what's on your plate\n", '## Email us\n', '(mailto:hello@executivesidekick.co.uk)', '### Is the discovery call a sales pitch?\n']],
  ['/charity-application', ['# Strategic support for charities and social enterprises\n', '## Who can apply\n', '- US 501(c)(3) organisations', '## What happens after you apply\n']],
  ['/sitemap', ['# Sitemap\n', '## Legal\n', `- [Privacy policy](${ORIGIN}/privacy-policy)`, `- [Services](${ORIGIN}/services)`, '## Insights articles\n', `(${ORIGIN}/ceo-weekly-review)`]],
  ['/blog', ['# Insights\n', `(${ORIGIN}/saying-no-as-a-founder)`]],
];

describe('the twins of the legal, tool, booking, contact, charity, sitemap and listing pages', () => {
  it.each(FAMILY_TWINS)('%s answers its twin from its copy, without navigation, forms or scripts', async (path, holds) => {
    for (const [address, headers] of [[path, MARKDOWN], [twinPath(path), {}]] as const) {
      const res = await fetchPath(address, { headers });
      expect(res.status, address).toBe(200);
      expect(res.headers.get('content-type'), address).toBe('text/markdown; charset=utf-8');
      expect(res.headers.get('vary'), address).toMatch(/\bAccept\b/);
      expect(res.headers.get('link'), address).toBe(`<${ORIGIN}${path}>; rel="canonical"`);
      const body = await res.text();
      for (const text of holds) expect(body, `${address} holds ${text}`).toContain(text);
      expect(body, address).not.toMatch(/<[a-z]|\]\(\//i);
      expect(body, address).not.toMatch(/\bundefined\b|\bNaN\b|\[object /);
      // Not the page's form, its navigation or its footer.
      for (const chrome of ['Send message', 'Send application', 'See my results', 'Print / Save as PDF', 'Skip to', 'All rights reserved']) {
        expect(body, `${address} has no ${chrome}`).not.toContain(chrome);
      }
    }
    const html = await (await fetchPath(path, { headers: BROWSER })).text();
    expect(html).toContain(`<link rel="alternate" type="text/markdown" href="${ORIGIN}${twinPath(path)}"/>`);
  });
});

describe('the twin of the Insights listing', () => {
  beforeAll(async () => {
    await insertPost({ slug: 'test-listing-newest', date: '2099-02-01', cluster: 'founder-wellbeing' });
    await insertPost({ slug: 'test-listing-older', date: '2099-01-01', cluster: 'founder-wellbeing' });
    await insertPost({ slug: 'test-listing-draft', date: '2099-03-01', cluster: 'founder-wellbeing', status: 'draft' });
  });
  afterAll(cleanUp);

  const articleLines = (body: string) => [...body.matchAll(/^- \[[^\]]+\]\(https:\/\/[^/]+\/([a-z0-9-]+)\)/gm)].map((m) => m[1]!);

  it('lists the articles the listing shows, newest first: the headline linked to the article, its date and excerpt', async () => {
    const body = await (await fetchPath('/blog.md')).text();
    expect(body).toContain(`- [Headline of test-listing-newest](${ORIGIN}/test-listing-newest) (1 February 2099): The excerpt of test-listing-newest, shown on the Insights listing.`);
    expect(articleLines(body).slice(0, 2)).toEqual(['test-listing-newest', 'test-listing-older']);
    expect(articleLines(body)).toHaveLength(6);
    expect(body).not.toContain('test-listing-draft');
    const html = await (await fetchPath('/blog', { headers: BROWSER })).text();
    expect(articleLines(body)).toEqual(listedSlugs(html));
  });

  it('pages as the listing does, with links to the other pages of the twin', async () => {
    const first = await (await fetchPath('/blog.md')).text();
    expect(first).toContain(`[Older articles](${ORIGIN}/blog.md?page=2)`);
    expect(first).not.toContain('Newer articles');
    const res = await fetchPath('/blog?page=2', { headers: MARKDOWN });
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('link')).toBe(`<${ORIGIN}/blog?page=2>; rel="canonical"`);
    const second = await res.text();
    expect(second).toContain(`[Newer articles](${ORIGIN}/blog.md)`);
    expect(articleLines(second)).toEqual(listedSlugs(await (await fetchPath('/blog?page=2', { headers: BROWSER })).text()));
    const html = await (await fetchPath('/blog?page=2', { headers: BROWSER })).text();
    expect(html).toContain(`<link rel="alternate" type="text/markdown" href="${ORIGIN}/blog.md?page=2"/>`);
  });

  it('filters by topic as the listing does, and names the topics', async () => {
    const res = await fetchPath('/blog.md?cluster=founder-wellbeing');
    expect(res.headers.get('link')).toBe(`<${ORIGIN}/blog?cluster=founder-wellbeing>; rel="canonical"`);
    const body = await res.text();
    expect(body).toContain('## Founder wellbeing articles');
    expect(articleLines(body).slice(0, 2)).toEqual(['test-listing-newest', 'test-listing-older']);
    expect(body).toContain(`[Chief of staff](${ORIGIN}/blog.md?cluster=chief-of-staff)`);
    expect(articleLines(body)).toEqual(listedSlugs(await (await fetchPath('/blog?cluster=founder-wellbeing', { headers: BROWSER })).text()));
  });

  it("keeps an operator's brackets in a title from breaking or redirecting its link", async () => {
    await insertPost({ slug: 'test-listing-brackets', date: '2099-04-01', title: 'Plans [and] budgets](https://example.com/elsewhere)' });
    const body = await (await fetchPath('/sitemap.md')).text();
    expect(body).toContain(`- [Plans \\[and\\] budgets\\](https://example.com/elsewhere)](${ORIGIN}/test-listing-brackets)`);
  });

  it('is not found where the listing is not: an unknown topic or a page past the end', async () => {
    for (const path of ['/blog.md?cluster=no-such-topic', '/blog.md?page=99', '/blog.md?page=0', '/sitemap.md?page=99']) {
      const res = await fetchPath(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
    expect((await fetchPath('/blog?page=99', { headers: MARKDOWN })).status).toBe(404);
  });
});

describe("an article's Markdown twin", () => {
  beforeAll(async () => {
    await insertPost({ slug: 'test-twin', content: '## A section\n\nThe body as the operator wrote it, with a [link](https://example.com).' });
    await insertPost({ slug: 'test-twin-draft', status: 'draft' });
  });
  afterAll(cleanUp);

  it('is its own source: the headline, the body as written, then its questions', async () => {
    for (const [path, headers] of [['/test-twin.md', {}], ['/test-twin', MARKDOWN]] as const) {
      const res = await fetchPath(path, { headers });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(res.headers.get('link')).toBe(`<${ORIGIN}/test-twin>; rel="canonical"`);
      expect(await res.text()).toBe(
        '# Headline of test-twin\n\n## A section\n\nThe body as the operator wrote it, with a [link](https://example.com).\n\n' +
          '## Questions readers ask\n\n### Is this a test question?\n\nYes, it is a test answer.\n',
      );
    }
  });

  it('is named by the article page, which varies on Accept', async () => {
    const res = await fetchPath('/test-twin', { headers: BROWSER, userAgent: 'Googlebot' });
    expect(res.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(await res.text()).toContain(`<link rel="alternate" type="text/markdown" href="${ORIGIN}/test-twin.md"/>`);
  });

  it('does not exist for a draft or an unknown address', async () => {
    expect((await fetchPath('/test-twin-draft.md')).status).toBe(404);
    expect((await fetchPath('/test-twin-draft', { headers: MARKDOWN })).status).toBe(404);
    expect((await fetchPath('/test-no-such-article.md')).status).toBe(404);
  });
});

describe('the edge cache and the twins', () => {
  beforeAll(() => insertPost({ slug: 'test-cached' }));
  afterAll(cleanUp);

  async function get(path: string, headers: Record<string, string>) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(ORIGIN + path, { headers }) as never, { ...env, EDGE_CACHE: 'on' } as never, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { type: res.headers.get('content-type'), state: res.headers.get('x-edge-cache'), body };
  }

  it.each([['/about'], ['/test-cached']])('never gives %s as Markdown to a browser, nor as HTML to an agent', async (path) => {
    const agent = await get(path, MARKDOWN);
    expect(agent.type).toBe('text/markdown; charset=utf-8');
    for (let i = 0; i < 2; i++) {
      const browser = await get(path, BROWSER);
      expect(browser.type).toMatch(/^text\/html/);
      expect(browser.body).toMatch(/^<!DOCTYPE html>/);
      const again = await get(path, MARKDOWN);
      expect(again.type).toBe('text/markdown; charset=utf-8');
      expect(again.body).toBe(agent.body);
      if (i === 1) expect([browser.state, again.state]).toEqual(['HIT', 'HIT']);
    }
  });

  it("keeps no copy of a page without a twin under the Markdown key: its HTML is in the agent's currency", async () => {
    for (let i = 0; i < 3; i++) {
      const agent = await get('/payment-success', MARKDOWN);
      expect(agent.type).toMatch(/^text\/html/);
      expect(agent.state).not.toBe('HIT');
    }
  });
});
