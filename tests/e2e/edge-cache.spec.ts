import { EDITOR } from './auth-standin';
import { expect, test } from './fixtures';

/** Each run writes its own article, so a reused server never sees a slug twice. */
const run = Date.now().toString(36);
const article = {
  slug: `e2e-cached-then-unpublished-${run}`,
  title: `A Cached Article That Is Withdrawn, Run ${run}`,
  h1: `An Article a Visitor Saw Before It Was Withdrawn (${run})`,
  metaDescription: 'Written by the end-to-end suite to prove that an unpublished post leaves the page cache at once for every visitor.',
  excerpt: 'Written by the end-to-end suite: cached for a visitor, then withdrawn by the editor.',
  author: 'Executive Sidekick',
  date: '2031-04-02',
  cluster: 'founder-wellbeing',
  keywords: ['page cache'],
  content: 'A short article that the page cache keeps until the editor withdraws it, and not a moment longer.',
  faqs: [],
};

test.describe('the page cache', () => {
  test('a visitor who was served a cached post finds it gone once the editor unpublishes it', async ({ page, request, baseURL }) => {
    // The editor works through the manager's JSON API, signed in with its own cookie jar (`request`), so the
    // visitor (`page`) stays signed out and is answered from the cache.
    const sameSite = { headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin' } };
    const signIn = await request.post('/auth', { form: { email: EDITOR.email, password: EDITOR.password }, maxRedirects: 0, ...sameSite });
    expect(signIn.status()).toBe(303);
    expect((await request.post('/api/blog/posts', { data: article, ...sameSite })).status()).toBe(201);
    expect((await request.post(`/api/blog/posts/${article.slug}/publish`, sameSite)).status()).toBe(200);

    await page.goto(`/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.h1);
    const cached = await page.reload();
    expect(cached!.headers()['x-edge-cache']).toBe('HIT');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.h1);

    expect((await request.post(`/api/blog/posts/${article.slug}/unpublish`, sameSite)).status()).toBe(200);
    const gone = await page.reload();
    expect(gone!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');

    expect((await request.delete(`/api/blog/posts/${article.slug}`, sameSite)).status()).toBe(204);
  });
});
