// npm run bench:hit: the worker's own cost of a page answered from the isolate's memory, with no server in front.
// `npm run bench` goes through wrangler dev's proxy, whose cost hides a few microseconds of the worker's; here the
// built worker's fetch is called in-process, thousands of times in a row. BENCH_BASELINE=<another checkout, with its
// test build> loads that build too, in the same process, and alternates rounds between the two.
// Node's Request and Response (undici) cost more than workerd's, so the figures compare builds; they are not the
// edge's own.
// BENCH_HIT_STEPS=1 also asks the test build for its per-step timing (worker/step-timing.ts) and prints each step's
// mean. BENCH_HISTOGRAM=1 also times every hit on its own and prints how they spread (the slow tail), with the
// garbage collector's pauses over the same hits (node:perf_hooks).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { median, percentiles, root, table } from './server.mjs';

const PAGES = (process.env.BENCH_HIT_PAGES ?? '/time-poor-ceo /services').split(/\s+/).filter(Boolean);
const REQUESTS = Number(process.env.BENCH_HIT_REQUESTS ?? 3000);
const ROUNDS = Number(process.env.BENCH_HIT_ROUNDS ?? 15);
const STEPS = process.env.BENCH_HIT_STEPS === '1';
const HISTOGRAM = process.env.BENCH_HISTOGRAM === '1';
const checkouts = [root, process.env.BENCH_BASELINE && path.resolve(process.env.BENCH_BASELINE)].filter(Boolean);

// The Cache API as a map: a page is found there once, then memory answers every request measured.
const stored = new Map();
globalThis.caches = {
  default: {
    match: async (key) => {
      const hit = stored.get(key.url ?? key);
      return hit && new Response(hit.body, hit);
    },
    put: async (key, res) => void stored.set(key.url ?? key, { body: await res.arrayBuffer(), status: res.status, headers: [...res.headers] }),
    delete: async (key) => stored.delete(key.url ?? key),
  },
};

// Pages that depend only on the build need no database. The visitor asks not to be tracked (Global Privacy Control),
// so the visit counter looks at every request and counts none: counting reads D1 after the answer, which this leaves out.
const waiting = [];
const ctx = { waitUntil: (promise) => waiting.push(promise), passThroughOnException() {} };
const settle = () => Promise.allSettled(waiting.splice(0));

async function load(checkout) {
  const dir = path.join(checkout, 'dist-test/executive_sidekick');
  if (!existsSync(path.join(dir, 'index.js'))) throw new Error(`No test build found in ${checkout}: run \`npm run build:test\` there first.`);
  const { vars } = JSON.parse(readFileSync(path.join(dir, 'wrangler.json'), 'utf8'));
  const env = { ...vars, TEST_HOOKS: '1', DB: { prepare: () => { throw new Error('bench:hit measures pages that need no database'); } } };
  const worker = (await import(path.join(dir, 'index.js'))).default;
  return async (page) => {
    const headers = { accept: 'text/html', 'sec-gpc': '1', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench', 'x-test-country': 'GB', ...(STEPS && { 'x-test-timing': '1' }) };
    const req = new Request(`${vars.SITE_ORIGIN}${page}`, { headers });
    const res = await worker.fetch(req, env, ctx);
    await res.arrayBuffer();
    if (waiting.length > 1000) await settle();
    return res;
  };
}

const builds = [];
for (const checkout of checkouts) builds.push({ checkout, fetch: await load(checkout) });
const gcPauses = [];
if (HISTOGRAM) new PerformanceObserver((list) => gcPauses.push(...list.getEntries().map((e) => e.duration * 1000))).observe({ entryTypes: ['gc'] });
const rows = [];
const stepRows = [];
const spreadRows = [];
for (const page of PAGES) {
  for (const build of builds) {
    // Rendered once and stored, found in the Cache API, then kept in memory: every later request is a memory hit.
    for (let i = 0; i < 3; i++) await build.fetch(page), await settle();
    const res = await build.fetch(page);
    if (res.headers.get('x-edge-cache') !== 'HIT') throw new Error(`${page} in ${build.checkout} is not answered from memory (${res.status}, x-edge-cache ${res.headers.get('x-edge-cache')})`);
    for (let i = 0; i < 2000; i++) await build.fetch(page);
    build.times = [];
    build.steps = new Map();
    build.each = [];
  }
  // Each round times every build once, in turn, the first build first in every other round: drift cancels out.
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of round % 2 ? builds.toReversed() : builds) {
      const start = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const before = HISTOGRAM && performance.now();
        const res = await build.fetch(page);
        if (HISTOGRAM) build.each.push((performance.now() - before) * 1000);
        if (STEPS) for (const [, name, ms] of (res.headers.get('server-timing') ?? '').matchAll(/([\w-]+);dur=([\d.]+)/g)) build.steps.set(name, (build.steps.get(name) ?? 0) + Number(ms));
      }
      build.times.push(((performance.now() - start) / REQUESTS) * 1000);
      await settle();
    }
  }
  const [current, baseline] = builds;
  for (const build of builds) {
    const label = builds.length > 1 ? `${page} (${build === current ? 'this' : 'baseline'})` : page;
    if (STEPS && build.steps.size) stepRows.push({ page: label, ...Object.fromEntries([...build.steps].map(([name, ms]) => [name, ((ms / (ROUNDS * REQUESTS)) * 1000).toFixed(1)])) });
    if (HISTOGRAM) spreadRows.push({ page: label, ...spread(build.each) });
  }
  rows.push({
    page,
    'µs per hit': median(current.times).toFixed(1),
    fastest: Math.min(...current.times).toFixed(1),
    ...(baseline && {
      'baseline µs': median(baseline.times).toFixed(1),
      'baseline fastest': Math.min(...baseline.times).toFixed(1),
      'this/baseline': `${Math.round(median(current.times.map((t, i) => t / baseline.times[i])) * 100)}%`,
    }),
  });
}
const against = builds[1] ? `, alternating with the baseline build (${builds[1].checkout})` : '';
console.log(`Node ${process.version}, in-process; per page ${ROUNDS} rounds of ${REQUESTS} memory hits${against}, after 2,000 to warm up; medians of the rounds`);
table(rows);

/** Percentiles of single hits, in µs, and how many took more than 3 times the median. */
function spread(each) {
  const p = percentiles(each);
  return { ...Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v.toFixed(0)])), '> 3× p50': each.filter((t) => t > 3 * p.p50).length };
}
if (STEPS && stepRows.length) {
  console.log('\nEach step\'s own time, µs per hit (mean): worker/step-timing.ts');
  table(stepRows);
}
if (HISTOGRAM) {
  console.log(`\nSingle hits, µs (${ROUNDS * REQUESTS} per page and build)`);
  table(spreadRows);
  const gc = percentiles(gcPauses);
  console.log(`Garbage collection over the whole run: ${gcPauses.length} pauses, median ${gc.p50?.toFixed(0)} µs, p99 ${gc.p99?.toFixed(0)} µs, longest ${gc.max?.toFixed(0)} µs`);
}
