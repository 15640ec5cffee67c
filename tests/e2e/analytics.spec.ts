/**
 * First-party measurement end to end, in Chromium: visitors counted at the edge, clicks and forms as conversions,
 * the people and requests that must not be counted, and the operator's Analytics screen with its CSV downloads.
 * Other specs share this server, so every assertion is about a campaign (or an article) made up for this run.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

const run = Date.now().toString(36);
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let address = 0;

/** A browser of its own: its own address (x-test-client-ip), user agent and country; external checkouts stay local. */
async function visitor(browser: Browser, opts: { ua?: string; headers?: Record<string, string> } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ userAgent: opts.ua ?? DESKTOP });
  await context.setExtraHTTPHeaders({ 'x-test-country': 'GB', 'x-test-client-ip': `198.18.${Math.floor(Math.random() * 250)}.${++address}`, ...opts.headers });
  await context.route(/^https:\/\/(calendly\.com|buy\.stripe\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>External</title>' }));
  await context.route('https://ipapi.co/**', (route) => route.fulfill({ json: { country_code: 'GB' } }));
  const page = await context.newPage();
  return { context, page };
}

/** The Analytics screen, reloaded until `ready` holds (the queue flushes every few seconds). */
async function screenUntil(page: Page, ready: (page: Page) => Promise<boolean>, path = '/blog/manage/analytics?range=7d') {
  await expect
    .poll(async () => {
      await page.goto(path);
      return ready(page);
    }, { timeout: 30_000, intervals: [1000, 2000, 3000] })
    .toBe(true);
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, tableName: string, name: string | RegExp) => table(page, tableName).getByRole('row', { name });
/** The figure of a row's nth figure column (the number before 'was …'). */
async function figure(page: Page, tableName: string, name: string | RegExp, column: number): Promise<string> {
  const cells = row(page, tableName, name).getByRole('cell');
  return ((await cells.nth(column).locator('span').first().textContent()) ?? '').trim();
}

test.describe('visits and conversions', () => {
  test('two browsers on one campaign are two visitors; their clicks and sign-up are conversions of the right page and button', async ({ browser, page }) => {
    test.setTimeout(150_000);
    const campaign = `e2e-${run}-launch`;
    const source = `e2e-${run}-mail`;

    const a = await visitor(browser, { ua: DESKTOP });
    await a.page.goto(`/?utm_source=${source}&utm_campaign=${campaign}`);
    await a.page.waitForLoadState('load');
    const hero = a.page.getByRole('region', { name: /./ }).filter({ has: a.page.getByRole('heading', { level: 1 }) }).first();
    // Booking and checkout clicks are counted at their go-addresses, which the new tab passes through.
    const booking = a.context.waitForEvent('request', (r) => r.url().includes('/go/book?'));
    const popup = a.context.waitForEvent('page');
    await hero.getByRole('link', { name: /Let's Have a Natter/ }).click();
    expect(Object.fromEntries(new URL((await booking).url()).searchParams)).toEqual({ from: 'hero', button: "Let's Have a Natter" });
    await (await popup).close();

    const pricing = a.page.locator('#pricing');
    const checkout = a.context.waitForEvent('request', (r) => r.url().includes('/go/checkout/executive?'));
    const popup2 = a.context.waitForEvent('page');
    await pricing.getByRole('link', { name: /Get Access.*Executive Partner/ }).click();
    expect(Object.fromEntries(new URL((await checkout).url()).searchParams)).toEqual({ from: 'pricing', button: 'Get Access' });
    await (await popup2).close();

    await a.page.goto('/services');
    const b = await visitor(browser, { ua: PHONE });
    await b.page.goto(`/time-poor-ceo?utm_source=${source}&utm_campaign=${campaign}`);
    const footer = b.page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(`e2e-${run}@example.com`);
    const signedUp = b.page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect((await signedUp).status()).toBe(200);

    await signIn(page);
    // Columns: visitors, converted visitors, conversion rate, conversions.
    await screenUntil(page, async (p) => (await row(p, 'Campaigns', campaign).count()) === 1 && (await figure(p, 'Campaigns', campaign, 3)) === '3');
    expect(await figure(page, 'Campaigns', campaign, 0)).toBe('2');
    expect(await figure(page, 'Campaigns', campaign, 1)).toBe('2');
    expect(await figure(page, 'Campaigns', campaign, 2)).toBe('100.0%');
    expect(await figure(page, 'Sources', source, 0)).toBe('2');
    await expect(row(page, 'Conversions by call to action', /Booking calendar Let's Have a Natter Section “hero”/)).toHaveCount(1);
    await expect(row(page, 'Conversions by call to action', /Checkout: Executive Partner Get Access Section “pricing”/)).toHaveCount(1);
    await expect(row(page, 'Conversions by call to action', /Newsletter sign-up Form or page Counted by the server/)).toHaveCount(1);
    await expect(row(page, 'Top pages', /^\/services /)).toHaveCount(1);
    await expect(page.getByRole('img', { name: 'Visitors and page views per day' })).toBeVisible();
    for (const v of [a, b]) await v.context.close();
  });

  test('a sign-up from a browser that blocks the notes still counts, for the page it landed on; no visitor gets a cookie', async ({ browser, page }) => {
    test.setTimeout(150_000);
    const campaign = `e2e-${run}-blocked`;
    const v = await visitor(browser);
    await v.context.route('**/api/page-notes', (route) => route.abort('blockedbyclient'));
    await v.page.goto(`/healthcare?utm_campaign=${campaign}`);
    await v.page.goto('/blog');
    const footer = v.page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(`e2e-blocked-${run}@example.com`);
    const signedUp = v.page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect((await signedUp).status()).toBe(200);
    expect(await v.context.cookies()).toEqual([]);
    expect(await v.page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'es-geo'))).toEqual([]);
    await v.context.close();

    await signIn(page);
    await screenUntil(page, async (p) => (await row(p, 'Campaigns', campaign).count()) === 1 && (await figure(p, 'Campaigns', campaign, 3)) === '1');
    expect(await figure(page, 'Campaigns', campaign, 1)).toBe('1');
    expect(await figure(page, 'Campaigns', campaign, 2)).toBe('100.0%');
  });

  test('crawlers, Global Privacy Control and the signed-in operator are not counted', async ({ browser, page }) => {
    test.setTimeout(180_000);
    const tag = `e2e-${run}-skip`;
    const bot = await visitor(browser, { ua: GOOGLEBOT });
    await bot.page.goto(`/?utm_campaign=${tag}-crawler`);
    const gpc = await visitor(browser, { headers: { 'sec-gpc': '1' } });
    await gpc.page.goto(`/?utm_campaign=${tag}-gpc`);
    await gpc.page.getByRole('link', { name: /Let's Have a Natter/ }).first().click();
    await signIn(page);
    await page.goto(`/services?utm_campaign=${tag}-operator`);
    // A counted visitor after them: once it shows, everything sent before it has been through the queue.
    const control = await visitor(browser);
    await control.page.goto(`/?utm_campaign=${tag}-control`);
    await screenUntil(page, async (p) => (await row(p, 'Campaigns', `${tag}-control`).count()) === 1);
    for (const t of ['crawler', 'gpc', 'operator']) await expect(row(page, 'Campaigns', `${tag}-${t}`)).toHaveCount(0);
    for (const v of [bot, gpc, control]) await v.context.close();
  });

  test('a prerendered article is not counted until it is shown, then once', async ({ browser, page }) => {
    test.setTimeout(300_000);
    // The operator writes an article no one else visits.
    await signIn(page);
    const slug = `measured-article-${run}`;
    await page.goto('/blog/manage/new');
    await page.getByLabel('Page title').fill(`Measured article ${run} | Executive Sidekick`);
    await page.getByLabel('Headline (h1)').fill(`Measured article ${run}`);
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Meta description').fill('An article made by the measurement test, to see that a prerender counts only when it is shown.');
    await page.getByLabel('Excerpt').fill('An article made by the measurement test.');
    await page.getByLabel('Publication date').fill('2031-06-01');
    await page.getByLabel('Keywords').fill('measurement');
    await page.getByLabel('Article (Markdown)').fill('## A heading\n\nA paragraph long enough to read, written by the measurement test.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('row', { name: new RegExp(`Measured article ${run}`) }).getByRole('button', { name: /^Publish/ }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published "${slug}"` })).toBeVisible();

    // A visitor hovers over the article's link (the speculation rules prerender it) and does not follow it.
    const reader = await visitor(browser);
    await reader.page.goto('/blog');
    const link = reader.page.getByRole('link', { name: `Measured article ${run}` }).first();
    await link.hover();
    await reader.page.waitForTimeout(3000);
    await screenUntil(page, async (p) => (await table(p, 'Top pages').count()) === 1);
    await expect(row(page, 'Top pages', new RegExp(`^/${slug} `))).toHaveCount(0);

    // Now it follows it: the page is shown, and counted once.
    await link.click();
    await expect(reader.page).toHaveURL(new RegExp(`/${slug}$`));
    const prerendered = await reader.page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number }).activationStart ?? 0);
    test.info().annotations.push({ type: 'prerendered', description: String(prerendered > 0) });
    await screenUntil(page, async (p) => (await row(p, 'Top pages', new RegExp(`^/${slug} `)).count()) === 1);
    expect(await figure(page, 'Top pages', new RegExp(`^/${slug} `), 0)).toBe('1');
    await reader.context.close();
  });
});

test.describe('the Analytics screen', () => {
  test('each CSV download has the rows the screen shows, and is refused without a session', async ({ page, browser }) => {
    test.setTimeout(60_000);
    const v = await visitor(browser);
    await v.page.goto(`/contact?utm_campaign=e2e-${run}-csv`);
    await v.context.close();
    await signIn(page);
    await screenUntil(page, async (p) => (await row(p, 'Campaigns', `e2e-${run}-csv`).count()) === 1);

    const campaigns = table(page, 'Campaigns');
    const shown = await campaigns.getByRole('row').evaluateAll((rows) =>
      rows.slice(1).map((r) => [...r.children].map((c) => (c.querySelector('span') ?? c).textContent!.trim())),
    );
    const link = page.getByRole('link', { name: 'Download CSV of campaigns' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const csv = (await (await download.createReadStream()).toArray()).join('');
    // Every cell is quoted (routes/analytics/data.ts, csvCell), so a figure like "1,000" stays one cell.
    const lines = csv.trim().split('\r\n').map((l) => [...l.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
    expect(lines[0]!.slice(0, 13)).toEqual(['Campaign', 'Visitors', 'Visitors (previous period)', 'Visitors (change)', 'Converted', 'Converted (previous period)', 'Converted (change)', 'Conversion rate', 'Conversion rate (previous period)', 'Conversion rate (change)', 'Conversions', 'Conversions (previous period)', 'Conversions (change)']);
    // Then clicks, what the providers reported and the rates (tests/e2e/attribution.spec.ts reads those).
    expect(lines.slice(1).map((cells) => [cells[0], cells[1], cells[4], cells[7], cells[10]])).toEqual(shown.map((cells) => cells.slice(0, 5)));

    const href = (await link.getAttribute('href'))!;
    const anonymous = await browser.newContext();
    const res = await anonymous.request.get(href, { maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers()['location']).toMatch(/^\/auth/);
    expect(await res.text()).not.toContain('e2e-');
    await anonymous.close();
  });
});
