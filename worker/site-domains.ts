/**
 * The site's hostnames, all from SITE_ORIGIN: the canonical one, and its twin (the bare domain when the site is on
 * www., or www. when it is on the bare domain), which only redirects. The production build attaches both to the
 * Worker as Custom Domains (vite.config.ts), and the worker answers the twin with a 301 (worker/canonical-host.ts),
 * so the domain is set in one place. Pure: vite.config.ts and the worker both import it.
 */

export interface SiteHosts {
  canonical: string;
  twin: string;
}

/** Throws, naming the setting, when SITE_ORIGIN is not a bare https origin: a deploy must not guess the domain. */
export function siteHosts(origin: string): SiteHosts {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`SITE_ORIGIN must be an https origin such as https://www.example.co.uk, not ${JSON.stringify(origin)}.`);
  }
  if (url.protocol !== 'https:' || url.port || url.origin !== origin.replace(/\/$/, '') || !url.hostname.includes('.')) {
    throw new Error(`SITE_ORIGIN must be an https origin such as https://www.example.co.uk, not ${JSON.stringify(origin)}.`);
  }
  const canonical = url.hostname;
  return { canonical, twin: canonical.startsWith('www.') ? canonical.slice(4) : `www.${canonical}` };
}

/** wrangler's `routes` for the production build: both hostnames as Custom Domains (Cloudflare makes their DNS records and certificates). */
export function customDomainRoutes(origin: string): { pattern: string; custom_domain: true }[] {
  const { canonical, twin } = siteHosts(origin);
  return [canonical, twin].map((pattern) => ({ pattern, custom_domain: true }));
}
