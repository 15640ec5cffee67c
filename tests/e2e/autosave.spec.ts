import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/** Autosave in Chromium (client/islands/autosave.ts): nothing typed is lost to a closed tab, saved or not. */
test.describe('autosave', () => {
  test.setTimeout(60_000);

  test('typing without pressing Save is autosaved, and the closed tab’s text is offered back', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/blog/manage/new');
    await page.getByLabel('Page title').fill('An article typed and never saved');
    await page.getByLabel('Article (Markdown)').fill('A paragraph typed before the tab was closed by mistake.');
    await expect(page.getByRole('status').filter({ hasText: 'Saved a few seconds ago.' })).toBeVisible();
    await page.close();

    const again = await context.newPage();
    await again.goto('/blog/manage/new');
    await expect(again.getByRole('status').filter({ hasText: 'A new article you were writing was autosaved' })).toBeVisible();
    await again.getByRole('link', { name: 'Open the autosaved text' }).click();
    await expect(again.getByLabel('Article (Markdown)')).toHaveValue('A paragraph typed before the tab was closed by mistake.');
    await expect(again.getByLabel('Page title')).toHaveValue('An article typed and never saved');
  });

  test('text the server never had is kept in the browser and offered back after a crash', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/blog/manage/new');
    await expect(page.locator('[data-island="autosave"][data-autosaving]')).toBeAttached();
    // Gone before the few idle seconds that autosave waits for: only the browser has this.
    await page.getByLabel('Article (Markdown)').fill('Typed in the last second before the browser crashed.');
    await page.close();

    const again = await context.newPage();
    await again.goto('/blog/manage/new');
    const offer = again.getByText('This browser kept text you typed here');
    await expect(offer).toBeVisible();
    await again.getByRole('button', { name: 'Put it back in the form' }).click();
    await expect(again.getByLabel('Article (Markdown)')).toHaveValue('Typed in the last second before the browser crashed.');
    await expect(offer).toBeHidden();
  });
});
