// npm run lighthouse: mobile preset Lighthouse against the production build served locally.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath, root, startServer, table } from './server.mjs';

// Lighthouse refuses to audit a 404 response (a runtime error), so the not-found document is audited through a
// test route that renders exactly it with status 200.
const NOT_FOUND = '/__test/not-found-document';
const PAGES = ['/', '/services', '/time-poor-ceo', '/healthcare', '/blog', '/assessment', NOT_FOUND];
const server = await startServer({ port: 8794 });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
const rows = [];
try {
  const post = `/${readdirSync(path.join(root, 'migrations/posts'))[0].replace(/\.md$/, '')}`;
  // LIGHTHOUSE_PAGES="/ /blog" audits just those.
  const pages = process.env.LIGHTHOUSE_PAGES?.split(/\s+/).filter(Boolean) ?? [...PAGES.slice(0, 5), post, ...PAGES.slice(5)];
  const audit = (page) =>
    lighthouse(server.base + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      extraHeaders: { 'x-test-country': 'GB' },
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
  // The first audit after Chromium starts pays for the browser's own warm-up (TBT 150 ms instead of 15 on /): discarded.
  await audit('/robots.txt');
  for (const page of pages) {
    let { lhr } = await audit(page);
    // Lighthouse occasionally loses the trace on a busy machine; one retry.
    if (lhr.runtimeError?.code === 'NO_NAVSTART') ({ lhr } = await audit(page));
    if (lhr.runtimeError) console.error(page, lhr.runtimeError.message);
    // LIGHTHOUSE_REPORTS=dir keeps each page's full report (Lighthouse's JSON), to see what a score is made of.
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${page.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}.json`), JSON.stringify(lhr));
    }
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const num = (id) => lhr.audits[id]?.numericValue;
    rows.push({
      page: page === NOT_FOUND ? '404 document' : page,
      perf: score('performance'),
      a11y: score('accessibility'),
      'best-pr': score('best-practices'),
      seo: score('seo'),
      'FCP ms': Math.round(num('first-contentful-paint') ?? NaN),
      'LCP ms': Math.round(num('largest-contentful-paint') ?? NaN),
      'TBT ms': Math.round(num('total-blocking-time') ?? NaN),
      CLS: (num('cumulative-layout-shift') ?? NaN).toFixed(3),
      // Lighthouse's measure of this machine's speed: TBT is the tasks it observes here, slowed 4 times, so on a
      // slower or busier machine the same page scores lower. Compare figures only at a similar index.
      host: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      'below 100 because': Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
        .map((a) => a.id)
        .slice(0, 5)
        .join(' '),
    });
  }
} finally {
  await chrome.kill();
  server.stop();
}
table(rows);
