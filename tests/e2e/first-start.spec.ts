/**
 * A newcomer's first `npm start`, as the README gives it, on a fresh copy of the working tree (what git tracks or
 * would track, with this checkout's node_modules): it builds, creates and seeds the local database and serves the
 * site, printing no stack trace and ending with the address. The site answers as it does for a visitor in the UK
 * (worker/build/local-country.ts), in pounds, with no cookie; LOCAL_COUNTRY (in .dev.vars or the environment) shows
 * another country, and a value that is not a country stops the start. It runs in its own copy because
 * `npm start` rebuilds dist/, which other tests read.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatMoney, type Currency } from '../../routes/_lib/currency';
import { PACKAGES } from '../../routes/_lib/plans';
import { pricing } from '../../routes/home/content';
import { E2E_PORT } from './playwright.config';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.PREVIEW_PORT ?? E2E_PORT + 10) + 1;
const address = `http://localhost:${PORT}/`;
/** What a stack trace looks like in Node's output: '    at fn (file.js:1:2)'. */
const STACK_FRAME = /^\s+at\s.*:\d+:\d+\)?$/m;
/** The local server logs each request it answers; those lines come after start-up. */
const REQUEST_LOG = /^(GET|HEAD|POST) \/\S* \d{3}\b/;

let copy: string;

/** A child process with everything it writes to stdout and stderr, in order. */
function launch(cmd: string, args: string[], env: Record<string, string | undefined> = {}) {
  const childEnv = { ...process.env, ...env };
  // What this machine's shell might set would decide the country instead of the project.
  for (const name of ['LOCAL_COUNTRY', 'CLOUDFLARE_CF_FETCH_PATH', 'CLOUDFLARE_CF_FETCH_ENABLED']) if (!(name in env)) delete childEnv[name];
  const child = spawn(cmd, args, { cwd: copy, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let raw = '';
  const run = {
    child,
    /** As a person reads it: without the terminal's colour codes. */
    get output() {
      return raw.replace(/\x1b\[[0-9;]*m/g, '');
    },
    exited: new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout!.on('data', (d) => (raw += d));
  child.stderr!.on('data', (d) => (raw += d));
  return run;
}

async function serving(run: ReturnType<typeof launch>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!run.output.includes(address)) {
    if (run.child.exitCode !== null) throw new Error(`exited ${run.child.exitCode} before serving:\n${run.output}`);
    if (Date.now() > deadline) throw new Error(`no address within ${timeoutMs / 1000} s:\n${run.output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // The page itself: the first request waits for workerd to start.
  for (;;) {
    try {
      if ((await fetch(`${address}robots.txt`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${address} did not answer:\n${run.output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(run: ReturnType<typeof launch>) {
  if (run.child.exitCode === null && run.child.pid) process.kill(-run.child.pid, 'SIGTERM');
  await run.exited;
}

async function expectPlanPricedIn(page: Page, currency: Currency) {
  await page.goto(address);
  const plan = page.getByRole('region', { name: pricing.heading, exact: true }).getByRole('listitem', { name: PACKAGES.executive.name, exact: true });
  await expect.soft(plan.getByText(`${formatMoney(PACKAGES.executive.price[currency], currency)}/month`, { exact: true })).toBeVisible();
}

test.describe('the first npm start', () => {
  // In order, in one worker (they share the copy and the port); a failure does not skip the rest.
  test.describe.configure({ mode: 'default', timeout: 600_000 });

  test.beforeAll(() => {
    copy = mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0');
    for (const file of files.filter((f) => f && existsSync(path.join(root, f)))) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file));
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  });

  test.afterAll(() => {
    if (!copy) return;
    unlinkSync(path.join(copy, 'node_modules'));
    rmSync(copy, { recursive: true, force: true });
  });

  test('a LOCAL_COUNTRY that is not a country code stops the start with a message saying so', async () => {
    const preview = launch(path.join(copy, 'node_modules/.bin/vite'), ['preview', '--port', String(PORT), '--strictPort'], { LOCAL_COUNTRY: 'Britain' });
    const deadline = Date.now() + 240_000;
    while (preview.child.exitCode === null && !preview.output.includes(address) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await stop(preview);
    expect(preview.child.exitCode, preview.output).not.toBe(0);
    expect(preview.output).toContain('LOCAL_COUNTRY is "Britain": set it to a two-letter country code such as GB or US.');
  });

  test('builds, seeds and serves without a stack trace, ends with the address, and prices in pounds with no cookie', async ({ page }) => {
    const start = launch('npm', ['start'], { PORT: String(PORT) });
    try {
      await serving(start, 480_000);
      await expectPlanPricedIn(page, 'GBP');
      await expect.soft(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Show prices in US dollars' }).first()).toBeVisible();
      expect(await page.context().cookies()).toEqual([]);
    } finally {
      await stop(start);
    }
    // Soft, like the prices above: a start that goes wrong in several ways reports each.
    const output = start.output;
    expect.soft(output.match(STACK_FRAME)?.[0], 'a stack frame').toBeUndefined();
    expect.soft(output.match(/.*\b(Error|ENOTFOUND)\b.*/)?.[0], 'an error').toBeUndefined();
    const lines = output.split('\n').map((l) => l.trimEnd()).filter((l) => l && !REQUEST_LOG.test(l));
    const at = lines.findIndex((l) => l.includes(`Local:   ${address}`));
    expect.soft(lines.length - at, `lines from the address to the end:\n${lines.slice(at).join('\n')}`).toBeLessThanOrEqual(5);
    // Everything before the address fits on a screen (it was 327 lines).
    expect.soft(at, 'lines before the address').toBeLessThan(20);
  });

  test('LOCAL_COUNTRY in .dev.vars, or in the environment (which wins), shows the site as a visitor there sees it', async ({ page }) => {
    // Built by the test above, unless it failed before building (or ran in another worker).
    if (!existsSync(path.join(copy, 'dist'))) execFileSync('npm', ['run', 'build', '--silent', '--', '--logLevel', 'warn'], { cwd: copy, stdio: 'ignore' });
    writeFileSync(path.join(copy, '.dev.vars'), 'LOCAL_COUNTRY=US\n');
    try {
      for (const [env, currency] of [[{}, 'USD'], [{ LOCAL_COUNTRY: 'GB' }, 'GBP']] as const) {
        const preview = launch(path.join(copy, 'node_modules/.bin/vite'), ['preview', '--port', String(PORT), '--strictPort'], env);
        try {
          await serving(preview, 240_000);
          await expectPlanPricedIn(page, currency);
        } finally {
          await stop(preview);
        }
      }
    } finally {
      rmSync(path.join(copy, '.dev.vars'));
    }
  });
});
