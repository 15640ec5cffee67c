import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BODY_FAMILIES } from '../worker/content-pages';

/**
 * The test hooks (the /__test routes and the x-test-* request headers) are compiled out of the production worker
 * (`npm run build`, dist/) and kept only in the test build these browser tests serve (`npm run build:test`,
 * dist-test/): __TEST_HOOKS__ in vite.config.ts. A wrong variable in production can then open nothing.
 */
const root = path.resolve(import.meta.dirname, '../..');
const HOOK_MARKERS = ['__test', 'x-test-'];

/** The social-card renderer's chunk (worker/social-card/draw.ts) is the one that holds its fonts, inlined by Vite. */
const CARD_RENDERER_MARKER = 'data:font/woff;base64,';
/** The Stripe library's chunk, loaded on the first Stripe delivery (routes/analytics/attribution/deliveries.ts). */
const STRIPE_MARKER = 'constructEventAsync';

function workerCode(dist: string, { withCardRenderer = true, withStripe = true } = {}): string {
  const dir = path.join(root, dist, 'executive_sidekick');
  if (!existsSync(dir)) throw new Error(`No worker build in ${dist}/: run \`npm run build\` and \`npm run build:test\` first.`);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  const code = files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
  return code.filter((c) => (withCardRenderer || !c.includes(CARD_RENDERER_MARKER)) && (withStripe || !c.includes(STRIPE_MARKER))).join('\n');
}

test('the production worker bundle holds no test route and no x-test- header name', () => {
  const code = workerCode('dist');
  expect(HOOK_MARKERS.filter((marker) => code.includes(marker))).toEqual([]);
});

test('the test build, which these tests serve, does hold them (so the check above reads the right code)', () => {
  const code = workerCode('dist-test');
  expect(HOOK_MARKERS.filter((marker) => code.includes(marker))).toEqual(HOOK_MARKERS);
});

// Minified and without React's legacy string renderer (vite.config.ts, worker/build/react-server-only-stream.ts)
// the worker is about 360 KB gzipped, against 466 KB before; this catches either step quietly coming undone (each is
// tens of KB), with room for the operator's and the webhooks' code, which load on first use and grow with them. The
// social-card renderer (satori, resvg's glue and two fonts, about 170 KB gzipped) and the Stripe library (about 32
// KB) are measured on their own below. The operator's code and the long page copy sit in chunks of their own: each
// chunk's imports and exports, and one gzip stream meeting the copy away from the rest of the site's text, cost a few
// KB against one module. It was 366 until the copy experiments (routes/analytics/experiments/), whose Experiments screen,
// report and statistics load on first use, and the search (routes/search/), whose handlers, queries and results load on
// the first search: 378.3 KB measured on 2026-12-07 with both.
const WORKER_KB = 380;
test(`the production worker stays under ${WORKER_KB} KB gzipped`, () => {
  expect(gzipSync(workerCode('dist', { withCardRenderer: false, withStripe: false })).length / 1024).toBeLessThan(WORKER_KB);
});

// The Stripe library checks a webhook's signature (routes/analytics/attribution/deliveries.ts): it is a chunk imported on the
// first Stripe delivery, never part of the module every isolate starts with.
test('the Stripe library is a chunk loaded on the first Stripe delivery, not part of the startup module', () => {
  const dir = path.join(root, 'dist/executive_sidekick');
  const { code } = startupModule(dir);
  const chunks = readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js') && readFileSync(path.join(dir, 'assets', f), 'utf8').includes(STRIPE_MARKER));
  expect(chunks.length).toBeGreaterThan(0);
  expect(code.includes(STRIPE_MARKER)).toBe(false);
  const stripe = chunks.map((f) => readFileSync(path.join(dir, 'assets', f))).reduce((n, b) => n + gzipSync(b).length, 0);
  expect(stripe / 1024).toBeLessThan(40);
});

// The card renderer runs only when the manager saves or publishes an article (worker/social-card/draw.ts): it and
// its two WebAssembly modules (about 2.5 MB) are chunks imported on first use, never part of the startup module.
test('the social-card renderer and its WebAssembly are chunks loaded on first use', () => {
  const dir = path.join(root, 'dist/executive_sidekick');
  const main = readFileSync(path.join(dir, 'index.js'), 'utf8');
  const assets = readdirSync(path.join(dir, 'assets'));
  const renderer = assets.filter((f) => f.endsWith('.js') && readFileSync(path.join(dir, 'assets', f), 'utf8').includes(CARD_RENDERER_MARKER));
  expect(renderer).toHaveLength(1);
  expect(main.includes(CARD_RENDERER_MARKER)).toBe(false);
  expect(main).toContain(`import(\`./assets/${renderer[0]}\`)`);
  expect(main).not.toMatch(new RegExp(`from"\\./assets/${renderer[0]!.replace('.', '\\.')}"`));
  expect(assets.filter((f) => f.endsWith('.wasm'))).toHaveLength(2);
  expect(gzipSync(readFileSync(path.join(dir, 'assets', renderer[0]!))).length / 1024).toBeLessThan(200);
});

/** What an isolate parses at startup: index.js and the chunks it imports statically, and the names of those chunks. */
function startupModule(dir: string): { entry: string; staticChunks: string[]; code: string } {
  const entry = readFileSync(path.join(dir, 'index.js'), 'utf8');
  const staticChunks = [...entry.matchAll(/from\s*"\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  return { entry, staticChunks, code: [entry, ...staticChunks.map((f) => readFileSync(path.join(dir, 'assets', f), 'utf8'))].join('\n') };
}

// An upload is checked, resized and stored by routes/pictures/process.ts, with sniff.ts and strip.ts, which only it
// imports; routes/pictures/store.ts imports it on the first upload, so no visitor's isolate ever parses it. One string
// of each file's own marks it in the bundle.
const IMAGE_CODE_MARKERS = {
  'process.ts': /[`'"]media_upload_failed[`'"]/,
  'sniff.ts': /[`'"]ispe[`'"]/,
  'strip.ts': /variant is not a WebP file/,
};

test('the image-processing code is a chunk loaded on the first upload, not part of the startup module', () => {
  const dir = path.join(root, 'dist/executive_sidekick');
  const { entry, staticChunks, code } = startupModule(dir);
  const chunks = readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js'));
  for (const [file, marker] of Object.entries(IMAGE_CODE_MARKERS)) {
    expect(marker.test(code), `${file} in the startup module`).toBe(false);
    const holding = chunks.filter((f) => marker.test(readFileSync(path.join(dir, 'assets', f), 'utf8')));
    expect(holding, file).toHaveLength(1);
    expect(entry, file).toContain(`import(\`./assets/${holding[0]}\`)`);
    expect(staticChunks, file).not.toContain(holding[0]);
  }
});

// The long body copy of the persona, topic, industry and legal pages is a module per page type, imported on the first
// request for one of its pages (routes/_app/page-bodies.ts); what the route table, cards and related links read stays
// in each family's eager copy module. One sentence of each body module marks it in the bundle.
const BODY_COPY_MARKERS = {
  persona: 'Friday goes on chasing actions from meetings that ended without an owner.',
  'service-topic': 'A short, ranked list of what the business is doing this quarter, with an owner and a date against each item.',
  topic: 'Fractional work usually starts within about a week of the discovery call.',
  industry: 'Recurring revenue changes what investors want to see.',
  legal: 'We work to keep it available, but we cannot promise it will always be uninterrupted or free of errors.',
} satisfies Record<keyof typeof BODY_FAMILIES, string>;

test('the long page copy of the persona, topic, industry and legal pages is a chunk per page type loaded on first use, not part of the startup module', () => {
  const dir = path.join(root, 'dist/executive_sidekick');
  const { entry, staticChunks, code } = startupModule(dir);
  const chunks = readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js'));
  const holders = new Set<string>();
  for (const [family, sentence] of Object.entries(BODY_COPY_MARKERS)) {
    // Still the family's copy, so that a rewrite fails here rather than passing on a sentence found nowhere.
    expect(JSON.stringify(BODY_FAMILIES[family as keyof typeof BODY_FAMILIES].bodies), family).toContain(sentence);
    expect(code.includes(sentence), `${family} body copy in the startup module`).toBe(false);
    const holding = chunks.filter((f) => readFileSync(path.join(dir, 'assets', f), 'utf8').includes(sentence));
    expect(holding, family).toHaveLength(1);
    expect(entry, family).toContain(`import(\`./assets/${holding[0]}\`)`);
    expect(staticChunks, family).not.toContain(holding[0]);
    holders.add(holding[0]!);
  }
  // One chunk per page type: a service topic's first request does not load the persona pages' copy too.
  expect(holders.size).toBe(Object.keys(BODY_COPY_MARKERS).length);
});

/**
 * Chunks an isolate loads only when a request asks for them: those the entry imports with `import()`, and the
 * chunks those import statically, none of them part of the startup module.
 */
function loadedOnFirstUse(dir: string): Set<string> {
  const entry = readFileSync(path.join(dir, 'index.js'), 'utf8');
  const startup = new Set(startupModule(dir).staticChunks);
  const lazy = new Set([...entry.matchAll(/import\(`\.\/assets\/([^`]+\.js)`\)/g)].map((m) => m[1]!));
  for (const chunk of lazy) {
    const code = readFileSync(path.join(dir, 'assets', chunk), 'utf8');
    for (const m of code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) if (!startup.has(m[1]!)) lazy.add(m[1]!);
  }
  return lazy;
}

// The operator's code is registered at startup (every route's path, so routing is unchanged) and loaded on the
// operator's first request (routes/_app/lazy-routes.ts): the manager's handlers and copy, the Leads and Analytics
// screens, the refusals of an uploaded picture, and sign-in's gate, keeper and jose's verification of a token. One
// string of each marks it in the bundle.
const OPERATOR_MARKERS = {
  'routes/manage/pages.tsx': /[`'"]post_save_conflict[`'"]/,
  'routes/manage/api.ts': /Send the picture as multipart\/form-data/,
  'routes/manage/content.ts': /Every article, drafts included/,
  'routes/leads/screen-content.ts': /Every form submission waits in the outbox until sync-to-agile accepts it/,
  'routes/analytics/content.ts': /counted by the site itself without cookies/,
  'routes/pictures/content.ts': /SVG drawings are not accepted/,
  'routes/sign-in/editor-gate.ts': /[`'"]manager_refused[`'"]/,
  'routes/sign-in/auth.ts': /[`'"]session_record_unwritable[`'"]/,
  'jose (routes/sign-in/verify.ts)': /ERR_JWKS_NO_MATCHING_KEY/,
};

test("the operator's code is in chunks loaded on the operator's first request, not in the startup module", () => {
  const dir = path.join(root, 'dist/executive_sidekick');
  const { code } = startupModule(dir);
  const lazy = loadedOnFirstUse(dir);
  const chunks = readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js'));
  for (const [source, marker] of Object.entries(OPERATOR_MARKERS)) {
    expect(marker.test(code), `${source} in the startup module`).toBe(false);
    const holding = chunks.filter((f) => marker.test(readFileSync(path.join(dir, 'assets', f), 'utf8')));
    expect(holding, source).toHaveLength(1);
    expect(lazy.has(holding[0]!), `${source}'s chunk ${holding[0]} is loaded on first use`).toBe(true);
  }
});

// supabase-js and marked load on first use (routes/_app/supabase.ts, routes/blog/markdown.ts), and so do the
// operator's code (routes/_app/lazy-routes.ts) and the long page copy (routes/_app/page-bodies.ts): what remains is
// what a visitor's page needs, about 75% of it React's server build, the site's shared views and the copy of the
// pages most visited (docs/performance.md#a-small-startup-module). STARTUP_KB leaves room for small changes, not for
// another library in the startup module (image-size is in the upload chunk). It was 164 until the pages' Markdown
// twins: their modules load on first use but share the route table and the pages' copy, which the bundler then
// splits out of index.js into chunks of their own (166.7 KB measured on 2026-12-07, most of the rise those chunks'
// boundaries). 172.5 KB with what every visitor's request now runs or renders: the copy experiments' step and its
// snapshot of running experiments (routes/analytics/experiments/choose.ts, live.ts), the search's field and the normal
// form of a query (routes/_layout/search-field.tsx, routes/_lib/search-query.ts), and the isolate's page memory with
// its validators (worker/page-memory.ts, routes/_lib/if-none-match.ts); the rest of each loads on first use.
const STARTUP_KB = 174;
test('the module every isolate starts with leaves supabase-js to a chunk loaded on first use', () => {
  const dir = path.join(root, 'dist/executive_sidekick');
  // A chunk the bundler split out because a lazy chunk shares it, such as React's server build, is still loaded at once.
  const main = startupModule(dir).code;
  const chunks = readdirSync(path.join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(dir, 'assets', f), 'utf8'))
    .join('\n');
  for (const marker of ['GoTrueClient', 'X-Client-Info']) {
    expect(main.includes(marker), marker).toBe(false);
    expect(chunks.includes(marker), marker).toBe(true);
  }
  expect(gzipSync(main).length / 1024).toBeLessThan(STARTUP_KB);
});
