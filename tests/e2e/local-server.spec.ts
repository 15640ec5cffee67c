/**
 * The local server `npm start` runs (vite preview with @cloudflare/vite-plugin, in front of workerd) must never
 * answer bad input with a 5xx. An answer sent before the request body is read (a 413, a 429, a refusal) used to
 * reset its proxy connection, and the next request got vite's 500 page. This starts the built site the way
 * `npm start` does, on its own port, and sends every POST endpoint hostile and random bodies from one client,
 * well past the rate limits, each followed by an ordinary page request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.PREVIEW_PORT ?? E2E_PORT + 10);
const base = `http://127.0.0.1:${PORT}`;
const REQUESTS = 200;

const ENDPOINTS = [
  '/api/newsletter',
  '/api/contact',
  '/api/charity-application',
  '/api/assessment-results',
  '/auth',
  '/auth/sign-out',
  '/assessment',
  '/ceo-burnout-assessment',
  '/blog/manage/new',
  '/api/blog/posts',
  '/api/blog/preview',
];

const CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/octet-stream', ''];

const body = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.json({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('email', 'password', 'name', 'message', 'q1', 'next', '__proto__'), fc.string({ maxLength: 60 })).map((o) => new URLSearchParams(o).toString()),
  fc.uint8Array({ maxLength: 2000 }),
  // Over every cap: 70 KB to 2 MB, declared in Content-Length as fetch always does.
  fc.integer({ min: 70_000, max: 2_000_000 }).map((n) => 'x'.repeat(n)),
);
const request = fc.record({ endpoint: fc.constantFrom(...ENDPOINTS), type: fc.constantFrom(...CONTENT_TYPES), body, crossSite: fc.boolean() });

let server: ChildProcess | undefined;

function run(cmd: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}: ${err}`))));
  });
}

test.describe('the local server under hostile bodies', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async () => {
    // A hook has the project's 30 s unless it says otherwise; migrating and starting vite preview can take longer.
    test.setTimeout(120_000);
    // What `npm start` does after building: migrate the local database, then serve dist/ with vite preview.
    await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local']);
    server = spawn(path.join(root, 'node_modules/.bin/vite'), ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/robots.txt`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`vite preview did not answer on ${base}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test(`${REQUESTS} hostile and random POSTs from one client get only 2xx, 3xx or 4xx, and so does the request after each`, async () => {
    const samples = fc.sample(request, { numRuns: REQUESTS, seed: 20261123 });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const [i, r] of samples.entries()) {
      const headers: Record<string, string> = r.type ? { 'content-type': r.type } : {};
      if (r.crossSite) headers.origin = 'https://evil.example';
      const res = await fetch(base + r.endpoint, { method: 'POST', headers, body: r.body, redirect: 'manual' });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) failures.push(`#${i} POST ${r.endpoint} (${r.type || 'no type'}, ${typeof r.body === 'string' ? r.body.length : r.body.byteLength} bytes) → ${res.status}`);
      const next = await fetch(`${base}/robots.txt`);
      await next.arrayBuffer();
      if (next.status !== 200) failures.push(`#${i} GET /robots.txt after POST ${r.endpoint} → ${next.status}`);
    }
    // Then past the leads limit for certain: 10 a minute in fixed windows, so of 21 in a row at least 11 share a window.
    for (let i = 0; i < 21; i++) {
      const res = await fetch(`${base}/api/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) failures.push(`burst #${i} POST /api/newsletter → ${res.status}`);
    }
    expect(failures).toEqual([]);
    // Past the rate limits, and past the size caps, not just around them.
    expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(413) ?? 0).toBeGreaterThan(0);
  });
});
