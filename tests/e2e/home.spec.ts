import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { CURRENCIES, formatMoney, type Currency } from '../../routes/_lib/currency';
import { TIMINGS } from '../../routes/_lib/islands';
import { PACKAGES, PLAN_KEYS, REALITY_CHECK } from '../../routes/_lib/plans';
import { roiSaving } from '../../routes/_lib/roi';
import { burnoutLevels } from '../../routes/_lib/burnout-levels';
import { audience, closing, faqs, hero, howItWorks, industriesIntro, newsletter, pricing, reasons, roi, solution, thermometer } from '../../routes/home/content';
import { services } from '../../routes/services/content';
import { SITE } from '../../routes/_lib/site-config';
import { expect, expectNewTab, GO_BOOK, goCheckout, screenshotFullPage, startingWith, test, wakeIslands } from './fixtures';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../output/screenshots');
const START = new Date('2025-03-03T09:00:00Z').getTime();
const countryOf: Record<Currency, string> = { GBP: 'GB', USD: 'US' };
/** The Reality Check is £90 / $115, usually £437 / $555: written out here, not read from routes/_lib/plans.ts. */
const REALITY_CHECK_PRICES: Record<Currency, [string, string]> = { GBP: ['£90', '£437'], USD: ['$115', '$555'] };

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const heroRegion = (page: Page) => region(page, hero.h1);
const badgeOf = (page: Page) => heroRegion(page).getByRole('link', { name: / – see our services$/ });
/** The badge's rotating text (deliberately not a live region: screen readers are not told of every rotation). */
const badgeTextOf = (page: Page) => badgeOf(page).locator('[data-badge-text]');
const badgeControlOf = (page: Page, name: 'pause' | 'play') => heroRegion(page).getByRole('button', { name: hero.badgeControl[name], exact: true });
const thermoRegion = (page: Page) => region(page, thermometer.heading);
const roiRegion = (page: Page) => region(page, roi.heading);
const pricingRegion = (page: Page) => region(page, pricing.heading);
const faqRegion = (page: Page) => region(page, 'Questions leaders ask us');
const currencySwitch = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Show prices in US dollars' }).first();

/** The booking calendar and the payment pages are outside this machine's network: answer for them. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(calendly\.com|buy\.stripe\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>External stand-in</title>' }),
  );
});

/** A booking or checkout link: its go-address, in a new tab that reaches the provider's link with a reference. */
async function expectOpensInNewTab(link: Locator, go: string, provider: string) {
  await expect(link).toHaveAttribute('href', startingWith(go));
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([link.page().waitForEvent('popup'), link.click()]);
  await tab.waitForURL((url) => url.href.startsWith(`${provider}?`) && /=[0-9a-f]{32}$/.test(url.search));
  await tab.close();
}

/** With the clock paused, step it 100 ms at a time until the badge shows something else; returns what and when. */
async function stepUntilBadgeChanges(page: Page, from: string, limitMs: number) {
  for (let elapsed = 100; elapsed <= limitMs; elapsed += 100) {
    await page.clock.runFor(100);
    const text = (await badgeTextOf(page).textContent()) ?? '';
    if (text !== from) return { text, elapsed };
  }
  return { text: from, elapsed: limitMs };
}

test.describe('the hero audience badge', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1_000);
  });

  test('rotates every 3 seconds through the five audiences, in order, back to the first', async ({ page, consoleProblems }) => {
    await page.goto('/');
    await expect(badgeTextOf(page)).toHaveText('For Executives');
    // The island hydrates when the browser is idle, so the first change comes a little over 3 s in...
    const first = await stepUntilBadgeChanges(page, 'For Executives', 10_000);
    expect(first.text).toBe('For CEOs');
    expect(first.elapsed).toBeGreaterThanOrEqual(TIMINGS.badgeRotationMs);
    // ...and every later one exactly 3 s after the one before (to within the 100 ms step that spotted it).
    let shown = first.text;
    for (const next of [...hero.badges.slice(2), hero.badges[0]]) {
      await page.clock.runFor(TIMINGS.badgeRotationMs - 200);
      await expect(badgeTextOf(page)).toHaveText(shown);
      await page.clock.runFor(200);
      await expect(badgeTextOf(page)).toHaveText(next);
      shown = next;
    }
    void consoleProblems;
  });

  test('has a button that pauses the rotation and plays it again, and never announces the rotation', async ({ page, consoleProblems }) => {
    await page.goto('/');
    await expect(heroRegion(page).locator('[aria-live]')).toHaveCount(0);
    expect((await stepUntilBadgeChanges(page, 'For Executives', 10_000)).text).toBe('For CEOs');
    await badgeControlOf(page, 'pause').click();
    await expect(badgeControlOf(page, 'play')).toBeVisible();
    await expect(badgeControlOf(page, 'pause')).toHaveCount(0);
    for (let i = 0; i < 4; i++) await page.clock.runFor(TIMINGS.badgeRotationMs);
    await expect(badgeTextOf(page)).toHaveText('For CEOs');
    await badgeControlOf(page, 'play').click();
    await expect(badgeControlOf(page, 'pause')).toBeVisible();
    await page.clock.runFor(TIMINGS.badgeRotationMs);
    await expect(badgeTextOf(page)).toHaveText('For Solopreneurs');
    // Pausing leaves the badge itself working.
    await badgeOf(page).click();
    await expect(page).toHaveURL(/\/#services$/);
    void consoleProblems;
  });

  test('clicking it scrolls the services section into view', async ({ page, consoleProblems }) => {
    await page.goto('/');
    // Once it has rotated, the island is live and handles the click.
    expect((await stepUntilBadgeChanges(page, 'For Executives', 10_000)).text).toBe('For CEOs');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await badgeOf(page).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Senior support across the whole business' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    void consoleProblems;
  });

  test.describe('for visitors who prefer reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('stays on For Executives, and still scrolls to the services on a click', async ({ page, consoleProblems }) => {
      const badgeScript = page.waitForResponse(/\/assets\/audience-badge-[^/]*\.js$/);
      await page.goto('/');
      await page.clock.runFor(100);
      await badgeScript;
      for (let i = 0; i < 5 * (TIMINGS.badgeRotationMs / 100); i++) await page.clock.runFor(100);
      await expect(badgeTextOf(page)).toHaveText('For Executives');
      // Nothing moves, so there is nothing to pause.
      await expect(heroRegion(page).getByRole('button')).toHaveCount(0);
      // The island takes over the click (replacing the URL rather than adding a history entry): it is live.
      const entries = await page.evaluate(() => history.length);
      await badgeOf(page).click();
      await expect(page).toHaveURL(/\/#services$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Senior support across the whole business' })).toBeInViewport();
      expect(await page.evaluate(() => history.length)).toBe(entries);
      void consoleProblems;
    });
  });
});

test.describe('the hero buttons', () => {
  test("Let's Have a Natter and Let's Connect First open the booking calendar in a new tab", async ({ page, consoleProblems }) => {
    await page.goto('/');
    await expectNewTab(page, /^Let's Have a Natter/, GO_BOOK);
    await expectNewTab(page, /^Let's Connect First/, GO_BOOK);
    const heroSection = heroRegion(page);
    await expectOpensInNewTab(heroSection.getByRole('link', { name: /^Let's Have a Natter/ }), GO_BOOK, SITE.bookingUrl);
    await expectOpensInNewTab(heroSection.getByRole('link', { name: /^Let's Connect First/ }), GO_BOOK, SITE.bookingUrl);
    void consoleProblems;
  });

  test('Get Reality Check opens the payment page in a new tab', async ({ page, consoleProblems }) => {
    await page.goto('/');
    await expectNewTab(page, /^Get Reality Check/, goCheckout('reality-check'));
    await expectOpensInNewTab(heroRegion(page).getByRole('link', { name: /^Get Reality Check/ }), goCheckout('reality-check'), SITE.realityCheckCheckoutUrl);
    void consoleProblems;
  });

  test('See Services goes to /services', async ({ page, consoleProblems }) => {
    await page.goto('/');
    await heroRegion(page).getByRole('link', { name: 'See Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    void consoleProblems;
  });
});

test.describe('the burnout thermometer', () => {
  const levelName = (l: (typeof burnoutLevels)[number]) => `${l.level} ${l.label}`;

  test('asks for a choice before it shows any result', async ({ page, consoleProblems }) => {
    await page.goto('/');
    const thermo = thermoRegion(page);
    await expect(thermo.getByText(thermometer.prompt)).toBeVisible();
    for (const l of burnoutLevels) {
      await expect(thermo.getByRole('radio', { name: levelName(l) })).not.toBeChecked();
      await expect(thermo.getByText(l.message, { exact: true })).toBeHidden();
    }
    await expect(thermo.getByRole('link')).toHaveCount(0);
    void consoleProblems;
  });

  for (const l of burnoutLevels.filter((b) => [1, 3, 5].includes(b.level))) {
    test(`level ${levelName(l)} shows its label, message and next steps`, async ({ page, consoleProblems }) => {
      await page.goto('/');
      const thermo = thermoRegion(page);
      await thermo.getByText(levelName(l), { exact: true }).click();
      await expect(thermo.getByRole('radio', { name: levelName(l) })).toBeChecked();
      await expect(thermo.getByText(thermometer.prompt)).toBeHidden();
      await expect(thermo.getByText(`${l.emoji} ${l.label}`, { exact: true })).toBeVisible();
      await expect(thermo.getByText(l.message, { exact: true })).toBeVisible();
      await expect(thermo.getByRole('link', { name: 'Take the full assessment' })).toHaveAttribute('href', '/assessment');
      if (l.level <= 2) {
        await expect(thermo.getByRole('link', { name: 'Explore our services' })).toHaveAttribute('href', '/services');
        await expect(thermo.getByRole('link', { name: /^Talk it through with us/ })).toHaveCount(0);
      } else {
        await expect(thermo.getByRole('link', { name: 'Explore our services' })).toHaveCount(0);
        await expectOpensInNewTab(thermo.getByRole('link', { name: /^Talk it through with us/ }), GO_BOOK, SITE.bookingUrl);
      }
      void consoleProblems;
    });
  }

  // The layout changes only at the style sheet's breakpoints (640, 768, 1024, 1280 and 1536 px): either side of each.
  const LAYOUT_WIDTHS = [320, 390, 639, 640, 767, 768, 1023, 1024, 1279, 1280, 1366, 1535, 1536, 1920, 2560];

  test(`shows every level above the prompt '${thermometer.prompt}' at every width from 320 to 2560 px`, async ({ page, consoleProblems }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const misplaced: string[] = [];
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const found = await page.evaluate(
        ({ heading, prompt, levels }) => {
          const region = [...document.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === heading)!;
          const spans = [...region.querySelectorAll('span, p')];
          const top = spans.find((el) => el.textContent === prompt)!.getBoundingClientRect().top;
          return levels.flatMap((name) => {
            const bottom = spans.find((el) => el.textContent === name)!.closest('label')!.getBoundingClientRect().bottom;
            return bottom > top ? [`'${name}' ends at ${Math.round(bottom)}, the prompt starts at ${Math.round(top)}`] : [];
          });
        },
        { heading: thermometer.heading, prompt: thermometer.prompt, levels: burnoutLevels.map(levelName) },
      );
      misplaced.push(...found.map((f) => `${width} px: ${f}`));
    }
    expect(misplaced).toEqual([]);
    void consoleProblems;
  });

  test('changing the level replaces the result', async ({ page, consoleProblems }) => {
    await page.goto('/');
    const thermo = thermoRegion(page);
    const [crushing, , managing] = burnoutLevels as [(typeof burnoutLevels)[number], unknown, (typeof burnoutLevels)[number]];
    await thermo.getByText(levelName(crushing), { exact: true }).click();
    await expect(thermo.getByText(crushing.message, { exact: true })).toBeVisible();
    await thermo.getByText(levelName(managing), { exact: true }).click();
    await expect(thermo.getByText(managing.message, { exact: true })).toBeVisible();
    await expect(thermo.getByText(crushing.message, { exact: true })).toBeHidden();
    await expect(thermo.getByRole('radio', { name: levelName(crushing) })).not.toBeChecked();
    await expect(thermo.getByRole('link', { name: 'Take the full assessment' })).toHaveCount(1);
    await expect(thermo.getByRole('link', { name: 'Explore our services' })).toHaveCount(0);
    void consoleProblems;
  });

  test('announces the chosen result politely to screen readers', async ({ page, consoleProblems }) => {
    await page.goto('/');
    const thermo = thermoRegion(page);
    const burntOut = burnoutLevels.find((l) => l.level === 5)!;
    await thermo.getByText(levelName(burntOut), { exact: true }).click();
    await expect(thermo.locator('[aria-live="polite"]')).toHaveText(`${burntOut.label}. ${burntOut.message}`);
    void consoleProblems;
  });
});

for (const currency of CURRENCIES) {
  test.describe(`the ROI calculator in ${currency}`, () => {
    test.use({ country: countryOf[currency] });

    test('starts on Strategic Sidekick', async ({ page, consoleProblems }) => {
      await page.goto('/');
      const calc = roiRegion(page);
      await expect(calc.getByRole('radio', { name: PACKAGES.strategic.name })).toBeChecked();
      await expect(calc.getByRole('heading', { name: `${PACKAGES.strategic.name}: your annual saving` })).toBeVisible();
      await expect(calc.getByRole('heading', { name: /: your annual saving$/ })).toHaveCount(1);
      void consoleProblems;
    });

    for (const key of PLAN_KEYS) {
      const { name } = PACKAGES[key];
      test(`${name} shows its annual saving and percentage, and a way to the services`, async ({ page, consoleProblems }) => {
        const { saving, percentage } = roiSaving(key, currency);
        await page.goto('/');
        const calc = roiRegion(page);
        await calc.getByRole('radio', { name }).check();
        await expect(calc.getByRole('heading', { name: `${name}: your annual saving` })).toBeVisible();
        await expect(calc.getByRole('heading', { name: /: your annual saving$/ })).toHaveCount(1);
        await expect(calc.getByText(formatMoney(saving, currency), { exact: true }).filter({ visible: true })).toHaveCount(1);
        await expect(calc.getByText(`${percentage}%`, { exact: true }).filter({ visible: true })).toHaveCount(1);
        await expect(calc.getByRole('link', { name: "See what's included" })).toHaveAttribute('href', '/services');
        void consoleProblems;
      });
    }

    test('names the hires it compares in their own case (CMO, HR)', async ({ page, consoleProblems }) => {
      await page.goto('/');
      const calc = roiRegion(page);
      for (const [key, hires] of [
        ['executive', 'a CMO, an executive assistant and an HR coordinator'],
        ['fullforce', 'a CMO, a head of operations, an executive assistant and a strategic advisor'],
        ['starter', 'a full-time executive assistant'],
      ] as const) {
        await calc.getByRole('radio', { name: PACKAGES[key].name }).check();
        const sentence = `${roiSaving(key, currency).percentage}% less than hiring ${hires}`;
        await expect(calc.getByText(sentence, { exact: true })).toBeVisible();
      }
      void consoleProblems;
    });
  });
}

test('the ROI calculator matches the spec example: Strategic Sidekick in pounds saves £43,600 a year (62%)', async ({ page, consoleProblems }) => {
  await page.goto('/');
  const calc = roiRegion(page);
  await expect(calc.getByText('£43,600', { exact: true })).toBeVisible();
  await expect(calc.getByText('62%', { exact: true }).filter({ visible: true })).toBeVisible();
  void consoleProblems;
});

test.describe('the ROI calculator on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('choosing a package scrolls the savings panel into view', async ({ page, consoleProblems }) => {
    const roiScript = page.waitForResponse(/\/assets\/roi-[^/]*\.js$/);
    await page.goto('/');
    const calc = roiRegion(page);
    // The island must load as the calculator comes into sight, not on the first tap (that tap would not scroll).
    await calc.getByRole('group', { name: 'Choose a package' }).scrollIntoViewIfNeeded();
    await roiScript;
    // Retried as a whole in case the script has arrived but not yet run; each attempt picks another package.
    let attempt = 0;
    await expect(async () => {
      const key = PLAN_KEYS[attempt++ % PLAN_KEYS.length]!;
      const radio = calc.getByRole('radio', { name: PACKAGES[key].name });
      const heading = calc.getByRole('heading', { name: `${PACKAGES[key].name}: your annual saving` });
      // Put the choice at the foot of the screen, so the panel starts out below the fold.
      await radio.evaluate((el) => {
        const label = el.closest('label')!;
        window.scrollTo({ top: window.scrollY + label.getBoundingClientRect().bottom - window.innerHeight + 8, behavior: 'instant' });
      });
      if (await radio.isChecked()) throw new Error(`${key} is already chosen; the next attempt picks another`);
      await expect(calc.getByRole('heading', { name: /: your annual saving$/ })).not.toBeInViewport();
      await radio.check();
      await expect(heading).toBeInViewport({ timeout: 2_000 });
      const box = (await heading.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(812 / 2);
    }).toPass({ timeout: 15_000 });
    void consoleProblems;
  });
});

for (const currency of CURRENCIES) {
  test.describe(`the pricing section in ${currency}`, () => {
    test.use({ country: countryOf[currency] });

    test('shows the four plans with their monthly price, Executive Partner marked MOST POPULAR', async ({ page, consoleProblems }) => {
      await page.goto('/');
      const section = pricingRegion(page);
      const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(cards).toHaveCount(PLAN_KEYS.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(PLAN_KEYS.map((k) => PACKAGES[k].name));
      for (const key of PLAN_KEYS) {
        const card = section.getByRole('listitem', { name: PACKAGES[key].name, exact: true });
        await expect(card.getByText(`${formatMoney(PACKAGES[key].price[currency], currency)}/month`, { exact: true })).toBeVisible();
        await expect(card.getByText('MOST POPULAR', { exact: true })).toHaveCount(PACKAGES[key].popular ? 1 : 0);
      }
      await expect(section.getByRole('listitem', { name: PACKAGES.executive.name, exact: true }).getByText('MOST POPULAR')).toBeVisible();
      void consoleProblems;
    });

    test('offers the Reality Check at its price, with the usual price struck through', async ({ page, consoleProblems }) => {
      const [price, usual] = REALITY_CHECK_PRICES[currency];
      expect([formatMoney(REALITY_CHECK.price[currency], currency), formatMoney(REALITY_CHECK.usualValue[currency], currency)]).toEqual([price, usual]);
      await page.goto('/');
      const section = pricingRegion(page);
      await expect(section.getByText(price, { exact: true })).toBeVisible();
      await expect(section.getByText(`usually ${usual}`, { exact: true })).toBeVisible();
      await expect(section.locator('s')).toHaveText(usual);
      void consoleProblems;
    });
  });
}

test.describe('the pricing cards', () => {
  test('each Get Access opens its own checkout in a new tab', async ({ page, consoleProblems }) => {
    await page.goto('/');
    const section = pricingRegion(page);
    for (const key of PLAN_KEYS) {
      const card = section.getByRole('listitem', { name: PACKAGES[key].name, exact: true });
      await expectOpensInNewTab(card.getByRole('link', { name: /^Get Access/ }), goCheckout(key), SITE.checkoutUrls[key]);
    }
    void consoleProblems;
  });

  test("each Let's Have a Natter opens the booking calendar in a new tab", async ({ page, consoleProblems }) => {
    await page.goto('/');
    const section = pricingRegion(page);
    for (const key of PLAN_KEYS) {
      const card = section.getByRole('listitem', { name: PACKAGES[key].name, exact: true });
      await expectOpensInNewTab(card.getByRole('link', { name: /^Let's Have a Natter/ }), GO_BOOK, SITE.bookingUrl);
    }
    void consoleProblems;
  });
});

test.describe('the testimonials carousel', () => {
  const trackOf = (page: Page) => page.getByRole('list', { name: /^Testimonials/ });

  test('whose module cannot be fetched stays the plain scrolling list it is without JavaScript, with no error', async ({ page, consoleProblems }) => {
    await page.route(/\/assets\/carousel[^/]*\.js/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const track = trackOf(page);
    await track.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/carousel/.test(e.name)))).toBe(true);
    await page.waitForTimeout(300);
    await expect(page.locator('[data-island="carousel"][data-started]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next testimonials' })).toBeHidden();
    await track.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
    expect(await track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The browser's own note of the refused fetch is expected; an uncaught error or rejection is not.
    for (let i = consoleProblems.length - 1; i >= 0; i--) if (/Failed to load resource/.test(consoleProblems[i]!)) consoleProblems.splice(i, 1);
  });
  const scrollLeft = (track: Locator) => track.evaluate((el) => el.scrollLeft);
  /** Where the track rests after showing slide n first (the last position is the end of the track). */
  const restingAt = (track: Locator, n: number | 'end') =>
    track.evaluate((el, n) => {
      const max = el.scrollWidth - el.clientWidth;
      return n === 'end' ? max : Math.min(max, n * (el.firstElementChild as HTMLElement).offsetWidth);
    }, n);
  const expectAt = async (track: Locator, n: number | 'end') => {
    const target = await restingAt(track, n);
    await expect.poll(async () => Math.abs((await scrollLeft(track)) - target)).toBeLessThanOrEqual(2);
  };

  test('Next and Previous move the track one slide at a time and loop at either end, as the arrow keys do', async ({ page, consoleProblems }) => {
    await page.goto('/');
    const track = trackOf(page);
    await track.scrollIntoViewIfNeeded();
    const next = page.getByRole('button', { name: 'Next testimonials' });
    const prev = page.getByRole('button', { name: 'Previous testimonials' });
    await expect(next).toBeEnabled();
    await expect(prev).toBeEnabled();
    expect(await scrollLeft(track)).toBe(0);
    await next.click();
    await expectAt(track, 1);
    await prev.click();
    await expectAt(track, 0);
    // Previous at the start goes round to the end (three slides in view at this width, so slide 3 leads there)...
    expect(Math.abs((await restingAt(track, 2)) - (await restingAt(track, 'end')))).toBeLessThanOrEqual(2);
    await prev.click();
    await expectAt(track, 'end');
    await prev.click();
    await expectAt(track, 1);
    await next.click();
    await expectAt(track, 'end');
    // ...and Next at the end back to the start; the focus stays on the button the visitor pressed.
    await expect(next).toBeEnabled();
    await next.click();
    await expectAt(track, 0);
    await expect(next).toBeFocused();
    void consoleProblems;
  });

  // The keys work wherever the focus is in the carousel: on the track or on one of its buttons.
  for (const [title, focusTarget] of [
    ['the arrow keys move the focused track, wrapping at either end', (page: Page) => trackOf(page)],
    ['the arrow keys work with the focus on a button too, wrapping at either end', (page: Page) => page.getByRole('button', { name: 'Next testimonials' })],
  ] as const) {
    test(title, async ({ page, consoleProblems }) => {
      await page.goto('/');
      const track = trackOf(page);
      await track.scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Next testimonials' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next testimonials' })).toBeEnabled();
      await focusTarget(page).focus();
      await page.keyboard.press('ArrowRight');
      await expectAt(track, 1);
      await page.keyboard.press('ArrowLeft');
      await expectAt(track, 0);
      await page.keyboard.press('ArrowLeft');
      await expectAt(track, 'end');
      await page.keyboard.press('ArrowRight');
      await expectAt(track, 0);
      void consoleProblems;
    });
  }

  test.describe('for visitors who prefer reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('hides the buttons; the keys still move the track, without animation', async ({ page, consoleProblems }) => {
      await page.goto('/');
      const track = trackOf(page);
      await track.scrollIntoViewIfNeeded();
      // A key press moves the track only once the island is live; without animation the move is complete the
      // moment the key has been handled, so scrollLeft is read in the same task as the key event.
      const moved = () =>
        track.evaluate((el) => {
          el.scrollTo({ left: 0, behavior: 'instant' });
          el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
          return el.scrollLeft;
        });
      await expect.poll(moved).toBeGreaterThan(0);
      expect(Math.abs((await moved()) - (await restingAt(track, 1)))).toBeLessThanOrEqual(2);
      await expect(page.getByRole('button', { name: 'Next testimonials' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Previous testimonials' })).toBeHidden();
      void consoleProblems;
    });
  });
});

test.describe('the FAQ', () => {
  test('has six questions and keeps one answer open at a time', async ({ page, consoleProblems }) => {
    await page.goto('/');
    const faq = faqRegion(page);
    await expect(faq.getByRole('group')).toHaveCount(6);
    expect(faqs).toHaveLength(6);
    const [first, second] = faqs as [(typeof faqs)[number], (typeof faqs)[number]];
    for (const f of faqs) await expect(faq.getByText(f.answer)).toBeHidden();
    await faq.getByText(first.question).click();
    await expect(faq.getByText(first.answer)).toBeVisible();
    await faq.getByText(second.question).click();
    await expect(faq.getByText(second.answer)).toBeVisible();
    await expect(faq.getByText(first.answer)).toBeHidden();
    await faq.getByText(second.question).click();
    for (const f of faqs) await expect(faq.getByText(f.answer)).toBeHidden();
    void consoleProblems;
  });
});

test.describe('the currency switch on the home page', () => {
  test('updates the ROI panel, the plan cards and the Reality Check in place, without a reload', async ({ page, consoleProblems }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const calc = roiRegion(page);
    const section = pricingRegion(page);
    await calc.getByRole('radio', { name: PACKAGES.executive.name }).check();
    const executive = section.getByRole('listitem', { name: PACKAGES.executive.name, exact: true });
    await expect(executive.getByText('Combined hires of £155k+, saving £9,900+ per month')).toBeVisible();

    await currencySwitch(page).click();
    await expect(currencySwitch(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(calc.getByText(formatMoney(roiSaving('executive', 'USD').saving, 'USD'), { exact: true })).toBeVisible();
    await expect(calc.getByText(`${formatMoney(PACKAGES.executive.price.USD, 'USD')}/month`, { exact: true })).toBeVisible();
    for (const key of PLAN_KEYS) {
      const card = section.getByRole('listitem', { name: PACKAGES[key].name, exact: true });
      await expect(card.getByText(`${formatMoney(PACKAGES[key].price.USD, 'USD')}/month`, { exact: true })).toBeVisible();
    }
    await expect(executive.getByText('Combined hires of $197k+, saving $12,600+ per month')).toBeVisible();
    await expect(section.getByText(`usually ${formatMoney(REALITY_CHECK.usualValue.USD, 'USD')}`, { exact: true })).toBeVisible();
    expect(await page.getByRole('main').innerText()).not.toContain('£');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await currencySwitch(page).click();
    await expect(calc.getByText(formatMoney(roiSaving('executive', 'GBP').saving, 'GBP'), { exact: true })).toBeVisible();
    expect(await page.getByRole('main').innerText()).not.toContain('$');
    void consoleProblems;
  });
});

test.describe('the home page on a 390 px phone', () => {
  /** The spec's home sections, top to bottom, by the headings a visitor reads (the footer is checked on its own). */
  const SECTIONS = [
    hero.h1,
    'Senior support across the whole business',
    howItWorks.heading,
    'What leaders say after working with us',
    thermometer.heading,
    roi.heading,
    pricing.heading,
    audience.heading,
    reasons.heading,
    solution.heading,
    industriesIntro.heading,
    'Questions leaders ask us',
    newsletter.heading,
    closing.heading,
  ];

  test('keeps every section the spec names and is at most 15,000 px tall', async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await wakeIslands(page);
    for (const name of SECTIONS) await expect(region(page, name)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(15_000);
    void consoleProblems;
  });

  test('shows the six services as a row that swipes sideways, with every card within reach', async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const cards = region(page, 'Senior support across the whole business').getByRole('listitem');
    await expect(cards).toHaveCount(services.length);
    const first = (await cards.first().boundingBox())!;
    const last = cards.last();
    // Side by side, one row: the last card starts off to the right, then swipes into view.
    expect((await last.boundingBox())!.y).toBeCloseTo(first.y, 0);
    expect((await last.boundingBox())!.x).toBeGreaterThan(390);
    await last.evaluate((el) => el.scrollIntoView({ inline: 'start', block: 'nearest', behavior: 'instant' }));
    await expect(last.getByRole('heading', { name: services.at(-1)!.name })).toBeInViewport();
    void consoleProblems;
  });

  test('keeps the grids on a wide screen: the six services in two rows of three at 1440 px', async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const cards = region(page, 'Senior support across the whole business').getByRole('listitem');
    const tops = new Set<number>();
    for (const card of await cards.all()) tops.add(Math.round((await card.boundingBox())!.y));
    expect(tops.size).toBe(2);
    void consoleProblems;
  });
});

test('screenshots of the home page at 375 and 1440 px (artefacts for review)'
, async ({ page, consoleProblems }) => {
  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await wakeIslands(page);
    await screenshotFullPage(page, path.join(SCREENSHOTS, `home-${width}.png`));
  }
  void consoleProblems;
});
