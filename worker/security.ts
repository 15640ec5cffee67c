import type { MiddlewareHandler } from 'hono';
import { SITE } from '../routes/site-config';
import type { AppEnv } from './env';
import { SPECULATION_RULES_PATH } from './speculation';

// Parsed once per isolate, not per response.
const BOOKING_ORIGIN = new URL(SITE.bookingUrl).origin;
const GEOLOCATION_ORIGIN = new URL(SITE.geolocationUrl).origin;

/**
 * No inline script or style is allowed: pages ship only same-origin module scripts, JSON-LD data blocks
 * (not executed) and island props in data attributes, so the same HTML can be cached for every visitor.
 * Streaming pages that need React's inline boundary scripts add a per-response nonce (see render.tsx).
 */
/** Cloudflare Turnstile's script and challenge frame, allowed only while Turnstile is switched on. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

export function contentSecurityPolicy(opts: { nonce?: string; dev?: boolean; frames?: boolean; turnstile?: boolean } = {}): string {
  const script = ["'self'", opts.nonce ? `'nonce-${opts.nonce}'` : '', opts.turnstile ? TURNSTILE_ORIGIN : ''].filter(Boolean).join(' ');
  const frames = [opts.frames ? BOOKING_ORIGIN : '', opts.turnstile ? TURNSTILE_ORIGIN : ''].filter(Boolean).join(' ') || "'none'";
  const style = opts.dev ? "'self' 'unsafe-inline'" : "'self'";
  const connect = ["'self'", GEOLOCATION_ORIGIN, opts.dev ? 'ws: wss:' : ''].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${script}`,
    `style-src ${style}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `frame-src ${frames}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export const SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** The policy of every response that did not set its own (the same for the life of the isolate). */
const DEFAULT_CSP = contentSecurityPolicy({ dev: __DEV__ });

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (c.res.headers.get('content-type')?.startsWith('text/html')) c.res.headers.set('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
  if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', DEFAULT_CSP);
};
