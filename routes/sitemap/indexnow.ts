/**
 * IndexNow (indexnow.org): search engines are told which public addresses an edit changed, instead of waiting for
 * their next crawl. The manager, its JSON API and the publishing cron queue the pages of a published article they
 * change (Services.indexNow.queue, into the edit's own batch). After the manager's or the API's answer has gone, the
 * edit's own send waits SETTLE_MS for the rest of its burst, then sends everything waiting in one POST to
 * INDEXNOW_ENDPOINT (sendAfterAnswer); the cron's run each minute sends whatever that left or could not send, and
 * what the cron itself published. The operator's action never waits for IndexNow, and a burst of edits is one ping.
 * The site proves it owns the key with the file /<INDEXNOW_KEY>.txt (keyFile). Without INDEXNOW_KEY nothing is
 * queued or sent. docs/operations.md, 'IndexNow', lists the log events.
 */
import type { Context, Next } from 'hono';
import { siteOrigin, type AppEnv, type Env } from '../_app/env';
import type { Db, Services } from '../_app/services';
import { log, errorMessage } from '../_lib/log';
import { claimDue, dropStale, queueStatement, retryLater, settle, type Claimed } from './indexnow-queue';

export const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
/** The protocol's key: 8 to 128 letters, digits and dashes. */
export const INDEXNOW_KEY_FORMAT = /^[A-Za-z0-9-]{8,128}$/;
/** The protocol allows 10,000 addresses a ping; a day of publishing is a few dozen. */
const PER_PING = 1000;
const TIMEOUT_MS = 10_000;
/**
 * How long an edit's send waits for another edit of the same burst (a publish, then a correction). With the ping's
 * timeout it stays well inside the 30 seconds the runtime gives work after the answer.
 */
const SETTLE_MS = 5_000;

let warnedKey = '';
/** The key, or null when none is set or it is not one IndexNow accepts (logged once per isolate and key). */
export function indexNowKey(env: Pick<Env, 'INDEXNOW_KEY'>): string | null {
  const key = env.INDEXNOW_KEY?.trim();
  if (!key) return null;
  if (INDEXNOW_KEY_FORMAT.test(key)) return key;
  if (warnedKey !== key) log.warn('indexnow_key_invalid', { length: key.length, expected: INDEXNOW_KEY_FORMAT.source });
  warnedKey = key;
  return null;
}

/** Statements for an edit's batch that queue the changed pages; none without a key. */
export function queue(db: Db, env: Env, paths: string[]): D1PreparedStatement[] {
  return indexNowKey(env) && paths.length ? [queueStatement(db, paths, Date.now())] : [];
}

/** IndexNow's JSON body for these pages of the site at `origin`. */
export function pingBody(origin: string, key: string, paths: string[]) {
  return { host: new URL(origin).host, key, keyLocation: `${origin}/${key}.txt`, urlList: paths.map((path) => origin + path) };
}

/** 429 and 408 say "later"; any other 4xx (400 bad request, 403 key not valid, 422 not this host) never succeeds. */
const refusedForGood = (status: number) => status >= 400 && status < 500 && status !== 429 && status !== 408;

/** Retry-After in seconds, as IndexNow may send with a 429; 0 when absent. */
const retryAfterMs = (res: Response) => Math.max(0, Number(res.headers.get('retry-after')) * 1000 || 0);

/** The cron's step: drops what waited too long, then sends every due page in one ping. */
export async function send(env: Env, now: number): Promise<void> {
  const dropped = await dropStale(env.DB, now);
  if (dropped.length) log.error('indexnow_dropped', { urls: dropped.length, paths: dropped.slice(0, 20), reason: 'not accepted within a day' });
  await sendDue(env, now, null);
}

/** SETTLE_MS, which only a test build with TEST_HOOKS may shorten (TEST_INDEXNOW_SETTLE_MS). */
function settleMs(env: Env): number {
  const asked = __TEST_HOOKS__ && env.TEST_HOOKS === '1' ? Number(env.TEST_INDEXNOW_SETTLE_MS) : NaN;
  return Number.isFinite(asked) && asked >= 0 ? asked : SETTLE_MS;
}

/**
 * After the answer to an edit that queued pages (`queued`, its statements from `queue`): waits for the burst to
 * settle, then sends every due page unless another edit was queued meanwhile, whose own send goes later with the
 * whole burst. Pages this send cannot take or send wait for the cron.
 */
export function sendAfterAnswer(c: Context<AppEnv>, queued: D1PreparedStatement[]): void {
  if (!queued.length) return;
  const { env } = c;
  const since = Date.now();
  const settled = new Promise((resolve) => setTimeout(resolve, settleMs(env)));
  c.executionCtx.waitUntil(
    settled.then(() => sendDue(env, Date.now(), since)).catch((err) => log.error('indexnow_send_failed', { message: errorMessage(err) })),
  );
}

/** Every due page in one ping (none when an edit was queued after `quietSince`, see claimDue), and the answer settled. */
async function sendDue(env: Env, now: number, quietSince: number | null): Promise<void> {
  const key = indexNowKey(env);
  if (!key) return;
  const claimed = await claimDue(env.DB, now, PER_PING, quietSince);
  if (!claimed.length) return;
  const endpoint = env.INDEXNOW_ENDPOINT?.trim() || DEFAULT_INDEXNOW_ENDPOINT;
  const body = pingBody(siteOrigin(env), key, claimed.map((c) => c.path));
  let res: Response;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return failed(env.DB, claimed, now, null, errorMessage(err));
  }
  const answer = await res.text().catch(() => '');
  if (res.ok) {
    log.info('indexnow_sent', { urls: claimed.length, status: res.status });
    return settle(env.DB, claimed, now);
  }
  if (refusedForGood(res.status)) {
    log.error('indexnow_refused', { urls: claimed.length, paths: body.urlList.slice(0, 20), status: res.status, message: answer.slice(0, 200) });
    return settle(env.DB, claimed, now);
  }
  return failed(env.DB, claimed, now, res.status, answer.slice(0, 200), retryAfterMs(res));
}

async function failed(db: Db, claimed: Claimed[], now: number, status: number | null, message: string, waitMs = 0): Promise<void> {
  log.warn('indexnow_retry', { urls: claimed.length, status, message });
  await retryLater(db, claimed, now, status, waitMs);
}

/** /<INDEXNOW_KEY>.txt: the key as plain text, which IndexNow reads to trust the ping. Any other such address is not ours. */
export function keyFile(c: Context<AppEnv>, next: Next) {
  const key = indexNowKey(c.env);
  if (!key || c.req.param('file') !== `${key}.txt`) return next();
  return c.text(key, 200, { 'Cache-Control': 'public, max-age=300' });
}

export const indexNow: Services['indexNow'] = { queue, send, sendAfterAnswer };
