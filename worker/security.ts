import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { routeByPath } from '../routes/table';
import { SITE } from '../routes/_lib/site-config';
import { HEAD_SCRIPT_HASH } from '../routes/_lib/head-script';
import type { AppEnv, Env } from '../routes/_app/env';
import { SPECULATION_RULES_PATH } from './speculation';
import { isDevelopmentHost } from './canonical-url';

// Parsed once per isolate, not per response.
const BOOKING_ORIGIN = new URL(SITE.bookingUrl).origin;
const GEOLOCATION_ORIGIN = new URL(SITE.geolocationUrl).origin;

/** Cloudflare Turnstile's script and challenge frame, allowed only while Turnstile is switched on. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** What one response's policy depends on; everything else is the same for every response. */
interface PolicyInputs {
  /** React's inline boundary scripts of a page that streams (render.tsx sets it; a stored page never has one). */
  nonce?: string;
  /** The page embeds the booking calendar: its route-table entry says so. */
  frames: boolean;
  /** Turnstile is switched on and the answer is a page, whose lead forms may show its challenge. */
  turnstile: boolean;
}

const sources = (...list: (string | false | undefined)[]) => list.filter((s): s is string => !!s).join(' ');

/** Read after the answer is made (securityHeaders below), so a page served from a cache gets the same policy. */
function policyInputs(c: Context<AppEnv>): PolicyInputs {
  const isPage = !!c.res.headers.get('content-type')?.startsWith('text/html');
  return {
    nonce: c.get('secureHeadersNonce'),
    frames: !!routeByPath(c.get('request').url.pathname)?.frames,
    turnstile: isPage && !!c.env.TURNSTILE_SITE_KEY,
  };
}

/**
 * Nothing is allowed unless named: each kind of resource the pages use gets its own directive. No inline style and
 * one inline script, allowed by its hash (routes/_lib/head-script.ts): otherwise pages ship only
 * same-origin module scripts, JSON-LD data blocks (not executed) and island props in data attributes, so the same
 * HTML can be cached for every visitor. Streaming pages that need React's inline boundary scripts add a
 * per-response nonce (render.tsx); the edge cache never stores those. The browser talks to this origin and the
 * geolocation service only (leads reach Supabase through the worker).
 */
function buildPolicy({ nonce, frames, turnstile }: PolicyInputs, upgrade: boolean): string {
  const directives: [string, string][] = [
    ['default-src', "'none'"],
    ['script-src', sources("'self'", HEAD_SCRIPT_HASH, nonce && `'nonce-${nonce}'`, turnstile && TURNSTILE_ORIGIN)],
    ['style-src', sources("'self'", __DEV__ && "'unsafe-inline'")],
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', sources("'self'", GEOLOCATION_ORIGIN, __DEV__ && 'ws: wss:')],
    ['frame-src', sources(frames && BOOKING_ORIGIN, turnstile && TURNSTILE_ORIGIN) || "'none'"],
    ['form-action', "'self'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ') + (upgrade ? UPGRADE : '');
}

/**
 * Without a nonce a response's policy is one of a handful, each built once per isolate: a page from the isolate's
 * memory is little more than these headers, so they are not worked out again for every answer.
 */
const policies = new Map<string, string>();

function contentSecurityPolicy(inputs: PolicyInputs, upgrade: boolean): string {
  if (inputs.nonce) return buildPolicy(inputs, upgrade);
  const key = `${inputs.frames} ${inputs.turnstile} ${upgrade}`;
  let policy = policies.get(key);
  if (!policy) policies.set(key, (policy = buildPolicy(inputs, upgrade)));
  return policy;
}

/**
 * What only makes sense over HTTPS is left out on a developer's machine served over plain HTTP (`npm start`), because
 * WebKit (Safari) does not treat loopback addresses as secure as Chromium and Firefox do: it would fetch every
 * stylesheet and script from an https://127.0.0.1 that does not exist (the policy's upgrade-insecure-requests), and
 * it refuses every cookie marked Secure over HTTP, so the currency choice and the operator's sign-in would not stick.
 */
const UPGRADE = '; upgrade-insecure-requests';
const SECURE_ATTRIBUTE = /;\s*Secure(?=;|$)/gi;

function withoutHttpsOnly(res: Response) {
  const cookies = res.headers.getSetCookie();
  if (!cookies.length) return;
  res.headers.delete('Set-Cookie');
  for (const cookie of cookies) res.headers.append('Set-Cookie', cookie.replace(SECURE_ATTRIBUTE, ''));
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

/** Every other security header: the same for every response. */
const headers = secureHeaders({
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
  // A handler that sets one of these itself keeps it: a preview link's page sends no Referer (routes/blog/preview-page.tsx).
  overwrite: false,
});

/**
 * Applied once the answer is made: the policy's per-response values (the nonce, frames and Turnstile) read what the
 * page decided while rendering, and a page replayed from the edge cache, which never rendered here, gets the same
 * policy from its path.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  await headers(c, async () => {});
  const url = c.get('request').url;
  const development = isDevelopmentHost(url);
  c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(policyInputs(c), !development));
  if (development && url.protocol === 'http:') withoutHttpsOnly(c.res);
};

/** The Speculation-Rules header has no Hono middleware: HTML responses point at the rules (worker/speculation.ts). */
export const speculationRulesHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.headers.get('content-type')?.startsWith('text/html')) c.res.headers.set('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
};
