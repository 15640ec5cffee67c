/** The visitor's address as Cloudflare reports it; the test suites may stand in for it (TEST_HOOKS only). */
export function clientIp(req: Request, env: { TEST_HOOKS?: string }): string {
  const testIp = __TEST_HOOKS__ && env.TEST_HOOKS === '1' ? req.headers.get('x-test-client-ip') : null;
  return testIp || req.headers.get('cf-connecting-ip') || 'unknown';
}

/** request.cf.country as the edge reports it; the test suites stand in for it ('none' = unknown country). */
export function edgeCountry(req: Request, env: { TEST_HOOKS?: string }): unknown {
  const testCountry = __TEST_HOOKS__ && env.TEST_HOOKS === '1' ? req.headers.get('x-test-country') : null;
  if (testCountry) return testCountry === 'none' ? undefined : testCountry;
  return (req as Request & { cf?: { country?: unknown } }).cf?.country;
}
