import { expect, test } from './fixtures';

/** A phrase from the body of the seed article /ceo-weekly-review, in another order. */
const PHRASE = 'friday weekly review';
const ARTICLE = /The CEO.s Weekly Review/;

test.describe('the search field', () => {
  test('loads nothing before the field is focused, then shows the article under it as one types, with no page load', async ({ page, consoleProblems }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/blog');
    await page.mouse.move(10, 10);
    // The field is a searchbox until the island makes it a combobox: found by its label, it is the same either way.
    const field = page.getByLabel('Search articles and pages');
    await field.hover();
    await page.waitForTimeout(300);
    expect(scripts.filter((u) => /search-box/.test(u)), 'the island before focus').toEqual([]);

    const loads: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));
    await field.focus();
    await expect(page.locator('[data-island="search-box"][data-started]')).toHaveCount(1);
    expect(scripts.filter((u) => /search-box/.test(u))).toHaveLength(1);
    await field.pressSequentially(PHRASE, { delay: 20 });

    const combobox = page.getByRole('combobox', { name: 'Search articles and pages' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const option = page.getByRole('option', { name: ARTICLE });
    await expect(option).toBeVisible();
    await expect(option.locator('mark').first()).toBeVisible();
    await expect(page.locator('[data-search-status]')).toContainText(/suggestion/);
    expect(loads, 'no page load while typing').toEqual([]);

    // The keyboard reaches the article and opens it; Back returns to the search.
    for (let i = 0; i < 8 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await combobox.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await combobox.press('Enter');
    await expect(page).toHaveURL(/\/ceo-weekly-review$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=friday\+weekly\+review$/);
    await expect(page.getByRole('link', { name: ARTICLE })).toBeVisible();
    void consoleProblems;
  });

  test('closes its list with Escape and submits the form with Enter', async ({ page, consoleProblems }) => {
    await page.goto('/search');
    const field = page.getByLabel('Search articles and pages');
    await field.focus();
    await field.pressSequentially('weekly review', { delay: 20 });
    const combobox = page.getByRole('combobox', { name: 'Search articles and pages' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await combobox.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toBeHidden();
    await combobox.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=weekly\+review$/);
    await expect(page.getByRole('link', { name: ARTICLE })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    void consoleProblems;
  });

  test('works without JavaScript: the form finds the article and marks the words', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('searchbox', { name: 'Search articles and pages' }).fill(PHRASE);
    await page.getByRole('searchbox', { name: 'Search articles and pages' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=friday\+weekly\+review$/);
    const first = page.getByRole('heading', { level: 2, name: 'Articles' }).locator('xpath=..').getByRole('listitem').first();
    await expect(first.getByRole('link', { name: ARTICLE })).toBeVisible();
    await expect(first.locator('mark').first()).toBeVisible();
    await context.close();
  });
});
