import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowLead, LIMIT } from '../../routes/leads/rate-limit';
import { callsFor, leadsEnv, newsletterRecord, post, postForm, rowById, rowFor, runCron, uniqueEmail, upstream } from './leads-helpers';
import { faultyD1 } from './d1-faults';

afterEach(() => vi.restoreAllMocks());

/** A D1 binding that is down: every statement fails. */
const failing = () => Promise.reject(new Error('D1_ERROR: database unavailable'));
const brokenDb = {
  prepare: () => ({ bind: () => ({ first: failing, run: failing, all: failing }), first: failing, run: failing, all: failing }),
  batch: failing,
} as unknown as D1Database;

describe('when the outbox cannot be written', () => {
  it('the lead is forwarded straight away, and the visitor told it worked', async () => {
    const { calls } = upstream('ok');
    const error = vi.spyOn(console, 'error');
    const email = uniqueEmail('unstored');
    const res = await post('/api/newsletter', { email }, { env: { DB: brokenDb } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(callsFor(calls, email)).toHaveLength(1);
    expect(error.mock.calls.some((c) => String(c[0]).includes('"event":"lead_store_failed"'))).toBe(true);
  });

  it('if it can be neither stored nor forwarded: 503 and the spec failure message, never a false success', async () => {
    upstream(500);
    const res = await post('/api/newsletter', { email: uniqueEmail() }, { env: { DB: brokenDb } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, error: 'store_failed', message: 'Please try again or contact us directly.' });
  });

  it('nor when Supabase is not configured either', async () => {
    upstream('ok');
    const res = await post('/api/contact', { name: 'Ada', email: uniqueEmail(), message: 'Please call me back.' }, { env: { DB: brokenDb, SUPABASE_URL: '' } });
    expect(res.status).toBe(503);
  });

  it('a form posted without JavaScript gets a page saying so', async () => {
    upstream('network');
    const res = await postForm('/api/newsletter', { email: uniqueEmail() }, { env: { DB: brokenDb } });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Please try again or contact us directly.');
  });
});

describe('a cron run whose outbox step fails', () => {
  it('logs it for the operator, still runs the step after it, and the next run delivers the lead', async () => {
    const { calls } = upstream(500, 'ok');
    const email = uniqueEmail('cron-outbox-down');
    expect((await post('/api/newsletter', { email })).status).toBe(200);
    expect(callsFor(calls, email)).toHaveLength(1);
    // Found by id afterwards: a run seven hours on may be the next UTC day, which clears the day's dedupe keys.
    const { id } = (await rowFor(newsletterRecord(email)))!;
    await leadsEnv.DB.prepare("INSERT OR REPLACE INTO analytics_daily VALUES ('total', '2020-01-02', '', 'views', 4)").run();
    const old = () => leadsEnv.DB.prepare("SELECT COUNT(*) AS n FROM analytics_daily WHERE day = '2020-01-02'").first<number>('n');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Past any backoff, so the lead is due: only D1's answer to the outbox's first statement stops it.
    const later = Date.now() + 7 * 60 * 60 * 1000;
    await runCron(later, { DB: faultyD1(leadsEnv.DB, [{ sql: /UPDATE leads_outbox SET dedupe_key = NULL/, fail: 1 }]).db });
    const events = error.mock.calls.map((c) => JSON.parse(String(c[0])) as { event: string; message?: string });
    expect(events).toContainEqual(expect.objectContaining({ event: 'leads_outbox_run_failed', message: expect.stringContaining('injected by the test') }));
    expect(callsFor(calls, email)).toHaveLength(1);
    expect(await old()).toBe(0);

    await runCron(later + 60_000);
    expect(callsFor(calls, email)).toHaveLength(2);
    expect((await rowById(id))?.status).toBe('delivered');
  });
});

describe('the rate limit without the binding (wrangler dev without it, tests, a binding error)', () => {
  it(`the in-memory stand-in allows ${LIMIT} a minute per address`, async () => {
    const env = { ...leadsEnv, LEADS_RATE_LIMITER: undefined };
    const now = Date.UTC(2030, 0, 1, 12, 0, 5);
    const results = [];
    for (let i = 0; i <= LIMIT; i++) results.push(await allowLead(env, '192.0.2.1', now));
    expect(results.filter(Boolean)).toHaveLength(LIMIT);
    expect(results.at(-1)).toBe(false);
    expect(await allowLead(env, '192.0.2.2', now)).toBe(true);
    expect(await allowLead(env, '192.0.2.1', now + 60_000)).toBe(true);
  });

  it('takes over when the binding throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = { ...leadsEnv, LEADS_RATE_LIMITER: { limit: () => Promise.reject(new Error('unavailable')) } as RateLimit };
    const now = Date.UTC(2030, 0, 1, 13, 0, 5);
    const results = [];
    for (let i = 0; i <= LIMIT; i++) results.push(await allowLead(env, '192.0.2.3', now));
    expect(results.at(-1)).toBe(false);
  });
});
