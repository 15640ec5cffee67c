import type { Page } from '@playwright/test';
import { EDITOR } from './auth-standin';
import { expect } from './fixtures';

/** Signs the editor in at /auth, as a person would, and waits for the manager. */
export async function signIn(page: Page, account: { email: string; password: string } = EDITOR) {
  await page.goto('/auth');
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(account.email);
  await main.getByLabel('Password').fill(account.password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/blog\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Insights' })).toBeVisible();
}
