/**
 * A backlog of 5,000 leads left by a long sync-to-agile outage, drained by the cron as the platform would run it:
 * once a minute on a simulated clock, each run inside the per-invocation limits of Workers Paid
 * (https://developers.cloudflare.com/workers/platform/limits/): 6 connections open at once, 30 s of CPU, and
 * 1,000 subrequests, counting every D1 query as one too (the budget the README promises, under today's 10,000).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_DUE_SQL } from '../../routes/leads/outbox';
import { leadsEnv, runCron, SYNC_URL } from './leads-helpers';

afterEach(() => vi.restoreAllMocks());

const BACKLOG = 5000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LIMITS = { subrequests: 1000, connections: 6, cpuMs: 30_000 };

/** The D1 binding with every query counted (a batch is one call), as the platform would count subrequests. */
function countingDb(db: D1Database) {
  const counter = { queries: 0 };
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown;
        if (prop === 'bind') return (...args: unknown[]) => wrap(target.bind(...args));
        if (prop === 'first' || prop === 'run' || prop === 'all' || prop === 'raw') {
          return (...args: unknown[]) => {
            counter.queries++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    real.set(proxy, stmt);
    return proxy;
  };
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql));
      if (prop === 'batch') {
        return (stmts: D1PreparedStatement[]) => {
          counter.queries++;
          return target.batch(stmts.map((s) => real.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, counter };
}

/**
 * sync-to-agile down (503) or up; it counts the calls per run, the connections open at once, and the successful
 * deliveries per Idempotency-Key. Every answer takes a moment, so calls made together really overlap.
 */
function standIn() {
  const state = { up: false, calls: 0, open: 0, maxOpen: 0, accepted: new Map<string, number>(), acceptedInRun: [] as string[] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (request.url !== SYNC_URL) throw new Error(`Unexpected outbound request to ${request.url}`);
    state.calls++;
    state.maxOpen = Math.max(state.maxOpen, ++state.open);
    try {
      await request.arrayBuffer();
      if (!state.up) return Response.json({ error: 'unavailable' }, { status: 503 });
      const key = request.headers.get('idempotency-key')!;
      state.accepted.set(key, (state.accepted.get(key) ?? 0) + 1);
      state.acceptedInRun.push(key);
      return Response.json({ success: true });
    } finally {
      state.open--;
    }
  });
  return state;
}

/**
 * The outbox after a day and a half of outage: a lead every 30 s, each tried 1 to 10 times and waiting out a
 * backoff that ends anywhere in the next 6 hours, none tried in the last 10 minutes.
 */
async function seedBacklog(t0: number) {
  await leadsEnv.DB.exec('DELETE FROM leads_outbox');
  await leadsEnv.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO leads_outbox (idempotency_key, source, record, status, attempts, next_attempt_at, lease_until, last_error, last_status, created_at, updated_at)
     SELECT lower(hex(randomblob(32))), 'newsletter_signup',
            json_object('name', 'Backlog Reader ' || i, 'email', 'backlog.' || i || '@example.com', 'message', 'Newsletter subscription',
                        'source', 'newsletter_signup', 'newsletter_signup', json('true')),
            'pending', 1 + i % 10, ?1 + (i * 7919 % 360) * 60000, 0, 'HTTP 503', 503,
            ?1 - (?2 - i) * 30000 - 600000, ?1 - 600000 - (i % 60) * 60000
     FROM n`,
  )
    .bind(t0, BACKLOG)
    .run();
}

describe('a backlog of 5,000 leads after an outage', () => {
  it('is delivered within the hour after sync-to-agile recovers, once each, oldest first, every run within the limits', { timeout: 120_000 }, async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const t0 = Date.UTC(2031, 2, 3, 9, 0, 0);
    await seedBacklog(t0);
    const idOf = new Map(
      (await leadsEnv.DB.prepare('SELECT id, idempotency_key FROM leads_outbox').all<{ id: number; idempotency_key: string }>()).results.map((r) => [
        r.idempotency_key,
        r.id,
      ]),
    );
    expect(idOf.size).toBe(BACKLOG);

    const upstream = standIn();
    const OUTAGE_RUNS = 10;
    const runs: { minute: number; subrequests: number; maxOpen: number; ms: number; delivered: number[] }[] = [];
    const started = performance.now();
    let minute = 0;
    for (; minute < OUTAGE_RUNS + 120 && upstream.accepted.size < BACKLOG; minute++) {
      upstream.up = minute >= OUTAGE_RUNS;
      const { db, counter } = countingDb(leadsEnv.DB);
      Object.assign(upstream, { calls: 0, maxOpen: 0, acceptedInRun: [] });
      const runStarted = performance.now();
      await runCron(t0 + minute * MINUTE, { DB: db });
      runs.push({
        minute,
        subrequests: upstream.calls + counter.queries,
        maxOpen: upstream.maxOpen,
        ms: performance.now() - runStarted,
        delivered: upstream.acceptedInRun.map((k) => idOf.get(k)!),
      });
    }
    const realSeconds = (performance.now() - started) / 1000;
    const minutesAfterRecovery = minute - OUTAGE_RUNS;
    console.log(
      `[drain] ${BACKLOG} leads delivered ${minutesAfterRecovery} simulated minutes after sync-to-agile recovered ` +
        `(${runs.length} cron runs, ${OUTAGE_RUNS} during the outage) in ${realSeconds.toFixed(1)} s of real time; ` +
        `busiest run: ${Math.max(...runs.map((r) => r.subrequests))} subrequests, ${Math.max(...runs.map((r) => r.maxOpen))} connections, ` +
        `${Math.round(Math.max(...runs.map((r) => r.ms)))} ms`,
    );

    // Everything, once each, within the hour.
    expect(upstream.accepted.size).toBe(BACKLOG);
    expect([...upstream.accepted.values()].every((n) => n === 1)).toBe(true);
    expect(minutesAfterRecovery * MINUTE).toBeLessThan(HOUR);
    const left = await leadsEnv.DB.prepare(`SELECT COUNT(*) AS n FROM leads_outbox WHERE status != 'delivered' OR record IS NOT NULL`).first<{ n: number }>();
    expect(left!.n).toBe(0);

    // Every run within the plan's limits.
    for (const run of runs) {
      expect(run.subrequests, `minute ${run.minute}`).toBeLessThanOrEqual(LIMITS.subrequests);
      expect(run.maxOpen, `minute ${run.minute}`).toBeLessThanOrEqual(LIMITS.connections);
      expect(run.ms, `minute ${run.minute}`).toBeLessThan(LIMITS.cpuMs);
    }
    // During the outage the cron only probes: one call a run, not the whole backlog again.
    for (const run of runs.slice(0, OUTAGE_RUNS)) expect(run.subrequests).toBeLessThan(40);

    // Oldest first: the first run after recovery sends the leads whose backoff had ended; from then on, when
    // every waiting lead is due, each run's leads are all older than the next run's.
    const batches = runs.slice(OUTAGE_RUNS).map((r) => r.delivered.toSorted((a, b) => a - b)).filter((b) => b.length);
    expect(batches.length).toBeGreaterThan(20);
    for (let i = 2; i < batches.length; i++) expect(batches[i - 1]!.at(-1)!).toBeLessThan(batches[i]![0]!);
  });

  it('the batch query takes due leads in id order from an index, without sorting the backlog', async () => {
    const plan = await leadsEnv.DB.prepare(`EXPLAIN QUERY PLAN ${CLAIM_DUE_SQL}`).bind(0, 200).all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join('\n');
    expect(details).toContain('USING INDEX leads_outbox_pending');
    expect(details).not.toContain('TEMP B-TREE');
  });
});
