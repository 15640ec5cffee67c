import type { Page } from '@playwright/test';
import { ukInputValue } from '../../routes/_lib/uk-time';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';
import { fillArticleForm } from './articles';

/** Each run writes its own articles, so a reused server never sees a slug twice. */
const run = Date.now().toString(36);
const DAY = 24 * 60 * 60 * 1000;

function articleFor(name: string) {
  return {
    slug: `e2e-${name}-${run}`,
    title: `Planning the Quarter Ahead, ${name} ${run}`,
    h1: `How to Plan the Quarter Ahead Without Losing a Week (${name} ${run})`,
    metaDescription: 'An end-to-end test article about planning a quarter on one page, written to prove publishing and moving articles.',
    excerpt: 'Written by the end-to-end suite to prove that articles go live on time and keep their links.',
    content: '## One page for the quarter\n\nWrite the three outcomes that matter, then **protect the hours** they need.',
  };
}
type Article = ReturnType<typeof articleFor>;

/** Fills the manager's new-article form, with an optional publishing time in UK time, and saves it as a draft. */
async function fillNewArticle(page: Page, article: Article, publishAt?: string) {
  await fillArticleForm(page, { ...article, description: article.metaDescription, keywords: 'quarterly planning', body: article.content });
  if (publishAt) {
    const field = page.getByLabel('Publish at (UK time)');
    // Not a date and time: typed as a browser without a date-and-time picker lets an editor type it.
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(publishAt)) await field.evaluate((input: HTMLInputElement) => void (input.type = 'text'));
    await field.fill(publishAt);
  }
  await page.getByRole('button', { name: 'Save draft' }).click();
}

async function createArticle(page: Page, article: Article, publishAt?: string) {
  await fillNewArticle(page, article, publishAt);
  await expect(page.getByRole('status').filter({ hasText: `Saved "${article.slug}" as a draft` })).toBeVisible();
}

async function deleteArticle(page: Page, article: Pick<Article, 'title' | 'slug'>) {
  await page.goto('/blog/manage');
  await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('link', { name: `Delete ${article.title}` }).click();
  await page.getByRole('button', { name: 'Delete the article' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Deleted "${article.slug}"` })).toBeVisible();
}

test.describe('share-ready Insights', () => {
  test('an article scheduled two days ahead stays hidden until the cron runs past its time, then is on /blog, in the feed and at its address', async ({ page, browser, request }) => {
    test.slow();
    const article = articleFor('scheduled');
    await signIn(page);
    await createArticle(page, article, ukInputValue(new Date(Date.now() + 2 * DAY)));
    await expect(page.getByRole('row', { name: new RegExp(article.title) })).toContainText(/Scheduled for \d{1,2} \w+ \d{4} at \d\d:\d\d (GMT|BST)/);

    // What a visitor and a crawler see, without the editor's session.
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    const feed = async () => (await request.get('/blog/feed.xml')).text();
    expect((await request.get(`/${article.slug}`)).status()).toBe(404);
    await reader.goto('/blog');
    await expect(reader.getByRole('link', { name: article.h1 })).toHaveCount(0);
    expect(await feed()).not.toContain(article.slug);

    // A cron run before its time leaves it hidden; one after it publishes it.
    const cron = (at: number) => request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}&time=${at}`);
    expect((await cron(Date.now() + DAY)).ok()).toBe(true);
    expect((await request.get(`/${article.slug}`)).status()).toBe(404);
    expect((await cron(Date.now() + 2 * DAY + 5 * 60_000)).ok()).toBe(true);

    await expect.poll(async () => (await request.get(`/${article.slug}`)).status()).toBe(200);
    await reader.goto('/blog');
    await reader.getByRole('link', { name: article.h1 }).click();
    await expect(reader).toHaveURL(new RegExp(`/${article.slug}$`));
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(article.h1);
    expect(await feed()).toContain(`/${article.slug}`);
    await visitor.close();

    await page.goto('/blog/manage');
    await expect(page.getByRole('row', { name: new RegExp(article.title) })).toContainText('Published');
    await deleteArticle(page, article);
  });

  test("a moved article's old address answers 301 to the new one", async ({ page, browser, request }) => {
    test.slow();
    const article = articleFor('moved');
    const newSlug = `${article.slug}-renamed`;
    await signIn(page);
    await createArticle(page, article);
    await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('button', { name: `Publish ${article.title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published "${article.slug}"` })).toBeVisible();

    await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('link', { name: `Edit ${article.title}` }).click();
    await page.getByLabel('Slug').fill(newSlug);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved your changes to "${newSlug}"` })).toBeVisible();

    const old = await request.get(`/${article.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/${newSlug}`);

    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(`/${article.slug}`);
    await expect(reader).toHaveURL(new RegExp(`/${newSlug}$`));
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(article.h1);

    // The edit screen lists the old address; deleting the article leaves both addresses answering 410.
    await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('link', { name: `Edit ${article.title}` }).click();
    await expect(page.getByRole('region', { name: 'Old addresses' })).toContainText(`/${article.slug}`);
    await expect(page.getByRole('button', { name: `Remove the redirect from /${article.slug}` })).toBeVisible();
    await deleteArticle(page, { title: article.title, slug: newSlug });
    await reader.goto(`/${article.slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: 'This article has been removed' })).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Browse all Insights' })).toHaveAttribute('href', '/blog');
    expect((await request.get(`/${newSlug}`)).status()).toBe(410);
    await visitor.close();
  });

  for (const [what, name, typed, message] of [
    ['a publishing time in the past', 'past-time', () => ukInputValue(new Date(Date.now() - 60 * 60_000)), /Publishing time must be later than now \(\d{1,2} \w+ \d{4} at \d\d:\d\d (GMT|BST)\)/],
    ['an unreadable publishing time', 'unreadable-time', () => 'next Tuesday', /Publishing time must be a real date and time in UK time/],
  ] as const) {
    test(`${what} is refused on the form with its message, the other fields kept and nothing saved`, async ({ page, request }) => {
      test.slow();
      const article = articleFor(name);
      await signIn(page);
      await fillNewArticle(page, article, typed());
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByLabel('Page title')).toHaveValue(article.title);
      await expect(page.getByLabel('Slug')).toHaveValue(article.slug);
      await expect(page.getByLabel('Article (Markdown)')).toHaveValue(article.content);
      await expect(page.getByLabel('Publish at (UK time)')).toHaveAttribute('aria-invalid', 'true');
      await page.goto('/blog/manage');
      await expect(page.getByRole('row', { name: new RegExp(article.title) })).toHaveCount(0);
      expect((await request.get(`/${article.slug}`)).status()).toBe(404);
    });
  }
});
