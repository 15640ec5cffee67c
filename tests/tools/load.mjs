// npm run load: bounded mixed load (pages + newsletter posts) on 127.0.0.1 against a local stand-in for
// sync-to-agile; then the same with the stand-in failing half its calls; then with it answering 401 to every
// call for the first half of the phase (a rotated anon key) before it recovers. After each phase the cron runs
// until every lead the site accepted is delivered. Prints 5xx counts, lost leads and leads delivered more than
// once (targets: 0, 0 and 0). It starts with the analytics phase: 10,000 page views and 1,000 conversions from
// 2,000 made-up visitors, then the figures the Analytics screen's tables hold (a test hook builds them with the
// same code) against what was sent, and the number of D1 write batches the queue consumer took. Then what must not
// move them: 5,000 navigations to junk 404 paths and 1,000 requests for a page as another site's <img> would make
// them (with its own utm_source), a cron run to fold the junk, and whether any real figure changed. Then what must not
// move the clicks: 1,000 requests for a go-address as another site's <img> makes them (Sec-Fetch-Dest: image,
// Sec-Fetch-Mode: no-cors), which must change no figure, and 300 from one address cycling user agents, which may add
// no more clicks than the cap on references per address; the figures before and after each are printed. Then the
// attribution phase: 1,000 clicks through the go-addresses and 1,000 webhook deliveries signed as Stripe and Calendly
// sign them (10% of them repeats, 5% forged), and the screen's clicks, paid plans, revenue and booked calls against
// what should count.
import { createServer, request as httpRequest } from 'node:http';
import { startServer, table } from './server.mjs';
import { calendlyDelivery, checkoutEvent, inviteeEvent, stripeDelivery } from '../fixtures/webhook-standins.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);
// TOOLS_PORT_OFFSET (tests/tools/server.mjs) moves the stand-in too, so two runs on one machine do not collide.
const STANDIN_PORT = 54361 + Number(process.env.TOOLS_PORT_OFFSET ?? 0);
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

const SECRETS = { STRIPE_WEBHOOK_SECRET: 'whsec_load_test', CALENDLY_WEBHOOK_SIGNING_KEY: 'calendly-load-test-key' };
const server = await startServer({ port: 8795, vars: { SUPABASE_URL: `http://127.0.0.1:${STANDIN_PORT}`, SUPABASE_ANON_KEY: 'load-test-anon-key', ...SECRETS } });
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

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
/**
 * What a browser sends with a page it navigates to (only those are counted, routes/analytics/visit.ts
 * isNavigation). Node's fetch writes its own Sec-Fetch-Mode ('cors') over any given, so none is.
 */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' };
/** What a browser sends for <img src> pointing at a page, from another site. */
const EMBEDDED_IMAGE = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'cross-site' };
const hook = async () => (await fetch(`${server.base}/api/__test/analytics?range=7d`)).json();
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
/** The cap on references (and so clicks) per address per day: REFS_PER_ADDRESS in routes/analytics/attribution/refs.ts. */
const REFS_PER_ADDRESS = 20;

/** Waits until the queue consumer has taken `expected` messages in all (or stops moving); the screen's report then. */
async function settled(expected) {
  let report = await hook();
  for (let quiet = 0, last = -1; report.flushes.messages < expected && quiet < 20; ) {
    await new Promise((r) => setTimeout(r, 1000));
    report = await hook();
    quiet = report.flushes.messages === last ? quiet + 1 : 0;
    last = report.flushes.messages;
  }
  return report;
}

/** 2,000 visitors each read 5 pages (the first with a campaign tag); the first 1,000 then click a booking button. */
async function analyticsPhase() {
  const VISITORS = 2000;
  const READ = ['/', '/services', '/time-poor-ceo', '/healthcare', '/blog'];
  const CONVERTING = 1000;
  const campaign = `load-${Date.now().toString(36)}`;
  const before = (await hook()).flushes;
  const started = performance.now();
  const sent = { views: 0, conversions: 0, errors: 0 };
  let next = 0;
  const worker = async () => {
    while (next < VISITORS) {
      const v = next++;
      const headers = { 'user-agent': BROWSER, 'x-test-client-ip': `2001:db8:a11:${v.toString(16)}::1`, 'x-test-country': v % 3 ? 'GB' : 'US' };
      for (const [i, path] of READ.entries()) {
        const res = await fetch(server.base + path + (i === 0 ? `?utm_source=load&utm_campaign=${campaign}` : ''), { headers: { ...headers, ...NAVIGATION } });
        await res.arrayBuffer();
        if (res.status === 200) sent.views++;
        else sent.errors++;
      }
      if (v < CONVERTING) {
        // The nav's 'Let's Talk' on /blog: its go-address counts the click (routes/analytics/attribution/go.ts).
        const res = await fetch(`${server.base}/go/book?from=nav&button=Let%27s+Talk`, { headers: { ...headers, ...NAVIGATION, referer: `${server.base}/blog` }, redirect: 'manual' });
        await res.arrayBuffer();
        if (res.status === 302) sent.conversions++;
        else sent.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  // The queue flushes every 5 s or 100 messages; wait until the consumer has taken all of them (or stops moving).
  let report = await settled(before.messages + sent.views + sent.conversions);
  const overview = Object.fromEntries(report.tables.find((t) => t.id === 'overview').rows.map((r) => [r.keys[0], r.figures[0].current]));
  const row = report.tables.find((t) => t.id === 'campaigns').rows.find((r) => r.keys[0] === campaign);
  const visitors = row?.figures[0].current ?? 0;
  const real = realFigures(report);

  const noise = await sendNoise();
  report = await settled(report.flushes.messages + noise.junk);
  await fetch(`${server.base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}&time=${Date.now()}`);
  report = await hook();
  const after = realFigures(report);
  const changed = changedFigures(real, after);
  const missing = report.tables.find((t) => t.id === 'missing');

  const goNoise = await sendGoNoise(after);
  return {
    phase: 'analytics',
    'req/s': Math.round((sent.views + sent.conversions) / seconds),
    'views sent': sent.views,
    'views on screen': overview['Page views'],
    'visitors sent': VISITORS,
    'visitors on screen': visitors,
    'conversions sent': sent.conversions,
    'conversions on screen': overview.Conversions,
    'converted visitors': overview['Visitors who converted'],
    'errors': sent.errors,
    'queue messages': report.flushes.messages - before.messages,
    'D1 write batches': report.flushes.batches - before.batches,
    'junk 404s sent': noise.junk,
    'image embeds sent': noise.embeds,
    '404 rows kept today': missing.rows.length + missing.more,
    'real figures changed': changed.length ? changed.join(', ') : 'none',
    'go-address embeds sent': goNoise.embeds,
    'figures changed by them': goNoise.embedChanges,
    'one address cycling agents': goNoise.cycled,
    'clicks it added': `${goNoise.cycledClicks} (cap ${REFS_PER_ADDRESS})`,
    'other figures changed by it': goNoise.cycleChanges,
    goFigures: goNoise.figures,
  };
}

/** The names of the figures that differ between two readings. */
function changedFigures(before, after) {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/** One GET with exactly these headers: Node's fetch would write Sec-Fetch-Mode: cors over an <img>'s no-cors. */
function rawGet(path, headers) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(server.base + path, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The overview's figures a click moves, as the screen shows them. */
function clickFigures(report) {
  const overview = Object.fromEntries(report.tables.find((t) => t.id === 'overview').rows.map((r) => [r.keys[0], r.figures[0].current]));
  return { clicks: overview['Booking and checkout clicks'], conversions: overview.Conversions, visitors: overview.Visitors, 'page views': overview['Page views'] };
}

/**
 * 1,000 requests for the nav's booking go-address as another site's <img> makes them, then 300 from one address
 * cycling user agents, each navigating to the hero's booking link. The embeds must change no figure; the cycling
 * address may add REFS_PER_ADDRESS clicks and conversions, on its own button's row, and nothing else.
 */
async function sendGoNoise(start) {
  const EMBEDS = 1000;
  const CYCLED = 300;
  const figures = [];
  let report = await hook();
  figures.push({ reading: 'before', ...clickFigures(report) });
  let embeds = 0;
  let next = 0;
  const embedder = async () => {
    while (next < EMBEDS) {
      const n = next++;
      const status = await rawGet('/go/book?from=nav&button=Let%27s+Talk', {
        'user-agent': BROWSER,
        'x-test-client-ip': `2001:db8:e1b:${n.toString(16)}::1`,
        referer: 'https://elsewhere.example/page',
        ...EMBEDDED_IMAGE,
        'sec-fetch-mode': 'no-cors',
      });
      if (status === 302) embeds++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, embedder));
  // Anything they sent would reach the consumer within the queue's 5-second batch window.
  await pause(7000);
  report = await settled(report.flushes.messages);
  const afterEmbeds = realFigures(report);
  figures.push({ reading: 'after the embeds', ...clickFigures(report) });

  let cycled = 0;
  next = 0;
  const cycler = async () => {
    while (next < CYCLED) {
      const agent = BROWSER.replace('Chrome/140.0.0.0', `Chrome/140.0.${next++}.0`);
      const res = await fetch(`${server.base}/go/book?from=hero&button=Let%27s+Have+a+Natter`, {
        headers: { 'user-agent': agent, 'x-test-client-ip': '2001:db8:c1c::1', ...NAVIGATION, referer: `${server.base}/` },
        redirect: 'manual',
      });
      await res.arrayBuffer();
      if (res.status === 302) cycled++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, cycler));
  await pause(7000);
  report = await settled(report.flushes.messages + REFS_PER_ADDRESS);
  const afterCycling = realFigures(report);
  figures.push({ reading: 'after the cycling address', ...clickFigures(report) });
  // What a counted click moves: the overall figures (and the visit-to-click rate with them), its button's row and its
  // page's. It has no page view, so no visitor, landing page, source or campaign is credited.
  const own = (k) => /^(overview: (Conversions|Booking and checkout clicks|Visit to click)|cta: Booking calendar Let's Have a Natter Section “hero”|pages: \/)$/.test(k);
  return {
    embeds,
    embedChanges: changedFigures(start, afterEmbeds).join(', ') || 'none',
    cycled,
    cycledClicks: figures[2].clicks - figures[1].clicks,
    cycleChanges: changedFigures(afterEmbeds, afterCycling).filter((k) => !own(k)).join(', ') || 'none',
    figures,
  };
}

/** Every figure a person's visits make: the overview but its 404 count, and the page, source, campaign and visit tables whole. */
function realFigures(report) {
  const figures = {};
  for (const t of report.tables.filter((t) => t.id !== 'missing')) {
    for (const r of t.rows) {
      if (t.id === 'overview' && r.keys[0] === 'Pages not found (404)') continue;
      figures[`${t.id}: ${r.keys.join(' ')}`] = r.figures.map((f) => f.current);
    }
  }
  return figures;
}

/** 5,000 navigations to junk paths, each its own 404, and 1,000 <img> requests for a page with their own campaign tag. */
async function sendNoise() {
  const JUNK = 5000;
  const EMBEDS = 1000;
  const sent = { junk: 0, embeds: 0 };
  let next = 0;
  const worker = async () => {
    while (next < JUNK + EMBEDS) {
      const n = next++;
      const headers = { 'user-agent': BROWSER, 'x-test-client-ip': `2001:db8:bad:${n.toString(16)}::1` };
      const junk = n < JUNK;
      const path = junk ? `/wp-content/junk-${n.toString(36)}-${Math.random().toString(36).slice(2, 8)}.php` : `/uk?utm_source=evil-embed&utm_campaign=embed-${n}`;
      const res = await fetch(server.base + path, { headers: { ...headers, ...(junk ? NAVIGATION : EMBEDDED_IMAGE) } });
      await res.arrayBuffer();
      if (junk && res.status === 404) sent.junk++;
      if (!junk && res.status === 200) sent.embeds++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return sent;
}

/** A row's figure (this period) by its column's label. */
function figureOf(t, keys, label) {
  const row = t.rows.find((r) => r.keys[0] === keys);
  const i = t.columns.findIndex((c) => c.label === label);
  return row && i >= 0 ? row.figures[i].current : 0;
}

/**
 * 1,000 visitors land with a campaign tag and follow a checkout link (even) or the booking link (odd): 1,000 clicks,
 * each with its reference. Then 1,000 deliveries: 850 genuine (a paid checkout for each of the first 425 checkout
 * references, an invitee.created for each of the first 425 booking ones), 100 repeats of genuine ones, 50 forged
 * (signed with another secret), in a shuffled order. What should count: 1,000 clicks, 425 paid plans, 425 × £1,200,
 * 425 booked calls.
 */
async function attributionPhase() {
  const CLICKS = 1000;
  const campaign = `attr-${Date.now().toString(36)}`;
  const before = (await hook()).flushes;
  const refs = [];
  const sent = { views: 0, clicks: 0, errors: 0 };
  let next = 0;
  const clicker = async () => {
    while (next < CLICKS) {
      const v = next++;
      const headers = { 'user-agent': BROWSER, 'x-test-client-ip': `2001:db8:a77:${v.toString(16)}::1`, 'x-test-country': 'GB' };
      const landing = await fetch(`${server.base}/time-poor-ceo?utm_source=newsletter&utm_campaign=${campaign}`, { headers: { ...headers, ...NAVIGATION } });
      await landing.arrayBuffer();
      if (landing.status === 200) sent.views++;
      const checkout = v % 2 === 0;
      const go = checkout ? '/go/checkout/starter?from=recommended-plan&button=Get+Started' : '/go/book?from=closing&button=Book+a+discovery+call';
      const res = await fetch(server.base + go, { headers: { ...headers, ...NAVIGATION, referer: `${server.base}/time-poor-ceo` }, redirect: 'manual' });
      await res.arrayBuffer();
      const location = res.status === 302 ? new URL(res.headers.get('location')) : null;
      const ref = location?.searchParams.get(checkout ? 'client_reference_id' : 'utm_content');
      if (ref) {
        refs.push({ checkout, ref });
        sent.clicks++;
      } else sent.errors++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, clicker));
  // The buyers take a while: the deliveries come once the page views and clicks have been through the queue.
  await settled(before.messages + sent.views + sent.clicks);

  const UNIQUE = 850;
  const genuine = [...refs.filter((r) => r.checkout).slice(0, UNIQUE / 2), ...refs.filter((r) => !r.checkout).slice(0, UNIQUE / 2)];
  const sign = (r, secret) =>
    r.checkout
      ? stripeDelivery(checkoutEvent({ ref: r.ref, amount: 120000, currency: 'gbp' }), secret ?? SECRETS.STRIPE_WEBHOOK_SECRET)
      : calendlyDelivery(inviteeEvent('invitee.created', { ref: r.ref }), secret ?? SECRETS.CALENDLY_WEBHOOK_SIGNING_KEY);
  const deliveries = [];
  for (const r of genuine) deliveries.push({ r, delivery: await sign(r), kind: 'genuine' });
  for (let i = 0; i < 100; i++) deliveries.push({ ...deliveries[i * 8], kind: 'repeat' });
  for (let i = 0; i < 50; i++) deliveries.push({ r: genuine[i * 17], delivery: await sign(genuine[i * 17], 'forged-secret'), kind: 'forged' });
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
  }
  const answers = { counted: 0, 'already counted': 0, refused: 0, other: 0, '5xx': 0 };
  const started = performance.now();
  let d = 0;
  const deliverer = async () => {
    while (d < deliveries.length) {
      const { r, delivery } = deliveries[d++];
      const res = await fetch(`${server.base}/api/webhooks/${r.checkout ? 'stripe' : 'calendly'}`, { method: 'POST', headers: delivery.headers, body: delivery.body });
      const text = await res.text();
      if (res.status >= 500) answers['5xx']++;
      else if (res.status === 400) answers.refused++;
      else if (text === 'Counted.') answers.counted++;
      else if (text === 'Already counted.') answers['already counted']++;
      else answers.other++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, deliverer));
  const seconds = (performance.now() - started) / 1000;

  const report = await hook();
  const campaigns = report.tables.find((t) => t.id === 'campaigns');
  const should = { clicks: CLICKS, payments: UNIQUE / 2, revenue: (UNIQUE / 2) * 120000, calls: UNIQUE / 2 };
  const shown = {
    clicks: figureOf(campaigns, campaign, 'Clicks to book or buy'),
    payments: figureOf(campaigns, campaign, 'Paid plans'),
    revenue: figureOf(campaigns, campaign, 'Net revenue (GBP)'),
    calls: figureOf(campaigns, campaign, 'Booked calls'),
  };
  const pounds = (pence) => `£${(pence / 100).toLocaleString('en-GB')}`;
  return {
    phase: 'attribution',
    'deliveries/s': Math.round(deliveries.length / seconds),
    'clicks sent': sent.clicks,
    'clicks on screen': shown.clicks,
    'paid plans due': should.payments,
    'paid plans on screen': shown.payments,
    'revenue due': pounds(should.revenue),
    'revenue on screen': pounds(shown.revenue),
    'calls due': should.calls,
    'calls on screen': shown.calls,
    'counted / repeats / forged refused': `${answers.counted} / ${answers['already counted']} / ${answers.refused}`,
    '5xx': answers['5xx'] + answers.other,
    'errors': sent.errors,
    'figures equal': Object.keys(should).every((k) => should[k] === shown[k]) && answers.counted === UNIQUE && answers.refused === 50 ? 'yes' : 'NO',
  };
}

const rows = [];
let analytics;
let attribution;
try {
  analytics = await analyticsPhase();
  attribution = await attributionPhase();
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
console.log(`Analytics: ${CONNECTIONS} concurrent connections on 127.0.0.1; figures read back through the screen's own tables`);
if (analytics) {
  const { goFigures, ...figures } = analytics;
  table([figures]);
  console.log('The go-address noise: the screen\'s figures before and after each part');
  table(goFigures);
}
console.log(`Click to revenue: ${CONNECTIONS} concurrent connections; the screen's figures against what should count`);
if (attribution) table([attribution]);
console.log(`${CONNECTIONS} concurrent connections for ${SECONDS} s per phase on 127.0.0.1 (4xx are the expected 404 page)`);
table(rows);
