// npm run bench: server render cost against a static asset of the same size served by the same server.
import autocannon from 'autocannon';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, startServer, table } from './server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

async function measure(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

// The static baseline: a file of the home page's size, written into the built assets before serving.
const probe = await startServer({ port: 8792 });
const homeHtml = await (await fetch(`${probe.base}/`, { headers: { 'x-test-country': 'GB' } })).text();
probe.stop();
const post = `/${readdirSync(path.join(root, 'migrations/posts'))[0].replace(/\.md$/, '')}`;
// .txt: Workers assets would redirect a .html path to its extensionless form.
mkdirSync(path.join(root, 'dist/client/bench'), { recursive: true });
writeFileSync(path.join(root, 'dist/client/bench/static.txt'), homeHtml);

const server = await startServer({ port: 8793 });
const rows = [];
try {
  const targets = [
    ['static asset (baseline)', '/bench/static.txt', {}],
    ['/ uncached', '/?bench=1', { 'x-test-country': 'GB' }],
    ['/ cached', '/', { 'x-test-country': 'GB' }],
    ['/time-poor-ceo uncached', '/time-poor-ceo?bench=1', { 'x-test-country': 'GB' }],
    ['/time-poor-ceo cached', '/time-poor-ceo', { 'x-test-country': 'GB' }],
    [`${post} (post)`, post, { 'x-test-country': 'GB' }],
    ['404 page', '/no-such-page', { 'x-test-country': 'GB' }],
  ];
  let baseline = 0;
  for (const [name, p, headers] of targets) {
    await fetch(server.base + p, { headers }); // warm: the cached variants are stored by this request
    const m = await measure(server.base + p, headers);
    if (!baseline) baseline = m.rps;
    rows.push({ target: name, 'req/s': m.rps, 'p50 ms': m.p50, 'p99 ms': m.p99, 'vs static': `${Math.round((m.rps / baseline) * 100)}%`, errors: m.errors, 'non-2xx': m.non2xx });
  }
} finally {
  server.stop();
}
console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s per target, 127.0.0.1; query-string variants bypass the edge cache`);
table(rows);
