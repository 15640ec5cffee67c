/**
 * Hostile input outside the lead forms: open redirects through every redirecting endpoint, oversized bodies on
 * every POST, password guessing at /auth, and a session that must end when its owner signs out.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import worker from '../../worker/index';
import { RESULT_PAGES } from '../../routes/leads/content';
import { ADMIN, NOT_ADMIN, PASSWORD, standInForSupabase, supabase, token } from './auth-standin';
import { faultyD1 } from './d1-faults';
import { fetchPath, ORIGIN, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

let spy: ReturnType<typeof standInForSupabase>;
beforeAll(() => {
  spy = standInForSupabase();
});
afterAll(() => spy.mockRestore());
beforeEach(() => {
  supabase.state = 'up';
  supabase.loggedOut.length = 0;
});

/** The worker with some bindings replaced: the rate-limiting binding is the boundary these tests control. */
const fetchWith = (overrides: Record<string, unknown>, path: string, init: RequestInit = {}) =>
  worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', ...init }) as Parameters<typeof worker.fetch>[0], { ...env, ...overrides } as never, createExecutionContext());

/** A stand-in for the Workers rate-limiting binding that never resets its window during a test. */
function countingLimiter(limit: number) {
  const counts = new Map<string, number>();
  return { limit: async ({ key }: { key: string }) => ({ success: (counts.set(key, (counts.get(key) ?? 0) + 1).get(key) ?? 0) <= limit }) } as RateLimit;
}
const unlimited = { limit: async () => ({ success: true }) } as RateLimit;

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** Where a browser would go: it drops tabs and newlines, reads `\` as `/`, and resolves against the page. */
function expectOnSite(target: string | null, what: string) {
  expect(target, what).not.toBeNull();
  const url = new URL(target!, ORIGIN);
  expect(url.origin, `${what} → ${JSON.stringify(target)}`).toBe(ORIGIN);
  expect(url.protocol, what).toBe('https:');
}

/** Known open-redirect payloads: scheme-relative, slashes and backslashes, control characters, encodings, userinfo, script URLs. */
const PAYLOADS = [
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
  '/%09/evil.example',
  '/%0a/x',
  '/%0d%0a/evil.example',
  '/%5cevil.example',
  '/%5c%5cevil.example',
  '/%2f%2fevil.example',
  '%2f%2fevil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '//evil.example/%2f..',
  '//evil%2eexample',
  '//evil。example',
  'https://evil.example',
  'HTTPS://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http://evil.example:443/',
  'https://www.executivesidekick.co.uk@evil.example',
  'https://www.executivesidekick.co.uk.evil.example',
  '//www.executivesidekick.co.uk@evil.example',
  'https://evil.example#@www.executivesidekick.co.uk',
  'https://evil.example\\@www.executivesidekick.co.uk',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://evil.example',
];

describe('no redirect or back link leaves the site', () => {
  it(`covers ${PAYLOADS.length} known payloads`, () => expect(PAYLOADS.length).toBeGreaterThanOrEqual(30));

  it.each(PAYLOADS)('the currency switch with next=%j', async (payload) => {
    const res = await fetchPath(`/currency?to=GBP&next=${encodeURIComponent(payload)}`);
    expect(res.status).toBe(303);
    expectOnSite(res.headers.get('location'), 'currency next');
  });

  it.each(PAYLOADS)('the currency switch with next=%j unencoded', async (payload) => {
    const res = await fetchPath(`/currency?to=USD&next=${payload.replace(/[#&\s]/g, encodeURIComponent)}`);
    expect(res.status).toBeLessThan(500);
    if (res.status >= 300 && res.status < 400) expectOnSite(res.headers.get('location'), 'currency next, raw');
  });

  it.each(PAYLOADS.filter((p) => p.startsWith('/')))('the trailing-slash redirect of %j/', async (payload) => {
    const res = await fetchPath(`${payload.replace(/[#?\s]/g, encodeURIComponent)}/`);
    expect(res.status).toBeLessThan(500);
    if (res.status >= 300 && res.status < 400) expectOnSite(res.headers.get('location'), 'trailing slash');
  });

  it('the trailing-slash redirect still goes straight to the canonical path', async () => {
    const res = await fetchPath('//evil.example/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/evil.example');
    expect((await fetchPath('/services///?x=1')).headers.get('location')).toBe('/services?x=1');
  });

  it.each(PAYLOADS)('sign-in with next=%j', async (payload) => {
    const res = await fetchWith({ AUTH_RATE_LIMITER: unlimited }, '/auth', { method: 'POST', body: form({ email: ADMIN, password: PASSWORD, next: payload }) });
    expect(res.status).toBe(303);
    expectOnSite(res.headers.get('location'), 'sign-in next');
    // The form carries `next` only when it is a path on this site.
    const html = await (await fetchPath(`/auth?next=${encodeURIComponent(payload)}`)).text();
    const hidden = html.match(/<input type="hidden" name="next" value="([^"]*)"/)?.[1];
    if (hidden !== undefined) expectOnSite(hidden.replace(/&amp;/g, '&'), 'sign-in form next');
  });

  it('sign-in goes on to a next path on this site, and to the manager without one', async () => {
    const next = await fetchWith({ AUTH_RATE_LIMITER: unlimited }, '/auth', { method: 'POST', body: form({ email: ADMIN, password: PASSWORD, next: '/blog/manage/new' }) });
    expect(next.headers.get('location')).toBe('/blog/manage/new');
    const plain = await fetchWith({ AUTH_RATE_LIMITER: unlimited }, '/auth', { method: 'POST', body: form({ email: ADMIN, password: PASSWORD }) });
    expect(plain.headers.get('location')).toBe('/blog/manage');
  });

  const backHref = (html: string) => html.match(new RegExp(`<a href="([^"]*)"[^>]*>${RESULT_PAGES.backLabel}`))?.[1]?.replace(/&amp;/g, '&') ?? null;

  it.each(PAYLOADS.filter((p) => /^[/\\]/.test(p) && !/[\s\u0000]/.test(p)))('the back link of a form page with Referer %j on this host', async (payload) => {
    const referer = `${ORIGIN}${payload}/contact`;
    const res = await fetchPath('/api/contact', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', referer, 'x-test-client-ip': crypto.randomUUID() }, body: '--x--' });
    expect(res.status).toBe(415);
    expectOnSite(backHref(await res.text()), 'back link');
  });

  it('the back link still returns to the page the form was on', async () => {
    const res = await fetchPath('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', referer: `${ORIGIN}/contact?from=footer`, 'x-test-client-ip': crypto.randomUUID() },
      body: '--x--',
    });
    expect(backHref(await res.text())).toBe('/contact?from=footer');
  });
});

describe('every POST has a size cap', () => {
  const huge = 'a='.padEnd(30 * 1024 * 1024, 'x');
  const undeclared = () =>
    new ReadableStream({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(32 * 1024)));
        controller.close();
      },
    });
  const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };

  it.each(['/auth', '/auth/sign-out', '/assessment', '/ceo-burnout-assessment'])('%s answers 30 MB with 413 and a clear message', async (path) => {
    const res = await fetchPath(path, { method: 'POST', headers: urlencoded, body: huge });
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/larger than this form accepts \(at most [\d,]+ KB\)/);
    const streamed = await fetchPath(path, { method: 'POST', headers: urlencoded, body: undeclared(), duplex: 'half' } as never);
    expect(streamed.status).toBe(413);
  });

  it('the manager’s forms and API answer 413 too, even for a signed-in editor', async () => {
    const cookie = `${SESSION_COOKIE}=${await token()}`;
    for (const path of ['/blog/manage/new', '/blog/manage/test-any/edit']) {
      expect((await fetchPath(path, { method: 'POST', cookie, headers: urlencoded, body: huge })).status).toBe(413);
    }
    const api = await fetchPath('/api/blog/posts', { method: 'POST', headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' }, body: huge });
    expect(api.status).toBe(413);
  });
});

describe('sign-in is throttled per client address and per address and email, never for what others did', { timeout: 20_000 }, () => {
  const tokenCalls = () => spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/auth/v1/token')).length;
  const attempt = (limiter: RateLimit, email: string, ip: string, password = 'wrong password', more: Record<string, unknown> = {}, fields: Record<string, string> = {}) =>
    fetchWith({ AUTH_RATE_LIMITER: limiter, ...more }, '/auth', { method: 'POST', headers: { 'x-test-client-ip': ip }, body: form({ email, password, ...fields }) });
  /** Ten wrong passwords for `email` in a minute, each from an address of its own (a botnet, or a stranger's proxies). */
  async function guessFromEverywhere(limiter: RateLimit, email: string, times = 10) {
    const addresses = Array.from({ length: times }, () => crypto.randomUUID());
    for (const ip of addresses) expect((await attempt(limiter, email, ip)).status).toBe(401);
    return addresses;
  }
  const logged = (mock: { mock: { calls: unknown[][] } }, event: string) =>
    mock.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>).filter((l) => l.event === event);

  beforeEach(() => env.DB.prepare('DELETE FROM sign_in_failures').run());

  it('repeated wrong passwords from one address get 429 with Retry-After, and Supabase sees no more attempts', async () => {
    const limiter = countingLimiter(10);
    const ip = crypto.randomUUID();
    const before = tokenCalls();
    for (let i = 0; i < 10; i++) expect((await attempt(limiter, `guess-${i}@example.com`, ip)).status).toBe(401);
    expect(tokenCalls() - before).toBe(10);
    for (let i = 0; i < 5; i++) {
      const res = await attempt(limiter, `guess-more-${i}@example.com`, ip);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(textOf(await res.text())).toContain('Too many sign-in attempts');
    }
    // Even the right password waits: the throttle comes before Supabase.
    expect((await attempt(limiter, ADMIN, ip, PASSWORD)).status).toBe(429);
    expect(tokenCalls() - before).toBe(10);
  });

  it('ten wrong passwords a minute for the operator’s email from other addresses never keep the operator out', async () => {
    const warn = vi.spyOn(console, 'warn');
    const limiter = countingLimiter(10);
    await guessFromEverywhere(limiter, ADMIN, 12);
    expect(logged(warn, 'sign_in_email_under_attack')).toEqual([{ event: 'sign_in_email_under_attack', email: ADMIN, failures: 10 }]);
    const operator = crypto.randomUUID();
    const res = await attempt(limiter, ADMIN, operator, PASSWORD);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/blog/manage');
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    // And again a minute later, with the guessing still going on.
    await guessFromEverywhere(limiter, ADMIN, 10);
    expect((await attempt(limiter, ADMIN, operator, PASSWORD)).status).toBe(303);
    warn.mockRestore();
  });

  it('one email guessed from many addresses is throttled too: each address that failed waits, and Supabase sees no more of its guesses', async () => {
    const limiter = countingLimiter(10);
    const guessers = await guessFromEverywhere(limiter, NOT_ADMIN);
    const before = tokenCalls();
    for (const ip of guessers) {
      const res = await attempt(limiter, NOT_ADMIN, ip, `another guess from ${ip}`);
      expect(res.status).toBe(429);
      // Until its wrong password is 15 minutes old.
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    }
    expect(tokenCalls() - before).toBe(0);
    // A new address is still asked about: it may be the account's owner. Its wrong password makes it wait next time.
    const fresh = crypto.randomUUID();
    expect((await attempt(limiter, NOT_ADMIN, fresh)).status).toBe(401);
    expect((await attempt(limiter, NOT_ADMIN, fresh, PASSWORD)).status).toBe(429);
    expect(tokenCalls() - before).toBe(1);
  });

  it('five wrong passwords for one email from one address make that pair wait, even with the right password; other pairs go on', async () => {
    const limiter = countingLimiter(10);
    const ip = crypto.randomUUID();
    for (let i = 0; i < 5; i++) expect((await attempt(limiter, ADMIN, ip)).status).toBe(401);
    const before = tokenCalls();
    const res = await attempt(limiter, ADMIN, ip, PASSWORD);
    expect(res.status).toBe(429);
    expect(textOf(await res.text())).toContain('Too many sign-in attempts');
    expect(tokenCalls()).toBe(before);
    // The same address may still sign in to another account, and the operator from elsewhere.
    expect((await attempt(limiter, NOT_ADMIN, ip, PASSWORD)).status).toBe(403);
    expect((await attempt(limiter, ADMIN, crypto.randomUUID(), PASSWORD)).status).toBe(303);
  });

  it('a right password clears the address’s own earlier typos', async () => {
    const limiter = countingLimiter(100);
    const ip = crypto.randomUUID();
    for (let i = 0; i < 4; i++) expect((await attempt(limiter, ADMIN, ip)).status).toBe(401);
    expect((await attempt(limiter, ADMIN, ip, PASSWORD)).status).toBe(303);
    for (let i = 0; i < 4; i++) expect((await attempt(limiter, ADMIN, ip)).status).toBe(401);
    expect((await attempt(limiter, ADMIN, ip, PASSWORD)).status).toBe(303);
  });

  describe('with Turnstile configured, an email under attack asks every address for the check', () => {
    const turnstile = { TURNSTILE_SECRET_KEY: 'turnstile-secret', TURNSTILE_SITE_KEY: 'turnstile-site-key' };
    /** siteverify's answer at the fetch boundary; Supabase still answered by its stand-in. */
    function siteverify(verdict: 'pass' | 'fail' | 'down') {
      const seen: string[] = [];
      const prior = spy.getMockImplementation()!;
      spy.mockImplementation(async (input, init) => {
        const req = new Request(input as RequestInfo, init);
        if (!req.url.startsWith('https://challenges.cloudflare.com/')) return prior(input, init);
        seen.push(String((await req.formData()).get('response')));
        if (verdict === 'down') throw new TypeError('Network connection lost.');
        return Response.json(verdict === 'pass' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] });
      });
      onTestFinished(() => void spy.mockImplementation(prior));
      return seen;
    }

    it('no check is asked for while nobody is guessing', async () => {
      const seen = siteverify('pass');
      expect((await attempt(countingLimiter(10), ADMIN, crypto.randomUUID(), PASSWORD, turnstile)).status).toBe(303);
      expect(seen).toEqual([]);
    });

    it('without a token: the check is shown (400) and Supabase is not asked; with a good one the operator signs in', async () => {
      const seen = siteverify('pass');
      const limiter = countingLimiter(10);
      await guessFromEverywhere(limiter, ADMIN);
      const before = tokenCalls();
      const operator = crypto.randomUUID();
      const asked = await attempt(limiter, ADMIN, operator, PASSWORD, turnstile);
      expect(asked.status).toBe(400);
      const html = await asked.text();
      expect(textOf(html)).toContain('There have been many wrong passwords for this email address in the last few minutes');
      expect(html).toMatch(/<div class="cf-turnstile" data-sitekey="turnstile-site-key"><\/div>/);
      expect(html).toContain('src="https://challenges.cloudflare.com/turnstile/v0/api.js"');
      expect(asked.headers.get('content-security-policy')).toContain('https://challenges.cloudflare.com');
      expect(html).toContain(`value="${ADMIN}"`);
      expect(tokenCalls()).toBe(before);

      const res = await attempt(limiter, ADMIN, operator, PASSWORD, turnstile, { 'cf-turnstile-response': 'token-from-the-widget' });
      expect(res.status).toBe(303);
      expect(seen).toEqual(['token-from-the-widget']);
    });

    it('a token siteverify refuses: 403, the check again, Supabase not asked', async () => {
      siteverify('fail');
      const limiter = countingLimiter(10);
      await guessFromEverywhere(limiter, ADMIN);
      const before = tokenCalls();
      const res = await attempt(limiter, ADMIN, crypto.randomUUID(), PASSWORD, turnstile, { 'cf-turnstile-response': 'forged' });
      expect(res.status).toBe(403);
      expect(textOf(await res.text())).toContain('The check could not confirm that a person is signing in.');
      expect(tokenCalls()).toBe(before);
    });

    it('while siteverify is down, an address that has not failed still signs in and the guessers still wait', async () => {
      siteverify('down');
      const limiter = countingLimiter(10);
      const guessers = await guessFromEverywhere(limiter, ADMIN);
      expect((await attempt(limiter, ADMIN, crypto.randomUUID(), PASSWORD, turnstile, { 'cf-turnstile-response': 't' })).status).toBe(303);
      expect((await attempt(limiter, ADMIN, guessers[0]!, PASSWORD, turnstile, { 'cf-turnstile-response': 't' })).status).toBe(429);
    });
  });

  it('if D1 cannot keep the failures, the operator still signs in and the per-address limit still holds', async () => {
    const error = vi.spyOn(console, 'error');
    const { db } = faultyD1(env.DB, [{ sql: /sign_in_failures/, fail: 1000 }]);
    const limiter = countingLimiter(10);
    const ip = crypto.randomUUID();
    for (let i = 0; i < 10; i++) expect((await attempt(limiter, ADMIN, ip, 'wrong password', { DB: db })).status).toBe(401);
    expect((await attempt(limiter, ADMIN, ip, PASSWORD, { DB: db })).status).toBe(429);
    expect((await attempt(limiter, ADMIN, crypto.randomUUID(), PASSWORD, { DB: db })).status).toBe(303);
    expect(logged(error, 'sign_in_failures_unavailable').length).toBeGreaterThan(0);
    error.mockRestore();
  });

  it('without the binding the in-isolate counter throttles the same way', async () => {
    const ip = crypto.randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt(undefined as never, `local-${i}@example.com`, ip)).status);
    // The local window is aligned to the clock, so a run may straddle two windows; it still never lets 12 through.
    expect(statuses).toContain(429);
  });
});

describe('signing out ends the session', () => {
  const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

  it('revokes the token at Supabase and refuses it afterwards, as cookie and as Bearer credential', async () => {
    const signIn = await fetchWith({ AUTH_RATE_LIMITER: unlimited }, '/auth', { method: 'POST', body: form({ email: ADMIN, password: PASSWORD }) });
    const t = signIn.headers.get('set-cookie')!.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))![1]!;
    expect((await fetchPath('/api/blog/posts', { headers: bearer(t) })).status).toBe(200);

    const out = await fetchPath('/auth/sign-out', { method: 'POST', cookie: `${SESSION_COOKIE}=${t}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(out.status).toBe(303);
    expect(supabase.loggedOut).toEqual([t]);

    const api = await fetchPath('/api/blog/posts', { headers: bearer(t) });
    expect(api.status).toBe(401);
    const page = await fetchPath('/blog/manage', { cookie: `${SESSION_COOKIE}=${t}` });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/auth');
    // Other sessions of the same editor are untouched.
    expect((await fetchPath('/api/blog/posts', { headers: bearer(await token()) })).status).toBe(200);
  });

  it('keeps refusing when Supabase cannot be reached to sign out', async () => {
    const t = await token();
    supabase.state = 'down';
    expect((await fetchPath('/auth/sign-out', { method: 'POST', cookie: `${SESSION_COOKIE}=${t}` })).status).toBe(303);
    supabase.state = 'up';
    expect((await fetchPath('/api/blog/posts', { headers: bearer(t) })).status).toBe(401);
  });

  it('still signs the browser out and ends the Supabase session when D1 cannot record the revocation, and logs it', async () => {
    const t = await token();
    const { db } = faultyD1(env.DB, [{ sql: /INSERT OR REPLACE INTO revoked_sessions/, fail: 1 }]);
    const error = vi.spyOn(console, 'error');
    try {
      const out = await fetchWith({ DB: db }, '/auth/sign-out', { method: 'POST', headers: { cookie: `${SESSION_COOKIE}=${t}` } });
      expect(out.status).toBe(303);
      expect(out.headers.get('location')).toBe('/auth?signed-out');
      expect(out.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`, 'i'));
      expect(supabase.loggedOut).toContain(t);
      const logged = error.mock.calls.map((call) => String(call[0])).find((line) => line.includes('"event":"sign_out_revocation_failed"'));
      expect(logged).toContain(ADMIN);
    } finally {
      error.mockRestore();
    }
  });

  it('refuses everyone when the list of signed-out sessions cannot be read', async () => {
    const broken = { prepare: () => { throw new Error('D1_ERROR: database unavailable'); } };
    const res = await fetchWith({ DB: broken }, '/api/blog/posts', { headers: bearer(await token()) });
    expect(res.status).toBe(503);
  });
});

describe('a Supabase project URL that is not a URL', () => {
  // supabase-js refuses to build a client for it: the operator must see a clear page, never the error page.
  const broken = { SUPABASE_URL: 'not a project url', AUTH_RATE_LIMITER: unlimited };
  const signInForm = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' } };

  it('answers a sign-in with the "not set up" page (503), logs why, and sets no cookie', async () => {
    const error = vi.spyOn(console, 'error');
    try {
      const res = await fetchWith(broken, '/auth', { ...signInForm, body: form({ email: ADMIN, password: PASSWORD }) });
      expect(res.status).toBe(503);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(textOf(await res.text())).toContain('Sign-in is not set up on this copy of the site yet');
      expect(error.mock.calls.map((call) => String(call[0])).some((line) => line.includes('"event":"supabase_client_refused"'))).toBe(true);
    } finally {
      error.mockRestore();
    }
  });

  it('still signs the browser out', async () => {
    const res = await fetchWith(broken, '/auth/sign-out', { method: 'POST', headers: { cookie: `${SESSION_COOKIE}=some.old.token`, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`, 'i'));
  });
});

describe('only confirmed, non-anonymous accounts on the allow-list get in', () => {
  it('refuses an anonymous user’s token, even with an allowed email claim', async () => {
    const res = await fetchPath('/api/blog/posts', { headers: { authorization: `Bearer ${await token({ anonymous: true })}` } });
    expect(res.status).toBe(403);
  });

  it('refuses to sign in an account whose email is not confirmed', async () => {
    supabase.unconfirmed.add(ADMIN);
    try {
      const res = await fetchWith({ AUTH_RATE_LIMITER: unlimited }, '/auth', { method: 'POST', body: form({ email: ADMIN, password: PASSWORD }) });
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie') ?? '').not.toContain(`${SESSION_COOKIE}=ey`);
      expect(textOf(await res.text())).toContain('has not been confirmed yet');
    } finally {
      supabase.unconfirmed.delete(ADMIN);
    }
  });
});
