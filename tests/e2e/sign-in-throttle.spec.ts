import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Password guessing at /auth, as a visitor sees it (routes/sign-in/throttle.ts): the form says to wait (429 with
 * Retry-After) after five wrong passwords for one email from one address, and after ten attempts in a minute from
 * one address at any emails. Each run has its own client address (x-test-client-ip, test hooks only) and emails,
 * so the other sign-in tests keep their own allowance. (Chromium logs each 401 and 429 document as a console
 * error, so these tests do not watch the console.)
 */
async function attempt(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/auth'),
    main.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  return response;
}

async function expectTold(page: Page, email: string, response: { status(): number; headers(): Record<string, string> }) {
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Please wait a few minutes before trying again.');
  // The address typed is kept, so the editor only has to wait and try again.
  await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
}

test('five wrong passwords for one email from one address are told to wait, with a 429 and Retry-After', async ({ page }) => {
  test.slow(); // six sign-ins, each a page load and a post
  await page.setExtraHTTPHeaders({ 'x-test-country': 'GB', 'x-test-client-ip': randomUUID() });
  const email = `guess-${randomUUID()}@example.com`;
  for (let wrong = 1; wrong <= 5; wrong++) {
    expect((await attempt(page, email, `not-the-password-${wrong}`)).status()).toBe(401);
    await expect(page.getByRole('alert')).toContainText('do not match an operator account');
  }
  await expectTold(page, email, await attempt(page, email, 'not-the-password-6'));
});

test('ten attempts a minute from one address, at any emails, are told to wait', async ({ page }) => {
  test.setTimeout(180_000); // up to twenty-one sign-ins, each a page load and a post
  await page.setExtraHTTPHeaders({ 'x-test-country': 'GB', 'x-test-client-ip': randomUUID() });
  // The binding's windows follow the clock, so a run that crosses into a new minute may need up to ten more tries;
  // it must still be stopped within twenty-one.
  let wrong = 0;
  for (let attempts = 1; attempts <= 21; attempts++) {
    const email = `spray-${attempts}-${randomUUID()}@example.com`;
    const response = await attempt(page, email, 'not-the-password');
    if (response.status() === 429) {
      expect(wrong).toBeGreaterThanOrEqual(10);
      return expectTold(page, email, response);
    }
    expect(response.status()).toBe(401);
    wrong++;
  }
  throw new Error('Twenty-one attempts in a row from one address were never throttled.');
});
