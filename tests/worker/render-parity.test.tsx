import { ROUTES } from '../../routes/table';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_NEWEST_FIRST } from './blog-fixtures';
import { fetchPath } from './helpers';
import { caseName, CRAWLER_UA, parityCases, SLOW_DATABASE, withoutNonces, type ParityCase } from './render-parity-cases';

/**
 * The worker renders pages with React's pipeable renderer behind the interface of React's edge renderer
 * (worker/render-stream.ts). Here every page is rendered both ways through the whole worker (the test
 * hook `x-test-renderer: react-edge` switches to React's own edge build), and the HTML, status and headers must
 * be the same once the per-response nonces are set aside. tests/e2e/render-parity.spec.ts does the same against
 * the built worker, where the build's changes to React (worker/build/react-chunk-size.ts,
 * worker/build/react-server-only-stream.ts) apply too.
 */

// Two copies of React's server renderer share the app's context objects here; development React warns about it on
// every render. Only that warning is held back; anything else still reaches the log.
const consoleError = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Detected multiple renderers concurrently rendering')) return;
    consoleError(...args);
  });
});

const POSTS = SEED_NEWEST_FIRST.slice(0, 3);

async function render(c: ParityCase, edge: boolean) {
  const res = await fetchPath(c.path, {
    country: c.country,
    userAgent: c.crawler ? CRAWLER_UA : undefined,
    headers: { ...(c.slowDatabase ? SLOW_DATABASE : {}), ...(edge ? { 'x-test-renderer': 'react-edge' } : {}) },
  });
  const html = await res.text();
  expect(res.headers.get('x-test-renderer'), 'which renderer answered').toBe(edge ? 'react-edge' : null);
  const headers = [...res.headers].filter(([name]) => name !== 'date' && name !== 'x-test-renderer');
  return { status: res.status, headers: headers.map(([n, v]) => `${n}: ${withoutNonces(v)}`), html: withoutNonces(html) };
}

describe('the worker’s renderer against React’s own edge renderer', () => {
  // A post's body is inlined when it is ready within routes/blog/public.tsx's budget and streamed otherwise. The
  // first render of an isolate also loads the Markdown chunk, which can take longer than the budget on a busy
  // machine, so each post is rendered once before the two renders that are compared.
  beforeAll(async () => {
    for (const slug of POSTS) await (await fetchPath(`/${slug}`)).text();
  });

  for (const c of parityCases(ROUTES, POSTS)) {
    it(`${caseName(c)} is the same`, async () => {
      const adapter = await render(c, false);
      const edge = await render(c, true);
      expect(adapter.html.length).toBeGreaterThan(1000);
      expect(adapter.status).toBe(edge.status);
      expect(adapter.headers).toEqual(edge.headers);
      expect(adapter.html).toBe(edge.html);
    });
  }

  it('streams the slow post (so that case really covers React’s inline scripts and their nonce)', async () => {
    const page = await render({ path: `/${POSTS[2]}`, slowDatabase: true }, false);
    expect(page.html).toMatch(/<script nonce="NONCE">/);
    const crawler = await render({ path: `/${POSTS[2]}`, slowDatabase: true, crawler: true }, true);
    expect(crawler.html).not.toMatch(/<script nonce/);
  });
});
