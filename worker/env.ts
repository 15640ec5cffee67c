/** Bindings and variables (wrangler.toml [vars], .dev.vars, secrets). */
export interface Env {
  ASSETS: Fetcher;
  DB: D1Database;
  SITE_ORIGIN?: string;
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  BLOG_ADMIN_EMAILS?: string;
  /** Workers rate-limiting binding for sign-in attempts; absent locally, then an in-memory limiter stands in. */
  AUTH_RATE_LIMITER?: RateLimit;
  /** 'off' bypasses the page cache (the worker tests, which check fresh renders; edge-cache.test.ts turns it on). */
  EDGE_CACHE?: string;
  /** Only set by the test suites: mounts a route that throws (500 page) and honours x-test-country. */
  TEST_HOOKS?: string;
}

export type CurrencySource = 'cookie' | 'country' | 'default';

export interface AppVars {
  currency: import('../routes/_lib/currency').Currency;
  currencySource: CurrencySource;
}

export type AppEnv = { Bindings: Env; Variables: AppVars };
