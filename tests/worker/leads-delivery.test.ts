import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffMs } from '../../routes/leads/delivery';
import { LEASE_MS, RETENTION_MS } from '../../routes/leads/outbox';
import { faultyD1 } from './d1-faults';
import { ANON_KEY, callsFor, leadsEnv, newsletterRecord, post, rowById, rowFor, runCron, SYNC_URL, uniqueEmail, upstream } from './leads-helpers';

afterEach(() => vi.restoreAllMocks());

const subscribe = (email: string, extra: Record<string, unknown> = {}) => post('/api/newsletter', { email, ...extra });

describe('forwarding a newsletter sign-up to sync-to-agile', () => {
  it('sends exactly { record } with the anon key as apikey and bearer token', async () => {
    const { calls } = upstream('ok');
    const email = uniqueEmail('exact');
    const res = await subscribe(`  ${email.toUpperCase()}  `, { name: '' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe(SYNC_URL);
    expect(call!.method).toBe('POST');
    expect(call!.headers.get('apikey')).toBe(ANON_KEY);
    expect(call!.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(call!.headers.get('content-type')).toBe('application/json');
    expect(call!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{64}$/);
    expect(call!.body).toStrictEqual({
      record: { name: 'Newsletter Subscriber', email, message: 'Newsletter subscription', source: 'newsletter_signup', newsletter_signup: true },
    });
  });

  it('keeps a name the visitor gave', async () => {
    const { calls } = upstream('ok');
    const email = uniqueEmail();
    await subscribe(email, { name: '  Ada Lovelace ' });
    expect((calls[0]!.body as { record: { name: string } }).record.name).toBe('Ada Lovelace');
  });

  it('marks the row delivered and removes the personal data', async () => {
    upstream('ok');
    const email = uniqueEmail('delivered');
    await subscribe(email);
    const row = await rowFor(newsletterRecord(email));
    expect(row).toMatchObject({ status: 'delivered', record: null, attempts: 1, last_error: null });
    expect(row!.delivered_at).toBeGreaterThan(0);
  });
});

describe('when sync-to-agile is unavailable the lead waits in the outbox and the cron delivers it', () => {
  const failures = [
    ['a 500', 500, 'HTTP 500'],
    ['a 503', 503, 'HTTP 503'],
    ['a relay error', 'relay', 'relay error (HTTP 502)'],
    ['a network error', 'network', 'network error: Network connection lost.'],
    ['a 429', 429, 'HTTP 429'],
    ['a 408', 408, 'HTTP 408'],
  ] as const;

  for (const [what, answer, reason] of failures) {
    it(`${what}: the visitor is told it worked, the row stays pending, the next due cron run delivers it`, async () => {
      const { calls } = upstream(answer, 'ok');
      const email = uniqueEmail('retry');
      const res = await subscribe(email);
      expect(res.status).toBe(200);
      const pending = await rowFor(newsletterRecord(email));
      expect(pending).toMatchObject({ status: 'pending', attempts: 1, last_error: reason, lease_until: 0 });
      expect(JSON.parse(pending!.record!)).toMatchObject({ email });
      expect(pending!.next_attempt_at - pending!.updated_at).toBe(backoffMs(1));

      await runCron(Date.now());
      expect(callsFor(calls, email)).toHaveLength(1);

      await runCron(pending!.next_attempt_at + 1);
      const mine = callsFor(calls, email);
      expect(mine).toHaveLength(2);
      expect(mine[1]!.body).toStrictEqual(mine[0]!.body);
      expect(await rowFor(newsletterRecord(email))).toMatchObject({ status: 'delivered', record: null, attempts: 2 });
    });
  }

  it('a timeout (set explicitly, about four seconds) is retried the same way', { timeout: 20_000 }, async () => {
    const { calls } = upstream('timeout', 'ok');
    const email = uniqueEmail('timeout');
    const started = Date.now();
    expect((await subscribe(email)).status).toBe(200);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(3900);
    expect(elapsed).toBeLessThan(8000);
    const pending = await rowFor(newsletterRecord(email));
    expect(pending).toMatchObject({ status: 'pending', last_error: 'timed out after 4000 ms' });
    await runCron(pending!.next_attempt_at);
    expect(callsFor(calls, email)).toHaveLength(2);
    expect(await rowFor(newsletterRecord(email))).toMatchObject({ status: 'delivered' });
  });

  it("honours a 429's Retry-After when it is longer than the backoff", async () => {
    upstream(new Response('slow down', { status: 429, headers: { 'Retry-After': '3600' } }));
    const email = uniqueEmail('retry-after');
    await subscribe(email);
    const row = await rowFor(newsletterRecord(email));
    expect(row!.next_attempt_at - row!.updated_at).toBe(3600_000);
  });

  it('backs off 5, 10, 20 minutes... and keeps retrying for the whole retention period, then expires the row', async () => {
    const { calls } = upstream(500);
    const error = vi.spyOn(console, 'error');
    const email = uniqueEmail('parked');
    await subscribe(email);
    let row = (await rowFor(newsletterRecord(email)))!;
    const { id, created_at } = row;
    expect([1, 2, 3].map(backoffMs)).toEqual([300_000, 600_000, 1_200_000]);
    const byId = () => leadsEnv.DB.prepare('SELECT * FROM leads_outbox WHERE id = ?1').bind(id).first<typeof row>();
    while (row.status === 'pending') {
      await runCron(row.next_attempt_at);
      row = (await byId())!;
    }
    // Every 6 hours after the first day: far more than the ten attempts that used to park it.
    expect(callsFor(calls, email).length).toBeGreaterThan(100);
    expect(row.created_at).toBe(created_at);
    expect(row.updated_at - created_at).toBeGreaterThan(RETENTION_MS);
    expect(row).toMatchObject({ status: 'failed', record: null, dedupe_key: null, last_error: 'HTTP 500; expired after 30 days' });
    const expired = error.mock.calls.map((c) => JSON.parse(String(c[0]))).find((l) => l.event === 'leads_expired_undelivered');
    expect(expired.expired).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(error.mock.calls)).not.toContain(email);
    // About 130 simulated cron runs over 30 days: a few seconds on a quiet machine, more on a busy CI runner.
  }, 30_000);
});

describe('a permanent refusal', () => {
  it('a 400 parks the row at once, logged with the status, and the cron leaves it alone', async () => {
    const { calls } = upstream(400, 'ok');
    const error = vi.spyOn(console, 'error');
    const email = uniqueEmail('refused');
    expect((await subscribe(email)).status).toBe(200);
    const row = await rowFor(newsletterRecord(email));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: 'HTTP 400' });
    expect(error.mock.calls.some((c) => String(c[0]).includes('"event":"lead_parked"') && String(c[0]).includes('HTTP 400'))).toBe(true);
    await runCron(Date.now() + 24 * 3600_000);
    expect(callsFor(calls, email)).toHaveLength(1);
  });
});

describe('the same submission twice', () => {
  it('is stored once and delivered once', async () => {
    const { calls } = upstream('ok');
    const email = uniqueEmail('twice');
    const [a, b] = await Promise.all([subscribe(email), subscribe(email.toUpperCase())]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await subscribe(` ${email} `)).toHaveProperty('status', 200);
    expect(calls).toHaveLength(1);
    const { n } = (await leadsEnv.DB.prepare('SELECT COUNT(*) AS n FROM leads_outbox WHERE idempotency_key = ?1')
      .bind(calls[0]!.headers.get('idempotency-key'))
      .first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it('even while the first copy is still waiting for a retry', async () => {
    const { calls } = upstream(503, 'ok');
    const email = uniqueEmail('twice-pending');
    await subscribe(email);
    await subscribe(email);
    expect(calls).toHaveLength(1);
    const row = await rowFor(newsletterRecord(email));
    await runCron(row!.next_attempt_at);
    await runCron(row!.next_attempt_at + 3600_000);
    expect(callsFor(calls, email)).toHaveLength(2);
    // By id: a cron an hour ahead may be past midnight, when the day's duplicate check is cleared.
    expect(await rowById(row!.id)).toMatchObject({ status: 'delivered' });
  });
});

describe('with Supabase not configured', () => {
  const unconfigured = { SUPABASE_URL: '', SUPABASE_ANON_KEY: '' };

  it('stores the lead, tells the visitor it is safe, and tells the operator', async () => {
    const { calls } = upstream('ok');
    const warn = vi.spyOn(console, 'warn');
    const email = uniqueEmail('unconfigured');
    const res = await post('/api/newsletter', { email }, { env: unconfigured });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(calls).toHaveLength(0);
    expect(await rowFor(newsletterRecord(email))).toMatchObject({ status: 'pending', attempts: 0 });
    expect(warn.mock.calls.some((c) => String(c[0]).includes('"event":"leads_backend_not_configured"'))).toBe(true);
  });

  it('the cron leaves rows pending until it is configured, then delivers them', async () => {
    const { calls } = upstream('ok');
    const warn = vi.spyOn(console, 'warn');
    const email = uniqueEmail('later');
    await post('/api/newsletter', { email }, { env: unconfigured });
    const { id } = (await rowFor(newsletterRecord(email)))!;
    await runCron(Date.now() + 3600_000, unconfigured);
    expect(calls).toHaveLength(0);
    expect(await rowById(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(warn.mock.calls.some((c) => /"event":"leads_backend_not_configured".*"pending":\d+/.test(String(c[0])))).toBe(true);
    await runCron(Date.now());
    expect(callsFor(calls, email)).toHaveLength(1);
    expect(await rowById(id)).toMatchObject({ status: 'delivered' });
  });

  it('an unusable URL is treated the same way: nothing is counted against the lead', async () => {
    upstream('ok');
    const email = uniqueEmail('bad-url');
    await post('/api/newsletter', { email }, { env: { SUPABASE_URL: 'not a url' } });
    expect(await rowFor(newsletterRecord(email))).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('retention', () => {
  it('delivered rows go after 30 days; undelivered ones lose their personal data and are parked', async () => {
    upstream('ok');
    const old = Date.now() - 31 * 24 * 3600_000;
    await leadsEnv.DB.batch([
      leadsEnv.DB.prepare(
        `INSERT INTO leads_outbox (idempotency_key, source, record, status, next_attempt_at, created_at, updated_at, delivered_at)
         VALUES ('old-delivered', 'contact_form', NULL, 'delivered', ?1, ?1, ?1, ?1)`,
      ).bind(old),
      leadsEnv.DB.prepare(
        `INSERT INTO leads_outbox (idempotency_key, source, record, status, next_attempt_at, created_at, updated_at)
         VALUES ('old-pending', 'contact_form', '{"email":"old@example.com"}', 'pending', ?1, ?1, ?1)`,
      ).bind(Date.now() + 3600_000),
    ]);
    await leadsEnv.DB.prepare(`UPDATE leads_outbox SET created_at = ?1 WHERE idempotency_key = 'old-pending'`).bind(old).run();
    await runCron(Date.now());
    const rows = await leadsEnv.DB.prepare(`SELECT idempotency_key, status, record FROM leads_outbox WHERE idempotency_key LIKE 'old-%'`).all();
    expect(rows.results).toEqual([{ idempotency_key: 'old-pending', status: 'failed', record: null }]);
  });
});

describe('a delivery whose outcome cannot be written', () => {
  it('leaves the lead leased and logged, then a later run sends it again under the same Idempotency-Key', async () => {
    const { calls } = upstream(500, 'ok');
    const error = vi.spyOn(console, 'error');
    const email = uniqueEmail('unsettled');
    await subscribe(email);
    const row = (await rowFor(newsletterRecord(email)))!;
    expect(row.status).toBe('pending');

    // sync-to-agile takes the lead, but D1 refuses the write that records it.
    const { db } = faultyD1(leadsEnv.DB, [{ sql: /SET status = 'delivered'/, fail: 1 }]);
    await runCron(row.next_attempt_at, { DB: db });
    const leased = (await rowById(row.id))!;
    expect(leased).toMatchObject({ status: 'pending', attempts: 2 });
    expect(leased.lease_until).toBeGreaterThan(row.next_attempt_at);
    const logged = error.mock.calls.map((c) => String(c[0])).find((line) => line.includes('"event":"lead_settle_failed"'));
    expect(logged).toBeDefined();
    expect(logged).not.toContain(email);

    // Once the lease runs out the next run sends it again, with the key sync-to-agile already has, and records it.
    await runCron(row.next_attempt_at + LEASE_MS);
    expect((await rowById(row.id))!.status).toBe('delivered');
    const sent = callsFor(calls, email);
    expect(sent).toHaveLength(3);
    expect(sent[2]!.headers.get('idempotency-key')).toBe(sent[1]!.headers.get('idempotency-key'));
  });
});
