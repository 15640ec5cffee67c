import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';

/**
 * Password guessing at /auth, as a visitor sees it: after ten wrong passwords in a minute the form says to wait
 * (429 with Retry-After). Each run has its own client address (x-test-client-ip, test hooks only) and email, so
 * the other sign-in tests keep their own allowance. The binding's windows follow the clock, so a run that
 * crosses into a new minute may need up to ten more tries; it must still be stopped within twenty-one. (Chromium
 * logs each 401 and 429 document as a console error, so this test does not watch the console.)
 */
test('repeated wrong passwords are told to wait, with a 429 and Retry-After', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-test-country': 'GB', 'x-test-client-ip': randomUUID() });
  const email = `guess-${randomUUID()}@example.com`;
  let wrong = 0;
  for (let attempt = 1; attempt <= 21; attempt++) {
    await page.goto('/auth');
    const main = page.getByRole('main');
    await main.getByLabel('Email address').fill(email);
    await main.getByLabel('Password').fill(`not-the-password-${attempt}`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/auth'),
      main.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    if (response.status() === 429) {
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
      await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Please wait a few minutes before trying again.');
      // The address typed is kept, so the editor only has to wait and try again.
      await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
      expect(wrong).toBeGreaterThanOrEqual(10);
      return;
    }
    expect(response.status()).toBe(401);
    await expect(page.getByRole('alert')).toContainText('do not match an operator account');
    wrong++;
  }
  throw new Error('Twenty-one wrong passwords in a row were never throttled.');
});
