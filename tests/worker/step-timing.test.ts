import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { purgePaths } from '../../worker/edge-cache';
import { ORIGIN } from './helpers';

/** One request through the whole worker with the page cache on: the steps its Server-Timing names, in order. */
async function stepsOf(path: string, headers: Record<string, string>, hooks = '1') {
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + path, { headers, cf: { country: 'GB' } } as RequestInit);
  const res = await worker.fetch(request as never, { ...env, EDGE_CACHE: 'on', TEST_HOOKS: hooks } as never, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  const timing = res.headers.get('server-timing');
  return { state: res.headers.get('x-edge-cache'), steps: timing?.split(', ').map((entry) => entry.split(';')[0]) ?? null };
}

afterEach(() => purgePaths(ORIGIN, ['/privacy-policy']));

describe('the per-step timing of a test build', () => {
  const TIMED = { 'x-test-timing': '1' };

  it('times every step a render passes, and only the five before the answer for a page from memory', async () => {
    const miss = await stepsOf('/privacy-policy', TIMED);
    expect(miss.state).toBe('MISS');
    expect(miss.steps).toEqual(['shared-cache', 'canonical', 'log404', 'speculation', 'security', 'renderer', 'drain', 'memory', 'copy', 'count', 'host', 'facts']);
    const hit = await stepsOf('/privacy-policy', TIMED);
    expect(hit.state).toBe('HIT');
    expect(hit.steps).toEqual(['memory', 'copy', 'count', 'host', 'facts']);
  });

  it('is not sent unless asked for, nor with the test hooks off', async () => {
    expect((await stepsOf('/privacy-policy', {})).steps).toBeNull();
    expect((await stepsOf('/privacy-policy', TIMED, '0')).steps).toBeNull();
  });
});
