// npm run size: the JavaScript each page downloads before any interaction, and its HTML, gzipped; then the
// production worker's size and startup time.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';
import { chromiumArgs, chromiumPath, root, startServer, table } from './server.mjs';

const PAGES = ['/', '/services', '/time-poor-ceo', '/healthcare', '/blog', '/assessment', '/cookies', '/no-such-page'];
const kb = (n) => (n / 1024).toFixed(1);

const server = await startServer({ port: 8791 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows = [];
try {
  const first = await (await fetch(`${server.base}/blog`)).text();
  const post = first.match(/<a href="(\/[a-z0-9-]+)"[^>]*>[^<]*<\/a><\/h2>/)?.[1] ?? first.match(/href="(\/(?:chief|ceo|the|saying|signs|getting|fractional)[a-z0-9-]*)"/)?.[1];
  for (const path of post ? [...PAGES.slice(0, 5), post, ...PAGES.slice(5)] : PAGES) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.setExtraHTTPHeaders({ 'x-test-country': 'GB' });
    await page.route('https://ipapi.co/**', (r) => r.fulfill({ json: { country_code: 'GB' } }));
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script' && res.url().startsWith(server.base)) {
        try {
          scripts.set(res.url(), gzipSync(await res.body()).length);
        } catch {}
      }
    });
    const res = await page.goto(server.base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500); // idle islands have hydrated by now
    const html = await res.text();
    // web-vitals is fetched once the page is idle after load, for the real-user measurement (client/notes.ts), never
    // for a widget: shown on its own beside the page's own JavaScript.
    const sum = (keep) => [...scripts].filter(([url]) => keep(url.includes('web-vitals'))).reduce((a, [, n]) => a + n, 0);
    rows.push({
      page: path,
      status: res.status(),
      'html KB (gz)': kb(gzipSync(html).length),
      'js files': scripts.size,
      'js KB (gz)': kb(sum((vitals) => !vitals)),
      'web-vitals at idle KB (gz)': kb(sum((vitals) => vitals)),
      react: [...scripts.keys()].some((u) => u.includes('hydrate')) ? 'yes' : 'no',
    });
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
table(rows);

// The production worker (dist/, `npm run build`, no test hooks): what `wrangler check startup` reports, the median
// of 5 runs, since the startup CPU time varies with whatever else the machine is doing.
const profile = path.join(tmpdir(), `worker-startup-${process.pid}.cpuprofile`);
const runs = [];
let bundle = '';
for (let i = 0; i < 5; i++) {
  const out = spawnSync('npx', ['wrangler', 'check', 'startup', '-c', 'dist/executive_sidekick/wrangler.json', '--outfile', profile], { cwd: root, encoding: 'utf8' });
  const text = `${out.stdout}${out.stderr}`;
  const active = text.match(/Active: ([\d.]+) ms/)?.[1];
  if (!active) throw new Error(`wrangler check startup gave no startup time:\n${text}`);
  runs.push(Number(active));
  bundle = text.match(/Bundle: ([^\n]+)/)?.[1].trim() ?? bundle;
}
rmSync(profile, { force: true });
// wrangler can follow .wrangler/deploy/config.json (written by the last build) instead of -c: make sure the figure
// is the production worker's, whose modules add up to the bundle size wrangler reports.
const productionKiB = readdirSync(path.join(root, 'dist/executive_sidekick'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(js|wasm)$/.test(f))
  .reduce((sum, f) => sum + readFileSync(path.join(root, 'dist/executive_sidekick', f)).length / 1024, 0);
const reportedKiB = Number(bundle.match(/^([\d.]+) KiB/)?.[1]);
if (!(Math.abs(reportedKiB - productionKiB) < 1)) {
  throw new Error(`wrangler check startup measured a ${reportedKiB} KiB bundle, not the production worker's ${productionKiB.toFixed(2)} KiB: run \`npm run build\` last.`);
}
// The main module is what every isolate parses at startup; the chunks (supabase-js, marked, the card renderer and
// its WebAssembly) load on first use.
const dir = path.join(root, 'dist/executive_sidekick');
const modules = ['index.js', ...readdirSync(path.join(dir, 'assets')).filter((f) => /\.(js|wasm)$/.test(f)).map((f) => `assets/${f}`)];
// Chunks the main module imports statically (`from"./assets/…"`) are parsed at startup with it.
const startupImports = new Set([...readFileSync(path.join(dir, 'index.js'), 'utf8').matchAll(/from\s*"\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
runs.sort((a, b) => a - b);
console.log();
table(
  modules.map((file) => {
    const code = readFileSync(path.join(dir, file));
    return { module: file, loaded: file === 'index.js' || startupImports.has(file) ? 'at startup' : 'on first use', KB: kb(code.length), 'KB (gz)': kb(gzipSync(code).length) };
  }),
);
table([{ 'wrangler bundle (all modules)': bundle, 'startup ms (median of 5)': runs[2].toFixed(1), runs: runs.map((r) => r.toFixed(1)).join(' ') }]);

// The time to draw one social card (worker/social-card/renderer.ts: satori's layout, then resvg's WebAssembly),
// as the build and the manager's save do: the first includes loading the two WebAssembly modules, then the median of 5.
const { module: cards } = await runnerImport('/worker/social-card/build-cards.ts', { configFile: false, root, logLevel: 'warn' });
const { renderCard } = await runnerImport('/worker/social-card/renderer.ts', { configFile: false, root, logLevel: 'warn' }).then((r) => r.module);
const inputs = await cards.nodeRendererInputs();
const subject = { title: 'What a Chief of Staff Does in the First 90 Days', label: 'Chief of staff' };
const draws = [];
for (let i = 0; i < 6; i++) {
  const started = performance.now();
  const png = await renderCard(subject, () => inputs);
  draws.push({ ms: performance.now() - started, bytes: png.length });
}
const warm = draws.slice(1).map((d) => d.ms).sort((a, b) => a - b);
console.log();
table([{ 'card draw ms (first, loading WebAssembly)': draws[0].ms.toFixed(0), 'card draw ms (median of 5)': warm[2].toFixed(0), 'card PNG KB': kb(draws[0].bytes) }]);
