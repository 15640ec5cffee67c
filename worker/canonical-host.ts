import type { MiddlewareHandler } from 'hono';
import { type AppEnv, siteOrigin } from '../routes/_app/env';
import { strictTransportSecurity } from './security';
import { type SiteHosts, siteHosts } from './site-domains';

let known: { origin: string; hosts: SiteHosts | null } | undefined;

/** SITE_ORIGIN's hostnames (worker/site-domains.ts), or null when the setting is not a usable origin. */
function hostsOf(origin: string): SiteHosts | null {
  if (known?.origin !== origin) {
    let hosts: SiteHosts | null = null;
    try {
      hosts = siteHosts(origin);
    } catch {
      // The deploy preflight refuses such a SITE_ORIGIN; a worker running with one anyway serves every host.
    }
    known = { origin, hosts };
  }
  return known.hosts;
}

/**
 * The site's front door, the pipeline's outermost step (worker/pipeline.ts): HTTPS requests for the twin hostname
 * (the bare domain when the site is on www.) get a 301 to the same path on SITE_ORIGIN, and every response gets
 * Strict-Transport-Security as HSTS_PRELOAD says, so a page replayed from the edge cache or memory carries the
 * current setting, not the one it was stored with. It must come before the caches: they key pages by path on the
 * site's origin, whatever host asked. HSTS preloading requires the header on the bare domain's redirect too. Plain
 * HTTP is left to the HTTPS upgrade (worker/canonical-url.ts), which must come first on the same host for the same
 * reason.
 */
export const canonicalHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.get('request').url;
  const hosts = hostsOf(siteOrigin(c.env));
  if (url.protocol === 'https:' && hosts && url.hostname === hosts.twin) {
    // Built from the hostname, not with new URL(path, origin): a path of '//evil.example' must stay a path.
    return new Response(null, {
      status: 301,
      headers: { Location: `https://${hosts.canonical}${url.pathname}${url.search}`, 'Strict-Transport-Security': strictTransportSecurity(c.env) },
    });
  }
  await next();
  c.res.headers.set('Strict-Transport-Security', strictTransportSecurity(c.env));
};
