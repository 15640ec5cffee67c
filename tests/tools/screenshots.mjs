// npm run screenshots: full-page PNGs of one page of every family at 390, 1024 and 1440 px, the main pages at 390 and
// 1366 px in Chromium, Firefox and WebKit side by side, and a contact sheet.
import { chromium, firefox } from '@playwright/test';
import { startWebKitDriver, webkitAvailable, webkitSession } from '../e2e/journeys/webkit-driver.mjs';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath, root, startServer, table } from './server.mjs';

// One page of each family folder under routes/ (each folder's routes.ts, gathered into the route table by
// routes/table.ts; the manager needs a signed-in editor, so sign-in stands in for it), plus a post, an assessment
// result and the not-found page. A new family folder needs a line here to be pictured.
const post = `/${readdirSync(path.join(root, 'migrations/posts'))[0].replace(/\.md$/, '')}`;
const PAGES = [
  ['home', '/'],
  ['services', '/services'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['archetypes', '/archetypes'],
  ['persona', '/time-poor-ceo'],
  ['service-topic', '/fractional-chief-of-staff'],
  ['topic', '/fractional-executive'],
  ['industry', '/healthcare'],
  ['blog', '/blog'],
  ['search', '/search?q=weekly+review'],
  ['post', post],
  ['assessment', '/assessment'],
  ['assessment-result', '/assessment/result?a=0303300203302'],
  ['burnout-assessment', '/ceo-burnout-assessment'],
  ['consultation', '/consultation'],
  ['consultation-booking', '/consultation-booking'],
  ['template', '/strategic-planning-template'],
  ['charity', '/charity-application'],
  ['payment-success', '/payment-success'],
  ['legal', '/privacy-policy'],
  ['sitemap', '/sitemap'],
  ['auth', '/auth'],
  ['not-found', '/not-a-page-at-all'],
];
const WIDTHS = [390, 1024, 1440];
/** The pages a buyer's journey passes through, pictured in each engine to compare them at a glance. */
const ENGINE_PAGES = ['home', 'services', 'persona', 'blog', 'search', 'post', 'contact', 'not-found'];
const ENGINE_WIDTHS = [390, 1366];
const ENGINES = ['chromium', 'firefox', 'webkit'];
// Git-ignored (tests/output/); SCREENSHOTS_DIR writes elsewhere, e.g. to keep a 'before' set.
const out = path.resolve(root, process.env.SCREENSHOTS_DIR ?? 'tests/output/site-screenshots');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const server = await startServer({ port: 8796 });
const shots = [];
let browser;
try {
  // Debian's chromium, where DejaVu Sans is the system font: the widest common one, so what fits here fits elsewhere.
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'GB' } });
  // The geolocation service is outside this machine's network: answer as it would.
  await context.route('https://ipapi.co/**', (route) => route.fulfill({ json: { country_code: 'GB', country_name: 'United Kingdom' } }));
  const page = await context.newPage();
  for (const [name, url] of PAGES) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(server.base + url, { waitUntil: 'networkidle' });
      // Scroll through once so the islands that hydrate on sight are in their live state, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 20));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const file = `${name}-${width}.png`;
      // Sections that render on sight (content-visibility: auto) would be blank beyond the window: paint them all.
      await page.evaluate(() => {
        for (const el of document.querySelectorAll('body *')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
      });
      await page.screenshot({ path: path.join(out, file), fullPage: true, animations: 'disabled' });
      shots.push({ name, url, width, height, file });
    }
  }
  await shootEngines(context);
  writeFileSync(path.join(out, 'index.html'), contactSheet(shots));
  // The same sheet as one picture, for places that show images but not HTML.
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(`file://${path.join(out, 'index.html')}`, { waitUntil: 'load' });
  await page.screenshot({ path: path.join(out, 'contact-sheet.png'), fullPage: true, timeout: 300_000 });
} finally {
  await browser?.close();
  server.stop();
}
table(PAGES.map(([name, url]) => ({ page: name, url, ...Object.fromEntries(WIDTHS.map((w) => [`${w} px tall`, shots.find((s) => !s.engine && s.name === name && s.width === w).height])) })));
table(
  ENGINE_PAGES.flatMap((name) =>
    ENGINE_WIDTHS.map((width) => ({ page: name, width, ...Object.fromEntries(ENGINES.map((e) => [`${e} px tall`, shots.find((s) => s.engine === e && s.name === name && s.width === width)?.height ?? '-'])) })),
  ),
);
console.log(`\nContact sheet: ${path.relative(root, path.join(out, 'index.html'))} (and contact-sheet.png)`);

/** Scrolls through the page once so the islands that start on sight are live, back to the top, every section painted. */
async function prepare(run) {
  await run(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 20));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    // As a page about to jump does (routes/_lib/head-script.ts): every section that renders on sight is painted.
    document.documentElement.setAttribute('data-whole-page', '');
    await new Promise((r) => setTimeout(r, 300));
    return document.documentElement.scrollHeight;
  });
}

/** The engine column: the journey's pages at a phone's and a laptop's width in Chromium, Firefox and WebKit. */
async function shootEngines(chromiumContext) {
  const pages = PAGES.filter(([name]) => ENGINE_PAGES.includes(name));
  const playwrightShots = async (engine, context) => {
    const page = await context.newPage();
    for (const [name, url] of pages) {
      for (const width of ENGINE_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(server.base + url, { waitUntil: 'networkidle' });
        let height = 0;
        await prepare(async (fn) => (height = await page.evaluate(fn)));
        const file = `${engine}-${name}-${width}.png`;
        await page.screenshot({ path: path.join(out, file), fullPage: true, animations: 'disabled' });
        shots.push({ engine, name, url, width, height, file });
      }
    }
    await page.close();
  };
  await playwrightShots('chromium', chromiumContext);
  const ff = await firefox.launch({ channel: 'moz-firefox', executablePath: '/usr/bin/firefox-esr' });
  try {
    await playwrightShots('firefox', await ff.newContext({ extraHTTPHeaders: { 'x-test-country': 'GB' } }));
  } finally {
    await ff.close();
  }
  if (!webkitAvailable()) return console.warn('WebKit (webkit2gtk-driver, xvfb) is not installed: no WebKit column.');
  const driver = await startWebKitDriver();
  try {
    for (const width of ENGINE_WIDTHS) {
      const browser = await webkitSession(driver, width, 900);
      for (const [name, url] of pages) {
        await browser.url(server.base + url);
        let height = 0;
        await prepare(async (fn) => (height = await browser.execute(fn)));
        const file = `webkit-${name}-${width}.png`;
        await stitch(browser, chromiumContext, width, height, path.join(out, file));
        shots.push({ engine: 'webkit', name, url, width, height, file });
      }
      await browser.deleteSession();
    }
  } finally {
    await driver.stop();
  }
}

/**
 * WebDriver pictures the window only: the page is pictured a window at a time, with the header left in its place at
 * the top rather than following each window, and the pieces are laid one under the other and pictured whole by
 * Chromium, which is already open.
 */
async function stitch(browser, chromiumContext, width, height, file) {
  const windowHeight = await browser.execute(() => {
    document.querySelector('header').style.position = 'static';
    return window.innerHeight;
  });
  const tiles = [];
  for (let y = 0; ; y += windowHeight) {
    const top = Math.min(y, Math.max(0, height - windowHeight));
    await browser.execute((t) => window.scrollTo({ top: t, behavior: 'instant' }), top);
    await new Promise((r) => setTimeout(r, 150));
    tiles.push({ top, png: await browser.takeScreenshot() });
    if (top + windowHeight >= height) break;
  }
  const html = `<!doctype html><body style="margin:0"><div style="position:relative;width:${width}px;height:${height}px;overflow:hidden">${tiles
    .map((t) => `<img src="data:image/png;base64,${t.png}" style="position:absolute;left:0;top:${t.top}px;display:block">`)
    .join('')}</div></body>`;
  const sheet = path.join(out, 'stitch.html');
  writeFileSync(sheet, html);
  const page = await chromiumContext.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`file://${sheet}`, { waitUntil: 'load' });
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
  rmSync(sheet);
}

/** A card per page with its three widths side by side, each shrunk to a fixed scale so lengths compare at a glance. */
function contactSheet(shots) {
  const scale = { 390: 1 / 5, 1024: 1 / 10, 1440: 1 / 14 };
  const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const cards = PAGES.map(([name, url]) => {
    const cells = WIDTHS.map((width) => {
      const s = shots.find((x) => !x.engine && x.name === name && x.width === width);
      const img = `<img src="${esc(s.file)}" width="${Math.round(width * scale[width])}" height="${Math.round(s.height * scale[width])}" alt="${esc(url)} at ${width} px">`;
      return `<figure><a href="${esc(s.file)}">${img}</a><figcaption>${width}<br>${s.height.toLocaleString('en-GB')}</figcaption></figure>`;
    });
    return `<section><h2>${esc(name)}<br><code>${esc(url)}</code></h2><div>${cells.join('')}</div></section>`;
  });
  const engineRows = ENGINE_PAGES.flatMap((name) =>
    ENGINE_WIDTHS.map((width) => {
      const s = 1 / (width < 768 ? 5 : 12);
      const cells = ENGINES.map((engine) => {
        const shot = shots.find((x) => x.engine === engine && x.name === name && x.width === width);
        if (!shot) return `<figure><figcaption>${engine}: not pictured</figcaption></figure>`;
        const img = `<img src="${esc(shot.file)}" width="${Math.round(width * s)}" height="${Math.round(shot.height * s)}" alt="${esc(shot.url)} at ${width} px in ${engine}">`;
        return `<figure><a href="${esc(shot.file)}">${img}</a><figcaption>${engine}<br>${shot.height.toLocaleString('en-GB')}</figcaption></figure>`;
      });
      return `<section><h2>${esc(name)} at ${width} px</h2><div>${cells.join('')}</div></section>`;
    }),
  );
  return `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>Every page family at 390, 1024 and 1440 px</title>
<style>body{font:13px/1.35 'DejaVu Sans',sans-serif;margin:20px;background:#eef0f4;color:#111}main{display:flex;flex-wrap:wrap;gap:28px 20px;align-items:flex-start}
h2{font-size:13px;margin:0 0 6px}code{font-weight:normal;color:#444}section>div{display:flex;gap:8px;align-items:flex-start}figure{margin:0}
img{display:block;background:#fff;box-shadow:0 1px 3px #0004}figcaption{margin-top:3px;color:#444;font-size:11px}</style>
<h1>Every page family at 390, 1024 and 1440 px</h1>
<p>Full pages at a fifth, a tenth and a fourteenth of their size; each caption gives the width and the page's height in px. Select a picture to see it at full size.</p>
<main>${cards.join('\n')}</main>
<h1>The same pages in Chromium, Firefox and WebKit</h1>
<p>At 390 and 1366 px, a fifth and a twelfth of their size; each caption gives the engine and the page's height in px.</p>
<main>${engineRows.join('\n')}</main></html>\n`;
}
