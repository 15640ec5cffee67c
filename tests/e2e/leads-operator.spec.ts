/**
 * The operator's Leads screen end to end: a lead that sync-to-agile refused as invalid is parked, shows up
 * on the screen behind the editor's sign-in, and after the stand-in is fixed 'Send now' delivers it once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';
import { STANDIN_URL } from './sync-to-agile-standin';

const email = `parked.${Date.now().toString(36)}.${process.pid}@example.com`;

async function accepted(address: string): Promise<number> {
  const res = await fetch(`${STANDIN_URL}/__control/sync-to-agile/received?email=${encodeURIComponent(address)}`);
  return ((await res.json()) as { accepted: unknown[] }).accepted.length;
}

/** The Leads screen's search, as the operator uses it. */
async function findLeads(page: Page, text: string) {
  const search = page.getByRole('search', { name: 'Find leads' });
  await search.getByLabel('Email address contains').fill(text);
  await search.getByRole('button', { name: 'Show leads' }).click();
}


test('a lead parked by a 400 is on the Leads screen, and Send now delivers it once the stand-in is fixed', async ({ page, browser, consoleProblems }) => {
  // The stand-in refuses this visitor's first delivery as invalid, then is fixed.
  await fetch(`${STANDIN_URL}/__control/sync-to-agile/fail`, { method: 'POST', body: JSON.stringify({ email, status: 400, times: 1 }) });

  // A visitor subscribes from the footer, without JavaScript (a plain form post).
  const visitor = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-test-client-ip': `2001:db8:e2e:0ff::${process.pid.toString(16)}` } });
  const visit = await visitor.newPage();
  await visit.goto('/about');
  const form = visit.getByRole('contentinfo').getByRole('form', { name: /newsletter/i });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(visit.getByRole('heading', { level: 1 })).toHaveText("You're all set!");
  await visitor.close();

  await signIn(page);
  await page.getByRole('navigation', { name: 'Manager' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  // Other tests' leads may be waiting too: find this one by its address.
  await findLeads(page, email);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Newsletter sign-up');
  await expect(row).toContainText('Parked');
  await expect(row).toContainText('HTTP 400');
  expect(await accepted(email)).toBe(0);

  await row.getByRole('button', { name: `Send now ${email}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was delivered to sync-to-agile.' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toHaveCount(0);
  expect(await accepted(email)).toBe(1);

  // A reload (or a resubmitted form) sends nothing more.
  await page.reload();
  expect(await accepted(email)).toBe(1);
  void consoleProblems;
});

test('after a burst of 250 sign-ups while sync-to-agile refused them, the operator pages to the 250th and clears the burst in bulk', async ({ page, baseURL, consoleProblems }) => {
  test.setTimeout(180_000);
  const tag = `burst.${Date.now().toString(36)}.${process.pid}`;
  const address = (n: number) => `${tag}.${n}@example.com`;
  // 250 sign-ups, each refused by sync-to-agile as invalid, so all 250 wait on the Leads screen (parked).
  const signUp = async (n: number) => {
    await fetch(`${STANDIN_URL}/__control/sync-to-agile/fail`, { method: 'POST', body: JSON.stringify({ email: address(n), status: 400, times: 1 }) });
    const res = await fetch(`${baseURL}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-client-ip': `2001:db8:e2e:250:${process.pid.toString(16)}::${n.toString(16)}` },
      body: JSON.stringify({ email: address(n) }),
    });
    expect(res.status, `sign-up ${n}`).toBe(200);
  };
  // Ten at a time, each ten after the last, and the 250th alone at the end, so it is the newest.
  for (let n = 1; n < 250; n += 10) await Promise.all(Array.from({ length: Math.min(10, 250 - n) }, (_, i) => signUp(n + i)));
  await signUp(250);

  await signIn(page);
  await page.getByRole('navigation', { name: 'Manager' }).getByRole('link', { name: 'Leads' }).click();
  await findLeads(page, tag);
  const main = page.getByRole('main');
  await expect(main.getByText('Leads 1–50 of 250.')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'More undelivered leads' });
  for (let n = 2; n <= 5; n++) {
    await pages.getByRole('link', { name: 'Newer leads' }).click();
    await expect(pages.getByText(`Page ${n} of 5`)).toBeVisible();
  }
  await expect(main.getByText('Leads 201–250 of 250.')).toBeVisible();
  const last = page.getByRole('row', { name: new RegExp(address(250).replace(/\./g, '\\.')) });
  await expect(last).toContainText('Parked');
  await expect(last).toContainText('HTTP 400');

  // Newest first puts it at the top of the first page.
  await page.getByRole('search', { name: 'Find leads' }).getByLabel('Order').selectOption({ label: 'Newest first' });
  await page.getByRole('search', { name: 'Find leads' }).getByRole('button', { name: 'Show leads' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText(address(250));

  // The burst was spam: tick the page and discard it, five times over.
  for (let left = 250; left > 0; left -= 50) {
    await expect(main.getByText(`Leads 1–50 of ${left}.`)).toBeVisible();
    await main.getByRole('link', { name: 'Tick every lead on this page' }).click();
    await expect(main.getByRole('checkbox', { name: `Select ${address(left)}` })).toBeChecked();
    await main.getByRole('button', { name: 'Discard selected' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'You discarded' })).toHaveText('You discarded 50 leads: their details are deleted and they will not be sent.');
  }
  await expect(main.getByText('No undelivered lead matches this search and these filters.')).toBeVisible();
  expect(await accepted(address(250))).toBe(0);
  void consoleProblems;
});
