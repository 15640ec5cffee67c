import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe("the manager's list", () => {
  test('an editor searches by title, filters by status and topic, and clears the filters, all without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);

    const search = page.getByRole('search', { name: 'Find articles' });
    await search.getByRole('searchbox', { name: 'Search titles and slugs' }).fill('weekly rev');
    await search.getByRole('button', { name: 'Show articles' }).click();
    await expect(page).toHaveURL(/\/blog\/manage\?q=weekly\+rev/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('/ceo-weekly-review');
    await expect(page.getByText('Articles 1 to 1 of 1, newest first.')).toBeVisible();

    // The form remembers the search; a status with no such article says so plainly.
    await expect(search.getByRole('searchbox', { name: 'Search titles and slugs' })).toHaveValue('weekly rev');
    await search.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Draft' });
    await search.getByRole('button', { name: 'Show articles' }).click();
    await expect(page.getByText('No article matches this search and these filters.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.getByRole('link', { name: 'Clear the search and filters' }).click();
    await expect(page).toHaveURL(/\/blog\/manage$/);
    const filters = page.getByRole('search', { name: 'Find articles' });
    await filters.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Founder wellbeing' });
    await filters.getByRole('button', { name: 'Show articles' }).click();
    await expect(page).toHaveURL(/cluster=founder-wellbeing/);
    const bodyRows = page.getByRole('table').getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    expect(await bodyRows.count()).toBeGreaterThan(0);
    for (const text of await bodyRows.allInnerTexts()) expect(text).toContain('Founder wellbeing');
    await context.close();
  });
});
