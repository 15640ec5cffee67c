import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ROUTES } from './route-table';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';
import { fillArticleForm, saveAndPublish } from './articles';

/** Each run writes its own articles, so a reused server never sees a slug twice. */
const run = Date.now().toString(36);

const ARTICLES = [
  { slug: `e2e-card-review-${run}`, title: `Handing Over the Weekly Review ${run}`, h1: `Handing over the weekly review without losing the thread (${run})`, topic: 'Chief of staff' },
  { slug: `e2e-card-sleep-${run}`, title: `The Founder Who Never Switches Off ${run}`, h1: `Sleep, stress and the founder who never switches off (${run})`, topic: 'Founder wellbeing' },
];
type Article = (typeof ARTICLES)[number];

/** One page of each of four families: the home page, a leadership archetype, an industry and a guide. */
const PAGES = (['home', 'persona', 'industry', 'topic'] as const).map((family) => ROUTES.find((r) => r.family === family)!.path);

async function publish(page: Page, article: Article) {
  await fillArticleForm(page, {
    ...article,
    description: 'An end-to-end test article that proves every article is shared with a social card of its own.',
    excerpt: 'Written by the end-to-end suite to prove that each article has its own social card.',
    keywords: 'social cards',
    body: '## Shared well\n\nA card with the headline, the topic and the brand goes with every link.',
  });
  await saveAndPublish(page, article);
  // Drawing worked: the manager says nothing about the site's card.
  await expect(page.getByRole('status').filter({ hasText: 'could not be drawn' })).toHaveCount(0);
}

async function remove(page: Page, article: Article) {
  await page.goto('/blog/manage');
  await page.getByRole('row', { name: new RegExp(article.title) }).getByRole('link', { name: `Delete ${article.title}` }).click();
  await page.getByRole('button', { name: 'Delete the article' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Deleted "${article.slug}"` })).toBeVisible();
}

/** What a page's head says about its card, and the card as the site serves it. */
async function cardOf(reader: Page, request: APIRequestContext, path: string) {
  await reader.goto(path);
  const head = (property: string) => reader.locator(`head meta[property="${property}"]`).getAttribute('content');
  const image = new URL((await head('og:image'))!);
  expect(await head('og:image:width')).toBe('1200');
  expect(await head('og:image:height')).toBe('630');
  expect(await head('og:image:alt')).toMatch(/\. Executive Sidekick\.$/);
  expect(await reader.locator('head meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');

  const res = await request.get(image.pathname);
  expect(res.status(), image.pathname).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(res.headers()['cache-control']).toContain('immutable');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  // Chromium decodes it at its full size.
  const size = await reader.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, image.pathname);
  expect(size, image.pathname).toEqual({ width: 1200, height: 630 });
  return { path: image.pathname, digest: createHash('sha256').update(await res.body()).digest('hex') };
}

test('two articles and four page families each have their own 1200 x 630 card, served by the site', async ({ page, browser, request }) => {
  // Two articles written through the manager (each card drawn as it is saved) and six pages read, on a busy machine.
  test.setTimeout(240_000);
  await signIn(page);
  for (const article of ARTICLES) await publish(page, article);

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const cards = [];
  for (const path of [...PAGES, ...ARTICLES.map((a) => `/${a.slug}`)]) cards.push(await cardOf(reader, request, path));
  await visitor.close();

  expect(new Set(cards.map((c) => c.path)).size).toBe(cards.length);
  expect(new Set(cards.map((c) => c.digest)).size).toBe(cards.length);
  // Articles' cards come from R2, pages' from the build.
  expect(cards.slice(-2).every((c) => c.path.startsWith('/cards/'))).toBe(true);
  expect(cards.slice(0, -2).every((c) => c.path.startsWith('/assets/cards/'))).toBe(true);

  for (const article of ARTICLES) await remove(page, article);
});
