import type { Browser } from '@playwright/test';
import { formatMoney } from '../../routes/_lib/currency';
import { PACKAGES } from '../../routes/_lib/plans';
import { pricing } from '../../routes/home/content';
import { expect, test } from './fixtures';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A browser context from a US address, as a crawler (by its user agent) or as a person. */
async function fromTheUs(browser: Browser, userAgent?: string) {
  const context = await browser.newContext({
    ...(userAgent && { userAgent }),
    extraHTTPHeaders: { 'x-test-country': 'US', 'x-test-client-ip': `2001:db8:e2e:c7a::${process.pid.toString(16)}:${userAgent ? 1 : 2}` },
  });
  // The geolocation service is outside this machine's network: it would say the US too.
  await context.route('https://ipapi.co/**', (route) => route.fulfill({ json: { country_code: 'US', country_name: 'United States' } }));
  return context;
}

test.describe('a crawler from a US address', () => {
  test('sees / in pounds and /us in dollars, and a person from the US still sees dollars on /', async ({ browser }) => {
    for (const [path, userAgent, currency, lang] of [
      ['/', GOOGLEBOT, 'GBP', 'en-GB'],
      ['/us', GOOGLEBOT, 'USD', 'en-US'],
      ['/', undefined, 'USD', 'en-GB'],
    ] as const) {
      const context = await fromTheUs(browser, userAgent);
      const page = await context.newPage();
      await page.goto(path);
      const card = page.getByRole('region', { name: pricing.heading, exact: true }).getByRole('listitem', { name: PACKAGES.executive.name, exact: true });
      // Shown after the page's own scripts have run: a crawler that renders is not moved to another currency.
      await page.waitForLoadState('networkidle');
      await expect(card.getByText(`${formatMoney(PACKAGES.executive.price[currency], currency)}/month`, { exact: true }), `${path} ${userAgent ?? 'person'}`).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('data-currency', currency);
      await context.close();
    }
  });
});
