import { type Env, siteOrigin } from '../routes/_app/env';
import { strictTransportSecurity } from './security';
import { type SiteHosts, siteHosts } from './site-domains';

type Fetch = (req: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

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
 * The site's front door, around the whole worker (isolate page memory included, which answers before any
 * middleware runs): HTTPS requests for the twin hostname (the bare domain when the site is on www.) get a 301 to
 * the same path on SITE_ORIGIN, and every response gets Strict-Transport-Security as HSTS_PRELOAD says, so a page
 * replayed from the edge cache or memory carries the current setting, not the one it was stored with.
 * The redirect inside the app would come too late: page memory and the edge cache key pages by path on the site's
 * origin, whatever host asked. HSTS preloading requires the header on the bare domain's redirect too. Plain HTTP
 * is left to the HTTPS upgrade, which must come first on the same host for the same reason.
 */
export function canonicalHost(app: Fetch): Fetch {
  return async (req, env, ctx) => {
    const url = new URL(req.url);
    const hosts = hostsOf(siteOrigin(env));
    if (url.protocol === 'https:' && hosts && url.hostname === hosts.twin) {
      // Built from the hostname, not with new URL(path, origin): a path of '//evil.example' must stay a path.
      return new Response(null, {
        status: 301,
        headers: { Location: `https://${hosts.canonical}${url.pathname}${url.search}`, 'Strict-Transport-Security': strictTransportSecurity(env) },
      });
    }
    const res = await app(req, env, ctx);
    res.headers.set('Strict-Transport-Security', strictTransportSecurity(env));
    return res;
  };
}
