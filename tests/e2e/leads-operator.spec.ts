/**
 * The operator's Leads screen end to end: a lead that sync-to-agile refused as invalid is parked, shows up
 * on the screen behind the editor's sign-in, and after the stand-in is fixed 'Send now' delivers it once.
 */
import { expect, test } from './fixtures';
import { signIn } from './sign-in';
import { STANDIN_URL } from './sync-to-agile-standin';

const email = `parked.${Date.now().toString(36)}.${process.pid}@example.com`;

async function accepted(address: string): Promise<number> {
  const res = await fetch(`${STANDIN_URL}/__control/sync-to-agile/received?email=${encodeURIComponent(address)}`);
  return ((await res.json()) as { accepted: unknown[] }).accepted.length;
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
