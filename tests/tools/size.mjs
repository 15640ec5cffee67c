// npm run size: the JavaScript each page downloads before any interaction, and its HTML, gzipped.
import { chromium } from 'playwright';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath, startServer, table } from './server.mjs';

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
    const js = [...scripts.values()].reduce((a, b) => a + b, 0);
    rows.push({ page: path, status: res.status(), 'html KB (gz)': kb(gzipSync(html).length), 'js files': scripts.size, 'js KB (gz)': kb(js), react: [...scripts.keys()].some((u) => u.includes('hydrate')) ? 'yes' : 'no' });
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
table(rows);
