import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import { ORIGIN } from './helpers';

/** A request through the whole worker with the edge cache on (the other worker tests run with it off). */
export async function fetchCached(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', ...init }) as never, { ...env, EDGE_CACHE: 'on' } as never, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}
