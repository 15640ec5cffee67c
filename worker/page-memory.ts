/**
 * The isolate's memory of pages (docs/performance.md#the-edge-cache-and-the-isolates-memory): the bytes of a page
 * the Cache API stored or found, with the headers of the answer as the whole pipeline made it (the policy, the
 * security headers, the speculation rules, its ETag), so a hit sends those bytes and headers as they are and runs
 * none of the steps that made them (worker/edge-cache.ts, `fromMemory`). Only 200s: 404s stay in the Cache API, so
 * a scanner's made-up paths cannot push real pages out.
 */
import { noneMatch } from '../routes/_lib/if-none-match';

export const MEMORY_SECONDS = 60;
export const MEMORY_LIMIT = 240;

/** What a remembered answer's headers were made under, besides its key: the policy names neither otherwise. */
export interface AnswerSettings {
  /** Served on a developer's machine: no upgrade-insecure-requests (worker/security.ts). */
  development: boolean;
  /** Turnstile switched on: the policy names it on pages. */
  turnstile: boolean;
}

interface Remembered extends AnswerSettings {
  body: ArrayBuffer;
  headers: Headers;
  etag: string;
  until: number;
}

const memory = new Map<string, Remembered>();

/** The headers of answers still being made, per request: the memory step settles them once they are final. */
const finalHeaders = new WeakMap<Request, (headers: Headers, settings: AnswerSettings) => void>();

/**
 * The answer remembered under `key`, for a request made under the same settings: the bytes, or a 304 without them
 * when the request's If-None-Match names the copy (RFC 9110). Undefined when there is none.
 */
export function recall(key: string, ifNoneMatch: string | null, settings: AnswerSettings): Response | undefined {
  const kept = memory.get(key);
  if (!kept || kept.until <= Date.now() || kept.development !== settings.development || kept.turnstile !== settings.turnstile) return;
  if (noneMatch(ifNoneMatch, kept.etag)) return new Response(null, { status: 304, headers: kept.headers });
  return new Response(kept.body, { headers: kept.headers });
}

/**
 * What memory will keep of a 200 once its body is complete (`keep`): it waits for the answer's final headers, which
 * the steps outside the cache add after the body has started, and which `settle` hands it.
 */
export function memorise(req: Request, key: string, seconds: number): (body: ArrayBuffer, etag: string) => void {
  const final = new Promise<[Headers, AnswerSettings]>((resolve) => finalHeaders.set(req, (headers, settings) => resolve([headers, settings])));
  return (body, etag) =>
    void final.then(([headers, settings]) => {
      headers.set('ETag', etag);
      memory.delete(key);
      if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
      memory.set(key, { body, headers, etag, ...settings, until: Date.now() + seconds * 1000 });
    });
}

/** The answer to `req` is final: memory, if it is waiting for it, keeps its headers as a hit will send them. */
export function settle(req: Request, res: Response, settings: AnswerSettings): void {
  const waiting = finalHeaders.get(req);
  if (!waiting || res.status !== 200) return;
  const headers = new Headers(res.headers);
  headers.set('x-edge-cache', 'HIT');
  headers.delete('age');
  // A test build's step timing (worker/step-timing.ts) belongs to the request that was timed.
  headers.delete('server-timing');
  waiting(headers, settings);
}

export function forget(key: string): void {
  memory.delete(key);
}
