/**
 * Turning a request into queue messages: the visitor's daily hash, the flood limit per hash, then one message on
 * the analytics queue (ANALYTICS_QUEUE, wrangler.toml), which the consumer (./consumer.ts) folds into the D1
 * rollups in batches. Nothing here touches D1 except the salt, read once per isolate per day (./visitor.ts).
 */
import type { Env } from '../_app/env';
import type { ClickKind, Vital } from '../_lib/analytics';
import type { LeadKind } from '../_lib/lead-fields';
import { allow, type Limiter } from '../_app/rate-limit';
import { sameSitePath } from '../_lib/same-site-path';
import { clientIp } from '../_app/http';
import { notAPerson, type VisitOrigin } from './visit';
import { addressHash, utcDay, visitorHash } from './visitor';
import { log } from '../_lib/log';

/** What the server itself knows converted: a form that reached the outbox, an assessment completed. */
export type ServerConversion = LeadKind | 'fit_completed' | 'burnout_completed';
export type ConversionKind = ClickKind | ServerConversion;

export interface Click {
  /** booking: 'calendar'; checkout: a plan key or 'reality-check'; copy_email: 'email'. */
  target: string;
  /** The button's words, e.g. "Let's Have a Natter". */
  label: string;
  /** Where it sits on the page: the id of its section, or nav, header, footer. */
  place: string;
}

export type AnalyticsMessage =
  /** `shown`: the copy experiments the page showed this visitor, each with its variant (routes/_app/copy-choice.ts). */
  | ({ t: 'view'; day: string; visitor: string; path: string; addressKey?: string; shown?: [number, number][] } & VisitOrigin)
  | { t: 'missing'; day: string; path: string }
  | ({ t: 'conversion'; day: string; visitor: string; page: string; kind: ConversionKind } & Partial<Click>)
  | { t: 'vitals'; day: string; path: string; name: Vital; value: number }
  /** A results page shown (routes/search/): its query's normal form, capped (recordableQuery), and whether it found anything. */
  | { t: 'search'; day: string; query: string; found: boolean };

/** Page views and notes per visitor hash per minute, past which more are ignored (wrangler.toml ANALYTICS_RATE_LIMITER). */
export const LIMIT = 60;
export const PERIOD_S = 60;

export const analyticsLimiter = (env: Partial<Pick<Env, 'ANALYTICS_RATE_LIMITER'>>): Limiter => ({
  name: 'analytics',
  binding: env.ANALYTICS_RATE_LIMITER,
  limit: LIMIT,
  periodS: PERIOD_S,
});

export interface Visitor {
  day: string;
  visitor: string;
  /** The address's own daily hash (./visitor.ts addressHash), for the cap on visitors per address. */
  addressKey: string;
}

/** The visitor's hash for today, or null once it has sent more than its share this minute. */
export async function identify(env: Env, req: Request, now = Date.now()): Promise<Visitor | null> {
  const day = utcDay(now);
  const address = clientIp(req, env);
  const visitor = await visitorHash(env, day, address, req.headers.get('user-agent') ?? '');
  if (!(await allow(analyticsLimiter(env), visitor, now))) return null;
  return { day, visitor, addressKey: await addressHash(env, day, address) };
}

export async function enqueue(env: Pick<Env, 'ANALYTICS_QUEUE'>, message: AnalyticsMessage): Promise<void> {
  await env.ANALYTICS_QUEUE.send(message, { contentType: 'json' });
}

/** Runs `work` after the answer has gone; a failure is logged and costs the visitor nothing. */
export function afterAnswer(ctx: Pick<ExecutionContext, 'waitUntil'> | undefined, what: string, work: () => Promise<unknown>): void {
  const run = work().catch((err: Error) => log.error('analytics_record_failed', { what, message: err?.message ?? String(err) }));
  try {
    ctx?.waitUntil(run);
  } catch {
    // No execution context to extend (never in the Workers runtime): the promise still runs as far as it can.
  }
}

/** A conversion the server already knows; credited through the visitor's daily hash, never through the lead. */
export async function recordConversion(env: Env, req: Request, kind: ServerConversion, page: string): Promise<void> {
  if (notAPerson(req)) return;
  const who = await identify(env, req);
  if (who) await enqueue(env, { t: 'conversion', day: who.day, visitor: who.visitor, page, kind });
}

/** The page a form was sent from (its Referer, when on this site), else `fallback`. */
export function formPage(req: Request, fallback: string): string {
  const path = sameSitePath(req.headers.get('referer') ?? undefined, new URL(req.url).origin);
  return path && !path.startsWith('/api/') ? path.split(/[?#]/)[0]! : fallback;
}
