/** The visitor's address as Cloudflare reports it; the test suites may stand in for it (TEST_HOOKS only). */
export function clientIp(req: Request, env: { TEST_HOOKS?: string }): string {
  const testIp = __TEST_HOOKS__ && env.TEST_HOOKS === '1' ? req.headers.get('x-test-client-ip') : null;
  return testIp || req.headers.get('cf-connecting-ip') || 'unknown';
}

/**
 * The network an address stands for when counting what one client may do: an IPv4 address itself, an IPv6 address's
 * /64 (the block one subscriber is given, so stepping through its addresses gains nothing).
 */
export function clientNetwork(ip: string): string {
  if (!ip.includes(':')) return ip;
  // An IPv4 address written as IPv6 (::ffff:192.0.2.1) is that IPv4 address.
  if (ip.includes('.')) return ip.slice(ip.lastIndexOf(':') + 1);
  const [head = '', tail] = ip.toLowerCase().split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - rest.length)).fill('0'), ...rest);
  }
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** request.cf.country as the edge reports it; the test suites stand in for it ('none' = unknown country). */
export function edgeCountry(req: Request, env: { TEST_HOOKS?: string }): unknown {
  const testCountry = __TEST_HOOKS__ && env.TEST_HOOKS === '1' ? req.headers.get('x-test-country') : null;
  if (testCountry) return testCountry === 'none' ? undefined : testCountry;
  return (req as Request & { cf?: { country?: unknown } }).cf?.country;
}
