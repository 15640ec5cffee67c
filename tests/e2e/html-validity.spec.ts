import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR } from './auth-standin';

/**
 * Every document a visitor or a crawler can reach is valid HTML, as the W3C Nu HTML checker (vnu) judges it:
 * all of sitemap.xml (and the pages with prices in dollars too), the 404 and 500 pages, both assessments' result
 * pages (and their invalid-link and missing-answer pages), the no-JavaScript form answers, /auth and the
 * signed-in Insights manager. The documents are fetched from the e2e server and checked in one vnu run, because the
 * Java start-up costs more than the checking.
 */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const hasJava = spawnSync('java', ['-version']).error === undefined;

interface Document {
  label: string;
  html: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

let clientIp = 0;
const headers = (country: string) => ({
  'x-test-country': country,
  // Form answers count against the per-connection lead limit: give this file's posts their own address.
  'x-test-client-ip': `2001:db8:e2e:7a1::${process.pid.toString(16)}:${(++clientIp).toString(16)}`,
});

async function fetchDocument(request: APIRequestContext, url: string, expected: number, country = 'GB', form?: Record<string, string>): Promise<Document> {
  const res = form
    ? await request.post(url, { form, headers: headers(country), maxRedirects: 0 })
    : await request.get(url, { headers: headers(country), maxRedirects: 0 });
  expect(res.status(), `${url} status`).toBe(expected);
  expect(res.headers()['content-type'], `${url} content type`).toMatch(/^text\/html/);
  return { label: `${form ? 'POST ' : ''}${url}${country === 'GB' ? '' : ` (${country})`}`, html: await res.text() };
}

/** Runs vnu once over the batch; its JSON report goes to stderr, and its exit status is 1 when it found errors. */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(error ?? new Error(`vnu printed no report: ${stderr}`));
      }
    });
  });
}

const SEEDED_POST = 'ceo-weekly-review'; // migrations/posts/ceo-weekly-review.md
const FIT_RESULTS = ['0303300203302', '0000000000000', '4444444444444', '4040404040404'];
const BURNOUT_RESULTS = ['000000000000000', '131313131313131', '131311313131313', '444444444444444'];

test.describe('valid HTML', () => {
  test.skip(!hasJava && !process.env.CI, 'The Nu HTML checker needs a Java runtime (CI installs one).');
  test.setTimeout(180_000);

  test('every reachable page passes the W3C Nu HTML checker with no errors', async ({ request, page }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length, 'pages in sitemap.xml').toBeGreaterThan(20);
    expect(paths, 'a seeded post in sitemap.xml').toContain(`/${SEEDED_POST}`);

    const docs: Document[] = [];
    for (const p of paths) docs.push(await fetchDocument(request, p, 200));
    // Pounds and dollars render different prices and a different currency switch state.
    for (const p of ['/', '/services', '/consultation']) docs.push(await fetchDocument(request, p, 200, 'US'));
    docs.push(await fetchDocument(request, '/payment-success', 200));
    docs.push(await fetchDocument(request, '/no-such-page-for-the-validator', 404));
    docs.push(await fetchDocument(request, '/__test/error', 500));
    docs.push(await fetchDocument(request, '/blog/no-such-post-for-the-validator', 404));
    for (const a of FIT_RESULTS) docs.push(await fetchDocument(request, `/assessment/result?a=${a}`, 200));
    for (const a of BURNOUT_RESULTS) docs.push(await fetchDocument(request, `/ceo-burnout-assessment/result?a=${a}`, 200));
    docs.push(await fetchDocument(request, `/assessment/result?a=${FIT_RESULTS[0]}`, 200, 'US'));
    docs.push(await fetchDocument(request, '/assessment/result?a=9', 400));
    docs.push(await fetchDocument(request, '/ceo-burnout-assessment/result?a=9', 400));
    // Without JavaScript the questionnaires and lead forms post to the worker, which answers with a page.
    docs.push(await fetchDocument(request, '/assessment', 400, 'GB', { sp1: '3' }));
    docs.push(await fetchDocument(request, '/ceo-burnout-assessment', 400, 'GB', { ex1: '2' }));
    docs.push(await fetchDocument(request, '/api/newsletter', 200, 'GB', { email: `validator-${Date.now()}@example.com` }));
    docs.push(await fetchDocument(request, '/api/contact', 400, 'GB', { name: '', email: 'not-an-email', message: '' }));
    docs.push(
      await fetchDocument(request, '/api/assessment-results', 200, 'GB', {
        email: `validator-results-${Date.now()}@example.com`,
        result: `/ceo-burnout-assessment/result?a=${BURNOUT_RESULTS[1]}`,
      }),
    );
    // /uk records the visitor's choice in a cookie, so every later page here renders a chosen currency.
    docs.push(await fetchDocument(request, '/uk', 200));
    docs.push(await fetchDocument(request, '/auth', 200));
    docs.push(await fetchDocument(request, '/auth', 401, 'GB', { email: EDITOR.email, password: 'not-the-password' }));

    // Signed in as the editor: the request context keeps the session cookie the sign-in sets.
    const signIn = await request.post('/auth', { form: { email: EDITOR.email, password: EDITOR.password }, maxRedirects: 0 });
    expect(signIn.status(), 'editor sign-in').toBe(303);
    docs.push(await fetchDocument(request, '/auth', 200));
    docs.push(await fetchDocument(request, '/blog/manage', 200));
    docs.push(await fetchDocument(request, `/blog/manage?notice=updated&slug=${SEEDED_POST}`, 200));
    docs.push(await fetchDocument(request, `/blog/manage/${SEEDED_POST}/delete`, 200));
    docs.push(await fetchDocument(request, '/blog/manage/new', 200));
    docs.push(await fetchDocument(request, `/blog/manage/${SEEDED_POST}/edit`, 200));
    // Versions, deleted articles and a refused preview link (routes/manage/versions.tsx, routes/blog/preview-page.tsx).
    docs.push(await fetchDocument(request, `/blog/manage/${SEEDED_POST}/versions`, 200));
    docs.push(await fetchDocument(request, '/blog/manage/deleted', 200));
    docs.push(await fetchDocument(request, `/preview/${'A'.repeat(43)}`, 404));
    docs.push(await fetchDocument(request, '/blog/manage/new', 422, 'GB', { intent: 'save', title: '', slug: 'Not A Slug', content: '' }));
    docs.push(
      await fetchDocument(request, '/blog/manage/new', 200, 'GB', {
        intent: 'preview',
        title: 'A preview',
        content: '## A heading\n\nA paragraph with a [link](https://example.com/) and **bold** text.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- one\n- two',
      }),
    );

    // The islands change the document once they load (the questionnaires render every step with React, once the
    // visitor first focuses or clicks in them): the DOM they leave must be valid too.
    await page.setExtraHTTPHeaders({ 'x-test-country': 'GB' });
    for (const p of ['/', '/services', '/assessment', '/ceo-burnout-assessment', `/assessment/result?a=${FIT_RESULTS[0]}`]) {
      await page.goto(p);
      if (p.endsWith('assessment')) {
        await page.getByRole('radio').first().focus();
        await page.locator('main fieldset[hidden]').first().waitFor({ state: 'attached' });
      }
      await page.waitForLoadState('networkidle');
      docs.push({ label: `${p} after its islands loaded`, html: await page.content() });
    }

    const dir = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
    try {
      const files = await Promise.all(
        docs.map(async (doc, i) => {
          const file = path.join(dir, `${String(i).padStart(3, '0')}.html`);
          await writeFile(file, doc.html);
          return file;
        }),
      );
      const byFile = new Map(files.map((f, i) => [path.basename(f), docs[i]!.label]));
      const errors = (await runVnu(files))
        // With --errors-only vnu prints errors and "non-document-error"s (a file it could not read): both fail.
        .filter((m) => m.type !== 'info')
        .map((m) => {
          const where = m.url ? (byFile.get(path.basename(decodeURIComponent(new URL(m.url).pathname))) ?? m.url) : 'vnu';
          return `${where} line ${m.lastLine ?? '?'} column ${m.lastColumn ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`;
        });
      expect(errors.length, `${errors.length} HTML errors in ${docs.length} documents:\n${errors.join('\n')}\n`).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
