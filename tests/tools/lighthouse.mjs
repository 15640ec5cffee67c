// npm run lighthouse: mobile preset Lighthouse against the production build served locally.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath, startServer, table } from './server.mjs';

const PAGES = ['/', '/services', '/time-poor-ceo', '/healthcare', '/blog', '/assessment', '/no-such-page'];
const server = await startServer({ port: 8794 });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
const rows = [];
try {
  const blog = await (await fetch(`${server.base}/blog`)).text();
  const post = blog.match(/href="(\/[a-z0-9]+(?:-[a-z0-9]+){2,})"/)?.[1];
  for (const path of post ? [...PAGES.slice(0, 5), post, ...PAGES.slice(5)] : PAGES) {
    const { lhr } = await lighthouse(server.base + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      extraHeaders: { 'x-test-country': 'GB' },
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    rows.push({
      page: path,
      perf: score('performance'),
      a11y: score('accessibility'),
      'best-pr': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
      CLS: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
        .slice(0, 4)
        .join(','),
    });
  }
} finally {
  await chrome.kill();
  server.stop();
}
table(rows);
