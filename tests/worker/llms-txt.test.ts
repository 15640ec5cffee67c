import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { LLMS_FULL_LIMIT } from '../../routes/agents/index';
import { llmsCopy } from '../../routes/agents/content';
import { ROUTES } from '../../routes/table';
import { twinPath } from '../../routes/_lib/markdown-twin';
import { cleanUp, insertPost } from './blog-fixtures';
import { faultyD1 } from './d1-faults';
import { fetchPath, ORIGIN } from './helpers';

const linksOf = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);

describe('/llms.txt', () => {
  beforeAll(() => insertPost({ slug: 'test-llms-newest', date: '2099-01-01', title: 'The newest test article for agents' }));
  afterAll(cleanUp);

  it('follows the llmstxt.org format: a title, a summary, then sections of links', async () => {
    const res = await fetchPath('/llms.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(/^# Executive Sidekick\n\n> .*fractional.*\n\n/);
    for (const heading of ['Services', 'Who it is for', 'Industries', 'Guides', 'Latest Insights articles', 'How to book', 'Optional']) {
      expect(text).toContain(`\n## ${heading}\n`);
    }
    expect(text).toContain(`[Services](${ORIGIN}/services.md)`);
    expect(text).toContain(`[The newest test article for agents](${ORIGIN}/test-llms-newest.md)`);
  });

  it('lists every indexable page that has a twin, from the route table', async () => {
    const links = new Set(linksOf(await (await fetchPath('/llms.txt')).text()));
    const expected = ROUTES.filter((r) => r.markdown && r.sitemap).map((r) => ORIGIN + twinPath(r.path));
    expect(expected.length).toBeGreaterThan(30);
    for (const href of expected) expect(links.has(href), href).toBe(true);
    for (const persona of ROUTES.filter((r) => r.family === 'persona')) expect(links.has(ORIGIN + twinPath(persona.path))).toBe(true);
  });

  it('sends an agent to the twins of the booking and contact pages, which say where a person books or writes', async () => {
    const text = await (await fetchPath('/llms.txt')).text();
    const booking = text.slice(text.indexOf('\n## How to book\n'), text.indexOf('\n## Optional\n'));
    for (const path of ['/consultation-booking', '/consultation', '/contact']) expect(booking).toContain(`(${ORIGIN}${path}.md)`);
    expect(text).toContain(`(${ORIGIN}/assessment.md)`);
    expect(text).toContain(`(${ORIGIN}/privacy-policy.md)`);
  });

  it('has no link that does not resolve', async () => {
    const links = linksOf(await (await fetchPath('/llms.txt')).text());
    for (const href of links) {
      expect(href.startsWith(ORIGIN + '/'), href).toBe(true);
      const res = await fetchPath(href.slice(ORIGIN.length));
      expect(res.status, href).toBe(200);
      await res.body?.cancel();
    }
  });
});

describe('/llms-full.txt', () => {
  beforeAll(() => insertPost({ slug: 'test-llms-full', date: '2099-01-02', content: 'The full text of an article for agents.' }));
  afterAll(cleanUp);

  it("holds the pages' and the newest articles' Markdown, each under its address, within the size limit", async () => {
    const res = await fetchPath('/llms-full.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text.length).toBeLessThanOrEqual(LLMS_FULL_LIMIT + 500);
    expect(text).toContain(`Source: ${ORIGIN}/services\n\n# Six services, one senior partner in your business`);
    expect(text).toContain(`Source: ${ORIGIN}/test-llms-full\n\n# Headline of test-llms-full\n\nThe full text of an article for agents.`);
    expect(text).not.toMatch(/<[a-z]/i);
  });
});

describe('while D1 cannot be read', () => {
  beforeAll(() => insertPost({ slug: 'test-llms-unread', date: '2099-01-03', title: 'An article D1 will not give back' }));
  afterAll(cleanUp);

  /** The worker answering `path` with every read of the posts table failing, and what it logged as errors. */
  async function withoutPosts(path: string) {
    const { db } = faultyD1(env.DB, [{ sql: /FROM posts/, fail: 100 }]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ctx = createExecutionContext();
    try {
      const res = await worker.fetch(new Request(ORIGIN + path) as Parameters<typeof worker.fetch>[0], { ...env, DB: db } as never, ctx);
      const text = await res.text();
      await waitOnExecutionContext(ctx);
      return { res, text, logged: error.mock.calls.map((c) => JSON.parse(String(c[0])) as { event: string; path?: string }) };
    } finally {
      error.mockRestore();
    }
  }

  it.each(['/llms.txt', '/llms-full.txt'])('%s still answers with the pages, a note for the articles, logged and not kept', async (path) => {
    const { res, text, logged } = await withoutPosts(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(text).toMatch(/^# Executive Sidekick\n\n> /);
    expect(text).toContain(path === '/llms.txt' ? `[Services](${ORIGIN}/services.md)` : `Source: ${ORIGIN}/services\n\n# Six services`);
    expect(text).toContain(llmsCopy.articlesUnread);
    expect(text).toContain(`${ORIGIN}/blog`);
    expect(text).not.toContain('test-llms-unread');
    expect(logged).toContainEqual(expect.objectContaining({ event: 'llms_articles_unreadable', path }));
  });

  it('is kept as usual again once D1 answers', async () => {
    const res = await fetchPath('/llms.txt');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await res.text();
    expect(text).not.toContain(llmsCopy.articlesUnread);
    expect(text).toContain(`[An article D1 will not give back](${ORIGIN}/test-llms-unread.md)`);
  });
});
