import { beforeAll, describe, expect, it, vi } from 'vitest';
import { QUESTIONNAIRES } from '../../routes/assessments/questionnaires';
import { resultPath } from '../../routes/assessments/types';
import { ROUTES } from '../../routes/table';
import { SEED_NEWEST_FIRST } from './blog-fixtures';
import { fetchPath, type FetchOptions } from './helpers';

/**
 * The worker renders pages with React's pipeable renderer behind the interface of React's edge renderer
 * (worker/react-renderer-stream.ts). Here every page is rendered both ways through the whole worker (the test
 * hook `x-test-renderer: react-edge` switches to React's own edge build), and the HTML, status and headers must
 * be the same once the per-response nonces are set aside. tests/e2e/render-parity.spec.ts does the same against
 * the built worker, where the build's changes to React (worker/react-chunk-size.ts,
 * worker/react-server-only-stream.ts) apply too.
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
  const opts = { ...c.opts, headers: { ...c.opts?.headers, ...(edge ? { 'x-test-renderer': 'react-edge' } : {}) } };
  const res = await fetchPath(c.path, opts);
  const html = await res.text();
  expect(res.headers.get('x-test-renderer'), 'which renderer answered').toBe(edge ? 'react-edge' : null);
  const headers = [...res.headers].filter(([name]) => name !== 'date' && name !== 'x-test-renderer');
  const normalise = (s: string) => s.replace(/nonce(="|-)[0-9a-f]{32}/g, 'nonce$1NONCE');
  return { status: res.status, headers: headers.map(([n, v]) => `${n}: ${normalise(v)}`), html: normalise(html) };
}

describe('the worker’s renderer against React’s own edge renderer', () => {
  for (const c of cases) {
    it(`${c.path} ${c.opts?.userAgent ? '(crawler) ' : ''}${c.opts?.headers ? '(slow database) ' : ''}is the same`, async () => {
      const adapter = await render(c, false);
      const edge = await render(c, true);
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
