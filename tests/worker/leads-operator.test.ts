/**
 * The Leads screen in the manager: what the operator sees of the outbox, and the two actions on a lead.
 * sync-to-agile and Supabase Auth are both answered at the fetch boundary.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer as supabaseAuth, ADMIN, token } from './auth-standin';
import { textOf, ORIGIN } from './helpers';
import { dispatch, leadsEnv, newsletterRecord, post, rowById, rowFor, runCron, switchableUpstream, uniqueEmail } from './leads-helpers';

let standIn: ReturnType<typeof switchableUpstream>;
let session: string;
beforeEach(async () => {
  standIn = switchableUpstream(supabaseAuth);
  session = `sb_session=${await token()}`;
});
afterEach(() => vi.restoreAllMocks());

const HOUR = 3600_000;

function operator(path: string, init: { method?: string; cookie?: string | null; site?: string } = {}) {
  const headers: Record<string, string> = { 'sec-fetch-site': init.site ?? 'same-origin' };
  const cookie = init.cookie === undefined ? session : init.cookie;
  if (cookie) headers.cookie = cookie;
  return dispatch(new Request(ORIGIN + path, { method: init.method ?? 'GET', headers, redirect: 'manual' }));
}
const screen = async (path = '/blog/manage/leads') => textOf(await (await operator(path)).text());

const logged = (spy: { mock: { calls: unknown[][] } }, event: string) =>
  spy.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>).filter((l) => l.event === event);

/** A newsletter lead submitted while sync-to-agile answers `answer`; returns its row id. */
async function leadWhile(answer: typeof standIn.answer, tag: string) {
  standIn.answer = answer;
  const email = uniqueEmail(tag);
  await post('/api/newsletter', { email });
  const row = (await rowFor(newsletterRecord(email)))!;
  standIn.answer = 'ok';
  return { email, id: row.id };
}

describe('the Leads screen', () => {
  it('is behind the manager’s sign-in, and the manager links to it as Leads', async () => {
    const out = await operator('/blog/manage/leads', { cookie: null });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/auth');
    const manager = await (await operator('/blog/manage')).text();
    expect(manager).toMatch(/<a href="\/blog\/manage\/leads"[^>]*>Leads<\/a>/);
  });

  it('shows the counts, the oldest lead’s age and every undelivered lead with its last answer', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    const parked = await leadWhile(400, 'screen-parked');
    const retrying = await leadWhile(401, 'screen-retrying');
    await leadWhile('ok', 'screen-delivered');
    const res = await operator('/blog/manage/leads');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = textOf(await res.text());
    expect(text).toContain('Retrying 1');
    expect(text).toContain('Parked (refused as invalid) 1');
    expect(text).toContain('Delivered in the last 24 hours 1');
    expect(text).toContain('Waiting for a first attempt 0');
    expect(text).toMatch(/Oldest undelivered lead (less than a minute|1 minute)/);
    expect(text).toMatch(new RegExp(`${parked.email} Newsletter sign-up .* UTC Parked 1 HTTP 400 Send now`));
    expect(text).toMatch(new RegExp(`${retrying.email} Newsletter sign-up .* UTC Retrying, next at .* UTC 1 HTTP 401 Send now`));
  });

  it('Send now delivers a parked lead once sync-to-agile is fixed, logged with the operator’s email', async () => {
    const info = vi.spyOn(console, 'info');
    const { email, id } = await leadWhile(400, 'send-now');
    const res = await operator(`/blog/manage/leads/${id}/send`, { method: 'POST' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/blog/manage/leads?notice=sent&id=${id}`);
    expect(standIn.accepted(email)).toBe(1);
    expect(await rowById(id)).toMatchObject({ status: 'delivered', record: null });
    expect(logged(info, 'lead_send_now')).toContainEqual({ event: 'lead_send_now', id, operator: ADMIN, outcome: 'delivered' });
    expect(await screen(res.headers.get('location')!)).toContain(`Lead ${id} was delivered to sync-to-agile.`);

    // A second press (a double click, a resubmitted form) sends nothing more.
    const again = await operator(`/blog/manage/leads/${id}/send`, { method: 'POST' });
    expect(again.headers.get('location')).toBe(`/blog/manage/leads?notice=gone&id=${id}`);
    await runCron(Date.now() + 24 * HOUR);
    expect(standIn.accepted(email)).toBe(1);
  });

  it('Send now while sync-to-agile still refuses keeps the lead, and says so', async () => {
    const { id } = await leadWhile(503, 'send-now-failing');
    standIn.answer = 503;
    const res = await operator(`/blog/manage/leads/${id}/send`, { method: 'POST' });
    expect(res.headers.get('location')).toBe(`/blog/manage/leads?notice=retrying&id=${id}`);
    expect(await rowById(id)).toMatchObject({ status: 'pending', attempts: 2, last_status: 503 });
  });

  it('Discard deletes the lead and its details, logged with the operator’s email', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { email, id } = await leadWhile(400, 'discard');
    const res = await operator(`/blog/manage/leads/${id}/discard`, { method: 'POST' });
    expect(res.headers.get('location')).toBe(`/blog/manage/leads?notice=discarded&id=${id}`);
    expect(await rowById(id)).toBeNull();
    expect(logged(warn, 'lead_discarded')).toContainEqual({ event: 'lead_discarded', id, operator: ADMIN, source: 'newsletter_signup', outcome: 'discarded' });
    const after = await screen(res.headers.get('location')!);
    expect(after).toContain(`Lead ${id} was discarded: its details are deleted and it will not be sent.`);
    expect(after).not.toContain(email);
  });

  it('refuses actions from another site, from anyone signed out, and on ids that name no lead', async () => {
    const { email, id } = await leadWhile(400, 'guarded');
    for (const action of ['send', 'discard']) {
      expect((await operator(`/blog/manage/leads/${id}/${action}`, { method: 'POST', site: 'cross-site' })).status).toBe(403);
      const signedOut = await operator(`/blog/manage/leads/${id}/${action}`, { method: 'POST', cookie: null });
      expect(signedOut.headers.get('location')).toBe('/auth');
      for (const bad of ['0', '-1', 'abc', '1e3', '99999999999999999999']) {
        expect((await operator(`/blog/manage/leads/${bad}/${action}`, { method: 'POST' })).status).toBe(404);
      }
    }
    expect(standIn.accepted(email)).toBe(0);
    expect(await rowById(id)).toMatchObject({ status: 'failed' });
  });
});

describe('the alert the operator sets in Workers Logs', () => {
  it('the cron logs leads_stuck at error level while a lead is parked, and stops once it is dealt with', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    const error = vi.spyOn(console, 'error');
    const { id } = await leadWhile(422, 'stuck-parked');
    await runCron(Date.now());
    expect(logged(error, 'leads_stuck').at(-1)).toMatchObject({ parked: 1, waitingOverAnHour: 0 });
    await operator(`/blog/manage/leads/${id}/send`, { method: 'POST' });
    error.mockClear();
    await runCron(Date.now());
    expect(logged(error, 'leads_stuck')).toEqual([]);
  });

  it('and while any lead has waited over an hour, even one still retrying', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    const error = vi.spyOn(console, 'error');
    standIn.answer = 503;
    await leadWhile(503, 'stuck-waiting');
    standIn.answer = 503;
    await runCron(Date.now() + 30 * 60_000);
    expect(logged(error, 'leads_stuck')).toEqual([]);
    await runCron(Date.now() + HOUR + 60_000);
    expect(logged(error, 'leads_stuck').at(-1)).toMatchObject({ parked: 0, waitingOverAnHour: 1, oldestMinutes: 61 });
  });
});
