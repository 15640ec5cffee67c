import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { cacheEntries, FRESH_SECONDS, purgePaths } from '../../worker/edge-cache';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import { ORIGIN } from './helpers';

/**
 * One request through the whole worker with the page cache on, background work (a store, a refresh) included:
 * its answer, and how many times the edge cache's entry point was entered on the way.
 */
async function entriesFor(path: string, init: { cookie?: string; method?: string; origin?: string } = {}) {
  const headers: Record<string, string> = init.cookie ? { cookie: init.cookie } : {};
  const request = new Request((init.origin ?? ORIGIN) + path, { method: init.method ?? 'GET', headers, cf: { country: 'GB' } } as RequestInit);
  const ctx = createExecutionContext();
  cacheEntries.count = 0;
  const res = await worker.fetch(request as never, { ...env, EDGE_CACHE: 'on' } as never, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { state: res.headers.get('x-edge-cache'), status: res.status, entries: cacheEntries.count };
}

afterEach(async () => {
  vi.useRealTimers();
  await purgePaths(ORIGIN, ['/services', '/sitemap', '/not-a-post-yet']);
});

describe('the request pipeline', () => {
  it('enters the edge cache once for a page rendered and stored, then once for each copy served, from memory or the Cache API', async () => {
    expect(await entriesFor('/services')).toEqual({ state: 'MISS', status: 200, entries: 1 });
    // From the isolate's memory: the page memory and the Cache API are one step, not two.
    expect(await entriesFor('/services')).toEqual({ state: 'HIT', status: 200, entries: 1 });
    // A 404 is kept in the Cache API only, so its second request is answered from there.
    expect(await entriesFor('/not-a-post-yet')).toEqual({ state: 'MISS', status: 404, entries: 1 });
    expect(await entriesFor('/not-a-post-yet')).toEqual({ state: 'HIT', status: 404, entries: 1 });
  });

  it('enters it once for a stale copy, whose background refresh renders without entering it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    expect(await entriesFor('/sitemap')).toEqual({ state: 'MISS', status: 200, entries: 1 });
    vi.setSystemTime(start + (FRESH_SECONDS + 60) * 1000);
    expect(await entriesFor('/sitemap')).toEqual({ state: 'STALE', status: 200, entries: 1 });
    // The refresh stored a fresh copy.
    expect(await entriesFor('/sitemap')).toEqual({ state: 'HIT', status: 200, entries: 1 });
  });

  it('enters it once, to pass by, for what it may not answer: a signed-in visitor, a form, a query', async () => {
    expect(await entriesFor('/services', { cookie: `${SESSION_COOKIE}=abc` })).toMatchObject({ state: null, entries: 1 });
    expect(await entriesFor('/services', { method: 'POST' })).toMatchObject({ state: null, entries: 1 });
    expect(await entriesFor('/services?page=2')).toMatchObject({ state: null, entries: 1 });
  });

  it('answers an address in another form before the cache: the twin hostname, plain HTTP, another spelling, a trailing slash', async () => {
    for (const [path, origin] of [
      ['/services', 'https://executivesidekick.co.uk'],
      ['/services', 'http://www.executivesidekick.co.uk'],
      ['/serv%69ces', ORIGIN],
      ['/services/', ORIGIN],
    ]) {
      expect(await entriesFor(path!, { origin }), `${origin}${path}`).toEqual({ state: null, status: 301, entries: 0 });
    }
  });
});
