import { formatMoney } from '../../routes/_lib/currency';
import { PACKAGES, REALITY_CHECK } from '../../routes/_lib/plans';
import { templatePage } from '../../routes/template/content';
import { personas } from '../worker/content-pages';
import { SITE } from '../../routes/_lib/site-config';
import { expect, expectNewTab, GO_BOOK, goCheckout, startingWith, test } from './fixtures';

// External pages (calendar, checkout) are outside this machine's network: answer with a stand-in page.
test.beforeEach(async ({ page }) => {
  for (const url of [SITE.bookingUrl, ...Object.values(SITE.checkoutUrls), SITE.realityCheckCheckoutUrl]) {
    await page.context().route(`${url}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Stand-in</title><p>External page</p>' }));
  }
});

test.describe('/archetypes', () => {
  test('links to all twelve personas, grouped by CEOs, COOs and CMOs', async ({ page, consoleProblems }) => {
    await page.goto('/archetypes');
    expect(personas).toHaveLength(12);
    for (const p of personas) {
      const group = page.getByRole('region', { name: new RegExp(`^${p.group}s`) });
      await expect(group.getByRole('link', { name: p.label, exact: true })).toHaveAttribute('href', p.path);
    }
    void consoleProblems;
  });
});

test.describe('a persona page', () => {
  const persona = personas[0]!;
  const plan = PACKAGES[persona.plan];

  test('opens its FAQs as disclosures', async ({ page, consoleProblems }) => {
    await page.goto(persona.path);
    const faq = persona.faqs[0]!;
    const answer = page.getByText(faq.answer);
    await expect(answer).toBeHidden();
    await page.getByText(faq.question).click();
    await expect(answer).toBeVisible();
    void consoleProblems;
  });

  test('opens the plan checkout and the booking calendar in new tabs', async ({ page, consoleProblems }) => {
    await page.goto(persona.path);
    await expectNewTab(page, new RegExp(`^Get Started with ${plan.name}`), goCheckout(persona.plan));
    await expectNewTab(page, /^Book a discovery call/, GO_BOOK);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: new RegExp(`^Get Started with ${plan.name}`) }).click();
    // Through the go-address to the plan's checkout, with a reference for the payment to come back with.
    await expect(await popup).toHaveURL(new RegExp(`^${SITE.checkoutUrls[persona.plan]}\\?client_reference_id=[0-9a-f]{32}$`));
    await expect(page).toHaveURL(persona.path);
    void consoleProblems;
  });
});

test.describe('new-tab links for booking and checkout', () => {
  test('/services: every plan’s Get Started and Let’s Have a Natter', async ({ page, consoleProblems }) => {
    await page.goto('/services');
    const pricing = page.locator('#pricing');
    for (const [key, plan] of Object.entries(PACKAGES)) {
      const buy = pricing.getByRole('link', { name: new RegExp(`^Get Started.*${plan.name}`) });
      await expect(buy).toHaveAttribute('href', startingWith(goCheckout(key)));
      await expect(buy).toHaveAttribute('target', '_blank');
      await expect(buy).toHaveAttribute('rel', /noopener/);
    }
    const natters = pricing.getByRole('link', { name: /^Let's Have a Natter/ });
    await expect(natters).toHaveCount(4);
    for (const link of await natters.all()) {
      await expect(link).toHaveAttribute('href', startingWith(GO_BOOK));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    void consoleProblems;
  });

  test('/consultation: the Reality Check checkout, at its price with the usual value struck through', async ({ page, consoleProblems }) => {
    await page.goto('/consultation');
    await expect(page.locator('s').first()).toHaveText(formatMoney(REALITY_CHECK.usualValue.GBP, 'GBP'));
    await expectNewTab(page, /^Get Reality Check/, goCheckout('reality-check'));
    void consoleProblems;
  });

  test('/consultation-booking: the embedded calendar and the always-visible new-tab link', async ({ page, consoleProblems }) => {
    await page.goto('/consultation-booking');
    await expect(page.locator('iframe[title="Book a discovery call"]')).toHaveAttribute('src', SITE.bookingUrl);
    await expect(page.frameLocator('iframe[title="Book a discovery call"]').getByText('External page')).toBeVisible();
    await expectNewTab(page, /^Open the booking calendar/, GO_BOOK);
    void consoleProblems;
  });

  test('/contact: the booking calendar', async ({ page, consoleProblems }) => {
    await page.goto('/contact');
    await expectNewTab(page, /^Choose a time/, GO_BOOK);
    void consoleProblems;
  });
});

test.describe('/strategic-planning-template', () => {
  const first = templatePage.sections[0]!;
  const long = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of our three-year vision.`).join('\n');

  test('prints the filled-in template without the navigation or footer', async ({ page, consoleProblems }) => {
    await page.goto('/strategic-planning-template');
    const field = page.getByLabel(first.prompt);
    await field.fill(long);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your one-page strategic plan' })).toBeVisible();
    for (const s of templatePage.sections) await expect(page.getByLabel(s.prompt)).toBeVisible();
    await expect(page.getByRole('button', { name: /Print/ })).toBeHidden();
    // On paper the textarea shows every line the visitor wrote: nothing is left to scroll.
    const { scrollHeight, clientHeight } = await field.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 1);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    void consoleProblems;
  });

  test('the Print / Save as PDF button opens the print dialogue', async ({ page, consoleProblems }) => {
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '');
    });
    await page.goto('/strategic-planning-template');
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-printed', '');
    void consoleProblems;
  });
});

test.describe('/strategic-planning-template without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still offers every field, and no print button that could not work', async ({ page }) => {
    await page.goto('/strategic-planning-template');
    for (const s of templatePage.sections) await expect(page.getByLabel(s.prompt)).toBeEditable();
    await expect(page.getByRole('button', { name: /Print/ })).toBeHidden();
  });
});
