import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { prefersMarkdown } from '../../worker/markdown-negotiation';
import { ROUTES } from '../../routes/table';
import { twinPath } from '../../routes/_lib/markdown-twin';
import { cleanUp, insertPost } from './blog-fixtures';
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
    const page = await fetchPath('/contact', { headers: MARKDOWN });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).not.toContain('type="text/markdown"');
    expect((await fetchPath('/contact.md')).status).toBe(404);
    expect((await fetchPath('/blog/manage.md')).status).toBe(404);
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
      const agent = await get('/contact', MARKDOWN);
      expect(agent.type).toMatch(/^text\/html/);
      expect(agent.state).not.toBe('HIT');
    }
  });
});
