import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { BRIEF_EDITOR, BRIEF_TOKEN_SECONDS, FORGET_REFRESH_PATH } from './auth-standin';
import { fillArticleForm } from './articles';
import { expect, test } from './fixtures';
import { SUPABASE_STANDIN_PORT } from './playwright.config';
import { signIn } from './sign-in';

/**
 * The session keeper (routes/sign-in/keeper.ts) in Chromium, against the sign-in stand-in's refresh_token grant:
 * the brief editor's access tokens last seconds, so every step below outlives the token it started with.
 */
const outliveToken = () => new Promise((resolve) => setTimeout(resolve, (BRIEF_TOKEN_SECONDS + 1) * 1000));
const cookieValue = async (context: BrowserContext, name: string, path = '/') =>
  (await context.cookies()).find((c) => c.name === name && c.path === path)?.value;

const article = (tag: string) => ({
  title: `Keeping the session ${tag}`,
  h1: `A session that outlives its token ${tag}`,
  slug: `e2e-session-${tag}-${Date.now()}`,
  description: 'An article written over several access tokens, to show that the operator stays signed in while they work.',
  excerpt: 'Written while the session renewed itself at the edge.',
  keywords: 'sessions, testing',
  body: 'The first paragraph, typed before the access token expired.\n\nThe second, typed after it.',
});

test.describe('a session that lasts while the operator works', () => {
  test.setTimeout(60_000);

  test('the operator keeps working through several expired access tokens and the save goes through', async ({ page, context }) => {
    await signIn(page, BRIEF_EDITOR);
    const firstToken = await cookieValue(context, 'sb_session');
    const fields = article('working');
    await fillArticleForm(page, fields);
    await outliveToken();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await outliveToken();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved "${fields.slug}" as a draft` })).toBeVisible();
    const lastToken = await cookieValue(context, 'sb_session');
    expect(lastToken).toBeTruthy();
    expect(lastToken).not.toBe(firstToken);
    // The refresh token never reaches a public page.
    const refresh = (await context.cookies()).filter((c) => c.name === 'sb_refresh');
    expect(refresh.map((c) => c.path).sort()).toEqual(['/auth', '/blog/manage']);
    expect(refresh.every((c) => c.httpOnly && c.sameSite === 'Strict')).toBe(true);
    // These tests serve http://127.0.0.1, a development host over plain HTTP, where worker/security.ts leaves Secure out
    // of every cookie; over HTTPS it stays (tests/worker/session-renewal.test.ts).
    expect(refresh.some((c) => c.secure)).toBe(false);
  });

  test('a refresh Supabase refuses ends the session cleanly and says so', async ({ page, context, request }) => {
    await signIn(page, BRIEF_EDITOR);
    const refresh = await cookieValue(context, 'sb_refresh', '/blog/manage');
    await request.post(`http://127.0.0.1:${SUPABASE_STANDIN_PORT}${FORGET_REFRESH_PATH}`, { data: { refresh_token: refresh } });
    await outliveToken();
    await page.goto('/blog/manage');
    await expect(page).toHaveURL(/\/auth\?ended=refused$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Your session could not be renewed');
    expect((await context.cookies()).filter((c) => c.name === 'sb_refresh')).toEqual([]);
  });
});

/** Ends the brief editor's session at Supabase (as another device's sign-out would) and waits out its access token. */
async function endSessionElsewhere(context: BrowserContext, request: APIRequestContext) {
  const refresh = await cookieValue(context, 'sb_refresh', '/blog/manage');
  await request.post(`http://127.0.0.1:${SUPABASE_STANDIN_PORT}${FORGET_REFRESH_PATH}`, { data: { refresh_token: refresh } });
  await outliveToken();
}

async function signInAgain(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText('so it has been kept for you');
  await main.getByLabel('Email address').fill(BRIEF_EDITOR.email);
  await main.getByLabel('Password').fill(BRIEF_EDITOR.password);
  await main.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('a save that survives a lost session', () => {
  test.setTimeout(60_000);

  test('Save pressed after the session ended is finished after signing in again', async ({ page, context, request }) => {
    await signIn(page, BRIEF_EDITOR);
    const fields = article('kept');
    await fillArticleForm(page, fields);
    await endSessionElsewhere(context, request);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/auth\?kept/);
    await signInAgain(page);
    await expect(page.getByRole('status').filter({ hasText: `Saved "${fields.slug}" as a draft` })).toBeVisible();
    await page.goto(`/blog/manage/${fields.slug}/edit`);
    await expect(page.getByLabel('Article (Markdown)')).toHaveValue(fields.body);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a Preview posted after the session ended comes back filled, and saves with one press', async ({ page, context, request }) => {
      await signIn(page, BRIEF_EDITOR);
      const fields = article('nojs');
      await fillArticleForm(page, fields);
      await endSessionElsewhere(context, request);
      await page.getByRole('button', { name: 'Preview' }).click();
      await signInAgain(page);
      await expect(page).toHaveURL(/\/blog\/manage\/kept$/);
      await expect(page.getByRole('status').filter({ hasText: 'here it is as you left it' })).toBeVisible();
      await expect(page.getByLabel('Article (Markdown)')).toHaveValue(fields.body);
      await expect(page.getByLabel('Slug')).toHaveValue(fields.slug);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Saved "${fields.slug}" as a draft` })).toBeVisible();
    });
  });
});
