/**
 * From click to revenue, in Chromium: a visitor lands from a newsletter campaign, opens an article and follows its
 * checkout or booking link; the new tab passes through the site's go-address and reaches the provider's link with a
 * reference; the providers' stand-ins deliver their webhooks signed as Stripe and Calendly sign them (Stripe's own
 * library makes its header); the Analytics screen and its CSV credit the payment, its partial refund, the booked
 * call and its cancellation to that article, source and campaign.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SITE } from '../../routes/_lib/site-config';
import { calendlyDelivery, checkoutEvent, inviteeEvent, paymentIntentId, refundEvent, stripeDelivery, type Delivery } from '../fixtures/webhook-standins';
import { expect, test } from './fixtures';
import { WEBHOOK_SECRETS } from './playwright.config';
import { signIn } from './sign-in';

const ARTICLE = '/solopreneur';
const LANDING = '/?utm_source=newsletter&utm_campaign=march';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

// Each run of this file serves from a fresh database (playwright.config.ts), and only these tests use the campaign.
test.describe.configure({ mode: 'serial' });

/** A browser of its own address; the providers' pages are stand-ins, so nothing leaves the machine. */
async function visitor(browser: Browser, address: string) {
  const context = await browser.newContext({ userAgent: DESKTOP });
  await context.setExtraHTTPHeaders({ 'x-test-country': 'GB', 'x-test-client-ip': address });
  await context.route(/^https:\/\/(calendly\.com|buy\.stripe\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Provider</title><p>Provider page</p>' }));
  await context.route('https://ipapi.co/**', (route) => route.fulfill({ json: { country_code: 'GB' } }));
  return { context, page: await context.newPage() };
}

/** Lands from the campaign, opens the article and follows one of its links: the provider's address the tab reached. */
async function landAndFollow(browser: Browser, address: string, link: RegExp): Promise<URL> {
  const v = await visitor(browser, address);
  await v.page.goto(LANDING);
  await v.page.goto(ARTICLE);
  const popup = v.context.waitForEvent('page');
  await v.page.getByRole('link', { name: link }).first().click();
  const tab = await popup;
  await tab.waitForURL(/^https:\/\/(calendly\.com|buy\.stripe\.com)\//);
  const reached = new URL(tab.url());
  await v.context.close();
  return reached;
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, tableName: string, name: string | RegExp) => table(page, tableName).getByRole('row', { name });
async function figure(page: Page, tableName: string, name: string | RegExp, column: string): Promise<string> {
  const heads = await table(page, tableName).getByRole('columnheader').allTextContents();
  const cells = row(page, tableName, name).locator('th, td');
  return ((await cells.nth(heads.map((h) => h.trim()).indexOf(column)).locator('span').first().textContent()) ?? '').trim();
}

/** The Analytics screen, reloaded until `ready` holds (the analytics queue flushes every few seconds). */
async function screenUntil(page: Page, ready: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      await page.goto('/blog/manage/analytics?range=7d');
      return ready();
    }, { timeout: 40_000, intervals: [1000, 2000, 3000] })
    .toBe(true);
}

async function deliver(request: APIRequestContext, path: string, d: Delivery) {
  const res = await request.post(path, { headers: d.headers, data: d.body });
  return { status: res.status(), text: await res.text() };
}

/** A table's CSV download, as rows of cells by column heading. */
async function csvRows(page: Page, caption: string): Promise<Record<string, string>[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Download CSV of ${caption.toLowerCase()}` }).click()]);
  const text = (await (await download.createReadStream()).toArray()).join('');
  const lines = text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')));
  const [header, ...rows] = lines;
  return rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i]!])));
}

test('a plan bought after a newsletter campaign’s article is credited to that article, source and campaign', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const reached = await landAndFollow(browser, '198.51.100.201', /^Get Started with Starter Sidekick/);
  expect(`${reached.origin}${reached.pathname}`).toBe(SITE.checkoutUrls.starter);
  const ref = reached.searchParams.get('client_reference_id')!;
  expect(ref).toMatch(/^[0-9a-f]{32}$/);

  // The buyer takes a while at the checkout: by the time Stripe reports the payment, the click has been counted.
  await signIn(page);
  await screenUntil(page, async () => (await row(page, 'Campaigns', 'march').count()) === 1 && (await figure(page, 'Campaigns', 'march', 'Clicks to book or buy')) === '1');

  const paymentIntent = paymentIntentId();
  const paid = await stripeDelivery(checkoutEvent({ ref, amount: 120000, currency: 'gbp', paymentIntent }), WEBHOOK_SECRETS.STRIPE_WEBHOOK_SECRET);
  expect(await deliver(request, '/api/webhooks/stripe', paid)).toEqual({ status: 200, text: 'Counted.' });
  // Stripe delivers it again (a retry): nothing more is counted.
  expect(await deliver(request, '/api/webhooks/stripe', paid)).toEqual({ status: 200, text: 'Already counted.' });

  await screenUntil(page, async () => (await figure(page, 'Campaigns', 'march', 'Paid plans')) === '1');
  expect(await figure(page, 'Campaigns', 'march', 'Net revenue (GBP)')).toBe('£1,200');
  expect(await figure(page, 'Sources', 'newsletter', 'Paid plans')).toBe('1');
  expect(await figure(page, 'Sources', 'newsletter', 'Net revenue (GBP)')).toBe('£1,200');
  expect(await figure(page, 'Top pages', new RegExp(`^${ARTICLE} `), 'Paid plans')).toBe('1');
  expect(await figure(page, 'Top pages', new RegExp(`^${ARTICLE} `), 'Net revenue (GBP)')).toBe('£1,200');
  await expect(row(page, 'Conversions by call to action', /Checkout: Starter Sidekick Get Started Section “recommended-plan”/)).toHaveCount(1);

  // A partial refund of £300, delivered twice: it comes off the same article, source and campaign, once.
  const refunded = await stripeDelivery(refundEvent({ paymentIntent, amount: 30000 }), WEBHOOK_SECRETS.STRIPE_WEBHOOK_SECRET);
  expect(await deliver(request, '/api/webhooks/stripe', refunded)).toEqual({ status: 200, text: 'Counted.' });
  expect(await deliver(request, '/api/webhooks/stripe', refunded)).toEqual({ status: 200, text: 'Already counted.' });
  await page.reload();
  expect([await figure(page, 'Campaigns', 'march', 'Net revenue (GBP)'), await figure(page, 'Campaigns', 'march', 'Refunds (GBP)')]).toEqual(['£900', '£300']);

  const money = (r: Record<string, string>) => [r['Paid plans'], r['Net revenue (GBP)'], r['Refunds (GBP)']];
  expect(money((await csvRows(page, 'Campaigns')).find((r) => r.Campaign === 'march')!)).toEqual(['1', '£900', '£300']);
  expect(money((await csvRows(page, 'Sources')).find((r) => r.Source === 'newsletter')!)).toEqual(['1', '£900', '£300']);
  expect(money((await csvRows(page, 'Top pages')).find((r) => r.Page === ARTICLE)!)).toEqual(['1', '£900', '£300']);
});

test('a call booked after the same campaign’s article, then cancelled, is credited to it once each', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const reached = await landAndFollow(browser, '198.51.100.202', /^Book a discovery call/);
  expect(`${reached.origin}${reached.pathname}`).toBe(SITE.bookingUrl);
  const ref = reached.searchParams.get('utm_content')!;
  expect(ref).toMatch(/^[0-9a-f]{32}$/);

  await signIn(page);
  await screenUntil(page, async () => (await figure(page, 'Campaigns', 'march', 'Clicks to book or buy')) === '2');

  const key = WEBHOOK_SECRETS.CALENDLY_WEBHOOK_SIGNING_KEY;
  const created = inviteeEvent('invitee.created', { ref });
  expect(await deliver(request, '/api/webhooks/calendly', await calendlyDelivery(created, key))).toEqual({ status: 200, text: 'Counted.' });
  const canceled = inviteeEvent('invitee.canceled', { ref, invitee: created.payload.uri });
  expect(await deliver(request, '/api/webhooks/calendly', await calendlyDelivery(canceled, key))).toEqual({ status: 200, text: 'Counted.' });
  // A forged delivery changes nothing.
  expect((await deliver(request, '/api/webhooks/calendly', await calendlyDelivery(inviteeEvent('invitee.created', { ref }), 'forged'))).status).toBe(400);

  await screenUntil(page, async () => (await figure(page, 'Campaigns', 'march', 'Booked calls')) === '1');
  expect(await figure(page, 'Campaigns', 'march', 'Cancelled calls')).toBe('1');
  expect(await figure(page, 'Sources', 'newsletter', 'Booked calls')).toBe('1');
  expect(await figure(page, 'Top pages', new RegExp(`^${ARTICLE} `), 'Booked calls')).toBe('1');
  expect(await figure(page, 'Top pages', new RegExp(`^${ARTICLE} `), 'Cancelled calls')).toBe('1');

  const campaign = (await csvRows(page, 'Campaigns')).find((r) => r.Campaign === 'march')!;
  expect([campaign['Booked calls'], campaign['Cancelled calls'], campaign['Paid plans']]).toEqual(['1', '1', '1']);
});
