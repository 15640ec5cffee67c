import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { SITE } from '../../routes/_lib/site-config';
import { bookingHref, checkoutHref } from '../../routes/_lib/go-links';
import { CTA, GO_LABELS } from '../../routes/_layout/copy';
import { ROUTES } from '../../routes/table';
import { applyAttributionRetention } from '../../routes/analytics/attribution/retention';
import { readRef, REF_SQL, REFS_PER_ADDRESS } from '../../routes/analytics/attribution/refs';
import { OTHER_LABEL } from '../../routes/analytics/rollups';
import { faultyD1 } from './d1-faults';
import { ORIGIN } from './helpers';
import { BROWSER_UA, PHONE_UA, resetAnalytics, rollup, sent, settled, visit, note } from './analytics-helpers';

let ip = 0;
const nextIp = () => `192.0.2.${++ip}`;

async function resetRefs() {
  await resetAnalytics();
  await env.DB.batch(['attribution_refs', 'attribution_events'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
}
beforeEach(resetRefs);

const refs = () => env.DB.prepare('SELECT * FROM attribution_refs ORDER BY created').all<Record<string, string | number | null>>().then((r) => r.results);
const refIn = (location: string, param: string) => new URL(location).searchParams.get(param);

describe('pages link to the go-addresses, the same for every visitor', () => {
  it('sends every booking and checkout button of the home page and /services through /go/, in a new tab', async () => {
    for (const path of ['/', '/services']) {
      const { body } = await visit(path, { ip: nextIp() });
      const hrefs = [...body.matchAll(/<a [^>]*href="([^"]*)"[^>]*>/g)].map((m) => m[0]);
      const providers = [SITE.bookingUrl, SITE.realityCheckCheckoutUrl, ...Object.values(SITE.checkoutUrls)];
      expect(hrefs.filter((a) => providers.some((p) => a.includes(p)))).toEqual([]);
      const go = hrefs.filter((a) => a.includes('href="/go/'));
      expect(go.length).toBeGreaterThan(4);
      for (const a of go) expect(a).toMatch(/target="_blank" rel="noopener"/);
    }
    const { body } = await visit('/', { ip: nextIp() });
    expect(body).toContain(`href="${checkoutHref('starter', 'pricing', 'Get Access').replace(/&/g, '&amp;')}"`);
    expect(body).toContain(`href="${bookingHref('hero', "Let's Have a Natter").replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}"`);
  });

  it('gives every booking and checkout link of every page words the pages declare (GO_LABELS)', async () => {
    const pages = ROUTES.filter((r) => !r.unmeasured && !r.path.includes(':')).map((r) => r.path);
    let links = 0;
    for (const path of pages) {
      const { res, body } = await visit(path, { ip: nextIp() });
      if (res.status !== 200) continue;
      for (const [, href] of body.matchAll(/href="(\/go\/[^"]*)"/g)) {
        const words = new URL(href!.replace(/&amp;/g, '&'), ORIGIN).searchParams.get('button');
        expect(GO_LABELS, `${path}: ${href}`).toContain(words?.replace(/&#x27;/g, "'"));
        links++;
      }
    }
    expect(links).toBeGreaterThan(pages.length);
  });

  it('renders the same HTML for two different visitors', async () => {
    const a = await visit('/services', { ip: nextIp() });
    const b = await visit('/services', { ip: nextIp(), ua: PHONE_UA, country: 'FR' });
    expect(a.body.replace(/nonce-[^']+|nonce="[^"]+"/g, '')).toBe(b.body.replace(/nonce-[^']+|nonce="[^"]+"/g, ''));
  });
});

describe('a go-address', () => {
  it('answers 302 to the plan’s Stripe link with a fresh client_reference_id each time, never cached', async () => {
    const who = nextIp();
    const first = await visit('/go/checkout/strategic?from=pricing&button=Get+Started', { ip: who, headers: { referer: `${ORIGIN}/services` } });
    const second = await visit('/go/checkout/strategic?from=pricing&button=Get+Started', { ip: who, headers: { referer: `${ORIGIN}/services` } });
    for (const { res } of [first, second]) {
      expect(res.status).toBe(302);
      expect(res.headers.get('location')!.startsWith(`${SITE.checkoutUrls.strategic}?client_reference_id=`)).toBe(true);
      expect(res.headers.get('cache-control')).toBe('no-store, private');
    }
    const [a, b] = [refIn(first.res.headers.get('location')!, 'client_reference_id'), refIn(second.res.headers.get('location')!, 'client_reference_id')];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    expect((await refs()).map((r) => [r.ref, r.kind, r.target, r.place, r.label, r.page])).toEqual([
      [a, 'checkout', 'strategic', 'pricing', 'Get Started', '/services'],
      [b, 'checkout', 'strategic', 'pricing', 'Get Started', '/services'],
    ]);
  });

  it('is answered afresh with the edge cache on: never a stored redirect', async () => {
    const path = '/go/checkout/starter?from=pricing&button=Get+Access';
    const locations = [];
    for (let i = 0; i < 3; i++) locations.push((await visit(path, { ip: nextIp(), edgeCache: true })).res.headers.get('location'));
    expect(new Set(locations).size).toBe(3);
  });

  it('adds utm_content for Calendly and leads to the Reality Check’s own link', async () => {
    const book = await visit('/go/book?from=hero&button=Let%27s+Have+a+Natter', { ip: nextIp() });
    expect(book.res.status).toBe(302);
    expect(refIn(book.res.headers.get('location')!, 'utm_content')).toMatch(/^[0-9a-f]{32}$/);
    expect(book.res.headers.get('location')!.startsWith(SITE.bookingUrl + '?')).toBe(true);
    const check = await visit('/go/checkout/reality-check?from=hero&button=Get+Reality+Check', { ip: nextIp() });
    expect(check.res.headers.get('location')!.startsWith(SITE.realityCheckCheckoutUrl + '?client_reference_id=')).toBe(true);
  });

  it('refuses unknown destinations and malformed queries with a 4xx, and never redirects anywhere else', async () => {
    const cases: [string, number][] = [
      ['/go/checkout/platinum?from=pricing&button=Buy', 404],
      ['/go/checkout/https%3A%2F%2Fevil.example?from=pricing&button=Buy', 404],
      ['/go/checkout/__proto__?from=pricing&button=Buy', 404],
      ['/go/checkout/toString?from=pricing&button=Buy', 404],
      ['/go/elsewhere?to=https://evil.example', 404],
      ['/go/book?from=Hero%20Section&button=Book', 400],
      ['/go/book?from=hero', 400],
      ['/go/book?from=hero&button=%3Cscript%3E', 400],
      ['/go/book?from=hero&button=' + 'x'.repeat(61), 400],
    ];
    for (const [path, status] of cases) {
      const { res } = await visit(path, { ip: nextIp() });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('location'), path).toBeNull();
      expect(res.headers.get('cache-control') ?? '', path).toMatch(/no-store/);
    }
    const post = await visit('/go/book?from=hero&button=Book', { ip: nextIp(), method: 'POST' });
    expect(post.res.status).toBe(405);
    // A destination in the query is ignored: the link is always the configured one.
    const { res } = await visit('/go/book?from=hero&button=Book&to=https://evil.example&url=https://evil.example', { ip: nextIp() });
    expect(new URL(res.headers.get('location')!).origin).toBe(new URL(SITE.bookingUrl).origin);
    expect(await refs()).toHaveLength(1);
  });

  it('answers 404 for any /go/ address that is not a link, whatever the method, and 405 only for a real link', async () => {
    const cases: [method: string, path: string, status: number][] = [
      ['GET', '/go/checkout', 404],
      ['GET', '/go/checkout/starter/anything?from=pricing&button=Get+Access', 404],
      ['GET', '/go/book/anything?from=hero&button=Book', 404],
      ['GET', '/go', 404],
      ['POST', '/go/nothing', 404],
      ['POST', '/go/checkout', 404],
      ['POST', '/go/checkout/platinum', 404],
      ['DELETE', '/go/checkout/starter/x', 404],
      ['POST', '/go/book', 405],
      ['PUT', '/go/checkout/starter', 405],
      ['POST', '/go/checkout/reality-check?from=hero&button=Get+Reality+Check', 405],
    ];
    for (const [method, path, status] of cases) {
      const { res, body } = await visit(path, { ip: nextIp(), method });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.headers.get('location'), `${method} ${path}`).toBeNull();
      if (status === 405) expect(res.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
      else expect(body, `${method} ${path}`).not.toMatch(/with GET/);
    }
    const head = await visit('/go/book?from=hero&button=Book', { ip: nextIp(), method: 'HEAD' });
    expect(head.res.status).toBe(302);
    expect(await refs()).toEqual([]);
  });

  it('sends crawlers, Global Privacy Control and speculative loads on without a reference or a count', async () => {
    const heads: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'sec-gpc': '1' },
      { 'sec-purpose': 'prefetch' },
    ];
    for (const headers of heads) {
      const { res } = await visit('/go/checkout/starter?from=pricing&button=Get+Access', { ip: nextIp(), headers });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(SITE.checkoutUrls.starter);
    }
    await settled();
    expect(await refs()).toEqual([]);
    expect(await rollup('total', '', 'clicks')).toBe(0);
  });
});

/** What a browser sends when another site's page embeds a go-address, or a script fetches it, and when an older browser without Fetch Metadata loads it as a picture. */
const EMBEDDED: Record<string, Record<string, string>> = {
  '<img>': { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site', accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
  '<iframe>': { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site', accept: 'text/html' },
  'fetch()': { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site', accept: '*/*' },
  'older browser <img>': { accept: 'image/webp,*/*' },
};
const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-user': '?1', 'sec-fetch-site': 'same-origin', accept: 'text/html,application/xhtml+xml' };

describe('what is not a click on one of the site’s links', () => {
  it('sends an embedded or fetched go-address on to the provider, but mints no reference, writes no row and counts nothing', async () => {
    for (const [what, headers] of Object.entries(EMBEDDED)) {
      const { res } = await visit('/go/checkout/starter?from=pricing&button=Get+Access', { ip: nextIp(), headers: { ...headers, referer: 'https://elsewhere.example/page' } });
      expect(res.status, what).toBe(302);
      expect(res.headers.get('location'), what).toBe(SITE.checkoutUrls.starter);
    }
    await settled();
    expect(await refs()).toEqual([]);
    expect(sent.filter((m) => m.t === 'conversion')).toEqual([]);
    expect(await rollup('total', '', 'clicks')).toBe(0);
    expect(await rollup('total', '', 'conversions')).toBe(0);
    // The same link followed from the page is a click.
    const { res } = await visit('/go/checkout/starter?from=pricing&button=Get+Access', { ip: nextIp(), headers: { ...NAVIGATION, referer: `${ORIGIN}/` } });
    expect(refIn(res.headers.get('location')!, 'client_reference_id')).toMatch(/^[0-9a-f]{32}$/);
    await settled();
    expect(await refs()).toHaveLength(1);
    expect(await rollup('total', '', 'clicks')).toBe(1);
  });

  it('keeps REFS_PER_ADDRESS references a day from one address, however many user agents it cycles', async () => {
    const shared = nextIp();
    for (let i = 0; i <= REFS_PER_ADDRESS; i++) {
      const ua = BROWSER_UA.replace('Chrome/131.0.0.0', `Chrome/131.0.${i}.0`);
      const { res } = await visit('/go/book?from=hero&button=Let%27s+Have+a+Natter', { ip: shared, ua });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')!.startsWith(SITE.bookingUrl)).toBe(true);
    }
    await settled();
    expect(await refs()).toHaveLength(REFS_PER_ADDRESS);
    expect(await rollup('total', '', 'clicks')).toBe(REFS_PER_ADDRESS);
    expect(await rollup('total', '', 'conversions')).toBe(REFS_PER_ADDRESS);
    expect(await rollup('cta', "booking\tcalendar\tLet's Have a Natter\thero", 'conversions')).toBe(REFS_PER_ADDRESS);
    // Another address is not held back.
    await visit('/go/book?from=hero&button=Let%27s+Have+a+Natter', { ip: nextIp() });
    await settled();
    expect(await refs()).toHaveLength(REFS_PER_ADDRESS + 1);
    expect(await rollup('total', '', 'clicks')).toBe(REFS_PER_ADDRESS + 1);
  });

  it('still counts a click whose reference D1 failed to store: the cap is for floods, not for outages', async () => {
    const { db } = faultyD1(env.DB, [{ sql: /INSERT INTO attribution_refs/, fail: 1 }]);
    const { res } = await visit('/go/book?from=hero&button=Let%27s+Have+a+Natter', { ip: nextIp(), db });
    expect(res.status).toBe(302);
    await settled();
    expect(await refs()).toEqual([]);
    expect(await rollup('total', '', 'clicks')).toBe(1);
  });

  it('counts the address’s references from its own index, not by reading every reference', async () => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${REF_SQL.insert}`).bind('0'.repeat(32), 0, '2026-01-01', 'v', 'booking', 'calendar', 'w', 'hero', '', 'a').all<{ detail: string }>();
    const steps = results.map((r) => r.detail).join('\n');
    expect(steps).toMatch(/attribution_refs_address/);
    expect(steps).not.toMatch(/SCAN (attribution_refs|r)\b(?! USING)/);
  });

  it('forgets the address’s daily hash in a reference once its day is over, as the visitor rows go', async () => {
    await visit('/go/book?from=hero&button=Let%27s+Have+a+Natter', { ip: nextIp() });
    const keys = () => env.DB.prepare('SELECT address_key FROM attribution_refs').all<{ address_key: string | null }>().then((r) => r.results.map((row) => row.address_key));
    expect(await keys()).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/)]);
    await applyAttributionRetention(env, Date.now() + 2 * 86_400_000);
    expect(await keys()).toEqual([null]);
  });

  it('records a click under its words only when a page of the site declares them, and any other words as one label', async () => {
    const planted = ['Buy cheap pills at evil.example', 'Get Access now', "Let's have a natter"];
    for (const words of planted) await visit(`/go/book?from=hero&button=${encodeURIComponent(words)}`, { ip: nextIp() });
    await visit(`/go/book?from=hero&button=${encodeURIComponent(CTA.natter)}`, { ip: nextIp() });
    await settled();
    expect((await refs()).map((r) => r.label).sort()).toEqual([CTA.natter, OTHER_LABEL, OTHER_LABEL, OTHER_LABEL].sort());
    expect(await rollup('cta', `booking\tcalendar\t${OTHER_LABEL}\thero`, 'conversions')).toBe(3);
    expect(await rollup('cta', `booking\tcalendar\t${CTA.natter}\thero`, 'conversions')).toBe(1);
    const keys = await env.DB.prepare("SELECT key FROM analytics_daily WHERE dim = 'cta'").all<{ key: string }>();
    expect(keys.results.map((r) => r.key).join('\n')).not.toMatch(/pills|now|have a natter/);
  });

  it('records a click under where it sits only when a page of the site puts a link there, and any other place as one', async () => {
    for (const place of ['buy-cheap-pills', 'evil-example-com', 'hero-x']) await visit(`/go/book?from=${place}&button=${encodeURIComponent(CTA.natter)}`, { ip: nextIp() });
    await visit(`/go/book?from=closing&button=${encodeURIComponent(CTA.natter)}`, { ip: nextIp() });
    await settled();
    expect((await refs()).map((r) => r.place).sort()).toEqual([OTHER_LABEL, OTHER_LABEL, OTHER_LABEL, 'closing'].sort());
    expect(await rollup('cta', `booking\tcalendar\t${CTA.natter}\t${OTHER_LABEL}`, 'conversions')).toBe(3);
    const keys = await env.DB.prepare("SELECT key FROM analytics_daily WHERE dim = 'cta'").all<{ key: string }>();
    expect(keys.results.map((r) => r.key).join('\n')).not.toMatch(/pills|evil|hero-x/);
  });
});

describe('the click and its reference', () => {
  it('counts the click once as the conversion the page note used to report, and a note about it adds nothing', async () => {
    const who = nextIp();
    await visit('/services?utm_source=newsletter&utm_campaign=march', { ip: who });
    await settled();
    await visit('/go/checkout/executive?from=pricing&button=Get+Started', { ip: who, headers: { referer: `${ORIGIN}/services` } });
    const sentNote = await note({ p: '/services', e: 'cta', k: 'checkout', g: 'executive', l: 'Get Started', w: 'pricing' }, { ip: who });
    expect(sentNote.res.status).toBe(204);
    await settled();
    expect(await rollup('total', '', 'conversions')).toBe(1);
    expect(await rollup('total', '', 'clicks')).toBe(1);
    expect(await rollup('cta', 'checkout\texecutive\tGet Started\tpricing', 'conversions')).toBe(1);
    expect(await rollup('page', '/services', 'conversions')).toBe(1);
    expect(await rollup('landing', '/services', 'clicks')).toBe(1);
    expect(await rollup('source', 'newsletter', 'clicks')).toBe(1);
    expect(await rollup('campaign', 'march', 'clicks')).toBe(1);
  });

  it('holds the day’s first-touch facts of the visit, and no visitor hash once they are known', async () => {
    const who = nextIp();
    await visit('/fractional-chief-of-staff?utm_source=newsletter&utm_medium=email&utm_campaign=march', { ip: who, ua: PHONE_UA, country: 'US' });
    await settled();
    await visit('/about', { ip: who, ua: PHONE_UA, country: 'US' });
    const { res } = await visit('/go/book?from=closing&button=Book+a+discovery+call', { ip: who, ua: PHONE_UA, country: 'US', headers: { referer: `${ORIGIN}/about` } });
    const ref = refIn(res.headers.get('location')!, 'utm_content')!;
    const [row] = await refs();
    expect(row).toMatchObject({ ref, page: '/about', landing: '/fractional-chief-of-staff', source: 'newsletter / email', campaign: 'march', country: 'US', device: 'mobile', pending: null });
    expect(ref).not.toContain(String(row!.pending));
  });

  it('fills in the facts when the click comes before its visit’s first page view reached D1', async () => {
    const who = nextIp();
    const slow = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue;
    // The page view is lost on the way here (its message still queued), so the click finds no facts yet.
    await visit('/go/checkout/starter?from=pricing&button=Get+Access', { ip: who, queue: slow });
    const [pending] = await refs();
    expect(pending!.pending).toMatch(/^[0-9a-f]{32}$/);
    expect(pending!.landing).toBe('');
    await visit('/cyber?utm_source=linkedin&utm_campaign=spring', { ip: who });
    await settled();
    const [row] = await refs();
    expect(row).toMatchObject({ landing: '/cyber', source: 'linkedin', campaign: 'spring', pending: null });
  });

  it('is deleted by the cron after 45 days, and reads as unknown from then on', async () => {
    const { res } = await visit('/go/book?from=hero&button=Book', { ip: nextIp() });
    const ref = refIn(res.headers.get('location')!, 'utm_content')!;
    const now = Date.now();
    expect(await readRef(env, ref, now + 44 * 86_400_000)).not.toBeNull();
    expect(await readRef(env, ref, now + 46 * 86_400_000)).toBeNull();
    await applyAttributionRetention(env, now + 44 * 86_400_000);
    expect(await refs()).toHaveLength(1);
    await applyAttributionRetention(env, now + 46 * 86_400_000);
    expect(await refs()).toHaveLength(0);
    // A shorter setting takes effect.
    const again = await visit('/go/book?from=hero&button=Book', { ip: nextIp() });
    expect(again.res.status).toBe(302);
    await applyAttributionRetention({ ...env, ATTRIBUTION_RETENTION_DAYS: '7' }, now + 8 * 86_400_000);
    expect(await refs()).toHaveLength(0);
  });
});
