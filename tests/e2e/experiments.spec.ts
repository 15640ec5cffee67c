/**
 * The operator's Experiments screen end to end, in Chromium: create an experiment on the articles' closing heading,
 * start it, read its report once visitors have seen it, keep the variant (every visitor sees it), then stop it
 * (every visitor sees the original again). Other specs share this server: the experiment runs on the articles'
 * closing heading, which no other spec reads, for as short a time as the steps take.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

const run = Date.now().toString(36);
const ARTICLE = '/saying-no-as-a-founder';
const ORIGINAL = 'Want a hand putting this into practice?';
const VARIANT = `Could a second pair of hands free your week? (${run})`;
let address = 0;

/** The article's closing heading as a visitor of their own (address and browser) sees it, without JavaScript. */
async function closingHeadingFor(browser: Browser): Promise<string> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${++address}.0 Safari/537.36`,
    extraHTTPHeaders: { 'x-test-country': 'GB', 'x-test-client-ip': `198.18.${process.pid % 250}.${address}` },
  });
  const page = await context.newPage();
  await page.goto(ARTICLE);
  const heading = await page.locator('#post-cta').textContent();
  await context.close();
  return heading ?? '';
}

async function press(page: Page, button: string, notice: RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
}

test('the operator creates, starts, reads, keeps and stops a copy experiment', async ({ page, browser, consoleProblems }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Manager' }).getByRole('link', { name: 'Experiments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();

  await page.getByLabel('Copy to try').selectOption({ label: 'Articles: the closing call to action’s heading (at most 80 characters)' });
  await page.getByLabel('Name').fill(`Closing heading ${run}`);
  await page.getByLabel('Note (optional)').fill('Does a question about the reader’s week book more calls?');
  await page.getByLabel('Variant 1').fill(VARIANT);
  await press(page, 'Create the experiment', /Experiment created/);
  await expect(page.getByRole('heading', { level: 1, name: `Closing heading ${run}` })).toBeVisible();
  await press(page, 'Start', /Started: visitors are now split/);

  // Visitors of their own are split between the two headings; the report counts them once the queue has flushed.
  const seen = new Set<string>();
  for (let i = 0; i < 12 && seen.size < 2; i++) seen.add(await closingHeadingFor(browser));
  expect([...seen].sort()).toEqual([VARIANT, ORIGINAL].sort());
  const report = page.getByRole('region', { name: 'Report' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return Number(await report.getByRole('row', { name: /^Variant 1/ }).getByRole('cell').nth(1).textContent());
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  await expect(report.getByRole('columnheader', { name: 'Chance to beat the original' })).toBeVisible();
  await expect(report.getByText(/Not enough visitors yet to tell/)).toBeVisible();
  await expect(report.getByRole('link', { name: 'Download the report as CSV' })).toBeVisible();

  await press(page, 'Keep variant 1', /Kept: every visitor now sees this variant/);
  await expect(page.getByText(/until a developer moves these words into the content module/)).toBeVisible();
  for (let i = 0; i < 3; i++) expect(await closingHeadingFor(browser)).toBe(VARIANT);

  await press(page, 'Stop and show the original', /Stopped: every visitor sees the original again/);
  for (let i = 0; i < 3; i++) expect(await closingHeadingFor(browser)).toBe(ORIGINAL);
  await expect(page.getByRole('list').getByText(/keep \(variant 1\) by/)).toBeVisible();
  void consoleProblems;
});
