import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * End-to-end tests drive the test build (dist-test/, from `npm run build:test`: the production build with the
 * test hooks compiled in) served by wrangler in workerd, with test hooks on (an `x-test-country` header stands in for request.cf.country) and Supabase pointed at
 * the local stand-in that tests/e2e/stand-ins.ts starts.
 */
const root = path.resolve(import.meta.dirname, '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const SUPABASE_STANDIN_PORT = Number(process.env.SUPABASE_STANDIN_PORT ?? 54329);
const state = `.wrangler/e2e-state-${E2E_PORT}`;
const config = 'dist-test/executive_sidekick/wrangler.json';

// Debian's chromium where installed (CI installs it); Playwright's own browser elsewhere. The browser binary itself,
// not Debian's /usr/bin/chromium wrapper script: that adds GPU rasterisation (in software here) and loads the
// system's extensions into every browser, which costs the tests a good share of a two-core machine.
const systemChromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** The providers' webhook secrets the server runs with, for the stand-ins that sign deliveries (attribution.spec.ts). */
export const WEBHOOK_SECRETS = {
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_executive_sidekick',
  CALENDLY_WEBHOOK_SIGNING_KEY: 'calendly-e2e-signing-key',
  CAL_WEBHOOK_SECRET: 'cal-e2e-webhook-secret',
};

const vars = {
  TEST_HOOKS: '1',
  ...WEBHOOK_SECRETS,
  SUPABASE_URL: `http://127.0.0.1:${SUPABASE_STANDIN_PORT}`,
  SUPABASE_ANON_KEY: 'e2e-anon-key',
  // The second account's tokens last seconds (tests/e2e/auth-standin.ts), for the session keeper's tests; the third
  // and fourth keep a new article's waiting pictures apart from the other tests' saves; the fifth keeps an autosave
  // test's save of a new article from forgetting the first's new-article autosave.
  BLOG_ADMIN_EMAILS: 'editor@executivesidekick.co.uk,brief.editor@executivesidekick.co.uk,pictures.editor@executivesidekick.co.uk,tabs.editor@executivesidekick.co.uk,autosave.editor@executivesidekick.co.uk',
};

export default defineConfig({
  testDir: '.',
  outputDir: '../output/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Journeys through several pages take longer than 30 s on a two-core CI machine running two browsers and workerd.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
  },
  // Chromium runs every spec; Firefox and WebKit run the buyer's journeys (journeys/), which drive each engine through
  // the same steps (journeys/visitor.ts). One engine alone: `npm run test:e2e -- --project=webkit`.
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: systemChromium,
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
    {
      // Debian's firefox-esr over WebDriver BiDi (Playwright's moz-firefox channel); Playwright's own Firefox build
      // cannot be downloaded here. @playwright/test is pinned at 1.64.1 in package.json: 1.65 sends a BiDi command
      // (emulation.setMediaFeaturesOverride) that this ESR does not know, and every new page fails.
      name: 'firefox',
      testMatch: 'journeys/**/*.spec.ts',
      use: { browserName: 'firefox', channel: 'moz-firefox', engine: 'firefox', launchOptions: { executablePath: '/usr/bin/firefox-esr' } } as object,
    },
    {
      // WebKitGTK's MiniBrowser through WebKitWebDriver (journeys/webkit-visitor.ts); no Playwright browser is launched.
      name: 'webkit',
      testMatch: 'journeys/**/*.spec.ts',
      use: { engine: 'webkit' } as object,
    },
  ],
  webServer: {
    command: [
      `rm -rf ${state}`,
      `npx wrangler d1 migrations apply DB --local -c ${config} --persist-to ${state}`,
      `npx wrangler dev -c ${config} --port ${E2E_PORT} --ip 127.0.0.1 --persist-to ${state} --show-interactive-dev-session=false ${Object.entries(vars)
        .map(([k, v]) => `--var ${k}:${v}`)
        .join(' ')}`,
    ].join(' && '),
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
