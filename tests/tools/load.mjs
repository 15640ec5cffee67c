// npm run load: bounded mixed load (pages + newsletter posts) on 127.0.0.1 against a local stand-in for
// sync-to-agile; then the same with the stand-in failing half its calls; then with it answering 401 to every
// call for the first half of the phase (a rotated anon key) before it recovers. After each phase the cron runs
// until every lead the site accepted is delivered. Prints 5xx counts, lost leads and leads delivered more than
// once (targets: 0, 0 and 0).
import { createServer } from 'node:http';
import { startServer, table } from './server.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);
const STANDIN_PORT = 54361;
const PAGES = ['/', '/services', '/time-poor-ceo', '/healthcare', '/blog', '/cookies', '/no-such-page'];

// --- the stand-in: counts deliveries per email; refuses about `faultRate` of the calls with a 503, and every
// call with `outage.status` until `outage.until`
const delivered = new Map();
let faultRate = 0;
const outage = { status: 0, until: 0 };
let calls = 0;
const standIn = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    calls++;
    if (req.url !== '/functions/v1/sync-to-agile') return res.writeHead(404).end('{}');
    if (Date.now() < outage.until) return res.writeHead(outage.status, { 'content-type': 'application/json' }).end('{"message":"Invalid API key"}');
    if (Math.random() < faultRate) return res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
    const email = JSON.parse(body).record.email;
    delivered.set(email, (delivered.get(email) ?? 0) + 1);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
});
await new Promise((r) => standIn.listen(STANDIN_PORT, '127.0.0.1', r));

const server = await startServer({ port: 8795, vars: { SUPABASE_URL: `http://127.0.0.1:${STANDIN_PORT}`, SUPABASE_ANON_KEY: 'load-test-anon-key' } });
let seq = 0;

async function phase(name) {
  const accepted = new Set();
  const counts = { requests: 0, pages: 0, posts: 0, '2xx': 0, '4xx': 0, '5xx': 0, 'network errors': 0 };
  const latencies = [];
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async (w) => {
    while (Date.now() < deadline) {
      const n = ++seq;
      const post = n % 4 === 0; // one request in four is a newsletter sign-up
      const started = performance.now();
      try {
        let res;
        if (post) {
          const email = `load-${name}-${n}@example.com`;
          res = await fetch(`${server.base}/api/newsletter`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.base, 'sec-fetch-site': 'same-origin', 'x-test-client-ip': `2001:db8:10ad::${n.toString(16)}` },
            body: JSON.stringify({ email, name: `Load ${n}` }),
          });
          if (res.ok) accepted.add(email);
          counts.posts++;
        } else {
          res = await fetch(server.base + PAGES[n % PAGES.length], { headers: { 'x-test-country': n % 2 ? 'GB' : 'US' } });
          counts.pages++;
        }
        await res.arrayBuffer();
        counts[`${Math.floor(res.status / 100)}xx`] = (counts[`${Math.floor(res.status / 100)}xx`] ?? 0) + 1;
      } catch {
        counts['network errors']++;
      }
      counts.requests++;
      latencies.push(performance.now() - started);
      void w;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
  latencies.sort((a, b) => a - b);
  return { counts, accepted, p50: latencies[Math.floor(latencies.length / 2)], p99: latencies[Math.floor(latencies.length * 0.99)] };
}

/** Run the worker's cron (wrangler dev's trigger endpoint) until every accepted lead is delivered or it stops helping. */
async function drain(accepted) {
  // Let the submit-time deliveries still running in the background finish first.
  for (let quiet = 0, last = -1; quiet < 3; await new Promise((r) => setTimeout(r, 500))) {
    quiet = calls === last ? quiet + 1 : 0;
    last = calls;
  }
  let time = Date.now();
  for (let run = 0; run < 60; run++) {
    if ([...accepted].every((e) => delivered.has(e))) return run;
    time += 7 * 60 * 60 * 1000; // past the longest backoff, so every pending row is due (60 runs stay inside 30 days)
    const res = await fetch(`${server.base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${time}`);
    if (!res.ok) console.error(`cron run answered ${res.status}`);
  }
  return 60;
}

const rows = [];
try {
  const phases = [
    ['healthy', 0, 0],
    ['half failing', 0.5, 0],
    ['401, then recovers', 0, 401],
  ];
  for (const [name, rate, status] of phases) {
    faultRate = rate;
    if (status) Object.assign(outage, { status, until: Date.now() + (SECONDS * 1000) / 2 });
    const result = await phase(name.replace(/\W+/g, '-'));
    faultRate = 0; // the stand-in recovers
    outage.until = 0;
    const deliveredAtOnce = [...result.accepted].filter((e) => delivered.has(e)).length;
    const cronRuns = await drain(result.accepted);
    const lost = [...result.accepted].filter((e) => !delivered.has(e)).length;
    const twice = [...result.accepted].filter((e) => delivered.get(e) > 1).length;
    rows.push({
      phase: name,
      requests: result.counts.requests,
      'req/s': Math.round(result.counts.requests / SECONDS),
      'p50 ms': result.p50.toFixed(1),
      'p99 ms': result.p99.toFixed(1),
      '5xx': result.counts['5xx'],
      '4xx': result.counts['4xx'],
      'net err': result.counts['network errors'],
      'leads accepted': result.accepted.size,
      'delivered at once': deliveredAtOnce,
      'cron runs': cronRuns,
      'lost leads': lost,
      'delivered twice': twice,
    });
  }
} finally {
  server.stop();
  standIn.close();
}
console.log(`${CONNECTIONS} concurrent connections for ${SECONDS} s per phase on 127.0.0.1 (4xx are the expected 404 page)`);
table(rows);
