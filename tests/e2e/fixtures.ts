import { test as base, expect, type Page } from '@playwright/test';
import { GO_BOOK_PATH, GO_CHECKOUT_PATH } from '../../routes/_lib/go-links';
import { ISLAND_HYDRATE_ATTR } from '../../routes/_lib/islands';

let visitors = 0;

/**
 * Every page visit fails the test on a console error, an uncaught exception or a React hydration warning.
 * `country` stands in for request.cf.country (the worker honours x-test-country only with TEST_HOOKS on).
 * Every test, whether or not it asks for consoleProblems, fails on a Content Security Policy violation.
 */
export const test = base.extend<{ country: string; consoleProblems: string[]; cspViolations: string[] }>({
  country: ['GB', { option: true }],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}`));
      });
      page.on('console', (msg) => {
        if (/CSP violation|Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      const text = msg.text();
      // Chromium reports a cross-document view transition it skipped (headless pages are not rendered) as
      // an error; it comes from the browser, not the page, and the navigation itself completes.
      if (/Transition was aborted because of invalid state/.test(text)) return;
      if (msg.type() === 'error' || /hydrat/i.test(text)) problems.push(`${msg.type()}: ${text}`);
    });
    page.on('pageerror', (err) => {
      if (/Transition was aborted because of invalid state/.test(err.message)) return;
      problems.push(`pageerror: ${err.message}`);
    });
    await use(problems);
    expect(problems, 'console errors or hydration warnings').toEqual([]);
  },
  page: async ({ page, country }, use) => {
    // Each test is its own visitor (its own client address to the worker's limits), so the page notes of a few
    // hundred tests from one machine never add up to one visitor's flood (429) and one test's sign-ins or leads never
    // spend another's allowance. A test that sets its own headers replaces these.
    await page.setExtraHTTPHeaders({ 'x-test-country': country, 'x-test-client-ip': `2001:db8:e2e:fe::${process.pid.toString(16)}:${(++visitors).toString(16)}` });
    // The geolocation service is outside this machine's network: answer as it would, unless a test says otherwise.
    await page.route('https://ipapi.co/**', (route) => route.fulfill({ json: { country_code: 'GB', country_name: 'United Kingdom' } }));
    await use(page);
  },
});

export { expect };

/** How the href of a booking or checkout link begins: its go-address (routes/_lib/go-links.ts), then its place and words. */
export const GO_BOOK = `${GO_BOOK_PATH}?`;
export const goCheckout = (target: string) => `${GO_CHECKOUT_PATH}/${target}?`;
export const startingWith = (start: string) => new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export async function expectNewTab(page: Page, name: string | RegExp, hrefStart: string) {
  const link = page.getByRole('link', { name }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('href', new RegExp(`^${hrefStart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/**
 * Scrolls through the page once, so the islands that hydrate on sight are in their live state, then back to the top;
 * the islands that start on the visitor's first input (the questionnaires) are started as a focus in them would.
 */
export async function wakeIslands(page: Page) {
  const onInput = `[${ISLAND_HYDRATE_ATTR}="input"]`;
  await page.evaluate(async (onInput) => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    for (const island of document.querySelectorAll(onInput)) island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }, onInput);
  await page.waitForFunction((onInput) => document.querySelectorAll(`${onInput}:not([data-started])`).length === 0, onInput);
  await page.waitForLoadState('networkidle');
}

/**
 * A full-page screenshot with every section painted: a section that renders on sight (RENDER_ON_SIGHT in
 * routes/_layout/ui.tsx) is left blank by Chromium's capture beyond the window, though its box is laid out.
 */
export async function screenshotFullPage(page: Page, file: string) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
  await page.screenshot({ path: file, fullPage: true });
}
