/**
 * The Leads screen in the manager: what the operator sees of the outbox, and the two actions on a lead.
 * sync-to-agile and Supabase Auth are both answered at the fetch boundary.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer as supabaseAuth, ADMIN, token } from './auth-standin';
import { textOf, ORIGIN } from './helpers';
import { dispatch, leadsEnv, newsletterRecord, post, rowById, rowFor, runCron, seedLeads, switchableUpstream, uniqueEmail } from './leads-helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

let standIn: ReturnType<typeof switchableUpstream>;
let session: string;
beforeEach(async () => {
  standIn = switchableUpstream(supabaseAuth);
  session = `${SESSION_COOKIE}=${await token()}`;
});
afterEach(() => vi.restoreAllMocks());

const HOUR = 3600_000;

function operator(path: string, init: { method?: string; cookie?: string | null; site?: string; form?: [string, string][] } = {}) {
  const headers: Record<string, string> = { 'sec-fetch-site': init.site ?? 'same-origin' };
  const cookie = init.cookie === undefined ? session : init.cookie;
  if (cookie) headers.cookie = cookie;
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  return dispatch(new Request(ORIGIN + path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' }));
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

describe('every undelivered lead is reachable: paging, filters, search', () => {
  /** The emails in the table's rows, in order. */
  const emailsIn = (html: string) => [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]!);

  it('pages through 250 undelivered leads 50 at a time, oldest first, and says which of how many', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    await seedLeads(250, { tag: 'burst' });
    const first = await (await operator('/blog/manage/leads')).text();
    expect(textOf(first)).toContain('Retrying 250');
    expect(textOf(first)).toContain('Leads 1–50 of 250.');
    expect(emailsIn(first)).toEqual(Array.from({ length: 50 }, (_, i) => `burst.${i + 1}@example.com`));
    expect(first).toContain('href="/blog/manage/leads?page=2" rel="next"');

    const last = await operator('/blog/manage/leads?page=5');
    expect(last.status).toBe(200);
    const html = await last.text();
    expect(textOf(html)).toContain('Leads 201–250 of 250.');
    expect(textOf(html)).toContain('Page 5 of 5');
    expect(emailsIn(html).at(-1)).toBe('burst.250@example.com');
    expect(html).toContain('href="/blog/manage/leads?page=4" rel="prev"');
    expect(html).not.toContain('rel="next"');

    // Newest first puts the latest arrivals (a real lead after a burst of spam) on the first page.
    const newest = await (await operator('/blog/manage/leads?order=newest')).text();
    expect(emailsIn(newest).slice(0, 2)).toEqual(['burst.250@example.com', 'burst.249@example.com']);
    expect(textOf(newest)).toContain('Undelivered leads, newest first');

    // A page past the end (the last page emptied by a discard) goes to the last page there is.
    const past = await operator('/blog/manage/leads?page=9&notice=bulk-discard&requested=1&done=1&retrying=0&parked=0&waiting=0&gone=0');
    expect(past.status).toBe(303);
    expect(past.headers.get('location')).toBe('/blog/manage/leads?page=5&notice=bulk-discard&requested=1&done=1&retrying=0&parked=0&waiting=0&gone=0');
  });

  it('filters by state and kind, and the count follows the filters', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    await seedLeads(3, { tag: 'waiting', state: 'waiting' });
    await seedLeads(4, { tag: 'retrying', state: 'retrying', source: 'contact_form' });
    await seedLeads(2, { tag: 'parked', state: 'parked', source: 'charity_application' });
    const shown = async (query: string) => {
      const html = await (await operator(`/blog/manage/leads?${query}`)).text();
      return { emails: emailsIn(html), text: textOf(html) };
    };
    expect((await shown('state=waiting')).emails).toEqual(['waiting.1@example.com', 'waiting.2@example.com', 'waiting.3@example.com']);
    expect((await shown('state=retrying')).text).toContain('Leads 1–4 of 4.');
    expect((await shown('state=parked')).emails).toEqual(['parked.1@example.com', 'parked.2@example.com']);
    expect((await shown('kind=contact_form')).emails).toHaveLength(4);
    expect((await shown('state=parked&kind=charity_application')).text).toContain('Leads 1–2 of 2.');
    const none = await shown('state=parked&kind=newsletter_signup');
    expect(none.emails).toEqual([]);
    expect(none.text).toContain('No undelivered lead matches this search and these filters.');
    // The form shows the filters it applied.
    const form = await (await operator('/blog/manage/leads?state=parked&kind=charity_application')).text();
    expect(form).toMatch(/<option value="parked" selected="">Parked \(refused as invalid\)<\/option>/);
    expect(form).toMatch(/<option value="charity_application" selected="">Charity application<\/option>/);
  });

  it('searches by any part of the email, whatever its case, and reads % and _ as themselves', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    await seedLeads(120, { tag: 'spam' });
    await seedLeads(1, { tag: 'ada_lovelace' });
    const search = async (q: string) => emailsIn(await (await operator(`/blog/manage/leads?q=${encodeURIComponent(q)}`)).text());
    expect(await search('ADA_LOVE')).toEqual(['ada_lovelace.1@example.com']);
    expect(await search('spam.11')).toEqual(['spam.11@example.com', ...Array.from({ length: 10 }, (_, i) => `spam.${110 + i}@example.com`)]);
    expect(await search('a%a')).toEqual([]);
    expect(await search('_')).toEqual(['ada_lovelace.1@example.com']);
    const text = textOf(await (await operator('/blog/manage/leads?q=spam')).text());
    expect(text).toContain('Leads 1–50 of 120.');
  });

  it('a state, kind, order or page no form offers is refused with the reason (400)', async () => {
    for (const [query, message] of [
      ['state=delivered', 'That state does not exist'],
      ['kind=spoofed', 'That kind of lead does not exist'],
      ['order=random', 'That order does not exist'],
      ['page=0', 'That page number is not valid'],
      ['page=abc', 'That page number is not valid'],
    ]) {
      const res = await operator(`/blog/manage/leads?${query}`);
      expect(res.status, query).toBe(400);
      expect(textOf(await res.text())).toContain(message);
    }
  });
});

describe('bulk actions on a selection', () => {
  const bulk = (action: string, ids: (number | string)[], init: { cookie?: string | null; site?: string; view?: [string, string][] } = {}) =>
    operator('/blog/manage/leads/bulk', { ...init, form: [['action', action], ...ids.map((id) => [`lead-${id}`, String(id)] as [string, string]), ...(init.view ?? [])] });

  it('the table is a form without JavaScript: a checkbox per lead, two buttons, and a link that ticks the whole page', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    const [id] = await seedLeads(3, { tag: 'form' });
    const html = await (await operator('/blog/manage/leads?state=retrying')).text();
    expect(html).toMatch(/<form id="leads-bulk"[^>]* action="\/blog\/manage\/leads\/bulk" method="post">/);
    expect(html).toContain('<input type="hidden" name="state" value="retrying"/>');
    expect(html).toMatch(new RegExp(`<span class="sr-only">Select form\\.1@example\\.com</span><input type="checkbox" form="leads-bulk"[^>]* name="lead-${id}" value="${id}"/>`));
    expect(html).toMatch(/<button type="submit" value="send"[^>]* name="action">Send selected<\/button>/);
    expect(html).toMatch(/<button type="submit" value="discard"[^>]* name="action">Discard selected<\/button>/);
    expect(html).not.toMatch(/type="checkbox"[^>]*checked/);
    expect(html).toContain('href="/blog/manage/leads?state=retrying&amp;select=page"');
    const ticked = await (await operator('/blog/manage/leads?state=retrying&select=page')).text();
    expect(ticked.match(/type="checkbox"[^>]*checked=""/g)).toHaveLength(3);
  });

  it('Send selected delivers them now, says how it went, and logs the operator and the count', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    const warn = vi.spyOn(console, 'warn');
    const info = vi.spyOn(console, 'info');
    const ids = await seedLeads(4, { tag: 'bulk-send', state: 'parked' });
    const [gone] = await seedLeads(1, { tag: 'bulk-gone' });
    await leadsEnv.DB.prepare('DELETE FROM leads_outbox WHERE id = ?1').bind(gone).run();
    const others = await seedLeads(2, { tag: 'bulk-untouched' });
    const res = await bulk('send', [ids[0]!, ids[1]!, ids[2]!, gone!], { view: [['state', 'parked'], ['page', '1']] });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe('/blog/manage/leads?state=parked&notice=bulk-send&requested=4&done=3&retrying=0&parked=0&waiting=0&gone=1');
    for (const n of [1, 2, 3]) expect(standIn.accepted(`bulk-send.${n}@example.com`)).toBe(1);
    expect(standIn.accepted('bulk-send.4@example.com')).toBe(0);
    expect(standIn.calls.filter((c) => String((c.body as { record: { email: string } }).record.email).startsWith('bulk-untouched'))).toEqual([]);
    for (const id of ids.slice(0, 3)) expect(await rowById(id)).toMatchObject({ status: 'delivered', record: null });
    expect(await rowById(ids[3]!)).toMatchObject({ status: 'failed' });
    for (const id of others) expect(await rowById(id)).toMatchObject({ status: 'pending', attempts: 1 });
    const line = [...logged(info, 'leads_bulk_send'), ...logged(warn, 'leads_bulk_send')];
    expect(line).toEqual([expect.objectContaining({ event: 'leads_bulk_send', operator: ADMIN, count: 3, requested: 4, done: 3, gone: 1, ids: ids.slice(0, 3) })]);
    const after = textOf(await (await operator(location)).text());
    expect(after).toContain('You sent 4 leads: 3 delivered to sync-to-agile; 1 left as they were');
    expect(after).toContain('Leads 1–1 of 1.');
  });

  it('Send selected while sync-to-agile still fails keeps every lead and says they will be retried', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    standIn.answer = 503;
    const ids = await seedLeads(2, { tag: 'bulk-failing', state: 'parked' });
    const res = await bulk('send', ids);
    expect(res.headers.get('location')).toBe('/blog/manage/leads?notice=bulk-send&requested=2&done=0&retrying=2&parked=0&waiting=0&gone=0');
    for (const id of ids) expect(await rowById(id)).toMatchObject({ status: 'pending', attempts: 2, last_status: 503 });
    expect(textOf(await (await operator(res.headers.get('location')!)).text())).toContain('You sent 2 leads: 2 not delivered just now, to be retried');
  });

  it('Discard selected deletes them and their details in one go, logged with the operator and the count', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    const warn = vi.spyOn(console, 'warn');
    const spam = await seedLeads(50, { tag: 'bulk-spam' });
    const [real] = await seedLeads(1, { tag: 'bulk-real' });
    const res = await bulk('discard', spam, { view: [['q', 'bulk-spam']] });
    expect(res.headers.get('location')).toBe('/blog/manage/leads?q=bulk-spam&notice=bulk-discard&requested=50&done=50&retrying=0&parked=0&waiting=0&gone=0');
    expect((await leadsEnv.DB.prepare('SELECT COUNT(*) AS n FROM leads_outbox').first<{ n: number }>())!.n).toBe(1);
    expect(await rowById(real!)).toMatchObject({ status: 'pending' });
    expect(logged(warn, 'leads_bulk_discard')).toEqual([{ event: 'leads_bulk_discard', operator: ADMIN, count: 50, requested: 50, done: 50, retrying: 0, parked: 0, waiting: 0, gone: 0, ids: spam }]);
    expect(standIn.calls).toEqual([]);
    const after = textOf(await (await operator(res.headers.get('location')!)).text());
    expect(after).toContain('You discarded 50 leads: their details are deleted and they will not be sent.');
    expect(after).not.toContain('bulk-spam.1@');
  });

  it('is refused without a session, from another site, and for a selection that names nothing to act on', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    const ids = await seedLeads(2, { tag: 'bulk-guarded', state: 'parked' });
    for (const action of ['send', 'discard']) {
      const signedOut = await bulk(action, ids, { cookie: null });
      expect(signedOut.status).toBe(303);
      // Kept for after sign-in, as every manager form posted without a session (kept-forms.test.ts); nothing done.
      expect(signedOut.headers.get('location')).toBe('/auth?kept&next=%2Fblog%2Fmanage%2Fkept');
      expect((await bulk(action, ids, { site: 'cross-site' })).status).toBe(403);
    }
    const refused = async (action: string, chosen: (number | string)[], message: string) => {
      const res = await bulk(action, chosen, { view: [['state', 'parked']] });
      expect(res.status, `${action} ${chosen.length}`).toBe(400);
      const html = await res.text();
      expect(textOf(html)).toContain(message);
      expect(html).toContain('href="/blog/manage/leads?state=parked"');
    };
    await refused('send', [], 'No lead was ticked.');
    await refused('archive', ids, 'Choose Send selected or Discard selected.');
    await refused('discard', [...ids, '0'], 'The selection names a lead that does not exist.');
    await refused('discard', ['1e3'], 'The selection names a lead that does not exist.');
    await refused('send', Array.from({ length: 51 }, (_, i) => i + 1), 'Up to 50 leads can be sent or discarded at once');
    expect(standIn.calls).toEqual([]);
    for (const id of ids) expect(await rowById(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('the counts kept by triggers (lead_counts)', () => {
  /** lead_counts against a count of the rows themselves, state by state and kind by kind. */
  async function expectCountsTrue(step: string) {
    const { results: counted } = await leadsEnv.DB.prepare(
      `SELECT CASE WHEN record IS NULL THEN 'expired' WHEN status = 'failed' THEN 'parked' WHEN attempts = 0 THEN 'waiting' ELSE 'retrying' END AS state,
         source, COUNT(*) AS n FROM leads_outbox WHERE status != 'delivered' GROUP BY 1, 2 ORDER BY 1, 2`,
    ).all();
    const { results: kept } = await leadsEnv.DB.prepare(`SELECT state, source, n FROM lead_counts WHERE n != 0 ORDER BY 1, 2`).all();
    expect(kept, step).toEqual(counted);
  }

  it('agree with the rows through every change a lead goes through', async () => {
    await leadsEnv.DB.exec('DELETE FROM leads_outbox');
    await expectCountsTrue('empty');
    const retrying = await leadWhile(503, 'counts-retrying');
    const parked = await leadWhile(400, 'counts-parked');
    await leadWhile('ok', 'counts-delivered');
    const waiting = await seedLeads(3, { tag: 'counts-waiting', state: 'waiting', source: 'contact_form' });
    await expectCountsTrue('stored, retried, parked, delivered');
    standIn.answer = 503;
    await runCron(Date.now());
    await expectCountsTrue('the cron tried the waiting ones');
    standIn.answer = 'ok';
    await operator(`/blog/manage/leads/${retrying.id}/send`, { method: 'POST' });
    standIn.answer = 422;
    await operator(`/blog/manage/leads/${parked.id}/send`, { method: 'POST' });
    await expectCountsTrue('sent now: one delivered, one parked again');
    await dispatch(new Request(`${ORIGIN}/blog/manage/leads/${waiting[0]}/send`, { method: 'POST', headers: { cookie: session, 'sec-fetch-site': 'same-origin' } }), {
      SUPABASE_URL: 'not a url',
    });
    await expectCountsTrue('an attempt given back uncounted (Supabase misconfigured)');
    await operator(`/blog/manage/leads/${waiting[1]}/discard`, { method: 'POST' });
    await operator('/blog/manage/leads/bulk', { form: [['action', 'discard'], [`lead-${waiting[2]}`, String(waiting[2])]] });
    await expectCountsTrue('discarded one and a selection');
    await runCron(Date.now() + 31 * 24 * HOUR);
    await expectCountsTrue('expired after the retention period');
    expect(textOf(await (await operator('/blog/manage/leads')).text())).toMatch(/Expired undelivered \(details deleted\) [1-9]/);
    await runCron(Date.now() + 62 * 24 * HOUR);
    await expectCountsTrue('anonymous rows purged');
  }, 20_000);
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
