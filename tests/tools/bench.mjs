// npm run bench: server render cost against a static asset of the same size served by the same server.
import autocannon from 'autocannon';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, startServer, table } from './server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
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
const STATIC = '/bench/static.txt';

const server = await startServer({ port: 8793 });
const rows = [];
const GB = { 'x-test-country': 'GB' };
try {
  // Uncached: a query string bypasses the edge cache, so every request renders (and reads D1 where the page does).
  const targets = [
    ['/ uncached', '/?bench=1', GB],
    ['/ cached', '/', GB],
    ['/time-poor-ceo uncached', '/time-poor-ceo?bench=1', GB],
    ['/time-poor-ceo cached', '/time-poor-ceo', GB],
    [`${post} uncached`, `${post}?bench=1`, GB],
    [`${post} cached`, post, GB],
    ['404 uncached', '/no-such-page?bench=1', GB],
    ['404 cached', '/no-such-page', GB],
  ];
  // Every target once briefly first (JIT, the server's own caches, the cached variants stored), then measured.
  for (const [, p, headers] of [['', STATIC, {}], ...targets]) await autocannon({ url: server.base + p, connections: CONNECTIONS, duration: 2, headers });
  // Each page is paired with a static run just before it: a shared machine drifts over minutes, not seconds.
  for (const [name, p, headers] of targets) {
    const base = await measure(server.base + STATIC);
    const m = await measure(server.base + p, headers);
    rows.push({ target: name, 'req/s': m.rps, 'p50 ms': m.p50, 'p99 ms': m.p99, 'static req/s': base.rps, 'vs static': `${Math.round((m.rps / base.rps) * 100)}%`, errors: m.errors, 'non-2xx': m.non2xx });
  }
} finally {
  server.stop();
}
console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s per run after a 2 s warm-up, 127.0.0.1; each page against a static run just before it; 404s count as non-2xx`);
table(rows);
