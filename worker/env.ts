/**
 * The worker's bindings and variables, one type everywhere. `wrangler types` generates the base from
 * wrangler.toml and .dev.vars.example into worker/worker-configuration.d.ts (`npm run types`; `npm run typecheck`
 * fails when it is out of date). Declared here by hand, because no config file may set them: the optional ones.
 */
export type Env = Omit<Cloudflare.Env, RateLimiters> & Partial<Pick<Cloudflare.Env, RateLimiters>>;

/** Optional although wrangler.toml binds them: a binding may be missing or fail, and worker/rate-limit.ts then stands in. */
type RateLimiters = 'LEADS_RATE_LIMITER' | 'AUTH_RATE_LIMITER';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Turnstile is on when this secret is set: every lead must then carry a token the worker verifies. */
      TURNSTILE_SECRET_KEY?: string;
      /** The public half, handed to the browser so it can show the check. */
      TURNSTILE_SITE_KEY?: string;
      /** 'off' bypasses the page cache (the worker tests, which check fresh renders; edge-cache.test.ts turns it on). */
      EDGE_CACHE?: string;
      /** Only set by the test suites, and only read in a test build (__TEST_HOOKS__): the /__test routes and x-test-* headers. */
      TEST_HOOKS?: string;
    }
  }
}

export type CurrencySource = 'cookie' | 'country' | 'default';

export interface AppVars {
  currency: import('../routes/_lib/currency').Currency;
  currencySource: CurrencySource;
  /** This request's options for the page render (worker/render.tsx). */
  renderStream: import('./react-renderer-stream').AdapterStreamOptions;
}

export type AppEnv = { Bindings: Env; Variables: AppVars };
