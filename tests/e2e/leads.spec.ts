/**
 * Leads end to end: the newsletter form in each variant, the contact and charity application forms,
 * with and without JavaScript, against the built worker and the sync-to-agile stand-in.
 */
import type { Locator, Page } from '@playwright/test';
import { SITE } from '../../routes/_lib/site-config';
import { expect, test } from './fixtures';
import { STANDIN_URL } from './sync-to-agile-standin';

const VARIANTS_PAGE = '/api/__test/newsletter-forms';

let n = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${process.pid}.${++n}@example.com`;

/** Each test is its own visitor, so the per-IP rate limit never couples tests running in parallel. */
async function asVisitor(page: Page, country = 'GB') {
  await page.setExtraHTTPHeaders({ 'x-test-country': country, 'x-test-client-ip': `2001:db8:e2e::${process.pid.toString(16)}:${(++n).toString(16)}` });
}

interface Received {
  accepted: { record: Record<string, unknown>; apikey?: string; authorization?: string }[];
  refused: number;
}
async function received(email: string): Promise<Received> {
  return (await fetch(`${STANDIN_URL}/__control/sync-to-agile/received?email=${encodeURIComponent(email)}`)).json() as Promise<Received>;
}
async function failUpstream(email: string, status: number, times: number) {
  await fetch(`${STANDIN_URL}/__control/sync-to-agile/fail`, { method: 'POST', body: JSON.stringify({ email, status, times }) });
}

function toast(page: Page, title: string) {
  return page.locator('#toasts .toast').filter({ has: page.locator('.toast-title', { hasText: title }) });
}
/** The newest toast with this title (an earlier one may still be on screen). */
async function expectToast(page: Page, title: string, description: string, variant: 'default' | 'destructive' = 'default') {
  const t = toast(page, title).last();
  await expect(t).toBeVisible();
  await expect(t.locator('.toast-description')).toHaveText(description);
  await expect(t).toHaveAttribute('data-variant', variant);
}

/** Focusing a field hydrates the island; wait until it has taken the form over. */
async function enhance(form: Locator) {
  await form.getByLabel('Email address').click();
  // The island loads on this first touch; on a busy machine that can take longer than a page's check.
  await expect(form).toHaveAttribute('data-enhanced', '', { timeout: 15_000 });
}

/** Holds the next post to `path` until `release` is called, to look at the submitting state. */
async function holdPost(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const SUCCESS = ['Successfully subscribed!', "Welcome to our newsletter! You'll receive valuable insights on business strategy."] as const;
const FAILED = ['Subscription failed', 'Please try again or contact us directly.'] as const;
const INVALID = ['Valid email required', 'Please enter a valid email address to subscribe.'] as const;

const variants = [
  { variant: 'default', region: 'Default variant', done: "You're all set!", withName: true },
  { variant: 'minimal', region: 'Minimal variant', done: "You're all set!", withName: false },
  { variant: 'inline', region: 'Inline variant', done: 'Subscribed!', withName: false },
] as const;

test.describe('the newsletter form', () => {
  for (const { variant, region, done, withName } of variants) {
    test.describe(`${variant} variant`, () => {
      test('submitting, then subscribed, with the success toast and the exact record sent', async ({ page, consoleProblems }) => {
        await asVisitor(page);
        await page.goto(VARIANTS_PAGE);
        const box = page.getByRole('region', { name: region });
        const form = box.locator('form');
        await enhance(form);
        const email = uniqueEmail(`nl-${variant}`);
        if (withName) await form.getByLabel(/First name/).fill('Ada');
        await form.getByLabel('Email address').fill(email.toUpperCase());
        const release = await holdPost(page, '/api/newsletter');
        await form.getByRole('button', { name: 'Subscribe' }).click();

        const busy = form.getByRole('button', { name: 'Subscribing...' });
        await expect(busy).toBeDisabled();
        await expect(form.getByLabel('Email address')).toBeDisabled();
        if (withName) await expect(form.getByLabel(/First name/)).toBeDisabled();
        release();

        await expectToast(page, ...SUCCESS);
        await expect(box.getByRole('status')).toContainText(done);
        await expect(box.locator('form')).toHaveCount(0);
        await expect.poll(async () => (await received(email)).accepted).toEqual([
          {
            record: {
              name: withName ? 'Ada' : 'Newsletter Subscriber',
              email,
              message: 'Newsletter subscription',
              source: 'newsletter_signup',
              newsletter_signup: true,
            },
            apikey: 'e2e-anon-key',
            authorization: 'Bearer e2e-anon-key',
          },
        ]);
        void consoleProblems;
      });

      test('an email without an at-sign: the destructive toast, nothing sent, the form stays', async ({ page, consoleProblems }) => {
        await asVisitor(page);
        await page.goto(VARIANTS_PAGE);
        const form = page.getByRole('region', { name: region }).locator('form');
        await enhance(form);
        const posts: string[] = [];
        page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
        for (const [i, typed] of ['not-an-email', ''].entries()) {
          await form.getByLabel('Email address').fill(typed);
          await form.getByRole('button', { name: 'Subscribe' }).click();
          await expect(toast(page, INVALID[0])).toHaveCount(i + 1);
          await expectToast(page, ...INVALID, 'destructive');
          await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
          await expect(form.getByLabel('Email address')).toHaveValue(typed);
          await expect(form.getByLabel('Email address')).toBeFocused();
        }
        expect(posts).toEqual([]);
        void consoleProblems;
      });

      test('when the worker cannot take it: the failure toast, and the form keeps what was typed', async ({ page }) => {
        await asVisitor(page);
        await page.goto(VARIANTS_PAGE);
        const form = page.getByRole('region', { name: region }).locator('form');
        await enhance(form);
        await page.route('**/api/newsletter', (route) =>
          route.fulfill({ status: 503, json: { ok: false, error: 'store_failed', message: 'Please try again or contact us directly.' } }),
        );
        const email = uniqueEmail('nl-failed');
        await form.getByLabel('Email address').fill(email);
        await form.getByRole('button', { name: 'Subscribe' }).click();
        await expectToast(page, ...FAILED, 'destructive');
        await expect(form.getByLabel('Email address')).toHaveValue(email);
        await expect(form.getByLabel('Email address')).toBeEnabled();
        await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

        await page.unroute('**/api/newsletter');
        await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'));
        await form.getByRole('button', { name: 'Subscribe' }).click();
        await expect(toast(page, FAILED[0])).toHaveCount(2);
      });
    });
  }

  test('sync-to-agile down: the visitor is still told the truth (stored), and the retry delivers it', async ({ page, request }) => {
    await asVisitor(page);
    const email = uniqueEmail('nl-retry');
    await failUpstream(email, 500, 1);
    await page.goto(VARIANTS_PAGE);
    const form = page.getByRole('region', { name: 'Minimal variant' }).locator('form');
    await enhance(form);
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, ...SUCCESS);
    await expect.poll(async () => (await received(email)).refused).toBe(1);
    expect((await received(email)).accepted).toEqual([]);

    // wrangler dev runs no cron by itself; its trigger endpoint runs the worker's scheduled handler, here as if
    // ten minutes had passed (past the first retry's backoff).
    const cron = await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${Date.now() + 10 * 60_000}`);
    expect(cron.ok()).toBe(true);
    await expect.poll(async () => (await received(email)).accepted.map((a) => a.record.email)).toEqual([email]);
  });

  test('the minimal variant sits on the contact page', async ({ page, consoleProblems }) => {
    await asVisitor(page);
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Newsletter' }).getByRole('form', { name: 'Newsletter sign-up' });
    await expect(form).toHaveAttribute('data-newsletter', 'minimal');
    await enhance(form);
    const email = uniqueEmail('nl-contact');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, ...SUCCESS);
    await expect(page.getByRole('region', { name: 'Newsletter' }).getByRole('status')).toContainText("You're all set!");
    await expect.poll(async () => (await received(email)).accepted.length).toBe(1);
    void consoleProblems;
  });

  test('the inline variant sits in the footer of every page', async ({ page, consoleProblems }) => {
    await asVisitor(page);
    await page.goto('/');
    const form = page.getByRole('contentinfo').getByRole('form', { name: /newsletter/i });
    await enhance(form);
    const email = uniqueEmail('nl-footer');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, ...SUCCESS);
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(/Subscribed!/);
    await expect.poll(async () => (await received(email)).accepted.length).toBe(1);
    void consoleProblems;
  });
});

test.describe('the contact form', () => {
  test('sends, shows Sending..., then the confirmation that says what happens next', async ({ page, consoleProblems }) => {
    await asVisitor(page);
    await page.goto('/contact');
    const form = page.locator('form[action="/api/contact"]');
    await enhance(form);
    const email = uniqueEmail('contact');
    await form.getByLabel('Your name').fill('Ada Lovelace');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel(/Company/).fill('Analytical Engines Ltd');
    await form.getByLabel('How can we help?').fill('We need a chief of staff for two days a week.');
    const release = await holdPost(page, '/api/contact');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(form.getByLabel('How can we help?')).toBeDisabled();
    release();
    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, your message is with us' });
    await expect(confirmation).toContainText('We will reply within one working day');
    await expect(page.getByRole('heading', { name: 'Thank you, your message is with us' })).toBeFocused();
    await expect.poll(async () => (await received(email)).accepted.map((a) => a.record)).toEqual([
      {
        name: 'Ada Lovelace',
        email,
        message: 'Company: Analytical Engines Ltd\n\nWe need a chief of staff for two days a week.',
        source: 'contact_form',
        newsletter_signup: false,
        company: 'Analytical Engines Ltd',
      },
    ]);
    void consoleProblems;
  });

  test('each field says what is wrong, and the message clears once it is fixed', async ({ page, consoleProblems }) => {
    await asVisitor(page);
    await page.goto('/contact');
    const form = page.locator('form[action="/api/contact"]');
    await enhance(form);
    await form.getByLabel('Email address').fill('nope');
    await form.getByLabel('How can we help?').fill('Hi');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, 'Please check the form', 'Please check the highlighted fields.', 'destructive');
    await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields.');
    const name = form.getByLabel('Your name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Please tell us your name.');
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(form.getByLabel('How can we help?')).toHaveAccessibleDescription(/at least 10 characters/);
    await name.fill('Ada');
    await form.getByLabel('Email address').focus();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please tell us your name.')).toBeHidden();
    void consoleProblems;
  });

  test('when it cannot be sent: a destructive toast with the email address, and nothing is lost', async ({ page }) => {
    await asVisitor(page);
    await page.goto('/contact');
    const form = page.locator('form[action="/api/contact"]');
    await enhance(form);
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { ok: false, error: 'store_failed', message: 'x' } }));
    await form.getByLabel('Your name').fill('Ada');
    await form.getByLabel('Email address').fill(uniqueEmail('contact-failed'));
    await form.getByLabel('How can we help?').fill('Please get in touch about a Reality Check.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, 'Message not sent', `Please try again or email us at ${SITE.contactEmail}.`, 'destructive');
    await expect(form.getByLabel('How can we help?')).toHaveValue('Please get in touch about a Reality Check.');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});

test.describe('the charity application form', () => {
  test('sends the application with the organisation details', async ({ page, consoleProblems }) => {
    await asVisitor(page);
    await page.goto('/charity-application');
    const form = page.locator('form[action="/api/charity-application"]');
    await enhance(form);
    const email = uniqueEmail('charity');
    await form.getByLabel('Your name').fill('Grace Hopper');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel(/Your role/).fill('Chair of trustees');
    await form.getByLabel('Organisation', { exact: true }).fill('Harbour Food Bank');
    await form.getByLabel(/Registration number/).fill('1234567');
    await form.getByLabel(/Latest annual income/).fill('£180,000');
    await form.getByLabel('The challenge you would like help with').fill('We need a three-year strategy our trustees can sign off.');
    await form.getByRole('button', { name: /Send|Apply|Submit/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application received' })).toBeVisible();
    await expect.poll(async () => (await received(email)).accepted.map((a) => a.record)).toEqual([
      {
        name: 'Grace Hopper',
        email,
        message:
          'Organisation: Harbour Food Bank\nYour role: Chair of trustees\nRegistration number: 1234567\nLatest annual income: £180,000\n\nWe need a three-year strategy our trustees can sign off.',
        source: 'charity_application',
        newsletter_signup: false,
        company: 'Harbour Food Bank',
      },
    ]);
    void consoleProblems;
  });

  test('says which required fields are missing', async ({ page, consoleProblems }) => {
    await asVisitor(page);
    await page.goto('/charity-application');
    const form = page.locator('form[action="/api/charity-application"]');
    await enhance(form);
    await form.getByLabel('Your name').fill('Grace');
    await form.getByLabel('Email address').fill(uniqueEmail('charity-invalid'));
    await form.getByRole('button', { name: /Send|Apply|Submit/ }).click();
    await expect(form.getByLabel('Organisation', { exact: true })).toHaveAccessibleDescription('Please tell us the name of your organisation.');
    await expect(form.getByLabel('The challenge you would like help with')).toHaveAccessibleDescription('Please describe the challenge you would like help with.');
    await expect(form.getByLabel('Organisation', { exact: true })).toBeFocused();
    void consoleProblems;
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer newsletter form posts and the worker answers with "You\'re all set!"', async ({ page }) => {
    await asVisitor(page);
    await page.goto('/about');
    const email = uniqueEmail('nojs-nl');
    const form = page.getByRole('contentinfo').getByRole('form', { name: /newsletter/i });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/api\/newsletter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're all set!");
    await expect(page.getByText(SUCCESS[1])).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/about');
    await expect.poll(async () => (await received(email)).accepted.length).toBe(1);
  });

  test('a refused newsletter address comes back in the form with the message', async ({ page }) => {
    await asVisitor(page);
    await page.goto(VARIANTS_PAGE);
    // The browser's own check lets a@b through; the worker does not.
    const form = page.getByRole('region', { name: 'Default variant' }).locator('form');
    await form.getByLabel('Email address').fill('ada@localhost');
    await form.getByLabel(/First name/).fill('Ada');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Almost there: check your email address');
    const again = page.getByRole('main').locator('form');
    await expect(again.getByLabel('Email address')).toHaveValue('ada@localhost');
    await expect(again.getByLabel(/First name/)).toHaveValue('Ada');
    await expect(again.getByLabel('Email address')).toHaveAccessibleDescription(INVALID[1]);
  });

  test('the contact form posts and gets the confirmation page', async ({ page }) => {
    await asVisitor(page);
    await page.goto('/contact');
    const form = page.locator('form[action="/api/contact"]');
    const email = uniqueEmail('nojs-contact');
    await form.getByLabel('Your name').fill('Ada');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('How can we help?').fill('Could we talk about marketing support?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your message is with us');
    await expect(page.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/contact');
    await expect.poll(async () => (await received(email)).accepted.length).toBe(1);
  });

  test('a contact form the worker refuses comes back with every value and a message at the field', async ({ page }) => {
    await asVisitor(page);
    await page.goto('/contact');
    const form = page.locator('form[action="/api/contact"]');
    await form.getByLabel('Your name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@localhost');
    await form.getByLabel(/Company/).fill('Acme & Sons');
    await form.getByLabel('How can we help?').fill('Could we talk about marketing support?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your message');
    const again = page.locator('form[action="/api/contact"]');
    await expect(again.getByRole('alert')).toHaveText('Please check the highlighted fields.');
    await expect(again.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(again.getByLabel(/Company/)).toHaveValue('Acme & Sons');
    await expect(again.getByLabel('How can we help?')).toHaveValue('Could we talk about marketing support?');
  });

  test('the charity application posts and gets the confirmation with the steps that follow', async ({ page }) => {
    await asVisitor(page);
    await page.goto('/charity-application');
    const form = page.locator('form[action="/api/charity-application"]');
    const email = uniqueEmail('nojs-charity');
    await form.getByLabel('Your name').fill('Grace');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Organisation', { exact: true }).fill('Harbour Food Bank');
    await form.getByLabel('The challenge you would like help with').fill('We need help writing a fundraising plan for next year.');
    await form.getByRole('button', { name: /Send|Apply|Submit/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application received');
    await expect(page.getByRole('heading', { name: 'We review applications each quarter' })).toBeVisible();
    await expect.poll(async () => (await received(email)).accepted.length).toBe(1);
  });
});
