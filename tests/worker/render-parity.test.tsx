import type { ReactNode } from 'react';
import { renderToReadableStream as edgeRenderToReadableStream } from 'react-dom/server.edge';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUESTIONNAIRES } from '../../routes/assessments/questionnaires';
import { resultPath } from '../../routes/assessments/types';
import { ROUTES } from '../../routes/table';
// Imported here so the mock below is built in the test's context, not in the first request's (workerd refuses I/O across them).
import { type AdapterStreamOptions } from '../../worker/react-renderer-stream';
import '../../worker/react-renderer-stream';
import { SEED_NEWEST_FIRST } from './blog-fixtures';
import { fetchPath, type FetchOptions } from './helpers';

/**
 * The worker renders pages with React's pipeable renderer behind the interface of React's edge renderer
 * (worker/react-renderer-stream.ts, with the build's changes to React's chunk sizing and its dropped string
 * renderer, which tests/vitest.config.ts applies too). Here every page is rendered both ways, through the whole
 * worker, and the HTML must be the same byte for byte once the per-response nonces are set aside.
 */
const renderer = vi.hoisted(() => ({ edge: false, calls: { adapter: 0, edge: 0 } }));

vi.mock('../../worker/react-renderer-stream', async (importOriginal) => {
  const adapter = await importOriginal<typeof import('../../worker/react-renderer-stream')>();
  return {
    ...adapter,
    async renderToReadableStream(node: ReactNode, options: AdapterStreamOptions = {}) {
      if (!renderer.edge) {
        renderer.calls.adapter++;
        return adapter.renderToReadableStream(node, options);
      }
      renderer.calls.edge++;
      const stream = await edgeRenderToReadableStream(node, { nonce: options.nonce, onError: options.onError });
      // How React's edge build waits for the whole document: the caller awaits allReady before reading.
      if (options.waitForAll) await stream.allReady;
      return stream;
    },
  };
});

// Two copies of React's server renderer share the app's context objects here; development React warns about it on
// every render. Only that warning is held back; anything else still reaches the log.
const consoleError = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Detected multiple renderers concurrently rendering')) return;
    consoleError(...args);
  });
});

afterEach(() => {
  renderer.edge = false;
});

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SLOW_DB = { 'x-test-db-delay': '150' };

interface Case {
  path: string;
  opts?: FetchOptions;
}

const cases: Case[] = [
  ...ROUTES.filter((r) => r.family !== 'blog-manage').flatMap((r) => [
    { path: r.path, opts: { country: 'GB' } },
    { path: r.path, opts: { country: 'US', userAgent: BOT } },
  ]),
  ...SEED_NEWEST_FIRST.slice(0, 2).map((slug) => ({ path: `/${slug}` })),
  // A post whose body streams in behind Suspense (React's inline scripts, with a nonce), and the same for a crawler.
  { path: `/${SEED_NEWEST_FIRST[2]}`, opts: { headers: SLOW_DB } },
  { path: `/${SEED_NEWEST_FIRST[2]}`, opts: { headers: SLOW_DB, userAgent: BOT } },
  { path: '/blog?page=2' },
  { path: '/auth' },
  { path: '/no-such-page' },
  ...Object.values(QUESTIONNAIRES).map((q) => ({ path: resultPath(q) })),
];

async function render(c: Case, edge: boolean) {
  renderer.edge = edge;
  const res = await fetchPath(c.path, c.opts);
  const html = await res.text();
  const headers = [...res.headers].filter(([name]) => name !== 'date');
  const normalise = (s: string) => s.replace(/nonce(="|-)[0-9a-f]{32}/g, 'nonce$1NONCE');
  return { status: res.status, headers: headers.map(([n, v]) => `${n}: ${normalise(v)}`), html: normalise(html) };
}

describe('the worker’s renderer against React’s own edge renderer', () => {
  for (const c of cases) {
    it(`${c.path} ${c.opts?.userAgent ? '(crawler) ' : ''}${c.opts?.headers ? '(streamed) ' : ''}is the same`, async () => {
      const before = { ...renderer.calls };
      const adapter = await render(c, false);
      const edge = await render(c, true);
      expect(renderer.calls.adapter - before.adapter).toBe(1);
      expect(renderer.calls.edge - before.edge).toBe(1);
      expect(adapter.html.length).toBeGreaterThan(1000);
      expect(adapter.status).toBe(edge.status);
      expect(adapter.headers).toEqual(edge.headers);
      expect(adapter.html).toBe(edge.html);
    });
  }

  it('streams the slow post (so that case really covers React’s inline scripts and their nonce)', async () => {
    const page = await render({ path: `/${SEED_NEWEST_FIRST[2]}`, opts: { headers: SLOW_DB } }, false);
    expect(page.html).toMatch(/<script nonce="NONCE">/);
    const crawler = await render({ path: `/${SEED_NEWEST_FIRST[2]}`, opts: { headers: SLOW_DB, userAgent: BOT } }, true);
    expect(crawler.html).not.toMatch(/<script nonce/);
  });
});
