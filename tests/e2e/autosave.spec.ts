import { fillArticleForm } from './articles';
import { AUTOSAVE_EDITOR } from './auth-standin';
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

  test('an article’s autosave newer than its last save is offered on its edit screen and put back with one press', async ({ page, context }) => {
    await signIn(page, AUTOSAVE_EDITOR);
    const slug = `e2e-autosave-${Date.now()}`;
    await fillArticleForm(page, {
      title: 'An article whose later typing is autosaved',
      h1: 'An article edited after its last save',
      slug,
      description: 'An article saved once, then typed into without pressing Save, to show the autosave is offered back.',
      excerpt: 'Saved once, then edited and left for autosave to keep.',
      keywords: 'autosave, testing',
      body: 'The paragraph as it was last saved by pressing Save.',
    });
    // Saved as a draft only: a published article would join the related rows that tests/e2e/looks.spec.ts counts.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved "${slug}" as a draft` })).toBeVisible();
    await page.goto(`/blog/manage/${slug}/edit`);
    await expect(page.locator('[data-island="autosave"][data-autosaving]')).toBeAttached();
    const typed = 'A better paragraph typed afterwards, kept only by autosave.';
    await page.getByLabel('Article (Markdown)').fill(typed);
    await expect(page.getByRole('status').filter({ hasText: 'Saved a few seconds ago.' })).toBeVisible();
    await page.close();

    const again = await context.newPage();
    await again.goto(`/blog/manage/${slug}/edit`);
    await expect(again.getByLabel('Article (Markdown)')).toHaveValue('The paragraph as it was last saved by pressing Save.');
    await expect(again.getByRole('status').filter({ hasText: 'after it was last saved' })).toBeVisible();
    await again.getByRole('link', { name: 'Open the autosaved text' }).click();
    await expect(again.getByLabel('Article (Markdown)')).toHaveValue(typed);
  });

  test('an autosave past a limit a Save holds to is refused, its status naming the limit', async ({ page }) => {
    await signIn(page);
    await page.goto('/blog/manage/new');
    await expect(page.locator('[data-island="autosave"][data-autosaving]')).toBeAttached();
    const keywords = Array.from({ length: 13 }, (_, i) => `keyword ${i + 1}`);
    await page.getByLabel('Keywords').fill(keywords.join(', '));
    await expect(page.getByRole('status').filter({ hasText: 'Not saved: Use at most 12 keywords (there are 13). A Save would refuse this too' })).toBeVisible();
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
