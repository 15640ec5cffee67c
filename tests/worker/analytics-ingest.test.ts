import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { fold, flushes } from '../../routes/analytics/consumer';
import type { AnalyticsMessage } from '../../routes/analytics/record';
import { forgetSalt, utcDay, visitorHash } from '../../routes/analytics/visitor';
import { applyAnalyticsRetention } from '../../routes/analytics/retention';
import { faultyD1 } from './d1-faults';
import { QUESTIONNAIRES } from '../../routes/assessments/questionnaires';
import { HONEYPOT_FIELD } from '../../routes/_lib/lead-fields';
import { ORIGIN } from './helpers';
import { runCron, upstream } from './leads-helpers';
import { type VisitOptions, allRollups, BROWSER_UA, note, resetAnalytics, rollup, sent, settled, visit } from './analytics-helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import { OTHER_LABEL } from '../../routes/analytics/rollups';

let ip = 0;
const nextIp = () => `192.0.2.${++ip}`;

beforeEach(async () => {
  await resetAnalytics();
  // sync-to-agile, for the forms below: leads are delivered as usual.
  upstream('ok');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('page notes: only the site’s own pages and known events, capped and throttled', () => {
  it('takes a click on a booking button and a checkout link at their go-addresses, each with its words and place, and a note about them adds nothing', async () => {
    const who = nextIp();
    const from = { ip: who, headers: { referer: `${ORIGIN}/services` } };
    await visit('/services', { ip: who });
    expect((await visit('/go/book?from=pricing&button=Book+a+discovery+call', from)).res.status).toBe(302);
    expect((await visit('/go/checkout/executive?from=pricing&button=Get+Started', from)).res.status).toBe(302);
    // The same clicks as a page from before the go-addresses would report them: taken, and counted nowhere.
    expect((await note({ e: 'cta', p: '/services', k: 'booking', g: 'calendar', l: 'Book a discovery call', w: 'pricing' }, { ip: who })).res.status).toBe(204);
    expect((await note({ e: 'cta', p: '/services', k: 'checkout', g: 'executive', l: 'Get Started', w: 'pricing' }, { ip: who })).res.status).toBe(204);
    await settled();
    expect(await rollup('cta', 'booking\tcalendar\tBook a discovery call\tpricing', 'conversions')).toBe(1);
    expect(await rollup('cta', 'checkout\texecutive\tGet Started\tpricing', 'conversions')).toBe(1);
    expect(await rollup('page', '/services', 'conversions')).toBe(2);
    expect(await rollup('landing', '/services', 'conversions')).toBe(2);
    expect(await rollup('landing', '/services', 'converters')).toBe(1);
    expect(await rollup('total', '', 'converters')).toBe(1);
  });

  it('counts a prerendered page once it is shown, with the source of its own URL', async () => {
    const who = nextIp();
    const res = await note({ e: 'view', p: '/about', q: '?utm_source=newsletter&utm_campaign=november', r: 'https://mail.example.com/inbox' }, { ip: who });
    expect(res.res.status).toBe(204);
    await settled();
    expect(await rollup('page', '/about', 'views')).toBe(1);
    expect(await rollup('source', 'newsletter', 'visitors')).toBe(1);
    expect(await rollup('campaign', 'november', 'visitors')).toBe(1);
  });

  it('keeps Web Vitals as a histogram per page', async () => {
    expect((await note({ e: 'vitals', p: '/', LCP: 1830, INP: 120, CLS: 0.02 }, { ip: nextIp() })).res.status).toBe(204);
    await settled();
    expect(await rollup('vitals', '/', 'LCP:2000')).toBe(1);
    expect(await rollup('vitals', '/', 'INP:150')).toBe(1);
    expect(await rollup('vitals', '/', 'CLS:0.025')).toBe(1);
  });

  it('refuses malformed, oversized, foreign-path, unknown and cross-site notes with a 4xx and a reason, and changes no figure', async () => {
    const who = nextIp();
    await visit('/', { ip: who });
    await settled();
    const before = await allRollups();
    const cases: [unknown, number, RegExp, Parameters<typeof note>[1]?][] = [
      ['{"e":"cta",', 400, /not valid JSON/],
      ['[1,2,3]', 422, /JSON object/],
      [{ e: 'pageview', p: '/' }, 422, /Unknown event/],
      [{ e: 'view', p: 'https://evil.example/' }, 422, /path of the page/],
      [{ e: 'view', p: '/wp-login.php' }, 422, /not a page of this site/],
      [{ e: 'view', p: '/no-such-article' }, 422, /not a page of this site/],
      // The operator's screens and the sign-in are never counted as page views, so their notes are refused too.
      [{ e: 'view', p: '/blog/manage' }, 422, /not a page of this site/],
      [{ e: 'view', p: '/blog/manage/analytics' }, 422, /not a page of this site/],
      [{ e: 'view', p: '/auth' }, 422, /not a page of this site/],
      [{ e: 'vitals', p: '/auth', LCP: 900 }, 422, /not a page of this site/],
      [{ e: 'cta', p: '/', k: 'booking', g: 'https://evil.example', l: 'Book', w: 'hero' }, 422, /not a known destination/],
      [{ e: 'cta', p: '/', k: 'refund', g: 'calendar', l: 'Book', w: 'hero' }, 422, /k must be one of/],
      [{ e: 'cta', p: '/', k: 'booking', g: 'calendar', l: '<script>', w: 'hero' }, 422, /button's words/],
      [{ e: 'cta', p: '/', k: 'booking', g: 'calendar', l: 'Book', w: 'Hero Section!' }, 422, /where the button sits/],
      [{ e: 'vitals', p: '/', LCP: -5 }, 422, /LCP must be a number/],
      [{ e: 'vitals', p: '/', CLS: 'high' }, 422, /CLS must be a number/],
      [{ e: 'vitals', p: '/' }, 422, /at least one/],
      [{ e: 'view', p: '/', q: 'x'.repeat(2000) }, 413, /at most 1024 bytes/],
      [{ e: 'view', p: '/' }, 403, /only from this site/, { ip: who, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }],
    ];
    for (const [body, status, message, opts] of cases) {
      const { res, body: text } = await note(body, opts ?? { ip: who });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(text).toMatch(message);
    }
    const get = await visit('/api/page-notes', { ip: who });
    expect(get.res.status).toBe(405);
    await settled();
    expect(sent.filter((m) => m.t !== 'view' || m.path !== '/')).toEqual([]);
    expect(await allRollups()).toEqual(before);
  });

  it('marks the pages whose notes it would refuse, so the browser sends none from them (404, error, a form’s no-JavaScript answer)', async () => {
    const unmeasured = /<body[^>]*\sdata-unmeasured=""/;
    for (const path of ['/', '/services', '/ceo-weekly-review']) expect((await visit(path, { ip: nextIp() })).body, path).not.toMatch(unmeasured);
    expect((await visit('/old-pricing-page', { ip: nextIp() })).body).toMatch(unmeasured);
    expect((await visit('/auth', { ip: nextIp() })).body).toMatch(unmeasured);
    const answer = await visit('/api/newsletter', { ip: nextIp(), method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body: 'email=not-an-email' });
    expect(answer.res.headers.get('content-type')).toContain('text/html');
    expect(answer.body).toMatch(unmeasured);
  });

  it('answers a flood from one visitor with 429 and counts only its first notes', { timeout: 30_000 }, async () => {
    const who = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) statuses.push((await note({ e: 'cta', p: '/', k: 'copy_email', g: 'email', l: 'Copy email', w: 'copy-email' }, { ip: who })).res.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429, 429]);
    await settled();
    expect(await rollup('cta', 'copy_email\temail\tCopy email\tcopy-email', 'conversions')).toBe(60);
  });

  it('counts a copy-email note under the button’s own words and place, and any others as one', async () => {
    const planted = [
      { l: 'Buy cheap pills at evil.example', w: 'copy-email' },
      { l: 'Copy email', w: 'evil-example' },
    ];
    for (const n of planted) expect((await note({ e: 'cta', p: '/', k: 'copy_email', g: 'email', ...n }, { ip: nextIp() })).res.status).toBe(204);
    await settled();
    expect(await rollup('cta', `copy_email\temail\t${OTHER_LABEL}\tcopy-email`, 'conversions')).toBe(1);
    expect(await rollup('cta', `copy_email\temail\tCopy email\t${OTHER_LABEL}`, 'conversions')).toBe(1);
    const keys = await env.DB.prepare("SELECT key FROM analytics_daily WHERE dim = 'cta'").all<{ key: string }>();
    expect(keys.results.map((r) => r.key).join('\n')).not.toMatch(/pills|evil/);
  });

  it('takes nothing from bots, the signed-in operator or a browser that sends Global Privacy Control', async () => {
    const body = { e: 'cta', p: '/', k: 'booking', g: 'calendar', l: "Let's Talk", w: 'nav' };
    const visitors: VisitOptions[] = [{ ua: 'Mozilla/5.0 (compatible; bingbot/2.0)' }, { headers: { cookie: `${SESSION_COOKIE}=x` } }, { headers: { 'sec-gpc': '1' } }];
    for (const opts of visitors) {
      expect((await note(body, { ip: nextIp(), ...opts })).res.status).toBe(204);
    }
    expect(sent).toEqual([]);
  });
});

describe('conversions the server already knows', () => {
  it('credits a newsletter sign-up to the landing page and source of the visit, with no script in the browser', { timeout: 30_000 }, async () => {
    const who = nextIp();
    await visit('/time-poor-ceo?utm_source=podcast&utm_campaign=ceo-week', { ip: who });
    await visit('/blog', { ip: who });
    const res = await visit('/api/newsletter', {
      ip: who,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://www.executivesidekick.co.uk', 'sec-fetch-site': 'same-origin', referer: 'https://www.executivesidekick.co.uk/blog' },
      body: JSON.stringify({ email: 'reader@example.com' }),
    });
    expect(res.res.status).toBe(200);
    await settled();
    expect(await rollup('cta', 'newsletter\t\t\t', 'conversions')).toBe(1);
    expect(await rollup('page', '/blog', 'conversions')).toBe(1);
    expect(await rollup('landing', '/time-poor-ceo', 'conversions')).toBe(1);
    expect(await rollup('landing', '/time-poor-ceo', 'converters')).toBe(1);
    expect(await rollup('source', 'podcast', 'converters')).toBe(1);
    expect(await rollup('campaign', 'ceo-week', 'conversions')).toBe(1);
  });

  it('counts a completed assessment, and not a bot caught by the honeypot', { timeout: 30_000 }, async () => {
    const who = nextIp();
    await visit('/', { ip: who });
    const trapped = await visit('/api/newsletter', {
      ip: who,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://www.executivesidekick.co.uk', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: 'bot@example.com', [HONEYPOT_FIELD]: 'REF-2291' }),
    });
    expect(trapped.res.status).toBe(200);
    const answers = new URLSearchParams(QUESTIONNAIRES.burnout.questions.map((q) => [q.id, '1']));
    const done = await visit('/ceo-burnout-assessment', { ip: who, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: answers.toString() });
    expect(done.res.status).toBe(303);
    await settled();
    expect(await rollup('total', '', 'conversions')).toBe(1);
    expect(await rollup('cta', 'burnout_completed\t\t\t', 'conversions')).toBe(1);
    expect(await rollup('landing', '/', 'converters')).toBe(1);
  });
});

describe('privacy', () => {
  it('the salt rotates each UTC day and the old one is deleted; the same browser is a new visitor the next day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T23:59:00Z'));
    await env.DB.prepare('DELETE FROM analytics_salts').run();
    forgetSalt();
    const monday = await visitorHash(env, utcDay(Date.now()), '192.0.2.200', BROWSER_UA);
    const saltsMonday = await env.DB.prepare('SELECT day, salt FROM analytics_salts').all<{ day: string; salt: string }>();
    expect(saltsMonday.results.map((r) => r.day)).toEqual(['2026-03-01']);

    vi.setSystemTime(new Date('2026-03-02T00:00:30Z'));
    const tuesday = await visitorHash(env, utcDay(Date.now()), '192.0.2.200', BROWSER_UA);
    const saltsTuesday = await env.DB.prepare('SELECT day, salt FROM analytics_salts').all<{ day: string; salt: string }>();
    expect(saltsTuesday.results.map((r) => r.day)).toEqual(['2026-03-02']);
    expect(saltsTuesday.results[0]!.salt).not.toBe(saltsMonday.results[0]!.salt);
    expect(tuesday).not.toBe(monday);
    expect(tuesday).toMatch(/^[0-9a-f]{32}$/);

    // Another isolate (its own copy forgotten) gets the same salt for the same day: one visitor, one hash.
    forgetSalt();
    expect(await visitorHash(env, '2026-03-02', '192.0.2.200', BROWSER_UA)).toBe(tuesday);
    vi.useRealTimers();
    forgetSalt();
  });

  it('writes no address or user agent anywhere in D1 (every table scanned)', { timeout: 30_000 }, async () => {
    const address = '203.0.113.77';
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) DistinctiveTestBrowser/9.9';
    await visit('/services?utm_source=x', { ip: address, ua: agent, headers: { referer: 'https://ref.example/p?q=secret' } });
    await visit('/go/book?from=pricing&button=Book+a+discovery+call', { ip: address, ua: agent, headers: { referer: `${ORIGIN}/services` } });
    await visit('/api/newsletter', {
      ip: address,
      ua: agent,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://www.executivesidekick.co.uk', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: 'scan@example.com' }),
    });
    await settled();
    expect(await rollup('total', '', 'conversions')).toBe(2);
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").all<{ name: string }>();
    expect(tables.results.length).toBeGreaterThan(5);
    for (const { name } of tables.results) {
      const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
      const text = JSON.stringify(rows.results);
      expect(text, name).not.toContain(address);
      expect(text, name).not.toContain('DistinctiveTestBrowser');
      expect(text, name).not.toContain('secret');
    }
    expect(JSON.stringify(sent)).not.toContain(address);
    expect(JSON.stringify(sent)).not.toContain('DistinctiveTestBrowser');
  });

  it('retention keeps rollups 25 months, visitor rows at most 48 hours, and no old salt', async () => {
    const now = Date.parse('2026-11-25T00:05:00Z');
    // Earlier tests counted visits today by the real clock; a salt of a day after `now` is not old, so start without it.
    await env.DB.prepare('DELETE FROM analytics_salts').run();
    forgetSalt();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO analytics_daily VALUES ('total', '2024-10-24', '', 'views', 5), ('total', '2024-10-25', '', 'views', 6), ('page', '2024-10-01', '/', 'views', 1)"),
      env.DB.prepare("INSERT INTO analytics_visitors (day, visitor, landing, source, campaign, country, device) VALUES ('2026-11-23', 'a', '/', '(direct)', '', 'GB', 'desktop'), ('2026-11-24', 'b', '/', '(direct)', '', 'GB', 'desktop')"),
      env.DB.prepare("INSERT OR REPLACE INTO analytics_salts VALUES ('2026-11-24', 'old'), ('2026-11-25', 'new')"),
    ]);
    await applyAnalyticsRetention(env, now);
    expect((await env.DB.prepare('SELECT day FROM analytics_daily ORDER BY day').all()).results).toEqual([{ day: '2024-10-25' }]);
    expect((await env.DB.prepare('SELECT visitor FROM analytics_visitors').all()).results).toEqual([{ visitor: 'b' }]);
    expect((await env.DB.prepare('SELECT day FROM analytics_salts').all()).results).toEqual([{ day: '2026-11-25' }]);
    await env.DB.prepare('DELETE FROM analytics_salts').run();
    forgetSalt();
  });
});

describe('the queue consumer', () => {
  const day = '2026-11-20';
  const messages: AnalyticsMessage[] = [
    { t: 'view', day, visitor: 'v1', path: '/', source: 'google.com', campaign: '', country: 'GB', device: 'desktop', shown: [[1, 1]] },
    { t: 'view', day, visitor: 'v1', path: '/services', source: '(direct)', campaign: '', country: 'GB', device: 'desktop' },
    { t: 'view', day, visitor: 'v2', path: '/blog', source: '(direct)', campaign: 'autumn', country: 'US', device: 'mobile' },
    { t: 'conversion', day, visitor: 'v1', page: '/services', kind: 'booking', target: 'calendar', label: "Let's Talk", place: 'nav' },
    { t: 'missing', day, path: '/old' },
    { t: 'vitals', day, path: '/', name: 'LCP', value: 900 },
  ];
  const batchOf = (attempts: number) =>
    createMessageBatch<AnalyticsMessage>(
      'executive-sidekick-analytics',
      messages.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts, body })),
    );

  it('writes a whole batch in one D1 batch of at most seventeen statements, however many messages it holds', async () => {
    const watched = faultyD1(env.DB, []);
    const ctx = createExecutionContext();
    const batch = batchOf(1);
    await worker.queue!(batch as never, { ...env, DB: watched.db } as never);
    const result = await getQueueResult(batch, ctx);
    expect(result.ackAll).toBe(true);
    expect(watched.prepared.length).toBeLessThanOrEqual(17);
    expect(await rollup('total', '', 'visitors', day)).toBe(2);
    expect(await rollup('total', '', 'views', day)).toBe(3);
    expect(await rollup('landing', '/', 'conversions', day)).toBe(1);
    expect(await rollup('source', 'google.com', 'converters', day)).toBe(1);
    expect(await rollup('campaign', 'autumn', 'visitors', day)).toBe(1);
    expect(fold(messages).increments.length).toBeGreaterThan(5);
  });

  it('loses nothing and counts nothing twice when D1 fails during a flush: the batch is retried whole', async () => {
    const failing = faultyD1(env.DB, [{ sql: /INSERT INTO analytics_daily/, fail: 1 }]);
    const ctx = createExecutionContext();
    const first = batchOf(1);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await worker.queue!(first as never, { ...env, DB: failing.db } as never);
    const failed = await getQueueResult(first, ctx);
    expect(failed.ackAll).toBe(false);
    expect(failed.retryBatch.retry).toBe(true);
    expect(errors.mock.calls.map((c) => String(c[0])).join()).toContain('analytics_flush_failed');
    errors.mockRestore();
    expect(await allRollups()).toEqual([]);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM analytics_visitors').first<{ n: number }>())!.n).toBe(0);

    // The retry, D1 back: everything counted once.
    const before = flushes.batches;
    const retryCtx = createExecutionContext();
    const retry = batchOf(2);
    await worker.queue!(retry as never, { ...env, DB: failing.db } as never);
    expect((await getQueueResult(retry, retryCtx)).ackAll).toBe(true);
    expect(flushes.batches).toBe(before + 1);
    expect(await rollup('total', '', 'visitors', day)).toBe(2);
    expect(await rollup('total', '', 'views', day)).toBe(3);
    expect(await rollup('total', '', 'conversions', day)).toBe(1);
    expect(await rollup('404', '/old', 'views', day)).toBe(1);
    expect(await rollup('vitals', '/', 'LCP:1000', day)).toBe(1);
  });
});

describe('when counting fails', () => {
  const logged = (spy: { mock: { calls: unknown[][] } }, event: string) =>
    spy.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(`"event":"${event}"`));

  it('serves a page whose count cannot be queued all the same, and logs the failure without the visitor', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refuse = () => Promise.reject(new Error('Queue send failed (injected by the test)'));
    const down = { send: refuse, sendBatch: refuse } as unknown as Queue;
    const address = nextIp();
    const { res, body } = await visit('/services', { ip: address, queue: down });
    expect(res.status).toBe(200);
    expect(body).toContain('</html>');
    const failed = logged(error, 'analytics_record_failed');
    expect(failed).toHaveLength(1);
    expect(JSON.parse(failed[0]!)).toMatchObject({ what: 'page', message: expect.stringContaining('injected by the test') });
    expect(failed[0]).not.toContain(address);
    expect(failed[0]).not.toContain(BROWSER_UA);
  });

  it('ends a cron whose analytics retention fails, logs it for the operator, and the next run clears what was due', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.prepare("INSERT INTO analytics_daily VALUES ('total', '2020-01-01', '', 'views', 3)").run();
    const old = () => env.DB.prepare("SELECT COUNT(*) AS n FROM analytics_daily WHERE day = '2020-01-01'").first<number>('n');
    const failing = faultyD1(env.DB, [{ sql: /DELETE FROM analytics_daily/, fail: 1 }]);

    await runCron(Date.parse('2026-11-25T00:05:00Z'), { DB: failing.db });
    expect(logged(error, 'analytics_retention_failed')).toHaveLength(1);
    expect(await old()).toBe(1);

    await runCron(Date.parse('2026-11-25T00:06:00Z'));
    expect(await old()).toBe(0);
    await env.DB.prepare('DELETE FROM analytics_salts').run();
    forgetSalt();
  });
});
