/**
 * The outbox keeps personal data only as the privacy page says: the details go on delivery, the dedupe key
 * (a keyed hash) at the end of its day, and nothing left behind is the email or an unkeyed hash of it.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadRecord } from '../../routes/_lib/lead-fields';
import { dedupeKey } from '../../routes/leads/keys';
import { RETENTION_MS } from '../../routes/leads/outbox';
import { leadsEnv, newsletterRecord, post, rowById, rowFor, runCron, switchableUpstream, uniqueEmail } from './leads-helpers';

afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 3600_000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Everything a row could give away: the email in any case, its SHA-256, and the key this outbox used to keep. */
async function traces(record: LeadRecord, now: number): Promise<string[]> {
  const day = new Date(now).toISOString().slice(0, 10);
  return [
    record.email,
    record.email.toLowerCase(),
    await sha256(record.email),
    await sha256(record.email.toLowerCase()),
    await sha256(`${day}\n${JSON.stringify(record)}`),
  ];
}

/** The whole row as stored, every column. */
const rowText = async (id: number) => JSON.stringify(await rowById(id)).toLowerCase();

describe('what the outbox keeps about a person', () => {
  it('after delivery: no email and no hash of one; after its day, no dedupe key; after retention, no row', async () => {
    switchableUpstream();
    const email = uniqueEmail('privacy');
    const now = Date.now();
    await post('/api/newsletter', { email });
    const record = newsletterRecord(email);
    const row = (await rowFor(record))!;
    expect(row).toMatchObject({ status: 'delivered', record: null });
    // The Idempotency-Key is random: nothing about the lead in it.
    expect(row.idempotency_key).toMatch(/^[0-9a-f]{64}$/);
    // The dedupe key is a keyed hash: without the secret it cannot be recomputed from a guessed address.
    expect(row.dedupe_key).toBe(await dedupeKey(leadsEnv, record, now));
    expect(row.dedupe_key).not.toBe(await dedupeKey({ ...leadsEnv, LEADS_DEDUPE_SECRET: 'another-secret' }, record, now));
    for (const trace of await traces(record, now)) expect(await rowText(row.id)).not.toContain(trace.toLowerCase());

    await runCron(now + DAY);
    expect(await rowById(row.id)).toMatchObject({ status: 'delivered', dedupe_key: null, record: null });

    await runCron(now + RETENTION_MS + DAY);
    expect(await rowById(row.id)).toBeNull();
  });

  it('undelivered: the details stay for the operator until retention ends, then nothing about the person is left', async () => {
    const standIn = switchableUpstream();
    standIn.answer = 400;
    const email = uniqueEmail('privacy-parked');
    const now = Date.now();
    await post('/api/newsletter', { email });
    const record = newsletterRecord(email);
    const row = (await rowFor(record))!;
    expect(row).toMatchObject({ status: 'failed', last_status: 400 });
    expect(JSON.parse(row.record!)).toMatchObject({ email });

    await runCron(now + RETENTION_MS + 60_000);
    const expired = (await rowById(row.id))!;
    expect(expired).toMatchObject({ status: 'failed', record: null, dedupe_key: null });
    expect(expired.last_error).toContain('expired after 30 days');
    for (const trace of await traces(record, now)) expect(await rowText(row.id)).not.toContain(trace.toLowerCase());

    // The anonymous trace that a lead was lost goes one retention period later.
    await runCron(now + 2 * RETENTION_MS + 2 * DAY);
    expect(await rowById(row.id)).toBeNull();
  });

  it('a repeat of the same submission on the same day is still recognised by the keyed hash', async () => {
    const standIn = switchableUpstream();
    const email = uniqueEmail('privacy-repeat');
    await post('/api/newsletter', { email });
    await post('/api/newsletter', { email });
    expect(standIn.accepted(email)).toBe(1);
  });
});

describe('without LEADS_DEDUPE_SECRET', () => {
  it('a random secret per isolate is used, never a value written in the source, and the operator is told', async () => {
    const warn = vi.spyOn(console, 'warn');
    const record = newsletterRecord(uniqueEmail('no-secret'));
    const unset = { ...leadsEnv, LEADS_DEDUPE_SECRET: '' };
    const now = Date.now();
    const a = await dedupeKey(unset, record, now);
    expect(a).toBe(await dedupeKey(unset, record, now));
    expect(a).not.toBe(await dedupeKey(leadsEnv, record, now));
    expect(warn.mock.calls.some((c) => String(c[0]).includes('"event":"leads_dedupe_secret_missing"'))).toBe(true);
  });
});

describe('migration 0012 on an outbox written by the old code', () => {
  it('replaces every unkeyed key with a random one, and puts leads parked by the old rules back in the queue', async () => {
    // Its data changes only: the columns and index it adds are already in this database.
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0012_'))!.queries.filter((q) => /^\s*(--[^\n]*\n\s*)*UPDATE/i.test(q));
    expect(migration).toHaveLength(2);
    const db = leadsEnv.DB;
    await db.exec('DELETE FROM leads_outbox');
    const record = newsletterRecord(uniqueEmail('migrated'));
    const oldKey = await sha256(`${new Date().toISOString().slice(0, 10)}\n${JSON.stringify(record)}`);
    const insert = (key: string, status: string, rec: string | null, error: string | null) =>
      db
        .prepare(`INSERT INTO leads_outbox (idempotency_key, source, record, status, attempts, next_attempt_at, last_error, created_at, updated_at) VALUES (?1, 'newsletter_signup', ?2, ?3, 1, 1, ?4, 1, 1)`)
        .bind(key, rec, status, error);
    const json = JSON.stringify(record);
    await db.batch([
      insert(oldKey, 'delivered', null, null),
      insert('old-401', 'failed', json, 'HTTP 401'),
      insert('old-gave-up', 'failed', json, 'HTTP 500; gave up after 10 attempts'),
      insert('old-400', 'failed', json, 'HTTP 400'),
      insert('old-422', 'failed', json, 'HTTP 422'),
    ]);
    for (const query of migration) await db.prepare(query).run();
    const { results } = await db.prepare('SELECT idempotency_key, status, last_error, next_attempt_at FROM leads_outbox ORDER BY id').all<{ idempotency_key: string; status: string; last_error: string; next_attempt_at: number }>();
    expect(results.map((r) => [r.last_error, r.status])).toEqual([
      [null, 'delivered'],
      ['HTTP 401', 'pending'],
      ['HTTP 500; gave up after 10 attempts', 'pending'],
      ['HTTP 400', 'failed'],
      ['HTTP 422', 'failed'],
    ]);
    for (const r of results) expect(r.idempotency_key).toMatch(/^[0-9a-f]{64}$/);
    expect(results.map((r) => r.idempotency_key)).not.toContain(oldKey);
    expect(results.filter((r) => r.status === 'pending').every((r) => r.next_attempt_at === 0)).toBe(true);
  });
});
