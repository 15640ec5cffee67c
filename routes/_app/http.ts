/** The visitor's address as Cloudflare reports it; the test suites may stand in for it (TEST_HOOKS only). */
export function clientIp(req: Request, env: { TEST_HOOKS?: string }): string {
  const testIp = __TEST_HOOKS__ && env.TEST_HOOKS === '1' ? req.headers.get('x-test-client-ip') : null;
  return testIp || req.headers.get('cf-connecting-ip') || 'unknown';
}
