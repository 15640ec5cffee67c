import { EDITOR } from './auth-standin';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/** Each run writes its own article, so a reused server never sees a slug twice. */
const run = Date.now().toString(36);
const article = {
  slug: `e2e-weekly-rhythm-${run}`,
  title: `Keeping a Weekly Rhythm, Test Run ${run}`,
  h1: `How to Keep a Weekly Rhythm When Everything Is Urgent (${run})`,
  metaDescription: 'A short end-to-end test article about protecting a weekly planning rhythm when the diary is full of urgent requests.',
  excerpt: 'Written by the end-to-end suite to prove that a post goes from draft to published to gone.',
  content: '## Start with the diary\n\nBlock ninety minutes on Friday and **protect it** like a client meeting.\n\n<script>window.owned = true</script>',
};

test.describe('the Insights manager, end to end', () => {
  test('an editor signs in, creates and publishes a post, sees it live, then unpublishes it and it is gone', async ({ page, consoleProblems }) => {
    // Eleven page loads and a form of ten fields: a long journey, not a slow page.
    test.slow();
    await signIn(page);

    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByLabel('Page title').fill(article.title);
    await page.getByLabel('Headline (h1)').fill(article.h1);
    await page.getByLabel('Slug').fill(article.slug);
    await page.getByLabel('Meta description').fill(article.metaDescription);
    await page.getByLabel('Excerpt').fill(article.excerpt);
    await page.getByLabel('Publication date').fill('2031-03-07');
    await page.getByLabel('Topic').selectOption({ label: 'Founder wellbeing' });
    await page.getByLabel('Keywords').fill('weekly review, planning');
    await page.getByLabel('Article (Markdown)').fill(article.content);
    await page.getByLabel('Question 1').fill('How long should the weekly block be?');
    await page.getByLabel('Answer 1').fill('Ninety minutes is enough for most leaders.');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 2, name: 'Start with the diary' })).toBeVisible();
    await expect(preview).toContainText('<script>window.owned = true</script>');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved "${article.slug}" as a draft` })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(article.title) });
    await expect(row).toContainText('Draft');

    await row.getByRole('button', { name: `Publish ${article.title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published "${article.slug}"` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(article.title) })).toContainText('Published');

    await page.goto('/blog');
    await page.getByRole('link', { name: article.h1 }).click();
    await expect(page).toHaveURL(new RegExp(`/${article.slug}$`));
    await expect(page).toHaveTitle(article.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.h1);
    await expect(page.getByText('<script>window.owned = true</script>')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { owned?: boolean }).owned)).toBeUndefined();

    await page.goto('/blog/manage');
    await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('button', { name: `Unpublish ${article.title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Unpublished "${article.slug}"` })).toBeVisible();

    await page.goto('/blog');
    await expect(page.getByRole('link', { name: article.h1 })).toHaveCount(0);
    expect((await page.request.get(`/${article.slug}`)).status()).toBe(404);

    await page.goto('/blog/manage');
    await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('link', { name: `Delete ${article.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delete this article?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete the article' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Deleted "${article.slug}"` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(article.title) })).toHaveCount(0);
    void consoleProblems;
  });

  test('a wrong password is refused with a clear message, and the manager stays closed', async ({ page, consoleProblems }) => {
    // The 401 answer is the expected outcome here, so the browser's one "failed to load resource" line is not a fault.
    await page.goto('/auth');
    const main = page.getByRole('main');
    await main.getByLabel('Email address').fill(EDITOR.email);
    await main.getByLabel('Password').fill('not the password');
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(main.getByRole('alert')).toContainText('do not match an operator account');
    const expected401 = consoleProblems.findIndex((p) => p.includes('status of 401'));
    if (expected401 >= 0) consoleProblems.splice(expected401, 1);
    await page.goto('/blog/manage');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the live preview follows the Markdown as the editor types', async ({ page, consoleProblems }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByLabel('Article (Markdown)').fill('## Typed live\n\nWith a [link](/services).');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 2, name: 'Typed live' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'link', exact: true })).toHaveAttribute('href', '/services');
    await expect(preview.getByRole('link', { name: 'Link to this section: Typed live' })).toHaveAttribute('href', '#typed-live');
    void consoleProblems;
  });

  test('signing out ends the session', async ({ page, consoleProblems }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('You have signed out.');
    await page.goto('/blog/manage');
    await expect(page).toHaveURL(/\/auth$/);
    void consoleProblems;
  });
});

test.describe('a post page', () => {
  test('shows the loading message while the database is slow, then the article', async ({ page, consoleProblems }) => {
    // wrangler dev gzips HTML for browsers that accept it and holds a streamed page back until it ends;
    // asking for it uncompressed shows the stream as the worker sends it.
    await page.setExtraHTTPHeaders({ 'x-test-country': 'GB', 'x-test-db-delay': '1500', 'accept-encoding': 'identity' });
    await page.goto('/ceo-weekly-review', { waitUntil: 'commit' });
    await expect(page.getByText('Loading your sidekick...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The CEO’s Weekly Review');
    await expect(page.getByRole('heading', { level: 2, name: 'Questions readers ask' })).toBeVisible();
    await expect(page.getByText('Loading your sidekick...')).toHaveCount(0);
    void consoleProblems;
  });
});
