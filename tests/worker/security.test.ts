import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, TURNSTILE_ORIGIN } from '../../worker/security';

describe('the page Content Security Policy', () => {
  it('names the booking calendar and Turnstile only for the pages that need them, and a nonce only when given', () => {
    const plain = contentSecurityPolicy();
    expect(plain).toContain("default-src 'none'");
    expect(plain).toContain("frame-src 'none'");
    expect(plain).not.toContain('nonce-');
    expect(contentSecurityPolicy({ frames: true })).not.toContain("frame-src 'none'");
    expect(contentSecurityPolicy({ turnstile: true })).toContain(`script-src 'self' ${TURNSTILE_ORIGIN}`);
    expect(contentSecurityPolicy({ nonce: 'abc123' })).toContain("script-src 'self' 'nonce-abc123'");
    // Built once per combination: a later call without a nonce is unaffected by one with it.
    expect(contentSecurityPolicy()).toBe(plain);
    expect(contentSecurityPolicy({ frames: true })).toBe(contentSecurityPolicy({ frames: true }));
  });
});
