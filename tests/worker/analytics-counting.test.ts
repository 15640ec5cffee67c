import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { purgePaths } from '../../worker/edge-cache';
import { faultyD1 } from './d1-faults';
import wranglerToml from '../../wrangler.toml?raw';
import { ANALYTICS_RETENTION_MONTHS, ATTRIBUTION_RETENTION_DAYS } from '../../routes/_lib/retention';
import { ORIGIN, awayFromLimiterWindowEdge, textOf } from './helpers';
import { allRollups, BROWSER_UA, PHONE_UA, resetAnalytics, rollup, sent, settled, visit, type VisitOptions } from './analytics-helpers';
import { VISITORS_PER_ADDRESS } from '../../routes/analytics/consumer';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let ip = 0;
/** A new address per test: the flood limit counts per visitor hash. */
const nextIp = () => `198.51.100.${++ip}`;

beforeEach(resetAnalytics);

describe('page views counted at the edge', () => {
  it('counts a page view, its visitor, landing page, source, campaign, country and device, from the utm tags of the URL', async () => {
    const who = nextIp();
    const { res } = await visit('/services?utm_source=LinkedIn&utm_medium=social&utm_campaign=Spring%20Launch', { ip: who, ua: PHONE_UA, country: 'US' });
    expect(res.status).toBe(200);
    await visit('/about', { ip: who, ua: PHONE_UA, country: 'US', headers: { referer: `${ORIGIN}/services` } });
    await settled();

    expect(await rollup('total', '', 'views')).toBe(2);
    expect(await rollup('total', '', 'visitors')).toBe(1);
    expect(await rollup('page', '/services', 'views')).toBe(1);
    expect(await rollup('page', '/about', 'views')).toBe(1);
    // The visit's source is that of its first page that day: the second page's own referrer changes nothing.
    expect(await rollup('landing', '/services', 'visitors')).toBe(1);
    expect(await rollup('landing', '/about', 'visitors')).toBe(0);
    expect(await rollup('source', 'linkedin / social', 'visitors')).toBe(1);
    expect(await rollup('campaign', 'spring launch', 'visitors')).toBe(1);
    expect(await rollup('country', 'US', 'visitors')).toBe(1);
    expect(await rollup('device', 'mobile', 'visitors')).toBe(1);
  });

  it('tells two browsers on one address apart, and takes the referring site’s host only', async () => {
    const shared = nextIp();
    await visit('/', { ip: shared, ua: BROWSER_UA, headers: { referer: 'https://www.google.com/search?q=fractional+chief+of+staff' } });
    await visit('/', { ip: shared, ua: PHONE_UA, headers: { referer: 'https://news.example.org/story/123?id=9' } });
    await visit('/', { ip: nextIp() });
    await settled();
    expect(await rollup('total', '', 'visitors')).toBe(3);
    expect(await rollup('source', 'google.com', 'visitors')).toBe(1);
    expect(await rollup('source', 'news.example.org', 'visitors')).toBe(1);
    expect(await rollup('source', '(direct)', 'visitors')).toBe(1);
    const keys = await env.DB.prepare("SELECT key FROM analytics_daily WHERE dim = 'source'").all<{ key: string }>();
    expect(keys.results.map((r) => r.key).join(' ')).not.toMatch(/search|story|q=/);
  });

  it('counts a page the edge cache answers (Cache API and isolate memory) as often as it is seen, with no D1 query', async () => {
    await purgePaths(ORIGIN, ['/cookies']);
    const who = nextIp();
    const first = await visit('/cookies', { ip: who, edgeCache: true });
    expect(first.res.headers.get('x-edge-cache')).toBe('MISS');
    // The salt is known now; from here on, counting a cached page must not touch D1.
    const watched = faultyD1(env.DB, [{ sql: /analytics/, fail: 99 }]);
    const second = await visit('/cookies', { ip: who, edgeCache: true, db: watched.db });
    const third = await visit('/cookies', { ip: who, edgeCache: true, db: watched.db });
    expect(second.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(third.res.headers.get('x-edge-cache')).toBe('HIT');
    expect(watched.prepared.filter((sql) => /analytics/.test(sql))).toEqual([]);
    await settled();
    expect(await rollup('page', '/cookies', 'views')).toBe(3);
    expect(await rollup('total', '', 'visitors')).toBe(1);
  });

  it('counts 404s by path, apart from page views', async () => {
    await visit('/old-pricing-page', { ip: nextIp() });
    await visit('/old-pricing-page', { ip: nextIp() });
    await settled();
    expect(await rollup('404', '/old-pricing-page', 'views')).toBe(2);
    expect(await rollup('total', '', 'views')).toBe(0);
    expect(await rollup('total', '', 'visitors')).toBe(0);
  });

  it('counts searches and searches that found nothing by their normal form, never an email address or a long number', async () => {
    await visit('/search?q=Weekly%20REVIEW', { ip: nextIp() });
    await visit('/search?q=weekly%20review', { ip: nextIp(), edgeCache: true });
    await visit('/search?q=weekly%20review', { ip: nextIp(), edgeCache: true });
    await visit('/search?q=zebrafishery', { ip: nextIp() });
    await visit('/search?q=someone%40example.com', { ip: nextIp() });
    await visit('/search?q=07700%20900123', { ip: nextIp() });
    await settled();
    expect(await rollup('search', 'weekly review', 'searches')).toBe(3);
    expect(await rollup('search-empty', 'weekly review', 'searches')).toBe(0);
    expect(await rollup('search', 'zebrafishery', 'searches')).toBe(1);
    expect(await rollup('search-empty', 'zebrafishery', 'searches')).toBe(1);
    expect((await allRollups()).filter((r) => /example|07700/.test(r))).toEqual([]);
  });

  it('does not count crawlers, prefetches, unshown prerenders, Global Privacy Control, the signed-in operator or HEAD', async () => {
    const skipped = [
      visit('/services', { ip: nextIp(), ua: GOOGLEBOT }),
      visit('/services', { ip: nextIp(), headers: { 'sec-purpose': 'prefetch;prerender' } }),
      visit('/services', { ip: nextIp(), headers: { 'sec-purpose': 'prefetch' } }),
      visit('/services', { ip: nextIp(), headers: { 'sec-gpc': '1' } }),
      visit('/services', { ip: nextIp(), headers: { cookie: `${SESSION_COOKIE}=operator-token` } }),
      visit('/services', { ip: nextIp(), method: 'HEAD' }),
    ];
    for (const { res } of await Promise.all(skipped)) expect(res.status).toBe(200);
    expect(sent).toEqual([]);
    await visit('/services', { ip: nextIp() });
    await settled();
    expect(await rollup('page', '/services', 'views')).toBe(1);
  });

  it('counts only top-level navigations: another site’s <img> or frame pointing at a page adds no view, visitor or source', async () => {
    const embeds: VisitOptions[] = [
      ...Array.from({ length: 10 }, () => ({ ip: nextIp(), headers: { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' } })),
      { ip: nextIp(), headers: { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' } },
      { ip: nextIp(), headers: { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors' } },
      { ip: nextIp(), headers: { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' } },
      // A browser without Fetch Metadata loading a picture asks for pictures, not HTML.
      { ip: nextIp(), headers: { accept: 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5' } },
    ];
    for (const opts of embeds) expect((await visit('/uk?utm_source=evil-embed', opts)).res.status).toBe(200);
    await visit('/no-such-page-embedded', { ip: nextIp(), headers: { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' } });
    expect(sent).toEqual([]);

    const navigations: VisitOptions[] = [
      { ip: nextIp(), headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' } },
      { ip: nextIp(), headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } },
    ];
    for (const opts of navigations) await visit('/uk?utm_source=newsletter', opts);
    await settled();
    expect(await rollup('total', '', 'views')).toBe(2);
    expect(await rollup('source', 'newsletter', 'visitors')).toBe(2);
    expect(await rollup('source', 'evil-embed', 'visitors')).toBe(0);
  });

  it('counts at most VISITORS_PER_ADDRESS visitors from one address in a day, however many user agents it sends', async () => {
    const shared = nextIp();
    const agents = Array.from({ length: 20 }, (_, i) => BROWSER_UA.replace('Chrome/131.0.0.0', `Chrome/131.0.${i}.0`));
    for (const ua of agents) await visit('/?utm_source=cycled', { ip: shared, ua });
    await visit('/', { ip: nextIp() });
    await settled();
    expect(await rollup('total', '', 'views')).toBe(21);
    expect(await rollup('total', '', 'visitors')).toBe(VISITORS_PER_ADDRESS + 1);
    expect(await rollup('source', 'cycled', 'visitors')).toBe(VISITORS_PER_ADDRESS);
    // Those already counted stay themselves: the first agent's second page is not a new visitor.
    await visit('/about', { ip: shared, ua: agents[0] });
    await settled();
    expect(await rollup('total', '', 'visitors')).toBe(VISITORS_PER_ADDRESS + 1);
  });

  it('does not count a vulnerability scanner or a scripted browser, though isbot’s own list lets them through', async () => {
    const agents = [
      'Mozilla/5.00 (Nikto/2.1.6) (Evasions:None) (Test:000001)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Puppeteer',
    ];
    for (const ua of agents) expect((await visit('/services', { ip: nextIp(), ua })).res.status).toBe(200);
    expect(sent).toEqual([]);
  });

  it('does not count the sign-in page or the operator’s screens as page views', async () => {
    for (const path of ['/auth', '/auth?next=%2Fblog%2Fmanage']) expect((await visit(path, { ip: nextIp() })).res.status).toBe(200);
    expect(sent).toEqual([]);
  });

  it('ignores a flood from one visitor past the limit, and still serves every page', { timeout: 30_000 }, async () => {
    // The limiter's windows are aligned to the clock's minutes: a run across two would be let through twice.
    await awayFromLimiterWindowEdge(25_000);
    const who = nextIp();
    for (let i = 0; i < 70; i++) expect((await visit('/about', { ip: who })).res.status).toBe(200);
    await settled();
    expect(await rollup('page', '/about', 'views')).toBe(60);
    expect(await rollup('total', '', 'visitors')).toBe(1);
  });
});

describe('what visitors are told', () => {
  it('a counted visit gets no cookie and nothing to store', async () => {
    const { res, body } = await visit('/?utm_source=linkedin&utm_campaign=launch', { ip: nextIp() });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(body).not.toMatch(/localStorage|document\.cookie/);
    await settled();
    expect(await rollup('campaign', 'launch', 'visitors')).toBe(1);
  });

  it('the privacy policy and cookies page say what is counted, what is never kept, for how long, and that no cookie is set', async () => {
    const privacy = textOf((await visit('/privacy-policy', { ip: nextIp() })).body);
    expect(privacy).toContain('It sets no cookie for this and stores nothing in your browser');
    expect(privacy).toContain("Your IP address and your browser's user agent (the line that names your browser and device) are never written down anywhere");
    expect(privacy).toContain('The day\'s random value is deleted when the day ends (UTC)');
    expect(privacy).toContain(`for ${ANALYTICS_RETENTION_MONTHS} months`);
    expect(privacy).toContain('is deleted within 48 hours');
    expect(privacy).toContain('the name of the website that linked to us, never the full address of the page you came from');
    expect(privacy).toContain('Not counted at all: any visit from a browser that sends the Global Privacy Control signal');
    expect(wranglerToml).toContain(`ANALYTICS_RETENTION_MONTHS = "${ANALYTICS_RETENTION_MONTHS}"`);
    expect(privacy).toContain('a random number, made at that moment, with nothing of you or your one-way code in it');
    expect(privacy).toContain('never your name, email address, postal address or card details');
    expect(privacy).toContain(`References are deleted after ${ATTRIBUTION_RETENTION_DAYS} days.`);
    expect(wranglerToml).toContain(`ATTRIBUTION_RETENTION_DAYS = "${ATTRIBUTION_RETENTION_DAYS}"`);
    const cookies = textOf((await visit('/cookies', { ip: nextIp() })).body);
    expect(cookies).toContain('The site does count visits, but with no cookie and nothing kept in your browser');
  });
});
