// npm run bench:scale: how the pages' cost grows with the blog. Serves the build locally twice, first with the
// normal seed (8 posts), then with 10,000 posts and 5,000 pending leads (npm run seed:synthetic), the edge cache
// off, and prints each page's median uncached latency side by side with the ratio. Then it drains the 5,000
// leads through a local sync-to-agile stand-in that is down for the first cron runs and then recovers, running
// the cron as the platform would (once a simulated minute), and prints how long that took. The search is measured
// like a page, for a word most of the 10,000 articles hold.
import { createServer } from 'node:http';
import { runnerImport } from 'vite';
import { seedSynthetic } from './seed-synthetic.mjs';
import { median, startServer, table } from './server.mjs';

const STANDIN_PORT = 8829 + Number(process.env.TOOLS_PORT_OFFSET ?? 0);
const REPEATS = Number(process.env.SCALE_REPEATS ?? 25);
const POSTS = Number(process.env.SCALE_POSTS ?? 10_000);
const LEADS = Number(process.env.SCALE_LEADS ?? 5_000);
/** SCALE_DRAIN=0 measures the pages only (for a large SCALE_LEADS, whose drain would take hours of cron runs). */
const DRAIN = process.env.SCALE_DRAIN !== '0';
const OUTAGE_RUNS = 3;
const MINUTE = 60_000;

// Supabase Auth as the e2e suite plays it (tests/e2e/auth-standin.ts), so the manager can be measured signed in;
// its issuer is taken from SUPABASE_STANDIN_PORT when the module loads.
process.env.SUPABASE_STANDIN_PORT = String(STANDIN_PORT);
const { module: auth } = await runnerImport('./tests/e2e/auth-standin.ts');

// sync-to-agile: 503 while `up` is false; counts the deliveries per Idempotency-Key.
const sync = { up: true, accepted: new Map() };
const standIn = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const answer = (status, json) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (req.method === 'POST' && req.url === '/functions/v1/sync-to-agile') {
      if (!sync.up) return answer(503, { error: 'unavailable' });
      const key = req.headers['idempotency-key'];
      sync.accepted.set(key, (sync.accepted.get(key) ?? 0) + 1);
      return answer(200, { success: true });
    }
    const a = auth.authStandIn(req, body);
    return a ? answer(a.status, a.json) : answer(404, { message: 'Not found' });
  });
});
await new Promise((r) => standIn.listen(STANDIN_PORT, '127.0.0.1', r));

const VARS = {
  EDGE_CACHE: 'off',
  SUPABASE_URL: `http://127.0.0.1:${STANDIN_PORT}`,
  SUPABASE_ANON_KEY: 'bench-scale-anon-key',
  BLOG_ADMIN_EMAILS: auth.EDITOR.email,
};

async function signIn(base) {
  const res = await fetch(`${base}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ email: auth.EDITOR.email, password: auth.EDITOR.password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sb_session='));
  if (res.status !== 303 || !cookie) throw new Error(`Sign-in failed: ${res.status}`);
  return cookie.split(';')[0];
}

/** Median milliseconds to the last byte over REPEATS sequential requests, after three to warm up. */
async function latency(base, path, headers) {
  const times = [];
  let status = 0;
  for (let i = 0; i < REPEATS + 3; i++) {
    const started = performance.now();
    const res = await fetch(base + path, { headers, redirect: 'manual' });
    await res.arrayBuffer();
    if (i >= 3) times.push(performance.now() - started);
    status = res.status;
  }
  return { ms: median(times), status };
}

const post = '/chief-of-staff-first-90-days';
const pages = (size) => [
  ['/blog', '/blog'],
  // The middle of the listing at 10,000 posts; with eight posts there is only page 1.
  ['/blog, a deep page', size > 8 ? '/blog?page=500' : '/blog?page=1'],
  ['/blog?cluster=founder-wellbeing', '/blog?cluster=founder-wellbeing'],
  ['a post', post],
  // The search for a word most articles hold: ranking every match, one page of snippets (routes/search/).
  ['/search, a common word', '/search?q=team'],
  ['/search/suggestions, a common word', '/search/suggestions?q=team'],
  ['/sitemap.xml', '/sitemap.xml'],
  ['/sitemap', '/sitemap'],
  ['/blog/manage, signed in', '/blog/manage'],
  // The Leads screen: its first page, its last, the newest first, a state and kind, and an email search.
  ['/blog/manage/leads', '/blog/manage/leads'],
  ['/blog/manage/leads, the last page', size > 8 ? `/blog/manage/leads?page=${Math.ceil(LEADS / 50)}` : '/blog/manage/leads?page=1'],
  ['/blog/manage/leads, newest first', '/blog/manage/leads?order=newest'],
  ['/blog/manage/leads, retrying contact forms', '/blog/manage/leads?state=retrying&kind=contact_form'],
  ['/blog/manage/leads, an email search', '/blog/manage/leads?q=amelia.hughes'],
];

async function measureAt(port, posts, leads) {
  const prepare = posts > 8 ? ({ config, persistTo }) => seedSynthetic({ posts, leads, config, persistTo }) : undefined;
  const seeding = performance.now();
  const server = await startServer({ port, vars: VARS, prepare });
  const seededIn = (performance.now() - seeding) / 1000;
  try {
    const cookie = await signIn(server.base);
    const results = {};
    for (const [name, path] of pages(posts)) {
      results[name] = { path, ...(await latency(server.base, path, { 'x-test-country': 'GB', ...(path.startsWith('/blog/manage') && { cookie }) })) };
    }
    return { results, server, seededIn };
  } catch (err) {
    server.stop();
    throw err;
  }
}

/** The cron, once a simulated minute, until the stand-in has every lead: down for OUTAGE_RUNS runs, then up. */
async function drain(base) {
  const cron = async (time) => {
    const res = await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}&time=${time}`);
    if (!res.ok) throw new Error(`cron run answered ${res.status}`);
  };
  const t0 = Date.now();
  sync.up = false;
  sync.accepted.clear();
  for (let run = 0; run < OUTAGE_RUNS; run++) await cron(t0 + run * MINUTE);
  sync.up = true;
  const started = performance.now();
  let runs = 0;
  let slowest = 0;
  while (sync.accepted.size < LEADS && runs < 120) {
    const runStarted = performance.now();
    await cron(t0 + (OUTAGE_RUNS + runs) * MINUTE);
    slowest = Math.max(slowest, performance.now() - runStarted);
    runs++;
  }
  return {
    runs,
    seconds: (performance.now() - started) / 1000,
    slowest: slowest / 1000,
    delivered: sync.accepted.size,
    twice: [...sync.accepted.values()].filter((n) => n > 1).length,
  };
}

let small;
let large;
let drained;
try {
  small = await measureAt(8820, 8, 0);
  small.server.stop();
  large = await measureAt(8821, POSTS, LEADS);
  try {
    if (DRAIN) drained = await drain(large.server.base);
  } finally {
    large.server.stop();
  }
} finally {
  standIn.close();
}

console.log(`Uncached latency (edge cache off), median of ${REPEATS} sequential requests to wrangler dev on 127.0.0.1 after 3 warm-ups; ${POSTS.toLocaleString('en-GB')} posts and ${LEADS.toLocaleString('en-GB')} leads seeded in ${large.seededIn.toFixed(0)} s`);
table(
  Object.entries(small.results).map(([name, a]) => {
    const b = large.results[name];
    return {
      page: name,
      [`8 posts, no leads ms`]: `${a.ms.toFixed(1)}${a.status === 200 ? '' : ` (${a.status})`}`,
      [`${POSTS} posts, ${LEADS} leads ms`]: `${b.ms.toFixed(1)}${b.status === 200 ? '' : ` (${b.status})`}`,
      ratio: (b.ms / a.ms).toFixed(2),
      path: b.path,
    };
  }),
);
if (!DRAIN) process.exit(0);
console.log(
  `\nDrain: ${drained.delivered.toLocaleString('en-GB')} of ${LEADS.toLocaleString('en-GB')} leads delivered ${drained.runs} cron runs (simulated minutes) after sync-to-agile recovered ` +
    `(${OUTAGE_RUNS} runs while it was down), ${drained.twice} delivered twice; ${drained.seconds.toFixed(1)} s of real time in all, the slowest run ${drained.slowest.toFixed(1)} s`,
);
// The stand-ins' module loader keeps the event loop alive.
process.exit(drained.delivered < LEADS || drained.twice ? 1 : 0);
