import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { fillArticleForm } from './articles';
import { expect, test, wakeIslands } from './fixtures';
import { signIn } from './sign-in';
import { PICTURE_EDITOR, TABS_EDITOR } from './auth-standin';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const ALT = 'The leadership team around a whiteboard at the quarterly offsite';
const BEFORE = 'The paragraph before the picture.';

const article = (slug: string, title: string) => ({
  title,
  h1: 'An article given a picture by dropping it',
  slug,
  description: 'An article whose picture was dropped onto the form and put into the body without copying anything.',
  excerpt: 'A picture dropped onto the form, straight into the body.',
  keywords: 'pictures, testing',
  body: `${BEFORE}\n\nThe paragraph after it.`,
});

/** Puts the cursor after the first paragraph, describes the picture and drops it onto the body, as a person would. */
async function dropPicture(page: Page) {
  await wakeIslands(page);
  const body = page.getByLabel('Article (Markdown)');
  await body.evaluate((el: HTMLTextAreaElement, at) => el.setSelectionRange(at, at), BEFORE.length);
  await page.getByLabel('Describe the new picture').fill(ALT);
  const bytes = (await readFile(fixture('photo.webp'))).toString('base64');
  await body.evaluate((el, bytes) => {
    const data = new DataTransfer();
    data.items.add(new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], 'offsite.webp', { type: 'image/webp' }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, bytes);
  await expect(page.getByText(`Uploaded and put into the article where the cursor was: ${ALT}.`)).toBeVisible();
  await expect(body).toHaveValue(new RegExp(`^The paragraph before the picture\\.\\n\\n!\\[${ALT}\\]\\(/media/[0-9a-f]{16}-\\d+x\\d+/\\d+\\.webp\\)\\n\\n`));
  await expect(page.locator('[data-preview]').getByRole('img', { name: ALT })).toBeVisible();
}

/**
 * A picture dropped on the article form (client/islands/image-drop.ts) is uploaded at once and its Markdown put
 * into the body at the cursor: the live preview shows it, and so does the published article.
 */
test('a picture dropped while editing is uploaded, put into the body at the cursor, and shown in the preview and the article', async ({ page }) => {
  test.slow();
  await signIn(page);
  const fields = article(`e2e-dropped-${Date.now()}`, `A picture dropped in ${Date.now()}`);
  await fillArticleForm(page, fields);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved "${fields.slug}" as a draft` })).toBeVisible();
  await page.goto(`/blog/manage/${fields.slug}/edit`);
  await dropPicture(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('row', { name: new RegExp(fields.title) }).getByRole('button', { name: `Publish ${fields.title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published "${fields.slug}"` })).toBeVisible();
  await page.goto(`/${fields.slug}`);
  await expect(page.getByRole('article').getByRole('img', { name: ALT })).toBeVisible();
});

/**
 * The same on the form of an article never saved: its first Save gives it the picture (routes/manage/new-images.ts).
 * Until then the picture waits for its editor, so this test has an editor of its own.
 */
test('a picture dropped on a new article before its first save is uploaded at once, and the first save keeps it', async ({ page }) => {
  test.slow();
  await signIn(page, PICTURE_EDITOR);
  const fields = article(`e2e-dropped-new-${Date.now()}`, `A picture dropped before saving ${Date.now()}`);
  await fillArticleForm(page, fields);
  await dropPicture(page);
  // The picture is listed with the article from its first save on, ready to be chosen as its cover.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved "${fields.slug}" as a draft` })).toBeVisible();
  await page.goto(`/blog/manage/${fields.slug}/edit`);
  await expect(page.getByRole('radio', { name: new RegExp(ALT) })).toBeVisible();
  await page.goto('/blog/manage');
  await page.getByRole('row', { name: new RegExp(fields.title) }).getByRole('button', { name: `Publish ${fields.title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published "${fields.slug}"` })).toBeVisible();
  await page.goto(`/${fields.slug}`);
  await expect(page.getByRole('article').getByRole('img', { name: ALT })).toBeVisible();
});

/**
 * Two New article tabs: each first save takes the pictures dropped on its own form, not the other tab's, though the
 * pictures of both wait for the same editor until then (an editor of this test's own, as above).
 */
test('with two New article tabs open, the picture dropped in one goes to its own article, whichever is saved first', async ({ page }) => {
  test.slow();
  await signIn(page, TABS_EDITOR);
  const stamp = Date.now();
  const plain = article(`e2e-tab-plain-${stamp}`, `An article from the first tab ${stamp}`);
  const pictured = article(`e2e-tab-pictured-${stamp}`, `An article from the second tab ${stamp}`);
  await fillArticleForm(page, plain);
  const second = await page.context().newPage();
  await fillArticleForm(second, pictured);
  await dropPicture(second);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved "${plain.slug}" as a draft` })).toBeVisible();
  await page.goto(`/blog/manage/${plain.slug}/edit`);
  // The edit screen's picture fields are there; no picture of this article is listed to choose as its cover.
  await expect(page.getByLabel('Describe the new picture')).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(ALT) })).toHaveCount(0);

  await second.getByRole('button', { name: 'Save draft' }).click();
  await expect(second.getByRole('status').filter({ hasText: `Saved "${pictured.slug}" as a draft` })).toBeVisible();
  await second.goto(`/blog/manage/${pictured.slug}/edit`);
  await expect(second.getByRole('radio', { name: new RegExp(ALT) })).toBeVisible();
});
