// The worker's bindings come from `wrangler types` (worker/worker-configuration.d.ts); the tests add their own.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}

// Test pictures (tests/fixtures/), inlined by Vite as `data:` URLs.
declare module '*?inline' {
  const url: string;
  export default url;
}
