/**
 * Lead pipeline test kit. Requests go straight to the worker's exported handlers with an execution context
 * the test waits on, so the delivery attempt made after the answer (waitUntil) has finished when `post`
 * returns. sync-to-agile is answered at the network boundary: the worker shares this isolate, so a spy on
 * globalThis.fetch sees the real supabase-js request.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import type { LeadRecord } from '../../routes/_lib/lead-fields';
import worker from '../../worker/index';
import type { Env } from '../../routes/_app/env';
import { dedupeKey } from '../../routes/leads/keys';
import type { OutboxRow } from '../../routes/leads/outbox';
import { ORIGIN } from './helpers';

export const leadsEnv: Env = env;
export const SYNC_URL = `${leadsEnv.SUPABASE_URL}/functions/v1/sync-to-agile`;
export const ANON_KEY = leadsEnv.SUPABASE_ANON_KEY!;

let ipCounter = 0;
/** Every request comes from its own address unless a test says otherwise, so the rate limit stays out of the way. */
export const freshIp = () => `2001:db8::${(++ipCounter).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

let emailCounter = 0;
export const uniqueEmail = (tag = 'lead') => `${tag}.${Date.now().toString(36)}.${++emailCounter}@example.com`;

export interface PostOptions {
  headers?: Record<string, string>;
  env?: Partial<Env>;
  ip?: string;
  /** Leave out the browser's same-origin headers (a non-browser client). */
  bare?: boolean;
}

export async function post(path: string, body: unknown, opts: PostOptions = {}): Promise<Response> {
  const browser: Record<string, string> = opts.bare ? {} : { origin: ORIGIN, 'sec-fetch-site': 'same-origin' };
  const headers = { 'content-type': 'application/json', 'cf-connecting-ip': opts.ip ?? freshIp(), ...browser, ...opts.headers };
  const request = new Request(ORIGIN + path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return dispatch(request, opts.env);
}

export async function dispatch(request: Request, override?: Partial<Env>): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...leadsEnv, ...override }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A form posted by a browser with JavaScript off. */
export function postForm(path: string, fields: Record<string, string>, opts: PostOptions = {}): Promise<Response> {
  return post(path, new URLSearchParams(fields).toString(), {
    ...opts,
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${ORIGIN}/contact`, ...opts.headers },
  });
}

/** One cron run, as the platform would make it, at `at` (later times stand for waiting out a backoff). */
export async function runCron(at = Date.now(), override?: Partial<Env>) {
  const controller = createScheduledController({ scheduledTime: at, cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...leadsEnv, ...override }, ctx);
  await waitOnExecutionContext(ctx);
}

/** Today's row for this record, found the way the worker finds a repeat: by its dedupe key. */
export async function rowFor(record: LeadRecord): Promise<OutboxRow | null> {
  const key = await dedupeKey(leadsEnv, record, Date.now());
  return leadsEnv.DB.prepare('SELECT * FROM leads_outbox WHERE dedupe_key = ?1').bind(key).first<OutboxRow>();
}

export const rowById = (id: number) => leadsEnv.DB.prepare('SELECT * FROM leads_outbox WHERE id = ?1').bind(id).first<OutboxRow>();

export async function rowCount(): Promise<number> {
  return (await leadsEnv.DB.prepare('SELECT COUNT(*) AS n FROM leads_outbox').first<{ n: number }>())!.n;
}

export const newsletterRecord = (email: string, name = 'Newsletter Subscriber'): LeadRecord => ({
  name,
  email,
  message: 'Newsletter subscription',
  source: 'newsletter_signup',
  newsletter_signup: true,
});

export interface UpstreamCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** The calls that carried this visitor's record (other tests' rows may be delivered by the same cron run). */
export const callsFor = <T extends UpstreamCall>(calls: T[], email: string) =>
  calls.filter((c) => (c.body as { record?: { email?: string } }).record?.email === email);

export type Answer = 'ok' | number | 'relay' | 'network' | 'timeout' | Response;

/** sync-to-agile's answer on the wire, as supabase-js reads it (a relay error carries x-relay-error). */
function respond(answer: Answer, init?: RequestInit): Promise<Response> | Response {
  if (answer instanceof Response) return answer;
  if (answer === 'ok') return Response.json({ success: true });
  if (answer === 'relay') return new Response('relay failure', { status: 502, headers: { 'x-relay-error': 'true' } });
  if (answer === 'network') throw new TypeError('Network connection lost.');
  if (answer === 'timeout') {
    const signal = init?.signal;
    return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
  }
  return Response.json({ error: `status ${answer}` }, { status: answer });
}

/**
 * Plays sync-to-agile. Answers are used in order (the last one repeats); every call is recorded.
 * Any other outbound request fails the test loudly.
 */
export function upstream(...answers: Answer[]) {
  const calls: UpstreamCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (request.url !== SYNC_URL) throw new Error(`Unexpected outbound request to ${request.url}`);
    calls.push({ url: request.url, method: request.method, headers: request.headers, body: await request.json() });
    return respond(answers[Math.min(calls.length - 1, answers.length - 1)] ?? 'ok', init);
  });
  return { calls, spy };
}

/**
 * Plays sync-to-agile in one state at a time (`standIn.answer = 401`, later `'ok'`), the way an outage
 * starts and ends whatever the order of calls. `accepted(email)` counts the calls it answered with success
 * for that visitor: delivered exactly once means 1. Requests to other hosts go to `otherwise` (sign-in).
 */
export function switchableUpstream(otherwise?: (request: Request) => Promise<Response>) {
  const calls: (UpstreamCall & { answer: Answer })[] = [];
  const standIn = {
    answer: 'ok' as Answer,
    calls,
    accepted: (email: string) => callsFor(calls, email).filter((c) => c.answer === 'ok').length,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (request.url !== SYNC_URL) {
      if (otherwise) return otherwise(request);
      throw new Error(`Unexpected outbound request to ${request.url}`);
    }
    const answer = standIn.answer;
    calls.push({ url: request.url, method: request.method, headers: request.headers, body: await request.json(), answer });
    return respond(answer, init);
  });
  return standIn;
}

export type SeededState = 'waiting' | 'retrying' | 'parked';

/**
 * `count` undelivered leads written straight to the outbox in one statement, as the worker stores them (a
 * LeadRecord each, a random Idempotency-Key, no dedupe key), arriving one millisecond apart from `at`: waiting
 * for a first attempt, retrying after a 503, or parked by a 400. Emails are `<tag>.<n>@example.com`, n from 1.
 * Returns the ids, oldest first.
 */
export async function seedLeads(count: number, { tag, state = 'retrying', source = 'newsletter_signup', at = Date.now() - 3600_000 }: { tag: string; state?: SeededState; source?: LeadRecord['source']; at?: number }): Promise<number[]> {
  const attempts = state === 'waiting' ? 0 : 1;
  const status = state === 'parked' ? 'failed' : 'pending';
  const answer = state === 'waiting' ? null : state === 'parked' ? 400 : 503;
  const { results } = await leadsEnv.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO leads_outbox (idempotency_key, source, record, status, attempts, next_attempt_at, lease_until, last_error, last_status, created_at, updated_at)
     SELECT lower(hex(randomblob(32))), ?2,
       json_object('name', 'Seeded Lead', 'email', ?3 || '.' || i || '@example.com', 'message', 'Newsletter subscription', 'source', ?2, 'newsletter_signup', json(CASE ?2 WHEN 'newsletter_signup' THEN 'true' ELSE 'false' END)),
       ?4, ?5, ?6 + 3600000, 0, 'HTTP ' || CAST(?7 AS INTEGER), ?7, ?6 + i, ?6 + i
     FROM n
     RETURNING id`,
  )
    .bind(count, source, tag, status, attempts, at, answer)
    .all<{ id: number }>();
  return results.map((r) => r.id).sort((a, b) => a - b);
}
