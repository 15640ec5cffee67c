/** Bindings and variables (wrangler.toml [vars], .dev.vars, secrets). */
export interface Env {
  ASSETS: Fetcher;
  DB: D1Database;
  SITE_ORIGIN?: string;
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  BLOG_ADMIN_EMAILS?: string;
  /** Only set by the worker tests: mounts a route that throws, to exercise the 500 page. */
  TEST_ROUTES?: string;
}

export type CurrencySource = 'cookie' | 'country' | 'default';

export interface AppVars {
  currency: import('../routes/_lib/currency').Currency;
  currencySource: CurrencySource;
}

export type AppEnv = { Bindings: Env; Variables: AppVars };
