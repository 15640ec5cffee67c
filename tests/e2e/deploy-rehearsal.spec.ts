import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployRedirectAfterTestBuild, NO_PRODUCTION_BUILD } from '../../worker/build/deploy';
import { wayBackText } from '../../worker/deploy-undo';
import { SECRET_SETTINGS } from '../../worker/deploy-preflight';
import { customDomainRoutes } from '../../worker/site-domains';
import { recordWayBack } from '../tools/way-back';
import { ACCOUNTS, BOOKMARK, LIVE_VERSION, startCloudflareApi } from './cloudflare-api-standin';
import { STANDIN_URL } from './sync-to-agile-standin';

/**
 * The first deploy, rehearsed without Cloudflare. `npm test` builds production, then the test build, then runs
 * this: what a bare `wrangler deploy` would upload, what the production build attaches the Worker to, and the deploy
 * scripts (the preflight, the way back) running real wrangler against a stand-in of Cloudflare's API in the
 * situations an operator meets: not signed in, no Worker yet, a name both a variable and a secret.
 */
const root = path.resolve(import.meta.dirname, '../..');
const HOOK_MARKERS = ['__test', 'x-test-'];
const node = process.execPath;
const wranglerBin = path.join(root, 'node_modules/wrangler/bin/wrangler.js');

test.describe.configure({ timeout: 120_000 });

/** A fresh home for each run: no saved sign-in, no telemetry, no colour. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const home = mkdtempSync(path.join(tmpdir(), 'deploy-rehearsal-'));
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, XDG_CONFIG_HOME: path.join(home, '.config'), WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', CI: 'true', ...extra };
  for (const name of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_API_KEY', 'CLOUDFLARE_EMAIL']) if (!(name in extra)) delete env[name];
  return env;
}

function run(args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(node, args, { cwd: opts.cwd ?? root, env: opts.env ?? cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output: output.replace(/\x1b\[[0-9;]*m/g, '') }));
  });
}

const jsFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');

test('after the test build, a bare `wrangler deploy --dry-run` bundles the production worker, with no test hook', async () => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'deploy-dry-run-'));
  try {
    const { code, output } = await run([wranglerBin, 'deploy', '--dry-run', '--outdir', outdir]);
    expect(code, output).toBe(0);
    expect(output).toContain('Configuration being used: "dist/executive_sidekick/wrangler.json"');
    const bundle = jsFiles(outdir);
    expect(HOOK_MARKERS.filter((marker) => bundle.includes(marker))).toEqual([]);
    expect(readFileSync(path.join(outdir, 'index.js'), 'utf8')).toBe(readFileSync(path.join(root, 'dist/executive_sidekick/index.js'), 'utf8'));
    // The bindings wrangler would create: the database, both limiters and the plain settings, and no secret as a variable.
    for (const binding of ['env.DB (executive-sidekick)', 'env.LEADS_RATE_LIMITER', 'env.AUTH_RATE_LIMITER', 'env.SITE_ORIGIN ("https://www.executivesidekick.co.uk")', 'env.HSTS_PRELOAD ("off")']) {
      expect(output).toContain(binding);
    }
    for (const name of SECRET_SETTINGS) expect(output).not.toContain(`env.${name} `);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});

test('with no production build to point at, a bare `wrangler deploy` refuses and says how to deploy', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-refusal-'));
  try {
    copyFileSync(path.join(root, 'wrangler.toml'), path.join(dir, 'wrangler.toml'));
    mkdirSync(path.join(dir, '.wrangler/deploy'), { recursive: true });
    writeFileSync(path.join(dir, '.wrangler/deploy/config.json'), deployRedirectAfterTestBuild(dir));
    const { code, output } = await run([wranglerBin, 'deploy', '--dry-run'], { cwd: dir });
    expect(code).not.toBe(0);
    expect(output.replace(/\s+/g, ' ')).toContain(NO_PRODUCTION_BUILD);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the production build attaches the Worker to SITE_ORIGIN’s domain and its bare twin, and the test build to none', () => {
  const production = JSON.parse(readFileSync(path.join(root, 'dist/executive_sidekick/wrangler.json'), 'utf8'));
  expect(production.routes).toEqual([
    { pattern: 'www.executivesidekick.co.uk', custom_domain: true },
    { pattern: 'executivesidekick.co.uk', custom_domain: true },
  ]);
  expect(production.routes).toEqual(customDomainRoutes(production.vars.SITE_ORIGIN));
  expect(production.workers_dev).toBe(false);
  const testBuild = JSON.parse(readFileSync(path.join(root, 'dist-test/executive_sidekick/wrangler.json'), 'utf8'));
  expect(testBuild.routes ?? []).toEqual([]);
});

test.describe('the deploy scripts against a stand-in of Cloudflare’s API', () => {
  let api: Awaited<ReturnType<typeof startCloudflareApi>>;
  test.beforeAll(async () => {
    api = await startCloudflareApi();
  });
  test.afterAll(async () => {
    await api.stop();
  });
  const signedIn = (account: string) => cleanEnv({ CLOUDFLARE_API_BASE_URL: api.baseUrl, CLOUDFLARE_API_TOKEN: 'stand-in-token', CLOUDFLARE_ACCOUNT_ID: account });
  const preflight = (env: NodeJS.ProcessEnv, config = 'wrangler.toml') => run(['tests/tools/deploy-preflight.mjs', '--config', config], { env });
  // The shipped site config still holds example business facts: every run lists them first.
  const beyondExamples = (output: string) => output.split('\n').filter((l) => l.startsWith('  - ') && !l.startsWith('  - SITE.'));

  test('not signed in, as in CI without a token: it says how to sign in there and here', async () => {
    const { code, output } = await preflight(cleanEnv());
    expect(code).toBe(1);
    expect(beyondExamples(output)).toEqual([
      '  - database_id in wrangler.toml is the placeholder: run `npx wrangler d1 create executive-sidekick` and put the printed id there.',
      expect.stringMatching(/^ {2}- SUPABASE_URL is empty/),
      expect.stringMatching(/^ {2}- BLOG_ADMIN_EMAILS is empty/),
      expect.stringMatching(/^ {2}- wrangler is not signed in, so the secrets could not be checked: on your own computer run `npx wrangler login`; in CI set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID/),
    ]);
  });

  test('no Worker yet, a first deploy: it asks for each secret and says that putting one creates the Worker', async () => {
    const { code, output } = await preflight(signedIn(ACCOUNTS.empty), 'tests/unit/fixtures/deploy/wrangler-secrets-only.toml');
    expect(code).toBe(1);
    expect(beyondExamples(output)).toEqual([
      '  - SUPABASE_URL is not set: add it to [vars] in wrangler.toml.',
      '  - BLOG_ADMIN_EMAILS is not set: add it to [vars] in wrangler.toml.',
      expect.stringMatching(/^ {2}- SUPABASE_ANON_KEY is not set: run `npx wrangler secret put SUPABASE_ANON_KEY`/),
      expect.stringMatching(/^ {2}- LEADS_DEDUPE_SECRET is not set: run `npx wrangler secret put LEADS_DEDUPE_SECRET`/),
      expect.stringMatching(/^ {2}- The Worker "executive-sidekick" does not exist in this Cloudflare account yet/),
    ]);
    expect(api.asked).toContain(`GET /client/v4/accounts/${ACCOUNTS.empty}/workers/scripts/executive-sidekick/secrets`);
  });

  test('a name that is both a variable and a secret is refused, with the line to delete', async () => {
    const { output } = await preflight(signedIn(ACCOUNTS.deployed), 'tests/unit/fixtures/deploy/wrangler-overlapping.toml');
    expect(beyondExamples(output)).toEqual([
      expect.stringMatching(/^ {2}- SUPABASE_URL is both a variable \(line 13 of wrangler\.toml\) and a secret, which Cloudflare refuses \('Binding name already in use', code 10053\)/),
      '  - SUPABASE_ANON_KEY is a secret, but line 14 of wrangler.toml makes it a variable: delete that line (the secret is already set).',
      expect.stringMatching(/^ {2}- BLOG_ADMIN_EMAILS is both a variable \(line 15 of wrangler\.toml\) and a secret/),
    ]);
  });

  test('every setting a secret and only the address in [vars]: nothing but the example facts left to fix', async () => {
    const { output } = await preflight(signedIn(ACCOUNTS.deployed), 'tests/unit/fixtures/deploy/wrangler-secrets-only.toml');
    expect(output).toMatch(/Not deploying: \d+ things to fix first/);
    expect(beyondExamples(output)).toEqual([]);
  });

  test('the way back is recorded before anything changes: the live version and the database bookmark', async () => {
    const env = signedIn(ACCOUNTS.deployed) as Record<string, string>;
    const wayBack = await recordWayBack('dist/executive_sidekick/wrangler.json', env);
    expect(wayBack).toEqual({ database: 'executive-sidekick', bookmark: BOOKMARK, versionId: LIVE_VERSION });
    const text = wayBackText(wayBack, new Date('2026-11-25T10:30:00Z'));
    expect(text).toContain(`npx wrangler rollback ${LIVE_VERSION} --message "Undo the deploy of 2026-11-25 10:30 UTC"`);
    expect(text).toContain(`npx wrangler d1 time-travel restore executive-sidekick --bookmark=${BOOKMARK}`);
  });
});

test('the smoke check an operator runs after a deploy passes against a running site, and its sign-up reaches sync-to-agile', async ({ baseURL }) => {
  const email = `smoke-${Date.now()}@example.com`;
  const { code, output } = await run(['tests/tools/smoke.mjs', '--origin', baseURL!, '--email', email]);
  expect(code, output).toBe(0);
  for (const check of ['ok    home page', 'ok    sitemap.xml: ', 'ok    the newest post: ', 'ok    newsletter sign-up: stored in the lead outbox']) expect(output).toContain(check);
  // Stored in the outbox before the answer, then delivered: the stand-in of sync-to-agile has the record.
  await expect
    .poll(async () => ((await (await fetch(`${STANDIN_URL}/__control/sync-to-agile/received?email=${encodeURIComponent(email)}`)).json()) as { accepted: unknown[] }).accepted.length)
    .toBe(1);
});

test('the smoke check fails, saying why, when the site does not answer', async () => {
  const { code, output } = await run(['tests/tools/smoke.mjs', '--origin', 'http://127.0.0.1:9']);
  expect(code).toBe(1);
  expect(output).toContain('FAIL  home page: fetch failed');
  expect(output).toContain('3 checks failed.');
});
