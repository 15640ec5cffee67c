import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a test types into the manager's new-article form; every text is the test's own. */
export interface ArticleFields {
  title: string;
  h1: string;
  slug: string;
  description: string;
  excerpt: string;
  keywords: string;
  body: string;
  /** Later than anything seeded unless said, so the article would head the first page of /blog. */
  date?: string;
  /** A topic's label; the form's first topic when left out. */
  topic?: string;
}

/** Opens the manager's new-article form (signed in) and fills it in, as an editor types. */
export async function fillArticleForm(page: Page, fields: ArticleFields) {
  await page.goto('/blog/manage/new');
  await page.getByLabel('Page title').fill(fields.title);
  await page.getByLabel('Headline (h1)').fill(fields.h1);
  await page.getByLabel('Slug').fill(fields.slug);
  await page.getByLabel('Meta description').fill(fields.description);
  await page.getByLabel('Excerpt').fill(fields.excerpt);
  await page.getByLabel('Publication date').fill(fields.date ?? '2040-01-01');
  if (fields.topic) await page.getByLabel('Topic').selectOption({ label: fields.topic });
  await page.getByLabel('Keywords').fill(fields.keywords);
  await page.getByLabel('Article (Markdown)').fill(fields.body);
}

/** Saves the filled form as a draft, then publishes it from the manager's list, each step confirmed by its notice. */
export async function saveAndPublish(page: Page, fields: Pick<ArticleFields, 'title' | 'slug'>) {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved "${fields.slug}" as a draft` })).toBeVisible();
  await page.getByRole('row', { name: new RegExp(fields.title) }).getByRole('button', { name: `Publish ${fields.title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published "${fields.slug}"` })).toBeVisible();
}
