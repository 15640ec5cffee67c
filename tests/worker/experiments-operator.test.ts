/**
 * Copy experiments from the operator's side (docs/analytics.md#experiments): the Experiments screen's refusals, the
 * money path from a variant's page through a go-address and a signed Stripe delivery to the report, and what stopping
 * or keeping a variant does to the pages and their cached copies, through the real worker, D1, queue and Cache API.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldQueue, resetAnalytics, rollup, settled, visit } from './analytics-helpers';
import { answer as supabaseAuth, NOT_ADMIN, token } from './auth-standin';
import { decode, ORIGIN } from './helpers';
import { dispatch, switchableUpstream } from './leads-helpers';
import { checkoutEvent, stripeDelivery } from '../fixtures/webhook-standins';
import { LIVE_SECONDS, relearnExperiments } from '../../routes/analytics/experiments/live';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import { SLOTS } from '../../routes/table';
import { cacheKey } from '../../worker/edge-cache';

const SCREEN = '/blog/manage/experiments';
const HEADLINE = 'Your week back, without hiring a full-time executive';
const BUTTON = 'Book a twenty-minute call';
const original = (slot: string) => SLOTS[slot]!.original;
const nav = { 'sec-fetch-dest': 'document', accept: 'text/html' };
const ua = (i: number) => `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`;

let session: string;
beforeEach(async () => {
  switchableUpstream(supabaseAuth);
  session = `${SESSION_COOKIE}=${await token()}`;
  await env.DB.batch(['experiments', 'experiment_log', 'experiment_visitors', 'attribution_refs', 'attribution_owed'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
  await relearnExperiments(env.DB);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function operator(path: string, init: { form?: Record<string, string>; cookie?: string | null; site?: string } = {}) {
  const headers: Record<string, string> = { 'sec-fetch-site': init.site ?? 'same-origin' };
  const cookie = init.cookie === undefined ? session : init.cookie;
  if (cookie) headers.cookie = cookie;
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  return dispatch(new Request(ORIGIN + path, { method: body ? 'POST' : 'GET', headers, body, redirect: 'manual' }));
}

/** Creates an experiment from the screen's form and returns its id. */
async function create(slot: string, variant1: string, extra: Record<string, string> = {}): Promise<number> {
  const res = await operator(SCREEN, { form: { slot, name: `Trying ${slot}`, note: '', share: '100', variant1, ...extra } });
  expect(res.status).toBe(303);
  return Number(/\/(\d+)\?/.exec(res.headers.get('location')!)![1]);
}

const act = (id: number, action: string, form: Record<string, string> = {}) => operator(`${SCREEN}/${id}/${action}`, { form: { ...form, go: '1' } });
const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM experiments').first<{ n: number }>())!.n;

/** A visitor (own address and browser) to whom `path` shows `words`, found among the first forty. */
async function visitorSeeing(path: string, words: string, opts: { edgeCache?: boolean; queue?: Queue } = {}) {
  for (let i = 0; i < 40; i++) {
    const who = { ip: `198.51.100.${i + 1}`, ua: ua(i), headers: nav, ...opts };
    const page = await visit(path, who);
    if (shows(page.body, words)) return { who, page };
  }
  throw new Error(`nobody among forty visitors was shown “${words}”`);
}

/** The Cache API's key of a page's copy with the variant's words (worker/edge-cache.ts keyOf). */
const variantKey = (path: string, copy: string) => `${cacheKey(ORIGIN, path, 'GBP', 'country').url}&copy=${copy}`;

const csvRows = async (id: number) =>
  (await (await operator(`${SCREEN}/${id}/report.csv`)).text())
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
/** Whether a page shows the words, without printing the whole page when it does not. */
const shows = (html: string, words: string) => decode(html).includes(words);

describe('the Experiments screen refuses', () => {
  it('anyone who is not an editor, and a change posted from another site', async () => {
    const form = { slot: 'home.hero.headline', name: 'Headline', variant1: HEADLINE };
    for (const cookie of [null, `${SESSION_COOKIE}=${await token({ email: NOT_ADMIN })}`]) {
      const res = await operator(SCREEN, { form, cookie });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toMatch(/^\/auth\b/);
    }
    expect((await operator(SCREEN, { form, site: 'cross-site' })).status).toBe(403);
    expect(await count()).toBe(0);
    const id = await create('home.hero.headline', HEADLINE);
    expect((await operator(`${SCREEN}/${id}/start`, { form: { go: '1' }, site: 'cross-site' })).status).toBe(403);
    const notEditor = await operator(`${SCREEN}/${id}/start`, { form: { go: '1' }, cookie: `${SESSION_COOKIE}=${await token({ email: NOT_ADMIN })}` });
    expect(notEditor.headers.get('location')).toMatch(/^\/auth\b/);
    expect((await env.DB.prepare('SELECT state FROM experiments WHERE id = ?').bind(id).first<{ state: string }>())!.state).toBe('draft');
    for (const path of [`${SCREEN}/abc`, `${SCREEN}/0`, `${SCREEN}/${id + 1}`, `${SCREEN}/abc/report.csv`]) expect((await operator(path)).status, path).toBe(404);
    expect((await operator(`${SCREEN}/abc/start`, { form: { go: '1' } })).status).toBe(404);
  });

  it('words longer than the slot takes, and markup, with a 400 that says why and keeps what was typed', async () => {
    const long = 'A'.repeat(SLOTS['home.hero.cta']!.max + 1);
    const tooLong = await operator(SCREEN, { form: { slot: 'home.hero.cta', name: 'Button', variant1: long } });
    expect(tooLong.status).toBe(400);
    expect(decode(await tooLong.text())).toContain(`this slot takes at most ${SLOTS['home.hero.cta']!.max}`);
    const markup = await operator(SCREEN, { form: { slot: 'home.hero.headline', name: 'Headline', variant1: 'Your week <script>alert(1)</script> back' } });
    expect(markup.status).toBe(400);
    const page = await markup.text();
    expect(decode(page)).toContain('a variant is plain words, without markup');
    expect(page).not.toContain('<script>alert(1)');
    expect(await count()).toBe(0);
  });

  it('a second live experiment on one slot, with a 409, while another slot starts', async () => {
    const first = await create('home.hero.headline', HEADLINE);
    const second = await create('home.hero.headline', 'Hand the busywork to someone who has done it before');
    expect((await act(first, 'start')).status).toBe(303);
    const refused = await act(second, 'start');
    expect(refused.status).toBe(409);
    expect(decode(await refused.text())).toContain('Another experiment is already live on this copy');
    expect((await act(await create('services.header.cta', BUTTON), 'start')).status).toBe(303);
    const states = (await env.DB.prepare('SELECT id, state FROM experiments ORDER BY id').all<{ id: number; state: string }>()).results;
    expect(states.map((s) => s.state)).toEqual(['running', 'draft', 'running']);
    const log = (await env.DB.prepare("SELECT action, editor FROM experiment_log WHERE experiment = ? ORDER BY id").bind(first).all()).results;
    expect(log).toEqual([{ action: 'created', editor: 'editor@executivesidekick.co.uk' }, { action: 'start', editor: 'editor@executivesidekick.co.uk' }]);
  });
});

describe('the money path', () => {
  it.each([
    ['its page view reached D1 first', false],
    ['the click and the payment reached D1 before its page view', true],
  ])('credits a paid plan to the variant its buyer saw (%s): page, go-address, signed Stripe delivery, report', async (_, viewLast) => {
    await resetAnalytics();
    const id = await create('home.hero.headline', HEADLINE);
    await act(id, 'start');
    const views = heldQueue();
    const { who, page } = await visitorSeeing('/', HEADLINE, viewLast ? { queue: views.queue } : {});
    await settled();
    const href = decode(/href="(\/go\/checkout\/[^"]+)"/.exec(page.body)![1]!);
    const go = await visit(href, { ip: who.ip, ua: who.ua, headers: { ...nav, referer: `${ORIGIN}/` } });
    expect(go.res.status).toBe(302);
    const ref = new URL(go.res.headers.get('location')!).searchParams.get('client_reference_id')!;
    await settled();
    const delivery = await stripeDelivery(checkoutEvent({ ref, amount: 120000, currency: 'gbp' }), env.STRIPE_WEBHOOK_SECRET!);
    const paid = await dispatch(new Request(`${ORIGIN}/api/webhooks/stripe`, { method: 'POST', headers: delivery.headers, body: delivery.body }));
    expect(await paid.text()).toBe('Counted.');
    if (viewLast) {
      const row = await env.DB.prepare('SELECT pending IS NOT NULL AS waiting FROM attribution_refs WHERE ref = ?').bind(ref).first<{ waiting: number }>();
      expect(row?.waiting).toBe(1);
      await views.release();
    }
    expect(await rollup('experiment', `${id}:1`, 'revenue:GBP')).toBe(120000);
    const [head, originalRow, variantRow] = await csvRows(id);
    const column = (name: string) => head!.indexOf(name);
    expect(variantRow![column('Words')]).toBe(HEADLINE);
    expect(variantRow![column('Visitors')]).toBe('1');
    expect(variantRow![column('Paid plans')]).toBe('1');
    expect(variantRow![column('Revenue')]).toBe('£1,200.00');
    expect(originalRow![column('Revenue')]).toBe('£0.00');
    expect(variantRow![column('Chance to beat the original')]).toMatch(/^\d+\.\d%$/);
    const screen = decode(await (await operator(`${SCREEN}/${id}`)).text());
    expect(screen).toContain('£1,200.00');
    expect(screen).toContain('Not enough visitors yet to tell');
  });

  it('records a click on a variant’s button words under the button the page declares, not as another label', async () => {
    await resetAnalytics();
    const id = await create('home.hero.cta', BUTTON);
    await act(id, 'start');
    const { who, page } = await visitorSeeing('/', BUTTON);
    const href = decode(/href="(\/go\/book\?from=hero[^"]*)"/.exec(page.body)![1]!);
    expect(new URL(href, ORIGIN).searchParams.get('button')).toBe(original('home.hero.cta'));
    await visit(href, { ip: who.ip, ua: who.ua, headers: { ...nav, referer: `${ORIGIN}/` } });
    await settled();
    expect(await rollup('cta', `booking\tcalendar\t${original('home.hero.cta')}\thero`, 'conversions')).toBe(1);
  });
});

describe('ending an experiment', () => {
  it('shows every visitor the original from the next request after Stop, and drops the variant’s cached copy', async () => {
    const id = await create('home.hero.headline', HEADLINE);
    await act(id, 'start');
    const { who } = await visitorSeeing('/', HEADLINE, { edgeCache: true });
    expect(shows((await visit('/', who)).body, HEADLINE)).toBe(true);
    const key = variantKey('/', `e${id}v1`);
    expect(await caches.default.match(key)).toBeDefined();
    expect((await act(id, 'stop')).status).toBe(303);
    expect(await caches.default.match(key)).toBeUndefined();
    const after = (await visit('/', who)).body;
    expect(shows(after, HEADLINE)).toBe(false);
    expect(shows(after, original('home.hero.headline'))).toBe(true);
  });

  it('shows the kept words to everyone, crawlers included, from the next request after Keep', async () => {
    const id = await create('home.hero.headline', HEADLINE);
    await act(id, 'start');
    const { who } = await visitorSeeing('/', original('home.hero.headline'), { edgeCache: true });
    expect((await act(id, 'keep', { variant: '1' })).status).toBe(303);
    expect(shows((await visit('/', who)).body, HEADLINE)).toBe(true);
    expect(shows((await visit('/', { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', headers: nav, edgeCache: true })).body, HEADLINE)).toBe(true);
    expect(decode(await (await operator(`${SCREEN}/${id}`)).text())).toContain('until a developer moves these words into the content module');
  });

  it('purges the articles’ cached copies when an experiment on their closing call to action stops', async () => {
    const slug = (await env.DB.prepare("SELECT slug FROM posts WHERE status = 'published' ORDER BY date DESC LIMIT 1").first<{ slug: string }>())?.slug;
    expect(slug).toBeDefined();
    const heading = 'Would a second pair of hands change your month?';
    const id = await create('article.closing.heading', heading);
    await act(id, 'start');
    const { who } = await visitorSeeing(`/${slug}`, heading, { edgeCache: true });
    const key = variantKey(`/${slug}`, `e${id}v1`);
    expect(await caches.default.match(key)).toBeDefined();
    await act(id, 'stop');
    expect(await caches.default.match(key)).toBeUndefined();
    expect(shows((await visit(`/${slug}`, who)).body, heading)).toBe(false);
  });

  it('never serves a stopped variant for longer than LIVE_SECONDS, in an isolate that did not stop it', async () => {
    const id = await create('home.hero.headline', HEADLINE);
    await act(id, 'start');
    const { who } = await visitorSeeing('/', HEADLINE);
    // Another isolate's editor stops it: this one learns only by reading D1 again.
    await env.DB.prepare("UPDATE experiments SET state = 'stopped' WHERE id = ?").bind(id).run();
    vi.useFakeTimers({ now: Date.now() + LIVE_SECONDS * 1000 + 1, toFake: ['Date'] });
    expect(shows((await visit('/', who)).body, HEADLINE)).toBe(false);
  });
});
