import { fillArticleForm } from './articles';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/** 'Share a preview' in Chromium (routes/blog/previews.ts): the link opens the draft signed out, until withdrawn. */
test('a preview link opens the draft in a signed-out browser and stops working once withdrawn', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const slug = `e2e-preview-${Date.now()}`;
  const body = 'A draft paragraph for a reviewer to read before anything is published.';
  await fillArticleForm(page, {
    title: `Shared for review ${Date.now()}`,
    h1: 'A draft shared with a reviewer',
    slug,
    description: 'A draft article shared with a preview link, to show it opens signed out and stops when withdrawn.',
    excerpt: 'A draft that a reviewer reads through a preview link.',
    keywords: 'previews, testing',
    body,
  });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved "${slug}" as a draft` })).toBeVisible();
  await page.goto(`/blog/manage/${slug}/edit`);
  await page.getByRole('button', { name: 'Share a preview' }).click();
  const link = await page.getByLabel('Preview link').inputValue();
  const path = new URL(link).pathname;

  const reviewer = await browser.newContext();
  const outside = await reviewer.newPage();
  const opened = await outside.goto(path);
  expect(opened!.status()).toBe(200);
  await expect(outside.getByRole('article').getByText(body)).toBeVisible();
  await expect(outside.getByRole('note')).toContainText('This is a preview of a draft');
  expect((await reviewer.cookies()).filter((c) => c.name.startsWith('sb_'))).toEqual([]);

  await page.goto(`/blog/manage/${slug}/edit`);
  await page.getByRole('button', { name: /^Withdraw the preview link/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'no longer opens the draft' })).toBeVisible();
  const again = await outside.goto(path);
  expect(again!.status()).toBe(404);
  await expect(outside.getByRole('heading', { level: 1 })).toHaveText('This preview link no longer works');
  await reviewer.close();
});
