import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { reactRendererAlias } from '../worker/build/react-renderer-alias';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, 'migrations'));
  return {
    root,
    // Tests exercise the production document (asset URLs, CSP), not the dev server's.
    define: { __BUILD_ID__: JSON.stringify('test'), __BUILT_AT__: JSON.stringify('2026-11-01T00:00:00.000Z'), __DEV__: 'false', __TEST_HOOKS__: 'true' },
    plugins: [
      // The worker's renderer as the build has it (worker/render-stream.ts).
      reactRendererAlias(),
      cloudflareTest({
        wrangler: { configPath: path.join(root, 'wrangler.toml') },
        miniflare: {
          // The analytics queue's consumer as wrangler.toml has it, but flushing after 0.1 s instead of 5 s.
          queueConsumers: { 'executive-sidekick-analytics': { maxBatchSize: 100, maxBatchTimeout: 0.1, maxRetries: 100 } },
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_HOOKS: '1',
            EDGE_CACHE: 'off',
            SITE_ORIGIN: 'https://www.executivesidekick.co.uk',
            // Sign-in tests answer this host's token and JWKS endpoints by mocking fetch (tests/worker/auth-standin.ts).
            SUPABASE_URL: 'https://project.supabase.test',
            SUPABASE_ANON_KEY: 'test-anon-key',
            BLOG_ADMIN_EMAILS: 'editor@executivesidekick.co.uk, Second.Editor@Example.com',
            LEADS_DEDUPE_SECRET: 'test-leads-dedupe-secret',
            // The providers' webhooks (routes/analytics/attribution/webhooks.ts), signed by the stand-ins in tests/fixtures/webhook-standins.ts.
            STRIPE_WEBHOOK_SECRET: 'whsec_test_executive_sidekick',
            CALENDLY_WEBHOOK_SIGNING_KEY: 'calendly-test-signing-key',
            CAL_WEBHOOK_SECRET: 'cal-test-webhook-secret',
          },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/worker/apply-migrations.ts'],
      // A test file's first article save loads the social-card renderer (2.5 MB of WebAssembly, worker/social-card/
      // draw.ts) through Vitest's module runner, about 5 s on a busy two-core machine; a deployed worker loads it in
      // milliseconds.
      testTimeout: 20_000,
    },
  };
});
