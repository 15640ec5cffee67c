import { fillArticleForm } from './articles';
import { EDITOR } from './auth-standin';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/**
 * A Save pressed after the editor signed out in another tab reaches the manager with no session cookie at all: it is
 * kept, sealed under a key only this browser holds (routes/sign-in/sealed.ts), and finished after signing in here.
 * Another browser, signed in as the same editor, is never offered it.
 */
test.describe('a Save pressed after signing out in another tab', () => {
  test.setTimeout(60_000);

  test('is kept, finished after signing in again in that browser, and never offered to another', async ({ page, context, browser }) => {
    await signIn(page, EDITOR);
    const fields = {
      title: `Kept after signing out ${Date.now()}`,
      h1: 'An article whose Save arrived after its editor had signed out',
      slug: `e2e-kept-signed-out-${Date.now()}`,
      description: 'An article saved in one tab after signing out in another, to show the text is kept for this browser.',
      excerpt: 'Typed in one tab, signed out in another, then saved.',
      keywords: 'sessions, kept forms',
      body: 'The paragraph typed in the first tab, which must not be lost when the second tab signs out.',
    };
    await fillArticleForm(page, fields);

    const other = await context.newPage();
    await other.goto('/blog/manage');
    await other.getByRole('button', { name: 'Sign out' }).click();
    await expect(other.getByRole('main').getByRole('status')).toContainText('You have signed out.');
    expect((await context.cookies()).some((c) => c.name === 'sb_session')).toBe(false);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/auth\?kept/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('so it has been kept for you');
    const key = (await context.cookies()).find((c) => c.name === 'sb_kept');
    expect(key?.httpOnly && key.sameSite === 'Strict' && key.path === '/blog/manage').toBe(true);

    // Another browser, the same editor: nothing waiting, nothing to open.
    const elsewhere = await browser.newContext();
    const stranger = await elsewhere.newPage();
    await signIn(stranger, EDITOR);
    await expect(stranger.getByText('is waiting for you')).toHaveCount(0);
    await stranger.goto('/blog/manage/kept');
    await expect(stranger.getByText('There is no kept form to finish')).toBeVisible();
    await elsewhere.close();

    // This browser, signed in again: the Save is finished with the text as it was typed.
    const main = page.getByRole('main');
    await main.getByLabel('Email address').fill(EDITOR.email);
    await main.getByLabel('Password').fill(EDITOR.password);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved "${fields.slug}" as a draft` })).toBeVisible();
    await page.goto(`/blog/manage/${fields.slug}/edit`);
    await expect(page.getByLabel('Article (Markdown)')).toHaveValue(fields.body);
  });
});
