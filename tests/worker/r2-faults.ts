import { expect } from 'vitest';

/**
 * An R2 bucket with faults injected, for handing to worker.fetch or worker.scheduled in place of a real binding
 * from `cloudflare:test`'s env: the named methods fail as R2 does in an outage, every other call reaches the real
 * local bucket.
 */
export function failingR2(bucket: R2Bucket, methods: ('get' | 'head' | 'put' | 'delete' | 'list')[]): R2Bucket {
  return new Proxy(bucket, {
    get(target, prop) {
      if ((methods as (string | symbol)[]).includes(prop)) return () => Promise.reject(new Error(`R2 ${String(prop)} failed: service unavailable (test)`));
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** What a visitor gets for a stored picture or card that R2 cannot read: a short 503 that nothing may keep. */
export async function expectUnreadablePicture(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('retry-after')).toBe('30');
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(res.headers.get('x-edge-cache')).toBeNull();
  expect(await res.text()).toBe('This picture cannot be read just now. Please try again shortly.');
}
