// Serves the test build (dist-test/, `npm run build:test`: the production build plus the test hooks) locally in workerd for the measurement scripts, and stops it afterwards.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeLocalCf } from '../../worker/build/local-cf.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
const config = 'dist-test/executive_sidekick/wrangler.json';

/**
 * `prepare({ config, persistTo })`, when given, runs once the schema is in and before the server starts (e.g. seeding).
 * TOOLS_PORT_OFFSET moves every script's port (8790 and up by default) when those are taken. `from` serves another
 * checkout's test build instead of this one's (`npm run bench` compares two builds that way). `inspectorPort` opens
 * workerd's inspector there (moved by TOOLS_PORT_OFFSET too), for a CPU profile of the worker (profile-worker.mjs).
 */
export async function startServer({ port: wanted = 8790, vars = {}, prepare, from = root, inspectorPort } = {}) {
  const port = wanted + Number(process.env.TOOLS_PORT_OFFSET ?? 0);
  if (!existsSync(path.join(from, config))) throw new Error(`No test build found in ${from}: run \`npm run build:test\` there first.`);
  const state = `.wrangler/measure-state-${port}`;
  rmSync(path.join(from, state), { recursive: true, force: true });
  const varArgs = Object.entries({ TEST_HOOKS: '1', ...vars }).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  // Where the visitor is, as `npm start` has it (worker/build/local-cf.mjs): otherwise Miniflare's placeholder puts
  // every request without the x-test-country header in Texas, and WebKit, driven through WebDriver, cannot send one,
  // so its screenshots were priced in dollars beside the others' pounds.
  const cf = path.join(from, `.wrangler/measure-cf-${port}.json`);
  writeLocalCf(cf, root);
  await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', config, '--persist-to', state], from);
  if (prepare) await prepare({ config, persistTo: state });
  const child = spawn('npx', ['wrangler', 'dev', '-c', config, '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false', '--log-level', 'error', ...varArgs, ...(inspectorPort ? ['--inspector-port', String(inspectorPort + Number(process.env.TOOLS_PORT_OFFSET ?? 0))] : [])], {
    cwd: from,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_PATH: cf },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    },
  };
}

function run(cmd, args, cwd = root) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The spread of a set of timings: p50 up to p99.9 and the longest. */
export function percentiles(xs) {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), 'p99.9': at(0.999), max: sorted.at(-1) };
}

export function table(rows) {
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(width[i])).join('  ');
  console.log(line(cols));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => r[c])));
}

export const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
