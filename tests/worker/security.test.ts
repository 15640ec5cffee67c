import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, TURNSTILE_ORIGIN } from '../../worker/security';
import { VIEW_TRANSITION_GUARD, VIEW_TRANSITION_GUARD_HASH } from '../../routes/_lib/view-transition-guard';

describe('the page Content Security Policy', () => {
  it('names the booking calendar and Turnstile only for the pages that need them, and a nonce only when given', () => {
    const plain = contentSecurityPolicy();
    expect(plain).toContain("default-src 'none'");
    expect(plain).toContain("frame-src 'none'");
    expect(plain).not.toContain('nonce-');
    expect(contentSecurityPolicy({ frames: true })).not.toContain("frame-src 'none'");
    expect(contentSecurityPolicy({ turnstile: true })).toContain(`script-src 'self' ${VIEW_TRANSITION_GUARD_HASH} ${TURNSTILE_ORIGIN}`);
    expect(contentSecurityPolicy({ nonce: 'abc123' })).toContain(`script-src 'self' ${VIEW_TRANSITION_GUARD_HASH} 'nonce-abc123'`);
    // Built once per combination: a later call without a nonce is unaffected by one with it.
    expect(contentSecurityPolicy()).toBe(plain);
    expect(contentSecurityPolicy({ frames: true })).toBe(contentSecurityPolicy({ frames: true }));
  });

  it("allows the page's one inline script by the hash of its exact text, and nothing else inline", async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(VIEW_TRANSITION_GUARD));
    const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(VIEW_TRANSITION_GUARD_HASH).toBe(`'sha256-${base64}'`);
    expect(contentSecurityPolicy()).toMatch(new RegExp(`script-src 'self' ${VIEW_TRANSITION_GUARD_HASH.replace(/[+/]/g, '\\$&')};`));
    expect(contentSecurityPolicy()).not.toContain('unsafe-inline');
  });
});
