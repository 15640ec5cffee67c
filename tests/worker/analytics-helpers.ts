/**
 * Requests through the whole worker with the real analytics queue (wrangler.toml; the test config flushes it
 * after 0.1 s). Every message the worker sends is counted on its way into the real binding, so a test can wait
 * until the real consumer has folded all of them into D1.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import worker from '../../worker/index';
import { flushes } from '../../routes/analytics/consumer';
import type { AnalyticsMessage } from '../../routes/analytics/record';
import { ORIGIN } from './helpers';

export const sent: AnalyticsMessage[] = [];

const queue = {
  send: (message: AnalyticsMessage, options?: QueueSendOptions) => {
    sent.push(message);
    return env.ANALYTICS_QUEUE.send(message, options);
  },
  sendBatch: (messages: Iterable<MessageSendRequest<AnalyticsMessage>>, options?: QueueSendBatchOptions) => {
    for (const m of messages) sent.push(m.body);
    return env.ANALYTICS_QUEUE.sendBatch(messages, options);
  },
} as unknown as Queue;

export interface VisitOptions {
  ip?: string;
  ua?: string;
  country?: string;
  headers?: Record<string, string>;
  method?: string;
  body?: BodyInit;
  /** Another D1 binding (with faults, tests/worker/d1-faults.ts). */
  db?: D1Database;
  edgeCache?: boolean;
  /** Another queue binding (one that fails, say) in place of the real one. */
  queue?: Queue;
}

export const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** One request as a browser at `ip` would send it, through the worker's real fetch handler. */
export async function visit(path: string, opts: VisitOptions = {}) {
  const headers: Record<string, string> = {
    'user-agent': opts.ua ?? BROWSER_UA,
    'x-test-client-ip': opts.ip ?? '203.0.113.10',
    'x-test-country': opts.country ?? 'GB',
    ...opts.headers,
  };
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + path, { method: opts.method ?? 'GET', headers, body: opts.body, redirect: 'manual' });
  const testEnv = { ...env, ANALYTICS_QUEUE: opts.queue ?? queue, EDGE_CACHE: opts.edgeCache ? 'on' : 'off', ...(opts.db && { DB: opts.db }) };
  const res = await worker.fetch(request as never, testEnv as never, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

/**
 * A queue that keeps what it is sent, as the real one does while its consumer is held back; `release` hands what it
 * holds to the real queue and waits until the consumer has taken it.
 */
export function heldQueue() {
  const held: AnalyticsMessage[] = [];
  const queue = {
    send: async (m: AnalyticsMessage) => void held.push(m),
    sendBatch: async (ms: Iterable<MessageSendRequest<AnalyticsMessage>>) => void held.push(...[...ms].map((m) => m.body)),
  } as unknown as Queue;
  const release = async () => {
    sent.push(...held);
    await env.ANALYTICS_QUEUE.sendBatch(held.map((body) => ({ body })));
    await settled();
  };
  return { held, queue, release };
}

/** A page note, as client/notes.ts sends it with sendBeacon (text/plain, same origin). */
export function note(body: unknown, opts: VisitOptions = {}) {
  return visit('/api/page-notes', {
    ...opts,
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...opts.headers },
  });
}

/** Waits until the real consumer has taken every message sent so far. */
export async function settled(timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (flushes.messages < sentTotal()) {
    if (Date.now() > deadline) throw new Error(`the analytics queue delivered ${flushes.messages} of ${sentTotal()} messages`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Messages sent since the file started, plus those other requests in this isolate sent before (none are expected). */
let base = flushes.messages;
const sentTotal = () => base + sent.length;

/** Starts a test from empty rollups. */
export async function resetAnalytics() {
  await settled();
  await env.DB.batch(['analytics_daily', 'analytics_visitors'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
  base = flushes.messages;
  sent.length = 0;
}

/** One rollup counter for today, or 0. */
export async function rollup(dim: string, key: string, metric: string, day = new Date().toISOString().slice(0, 10)): Promise<number> {
  const row = await env.DB.prepare('SELECT value FROM analytics_daily WHERE dim = ? AND day = ? AND key = ? AND metric = ?').bind(dim, day, key, metric).first<{ value: number }>();
  return row?.value ?? 0;
}

/** Every rollup row, for comparing before and after. */
export async function allRollups(): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT dim, day, key, metric, value FROM analytics_daily ORDER BY dim, day, key, metric').all();
  return results.map((r) => JSON.stringify(r));
}

export function expectCounted(res: Response) {
  expect(res.status).toBeLessThan(300);
}
