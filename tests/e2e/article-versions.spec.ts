import { fillArticleForm } from './articles';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/** Versions in Chromium (routes/manage/revisions.ts): three saves, a comparison, a restore, and the restored text live. */
test('three saves give three versions; one restored is the text readers see once published', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const slug = `e2e-versions-${Date.now()}`;
  const title = `Versions kept ${Date.now()}`;
  const first = 'The good first paragraph about weekly reviews, written with care.';
  await fillArticleForm(page, {
    title,
    h1: 'An article whose every version is kept',
    slug,
    description: 'An article saved three times, to show every version is kept and any one can be restored.',
    excerpt: 'Saved three times, then one of its earlier versions restored.',
    keywords: 'versions, testing',
    body: first,
  });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved "${slug}" as a draft` })).toBeVisible();
  for (const body of ['A worse second paragraph about monthly reviews, written in haste.', 'A third attempt, worse still, about yearly reviews.']) {
    await page.goto(`/blog/manage/${slug}/edit`);
    await page.getByLabel('Article (Markdown)').fill(body);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved your changes to "${slug}"` })).toBeVisible();
  }
  await page.goto(`/blog/manage/${slug}/edit`);
  await page.getByRole('link', { name: 'Versions' }).click();
  const rows = page.getByRole('table', { name: 'Versions, newest first' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await rows.last().getByRole('link', { name: /^Compare/ }).click();
  await expect(page.locator('del').filter({ hasText: 'good' }).first()).toBeVisible();
  await expect(page.locator('ins').filter({ hasText: 'yearly' }).first()).toBeVisible();
  await page.getByRole('button', { name: /^Restore this version/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `Restored an earlier version of "${slug}"` })).toBeVisible();
  await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published "${slug}"` })).toBeVisible();
  await page.goto(`/${slug}`);
  await expect(page.getByRole('article').getByText(first)).toBeVisible();
  await page.goto(`/blog/manage/${slug}/versions`);
  await expect(rows).toHaveCount(5);
});
