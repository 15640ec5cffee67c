import { ROUTES } from './route-table';
import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { caseName, CRAWLER_UA, parityCases, SLOW_DATABASE, withoutNonces, type ParityCase } from '../worker/render-parity-cases';

/**
 * The built worker (with worker/build/react-chunk-size.ts and worker/build/react-server-only-stream.ts applied to React, and
 * React's production build) sends the same HTML as React's own edge renderer would: each page is fetched with the
 * worker's renderer and with `x-test-renderer: react-edge` (test builds only). A query string keeps both renders
 * out of the page cache, so neither answer is a replay of the other.
 */
const root = path.resolve(import.meta.dirname, '../..');
const posts = readdirSync(path.join(root, 'migrations/posts')).sort().map((f) => f.replace(/\.md$/, ''));

async function render(request: import('@playwright/test').APIRequestContext, c: ParityCase, edge: boolean) {
  const url = c.path + (c.path.includes('?') ? '&' : '?') + 'parity=1';
  const res = await request.get(url, {
    maxRedirects: 0,
    headers: {
      'x-test-country': c.country ?? 'GB',
      ...(c.crawler ? { 'user-agent': CRAWLER_UA } : {}),
      ...(c.slowDatabase ? SLOW_DATABASE : {}),
      ...(edge ? { 'x-test-renderer': 'react-edge' } : {}),
    },
  });
  expect(res.headers()['x-test-renderer'], 'which renderer answered').toBe(edge ? 'react-edge' : undefined);
  const headers = Object.entries(res.headers()).filter(([name]) => name !== 'date' && name !== 'x-test-renderer');
  return { status: res.status(), headers: headers.map(([n, v]) => `${n}: ${withoutNonces(v)}`), html: withoutNonces(await res.text()) };
}

test.describe('the built worker against React’s own edge renderer', () => {
  for (const c of parityCases(ROUTES, posts)) {
    test(`${caseName(c)} is the same`, async ({ request }) => {
      const adapter = await render(request, c, false);
      const edge = await render(request, c, true);
      expect(adapter.html.length).toBeGreaterThan(1000);
      expect(adapter.status).toBe(edge.status);
      expect(adapter.headers).toEqual(edge.headers);
      expect(adapter.html).toBe(edge.html);
    });
  }
});
