import { expect, test } from './fixtures';

/**
 * A seeded article (migrations/0002_seed_posts.sql), pages of the route table made from their copy, and the Insights
 * listing, made from the database, each with a Markdown twin.
 */
for (const path of ['/services', '/ceo-weekly-review', '/contact', '/blog']) {
  test(`a browser is shown the HTML of ${path} after an agent was given its Markdown`, async ({ page, request }) => {
    const agent = await request.get(path, { headers: { accept: 'text/markdown' } });
    expect(agent.status()).toBe(200);
    expect(agent.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await agent.text()).toMatch(/^# \S/);

    // Twice: the first visit may render, the second is answered from the cache the agent's request went through.
    for (let visit = 0; visit < 2; visit++) {
      const res = visit === 0 ? await page.goto(path) : await page.reload();
      expect(res!.headers()['content-type']).toMatch(/^text\/html/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', new RegExp(`${path}\\.md$`));
    }

    const again = await request.get(path, { headers: { accept: 'text/markdown' } });
    expect(again.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  });
}
