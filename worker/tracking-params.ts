/**
 * Query parameters that campaign links add for the sender's analytics and that no page reads: Google Analytics'
 * utm_*, the ad platforms' click ids (Google, Microsoft, Meta, LinkedIn, X, TikTok, Yandex), Mailchimp's and
 * HubSpot's email ids, and Google's cross-domain linker. A generic name such as `ref` is left out: a page may one
 * day mean something by it. The edge cache leaves these out of its key (worker/edge-cache.ts), so a campaign's
 * visitors get the cached page; the request itself keeps them for anything that reads them before the cache.
 * tests/worker/edge-cache.test.ts renders every page with and without them and requires the same HTML.
 */
const TRACKING = new Set([
  'gclid', 'gbraid', 'wbraid', 'dclid', 'gclsrc', '_gl',
  'msclkid', 'fbclid', 'li_fat_id', 'twclid', 'ttclid', 'yclid',
  'mc_cid', 'mc_eid', '_hsenc', '_hsmi',
]);

export function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || TRACKING.has(name);
}

/** True when every parameter of the query (none at all included) is a tracking parameter. */
export function onlyTrackingParams(params: URLSearchParams): boolean {
  for (const name of params.keys()) if (!isTrackingParam(name)) return false;
  return true;
}
