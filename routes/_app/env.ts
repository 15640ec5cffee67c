/**
 * The worker's bindings and request variables: one type for the app and every family. `wrangler types` generates
 * the base from wrangler.toml and .dev.vars.example into worker/worker-configuration.d.ts (`npm run types`;
 * `npm run typecheck` fails when it is out of date). Declared here by hand, because no config file may set them:
 * the optional ones.
 */
import type { Currency } from '../_lib/currency';
import type { CopyChoice } from './copy-choice';
import { SITE } from '../_lib/site-config';

export type Env = Omit<Cloudflare.Env, RateLimiters> & Partial<Pick<Cloudflare.Env, RateLimiters>>;

/** Optional although wrangler.toml binds them: a binding may be missing or fail, and routes/_app/rate-limit.ts then stands in. */
type RateLimiters = 'LEADS_RATE_LIMITER' | 'AUTH_RATE_LIMITER' | 'SEARCH_RATE_LIMITER';

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
      /** 'fail': the social-card renderer fails (worker/social-card/store.ts); read only in a test build, with TEST_HOOKS. */
      TEST_CARD_RENDERER?: string;
      /** How long an edit's IndexNow send waits for the rest of its burst (routes/sitemap/indexnow.ts); read only in a test build, with TEST_HOOKS. */
      TEST_INDEXNOW_SETTLE_MS?: string;
    }
  }
}

/**
 * How a request's currency was chosen: a person's cookie, else their country, else pounds by default; a crawler's is
 * its page's own market (worker/currency.ts). The page records it, and the edge cache keeps one copy for each.
 */
export const CURRENCY_SOURCES = ['cookie', 'country', 'default', 'market'] as const;
export type CurrencySource = (typeof CURRENCY_SOURCES)[number];

export interface AppVars {
  currency: Currency;
  currencySource: CurrencySource;
  /**
   * The request asks for the page's Markdown twin: a `.md` address, or an Accept header that prefers text/markdown
   * (worker/markdown-negotiation.ts). A page without a twin answers in HTML as ever.
   */
  markdown: boolean;
  /**
   * The words copy experiments give this request's page (./copy-choice.ts): null when none apply, unset until the
   * pipeline's step has chosen.
   */
  copy?: CopyChoice | null;
  /** The signed-in editor's email, set by the editor gate (Services.auth.requireEditor) on manager requests only. */
  editor: string;
  /** The submitted fields, read by acceptBody (./request-body.ts) on the routes that take a body; null when there was none. */
  input: Record<string, unknown> | null;
  /** A form that may carry a picture (./upload-body.ts): the file sent, if any, or the size of a body over the cap. */
  upload?: { file: File | null; tooLarge: number | null };
}

export type AppEnv = { Bindings: Env; Variables: AppVars };

/** The site's own address (SITE_ORIGIN where it is deployed elsewhere): feeds, sitemaps and result links use it. */
export function siteOrigin(env: Pick<Env, 'SITE_ORIGIN'>): string {
  return env.SITE_ORIGIN?.trim() || SITE.origin;
}
