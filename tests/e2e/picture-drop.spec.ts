import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { fillArticleForm } from './articles';
import { expect, test, wakeIslands } from './fixtures';
import { signIn } from './sign-in';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const ALT = 'The leadership team around a whiteboard at the quarterly offsite';

/**
 * A picture dropped on a stored article's form (client/islands/image-drop.ts) is uploaded at once and its Markdown
 * put into the body at the cursor: the live preview shows it, and so does the published article.
 */
test('a picture dropped while editing is uploaded, put into the body at the cursor, and shown in the preview and the article', async ({ page }) => {
  test.slow();
  await signIn(page);
  const slug = `e2e-dropped-${Date.now()}`;
  const title = `A picture dropped in ${Date.now()}`;
  await fillArticleForm(page, {
    title,
    h1: 'An article given a picture by dropping it',
    slug,
    description: 'An article whose picture was dropped onto the form and put into the body without copying anything.',
    excerpt: 'A picture dropped onto the form, straight into the body.',
    keywords: 'pictures, testing',
    body: 'The paragraph before the picture.\n\nThe paragraph after it.',
  });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved "${slug}" as a draft` })).toBeVisible();
  await page.goto(`/blog/manage/${slug}/edit`);
  await wakeIslands(page);
  const body = page.getByLabel('Article (Markdown)');
  // The cursor after the first paragraph.
  await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange('The paragraph before the picture.'.length, 'The paragraph before the picture.'.length));
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
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published "${slug}"` })).toBeVisible();
  await page.goto(`/${slug}`);
  await expect(page.getByRole('article').getByRole('img', { name: ALT })).toBeVisible();
});
