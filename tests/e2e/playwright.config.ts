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

const vars = {
  TEST_HOOKS: '1',
  SUPABASE_URL: `http://127.0.0.1:${SUPABASE_STANDIN_PORT}`,
  SUPABASE_ANON_KEY: 'e2e-anon-key',
  // The second account's tokens last seconds (tests/e2e/auth-standin.ts), for the session keeper's tests.
  BLOG_ADMIN_EMAILS: 'editor@executivesidekick.co.uk,brief.editor@executivesidekick.co.uk',
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
