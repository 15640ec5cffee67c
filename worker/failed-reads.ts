/**
 * Requests whose page was rendered from a failed or partial read (a post body D1 did not return, a Suspense
 * boundary that errored). The edge cache never stores such a page, in the Cache API or the isolate's memory, and
 * marks it no-store (worker/edge-cache.ts), so the next request renders afresh. Keyed by the Request object the
 * worker was handed, so nothing a client sends can set or clear the mark.
 */
const failed = new WeakSet<Request>();

export function markFailedRead(req: Request): void {
  failed.add(req);
}

export function hadFailedRead(req: Request): boolean {
  return failed.has(req);
}
