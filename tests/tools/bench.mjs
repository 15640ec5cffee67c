// npm run bench: server render cost against a static asset of the same size served by the same server.
// BENCH_BASELINE=<another checkout, with its test build> also serves that build, and measures its pages in the same
// rounds, so a change is compared with the code before it on the same minute of the same machine.
// BENCH_HISTOGRAM=1 also prints how each target's latencies spread (autocannon's HDR histogram, from p50 to the
// slowest), beside the static file's in the same rounds: a tail the static file shares is the server's or the
// machine's, not the worker's.
import autocannon from 'autocannon';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median, root, startServer, table } from './server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const HISTOGRAM = process.env.BENCH_HISTOGRAM === '1';
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;

async function measure(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, latency: result.latency, errors: result.errors, non2xx: result.non2xx };
}

// The static baseline: a file of the home page's size, written into the built assets before serving.
const probe = await startServer({ port: 8792 });
const homeHtml = await (await fetch(`${probe.base}/`, { headers: { 'x-test-country': 'GB' } })).text();
probe.stop();
const post = `/${readdirSync(path.join(root, 'migrations/posts'))[0].replace(/\.md$/, '')}`;
// An HTML file, served at its extensionless path like any static page: wrangler dev's proxy passes every HTML
// response through an HTMLRewriter (for live reload), so a .txt baseline would skip work every page pays.
mkdirSync(path.join(root, 'dist-test/client/bench'), { recursive: true });
writeFileSync(path.join(root, 'dist-test/client/bench/static.html'), homeHtml);
const STATIC = '/bench/static';

const server = await startServer({ port: 8793 });
const baseline = BASELINE && (await startServer({ port: 8796, from: BASELINE }));
const rows = [];
const spreads = [];
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
    // Not a possible post address, so no database lookup: the 404's render cost alone.
    ['404 uncached, no D1', '/no/such-page?bench=1', GB],
    ['404 cached', '/no-such-page', GB],
  ];
  // Every target once briefly first (JIT, the server's own caches, the cached variants stored), then measured.
  for (const base of [server.base, baseline?.base].filter(Boolean)) {
    for (const [, p, headers] of [['', STATIC, {}], ...targets]) await autocannon({ url: base + p, connections: CONNECTIONS, duration: 2, headers });
  }
  // A shared machine drifts by a third from one minute to the next, so each page alternates with the static
  // file, ROUNDS short runs each, and the table shows medians: of the page's runs, of the static runs, and of
  // the per-round ratios. The baseline build's page runs in the same rounds, first in every other one.
  for (const [name, p, headers] of targets) {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const round = { base: await measure(server.base + STATIC) };
      if (baseline && i % 2 === 0) round.before = await measure(baseline.base + p, headers);
      round.page = await measure(server.base + p, headers);
      if (baseline && i % 2 === 1) round.before = await measure(baseline.base + p, headers);
      rounds.push(round);
    }
    const mid = (pick) => rounds.map(pick).toSorted((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)];
    const share = (pick) => `${Math.round(median(rounds.map((r) => pick(r).rps / r.base.rps)) * 100)}%`;
    const page = mid((r) => r.page);
    if (HISTOGRAM) {
      // The round whose page rate was the median, page and static file alike.
      const round = rounds.find((r) => r.page === page);
      for (const [label, run] of [[name, round.page], ['  static, same round', round.base]]) spreads.push({ target: label, ...ladder(run.latency) });
    }
    rows.push({
      target: name,
      'req/s': page.rps,
      'p50 ms': page.p50,
      'p99 ms': page.p99,
      'static req/s': median(rounds.map((r) => r.base.rps)),
      'vs static': share((r) => r.page),
      ...(baseline && { 'baseline req/s': mid((r) => r.before).rps, 'baseline vs static': share((r) => r.before), 'this/baseline': `${Math.round(median(rounds.map((r) => r.page.rps / r.before.rps)) * 100)}%` }),
      errors: rounds.reduce((n, r) => n + r.page.errors, 0),
      'non-2xx': rounds.reduce((n, r) => n + r.page.non2xx, 0),
    });
  }
} finally {
  server.stop();
  baseline?.stop();
}
const against = baseline ? `, and the same ${DURATION} s on the page of the baseline build (${BASELINE}) in the same round` : '';
console.log(`autocannon on 127.0.0.1, ${CONNECTIONS} connections; per target ${ROUNDS} rounds of ${DURATION} s on the static file then ${DURATION} s on the page${against}, after a 2 s warm-up; medians; 404s count as non-2xx`);
table(rows);

function ladder(latency) {
  const steps = { p50: latency.p50, p75: latency.p75, p90: latency.p90, 'p97.5': latency.p97_5, p99: latency.p99, 'p99.9': latency.p99_9, max: latency.max };
  return { ...steps, 'p99/p50': (latency.p99 / latency.p50).toFixed(1) };
}
if (HISTOGRAM) {
  console.log('\nLatency, ms, of the median round of each target and of the static file in that round');
  table(spreads);
}
