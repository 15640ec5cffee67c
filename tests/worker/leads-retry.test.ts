/**
 * A failure that is not the record's fault never costs the lead: whatever sync-to-agile answers during an
 * outage, the lead waits and is delivered exactly once by a cron run after it recovers. Only 400 and 422
 * (the record itself is wrong) park it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffMs } from '../../routes/leads/delivery';
import { type Answer, newsletterRecord, post, rowById, rowFor, runCron, switchableUpstream, uniqueEmail } from './leads-helpers';

afterEach(() => vi.restoreAllMocks());

const logged = (spy: { mock: { calls: unknown[][] } }, event: string) =>
  spy.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>).filter((l) => l.event === event);

const HOUR = 3600_000;
const outages: [string, Answer, number | null][] = [
  ['401 (a rotated anon key)', 401, 401],
  ['403', 403, 403],
  ['404 (the function not deployed yet)', 404, 404],
  ['409', 409, 409],
  ['410', 410, 410],
  ['429', 429, 429],
  ['418 (any status nobody planned for)', 418, 418],
  ['500', 500, 500],
  ['502 from the relay', 'relay', 502],
  ['503', 503, 503],
  ['a network error', 'network', null],
];

describe('an outage that is not the record’s fault', () => {
  for (const [what, answer, status] of outages) {
    it(`${what}: the lead keeps retrying, every attempt logs the status, and it is delivered once after recovery`, async () => {
      const standIn = switchableUpstream();
      standIn.answer = answer;
      const warn = vi.spyOn(console, 'warn');
      const email = uniqueEmail('outage');
      expect((await post('/api/newsletter', { email })).status).toBe(200);
      const { id } = (await rowFor(newsletterRecord(email)))!;

      // A day of the outage: ten attempts, well past the old limit of attempts that parked a row.
      let row = (await rowById(id))!;
      for (let i = 0; i < 10; i++) {
        await runCron(row.next_attempt_at);
        row = (await rowById(id))!;
        expect(row).toMatchObject({ status: 'pending', last_status: status, record: expect.any(String) });
      }
      expect(row.next_attempt_at - row.updated_at).toBe(backoffMs(11));
      const attempts = logged(warn, 'lead_retry_scheduled').filter((l) => l.id === id);
      expect(attempts).toHaveLength(11);
      expect(attempts.every((l) => l.status === status)).toBe(true);

      standIn.answer = 'ok';
      await runCron(row.next_attempt_at);
      await runCron(row.next_attempt_at + 7 * HOUR);
      expect(standIn.accepted(email)).toBe(1);
      expect(await rowById(id)).toMatchObject({ status: 'delivered', record: null, attempts: 12, last_status: null });
      // One Idempotency-Key for every attempt at the same lead.
      expect(new Set(standIn.calls.filter((c) => (c.body as { record: { email: string } }).record.email === email).map((c) => c.headers.get('idempotency-key'))).size).toBe(1);
    });
  }
});

describe('a refusal that is the record’s fault', () => {
  for (const status of [400, 422]) {
    it(`${status} parks the lead at once, with the status, and the cron does not send it again`, async () => {
      const standIn = switchableUpstream();
      standIn.answer = status;
      const error = vi.spyOn(console, 'error');
      const email = uniqueEmail('refused');
      await post('/api/newsletter', { email });
      const row = (await rowFor(newsletterRecord(email)))!;
      expect(row).toMatchObject({ status: 'failed', attempts: 1, last_status: status, last_error: `HTTP ${status}` });
      expect(logged(error, 'lead_parked').find((l) => l.id === row.id)).toMatchObject({ status, permanent: true });
      standIn.answer = 'ok';
      await runCron(Date.now() + 24 * HOUR);
      expect(standIn.accepted(email)).toBe(0);
    });
  }
});
