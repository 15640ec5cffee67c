import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, wakeIslands } from './fixtures';
import { signIn } from './sign-in';
import { fillArticleForm } from './articles';

/**
 * Pictures in articles, as an editor and a reader meet them: a picture uploaded with an article through the plain
 * file input (no JavaScript), shown in the article with srcset, width, height and alt, served by the site, moving
 * nothing as the page loads; each bad picture refused on the form with its message and the other fields kept.
 */

/** Each run writes its own articles, so a reused server never sees a slug twice. */
const run = Date.now().toString(36);
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const ALT = 'The leadership team around a whiteboard at the quarterly offsite';

function articleFor(name: string) {
  return {
    slug: `e2e-picture-${name}-${run}`,
    title: `Running the Quarterly Offsite ${name} ${run}`,
    h1: `How a fractional chief of staff runs the quarterly offsite (${name} ${run})`,
  };
}
type Article = ReturnType<typeof articleFor>;

async function fillArticle(page: Page, article: Article, body = '## Before the day\n\nAgree the three decisions the offsite must make, and send the papers a week ahead.') {
  await fillArticleForm(page, {
    ...article,
    description: 'An end-to-end test article that proves a picture uploaded with an article is shown and served.',
    excerpt: 'Written by the end-to-end suite to prove that pictures in articles work.',
    keywords: 'offsites, pictures',
    body,
  });
}

/** Every layout shift not caused by input, each with what moved, from where to where. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        const shifts: string[] = [];
        const where = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            const moved = e.sources.map((s) => `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? s.node?.nodeName} ${where(s.previousRect)} -> ${where(s.currentRect)}`);
            shifts.push(`${e.value.toFixed(5)}: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 500);
      }),
  );

test.describe('pictures in articles', () => {
  // The editor's browser runs no JavaScript: the plain file input and the form do everything.
  test.use({ javaScriptEnabled: false });

  test('an editor uploads a picture with an article; the published article shows it with srcset, width, height and alt, the site serves it, and nothing shifts', async ({ page, browser, request }) => {
    test.slow();
    const article = articleFor('shown');
    await signIn(page);
    await fillArticle(page, article);
    await page.getByLabel('Describe the new picture').fill(ALT);
    await page.getByLabel("Use it as the article's cover").check();
    await page.getByLabel('Choose a picture').setInputFiles(fixture('photo-exif.jpg'));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved "${article.slug}" as a draft` })).toBeVisible();

    // The edit screen lists the picture with the Markdown to copy into the body; the body then shows it too.
    await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('link', { name: `Edit ${article.title}` }).click();
    const snippet = await page.getByLabel('To show it in the article, copy this line into the body:').inputValue();
    expect(snippet).toMatch(new RegExp(`^!\\[${ALT}\\]\\(/media/[0-9a-f]{16}-2400x1600/960\\.webp\\)$`));
    const body = page.getByLabel('Article (Markdown)');
    await body.fill(`${await body.inputValue()}\n\n${'Keep the agenda to what only this group can decide. '.repeat(40)}\n\n${snippet}\n\nClose with owners and dates.`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved your changes to "${article.slug}"` })).toBeVisible();
    await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('button', { name: `Publish ${article.title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published "${article.slug}"` })).toBeVisible();

    // A visitor as the edge delivers one, with a country (without one the browser's currency lookup may restyle the header).
    const visitor = await browser.newContext({ javaScriptEnabled: true, extraHTTPHeaders: { 'x-test-country': 'GB' } });
    const reader = await visitor.newPage();
    await reader.setViewportSize({ width: 390, height: 844 });
    await reader.goto(`/${article.slug}`);
    const pictures = reader.getByRole('img', { name: ALT });
    await expect(pictures).toHaveCount(2);
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute('srcset', /\/media\/[0-9a-f]{16}-2400x1600\/480\.webp 480w, .+960\.webp 960w, .+1600\.webp 1600w$/);
      await expect(picture).toHaveAttribute('width', '1600');
      await expect(picture).toHaveAttribute('height', '1067');
      await expect(picture).toHaveAttribute('sizes', /.+/);
    }
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures.last()).toHaveAttribute('loading', 'lazy');
    // Scroll the body's picture in: it loads (a variant the site served) and nothing moved.
    await pictures.last().scrollIntoViewIfNeeded();
    await expect.poll(() => pictures.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await layoutShifts(reader)).toEqual([]);

    const src = (await pictures.last().evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))!;
    const served = await request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');

    // The cover on its card in /blog.
    await reader.goto('/blog');
    await expect(reader.getByRole('article').filter({ hasText: article.h1 }).getByRole('img', { name: ALT })).toHaveAttribute('srcset', /1600\.webp 1600w$/);
    await visitor.close();

    await page.goto('/blog/manage');
    await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('link', { name: `Delete ${article.title}` }).click();
    await page.getByRole('button', { name: 'Delete the article' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Deleted "${article.slug}"` })).toBeVisible();
  });

  const THIRTY_MB = 30 * 1024 * 1024;
  let bad = 0;
  for (const [what, file, alt, message] of [
    ['a text file named .png', fixture('not-a-picture.png'), ALT, 'This file is not a picture the site can use: its contents are not JPEG, PNG, WebP or AVIF, whatever its name says.'],
    ['an SVG with a script', fixture('script.svg'), ALT, 'SVG drawings are not accepted, because they can carry scripts.'],
    ['a 30 MB upload', 'huge.jpg', ALT, 'This picture is 30 MB; the largest the site accepts is 10 MB.'],
    ['a decompression bomb', fixture('bomb.png'), ALT, 'This picture declares 100,000 by 100,000 pixels, more than the 40 megapixels the site accepts.'],
    ['a picture with no alt text', fixture('photo-exif.jpg'), '', 'Describe the picture for people who cannot see it (its alt text)'],
  ] as const) {
    test(`${what} is refused on the form with its message, the other fields kept and nothing saved`, async ({ page, request }, testInfo) => {
      test.slow();
      const article = articleFor(`bad${bad++}`);
      // The 30 MB file is written for the run (a path is handed to the browser as is; a buffer crawls through the protocol).
      const path = file === 'huge.jpg' ? testInfo.outputPath(file) : file;
      if (file === 'huge.jpg') await writeFile(path, Buffer.alloc(THIRTY_MB));
      await signIn(page);
      await fillArticle(page, article);
      await page.getByLabel('Describe the new picture').fill(alt);
      await page.getByLabel('Choose a picture').setInputFiles(path);
      await page.getByRole('button', { name: 'Save draft' }).click();
      const summary = page.getByRole('alert');
      await expect(summary).toContainText(message);
      await expect(page.getByLabel('Page title')).toHaveValue(article.title);
      await expect(page.getByLabel('Slug')).toHaveValue(article.slug);
      await expect(page.getByLabel('Headline (h1)')).toHaveValue(article.h1);
      await expect(page.getByLabel('Describe the new picture')).toHaveValue(alt);
      await expect(page.getByLabel(alt ? 'Choose a picture' : 'Describe the new picture')).toHaveAttribute('aria-invalid', 'true');
      await page.goto('/blog/manage');
      await expect(page.getByRole('row', { name: new RegExp(article.title) })).toHaveCount(0);
      expect((await request.get(`/${article.slug}`)).status()).toBe(404);
    });
  }
});

test.describe('pictures in articles, with JavaScript', () => {
  for (const how of ['dropped on the form', 'pasted into the form'] as const) {
    test(`a picture ${how} goes into the file input and is stored with the article`, async ({ page }) => {
      test.slow();
      const article = articleFor(how.split(' ')[0]!);
      await signIn(page);
      await fillArticle(page, article);
      await wakeIslands(page);
      const bytes = (await readFile(fixture('photo.webp'))).toString('base64');
      await page.getByLabel('Article (Markdown)').evaluate(
        (body, { bytes, how }) => {
          const file = new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], 'offsite.webp', { type: 'image/webp' });
          const data = new DataTransfer();
          data.items.add(file);
          const event = how === 'dropped on the form' ? new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }) : new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
          body.dispatchEvent(event);
        },
        { bytes, how },
      );
      await expect(page.getByText('Chosen: offsite.webp')).toBeVisible();
      expect(await page.getByLabel('Choose a picture').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('offsite.webp');
      await page.getByLabel('Describe the new picture').fill(ALT);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Saved "${article.slug}" as a draft` })).toBeVisible();
      await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('link', { name: `Edit ${article.title}` }).click();
      await expect(page.getByLabel('To show it in the article, copy this line into the body:')).toHaveValue(new RegExp(`^!\\[${ALT}\\]\\(/media/[0-9a-f]{16}-\\d+x\\d+/`));
    });
  }
});
