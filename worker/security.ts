import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { SITE } from '../routes/_lib/site-config';
import { VIEW_TRANSITION_GUARD_HASH } from '../routes/_lib/view-transition-guard';
import type { AppEnv, Env } from '../routes/_app/env';
import { SPECULATION_RULES_PATH } from './speculation';

// Parsed once per isolate, not per response.
const BOOKING_ORIGIN = new URL(SITE.bookingUrl).origin;
const GEOLOCATION_ORIGIN = new URL(SITE.geolocationUrl).origin;

/** Cloudflare Turnstile's script and challenge frame, allowed only while Turnstile is switched on. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

type CspOptions = { nonce?: string; dev?: boolean; frames?: boolean; turnstile?: boolean };

/**
 * Nothing is allowed unless named: each kind of resource the pages use gets its own directive. No inline style and
 * one inline script, allowed by its hash (routes/_lib/view-transition-guard.ts): otherwise pages ship only
 * same-origin module scripts, JSON-LD data blocks (not executed) and island props in data attributes, so the same
 * HTML can be cached for every visitor. Streaming pages that need React's inline
 * boundary scripts add a per-response nonce (see render.tsx); the edge cache never stores those.
 * The browser talks to this origin and the geolocation service only (leads reach Supabase through the worker).
 */
function cspDirectives(opts: CspOptions) {
  const list = (...sources: (string | false | undefined)[]) => sources.filter((s): s is string => !!s);
  const frames = list(opts.frames && BOOKING_ORIGIN, opts.turnstile && TURNSTILE_ORIGIN);
  return {
    defaultSrc: ["'none'"],
    scriptSrc: list("'self'", VIEW_TRANSITION_GUARD_HASH, opts.nonce && `'nonce-${opts.nonce}'`, opts.turnstile && TURNSTILE_ORIGIN),
    styleSrc: list("'self'", opts.dev && "'unsafe-inline'"),
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: list("'self'", GEOLOCATION_ORIGIN, opts.dev && 'ws:', opts.dev && 'wss:'),
    frameSrc: frames.length ? frames : ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: [],
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const serialise = (opts: CspOptions) =>
  Object.entries(cspDirectives(opts))
    .map(([name, sources]) => [kebab(name), ...sources].join(' '))
    .join('; ');

/** Policies without a nonce: a few combinations of frames, Turnstile and dev, each built once per isolate. */
const built = new Map<string, string>();

/** The policy as a header value, for a page that sets its own (render.tsx); written as hono/secure-headers writes it. */
export function contentSecurityPolicy(opts: CspOptions = {}): string {
  if (opts.nonce) return serialise(opts);
  const key = `${!!opts.dev} ${!!opts.frames} ${!!opts.turnstile}`;
  let policy = built.get(key);
  if (!policy) built.set(key, (policy = serialise(opts)));
  return policy;
}

/** Two years, the value the HSTS preload list asks for. */
const HSTS_MAX_AGE = 'max-age=63072000';

/**
 * Strict-Transport-Security: this hostname only, unless the operator opts in to preloading (HSTS_PRELOAD = "on";
 * docs/deploy.md, 'HSTS preloading'). Preloading puts the whole domain, every subdomain included, in browsers' built-in
 * HTTPS-only list, which takes months to undo, so it is never the default.
 */
export function strictTransportSecurity(env: Pick<Env, 'HSTS_PRELOAD'>): string {
  return env.HSTS_PRELOAD?.trim() === 'on' ? `${HSTS_MAX_AGE}; includeSubDomains; preload` : HSTS_MAX_AGE;
}

/**
 * hono/secure-headers with this site's values. `overwrite: false` keeps a page's own policy (nonce, frames,
 * Turnstile); every other response gets the default one, the same for the life of the isolate.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: cspDirectives({ dev: __DEV__ }),
  // Set on every response, page memory included, by worker/canonical-host.ts: it depends on a setting.
  strictTransportSecurity: false,
  referrerPolicy: 'same-origin',
  xFrameOptions: 'DENY',
  // Hono turns DNS prefetching off by default; the pages link to few other hosts and gain from it.
  xDnsPrefetchControl: false,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [], browsingTopics: [] },
  // For browsers that no longer exist (IE 8's download prompt, Flash and Acrobat cross-domain files, the XSS
  // auditors every browser has removed). Each header is bytes on every response; these protect nothing today.
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  overwrite: false,
});

/** The Speculation-Rules header has no Hono middleware: HTML responses point at the rules (worker/speculation.ts). */
export const speculationRulesHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.headers.get('content-type')?.startsWith('text/html')) c.res.headers.set('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
};
