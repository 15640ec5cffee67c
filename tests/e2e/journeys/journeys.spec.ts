import { formatMoney, type Currency } from '../../../routes/_lib/currency';
import { PACKAGES, PLAN_KEYS } from '../../../routes/_lib/plans';
import { roiSaving } from '../../../routes/_lib/roi';
import { SITE } from '../../../routes/_lib/site-config';
import { burnoutLevels } from '../../../routes/_lib/burnout-levels';
import { EDITOR } from '../auth-standin';
import { deliveredTo } from '../sync-to-agile-standin';
import { startingWith } from '../fixtures';
import { expect, test, WIDTHS } from './fixtures';
import { inPageTargets, landing } from './landing';
import { DISCLOSURE, eventually, type Visitor } from './visitor';

/**
 * A buyer's journeys, end to end, as a visitor walks them: in Chromium, Firefox and WebKit (playwright.config.ts),
 * at a phone's width and a laptop's. Each also fails on a page error, a console error or an error answer from the
 * site (fixtures.ts).
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The configured link, reached directly or through an address of the site's own that redirects there. */
const reaches = startingWith;
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);
let emails = 0;
const uniqueEmail = (tag: string, v: Visitor) => `${tag}.${v.engine}.${v.width}.${Date.now().toString(36)}.${++emails}@example.com`;

const delivered = deliveredTo;

/** The section a jump was meant for is just below the header, and scrolling back up moves it as far as scrolled. */
async function expectLandedOn(v: Visitor, id: string) {
  const l = await landing(v, id);
  expect(l.gap, `#${id}: its top is below the header by`).toBeGreaterThanOrEqual(-1);
  expect(l.gap, `#${id}: its top is below the header by`).toBeLessThanOrEqual(8);
  expect(Math.abs(l.moved - l.scrolledUp), `#${id}: scrolled up ${l.scrolledUp} px, it moved ${l.moved} px`).toBeLessThanOrEqual(4);
}

/** Waits until the island of this name has started (client/entry.ts marks it), as it has by a visitor's first touch. */
const started = (v: Visitor, island: string) =>
  eventually(() => v.evaluate((name) => document.querySelectorAll(`[data-island="${name}"]:not([data-started])`).length === 0, island), Boolean, `the ${island} island starts`, 20_000);

/** Scrolls a section into view, as a visitor reading down the page does, and waits for its island (started on sight). */
async function reach(v: Visitor, section: string, island: string) {
  await v.evaluate((id) => document.getElementById(id)!.scrollIntoView({ behavior: 'instant' }), section);
  await started(v, island);
}

const pricesIn = (v: Visitor, selector: string) => v.evaluate((s) => [...document.querySelectorAll(s)].map((e) => e.textContent ?? ''), selector);

/** The pricing section of /services: four plans in the visitor's currency, each purchase and booking link reaching its provider. */
async function expectPricing(v: Visitor, currency: Currency) {
  await expectLandedOn(v, 'pricing');
  expect(await v.count({ role: 'heading', name: /./, within: '#pricing li' })).toBe(4);
  for (const key of PLAN_KEYS) {
    const price = `${formatMoney(PACKAGES[key].price[currency], currency)}/month`;
    expect((await pricesIn(v, `#pricing li[aria-labelledby="plan-${key}"] p`)).some((t) => t.includes(price)), `${key} at ${price}`).toBe(true);
  }
  for (const key of PLAN_KEYS) {
    const reached = await v.clickToNewTab({ role: 'link', name: `Get Started – ${PACKAGES[key].name}`, within: '#pricing' }, reaches(SITE.checkoutUrls[key]));
    expect(reached).toMatch(reaches(SITE.checkoutUrls[key]));
  }
  expect(await v.clickToNewTab({ role: 'link', name: /^Let's Have a Natter/, within: '#pricing' }, reaches(SITE.bookingUrl))).toMatch(reaches(SITE.bookingUrl));
}

/**
 * On the home page (open), signs up to the newsletter, then sends a message from /contact: each is confirmed where
 * the visitor is looking (in place with JavaScript, on the page the form posts to without) and reaches sync-to-agile.
 */
async function subscribeAndWrite(v: Visitor, thanks: string | RegExp) {
  // Styled, as served on a developer's machine over plain HTTP (WebKit fetched nothing while the policy upgraded it).
  expect(await v.evaluate(() => getComputedStyle(document.querySelector('header')!).position), 'the style sheet applies').toBe('sticky');
  const subscriber = uniqueEmail('newsletter', v);
  await v.fill('Email address', subscriber, '#newsletter');
  await v.click({ role: 'button', name: exactly('Subscribe'), within: '#newsletter' });
  await eventually(() => v.evaluate(() => document.querySelector('main')!.innerText), (t) => /You're all set!/.test(t), 'the sign-up is confirmed');
  await eventually(() => delivered(subscriber), (r) => r.length === 1, 'the sign-up reaches sync-to-agile');

  await v.goto('/contact');
  const writer = uniqueEmail('contact', v);
  const contact = 'form[action="/api/contact"]';
  await v.fill('Your name', 'Ada Lovelace', contact);
  await v.fill('Email address', writer, contact);
  await v.fill('How can we help?', 'We need a chief of staff for two days a week.', contact);
  await v.click({ role: 'button', name: 'Send message' });
  await eventually(() => v.isVisible({ role: 'heading', name: thanks }), Boolean, 'the message is confirmed');
  await eventually(() => delivered(writer), (r) => r.length === 1, 'the message reaches sync-to-agile');
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('1. from a campaign link to the plans: lands on pricing, in the right currency, and each purchase and booking link reaches its provider', async ({ visit }) => {
      test.slow();
      // A phone in the UK and a laptop in the US: both currencies, every engine.
      const [country, currency]: [string, Currency] = width < 768 ? ['GB', 'GBP'] : ['US', 'USD'];
      const v = await visit(width, { country });
      await v.goto('/time-poor-ceo?utm_source=linkedin&utm_campaign=q1');
      await v.click({ role: 'link', name: 'Compare all plans' });
      await eventually(() => v.location(), (l) => l === '/services#pricing', 'Compare all plans goes to /services#pricing');
      await expectPricing(v, currency);
    });

    test('2. the home page: the audience badge, the thermometer, the ROI calculator, the carousel and the currency switch', async ({ visit }) => {
      test.slow();
      const v = await visit(width);
      await v.goto('/');
      await started(v, 'audience-badge');
      await v.click({ role: 'link', name: / – see our services$/ });
      await eventually(() => v.location(), (l) => l === '/#services', 'the badge goes to #services');
      await expectLandedOn(v, 'services');
      expect(await v.evaluate(() => !!document.activeElement?.closest('#services')), 'the focus is in the services section').toBe(true);

      await reach(v, 'burnout-thermometer', 'thermometer');
      const level = burnoutLevels.find((l) => l.level === 4)!;
      await v.choose({ role: 'radio', name: `${level.level} ${level.label}`, within: '#burnout-thermometer' });
      await eventually(() => v.evaluate((m) => document.getElementById('burnout-thermometer')!.innerText.includes(m), level.message), Boolean, 'level 4 shows its message');
      expect(await v.isVisible({ role: 'link', name: /^Talk it through with us/, within: '#burnout-thermometer' })).toBe(true);

      await reach(v, 'roi-calculator', 'roi');
      await v.choose({ role: 'radio', name: PACKAGES.executive.name, within: '#roi-calculator' });
      await eventually(() => v.isVisible({ role: 'heading', name: `${PACKAGES.executive.name}: your annual saving`, within: '#roi-calculator' }), Boolean, 'the Executive package is chosen');
      const saving = formatMoney(roiSaving('executive', 'GBP').saving, 'GBP');
      expect(await v.evaluate(() => document.getElementById('roi-calculator')!.innerText)).toContain(saving);

      const track = () => v.evaluate(() => {
        const t = document.querySelector('[data-carousel-track]')!;
        return { left: Math.round(t.scrollLeft), end: Math.round(t.scrollWidth - t.clientWidth) };
      });
      const resting = (want: (p: { left: number; end: number }) => boolean, what: string) => eventually(track, want, `the carousel ${what}`);
      await reach(v, 'testimonials', 'carousel');
      await resting((p) => p.left === 0 && p.end > 0, 'starts at its first testimonial');
      await v.click({ role: 'button', name: 'Next testimonials' });
      await resting((p) => p.left > 0, 'moves on with Next');
      await v.click({ role: 'button', name: 'Previous testimonials' });
      await resting((p) => p.left === 0, 'moves back with Previous');
      await v.click({ role: 'button', name: 'Previous testimonials' });
      await resting((p) => Math.abs(p.left - p.end) <= 2, 'loops to the end with Previous at the start');
      await v.click({ role: 'button', name: 'Next testimonials' });
      await resting((p) => p.left === 0, 'loops to the start with Next at the end');

      if (width < 768) await v.click({ role: DISCLOSURE, name: 'Menu' });
      await v.click({ role: 'button', name: 'Show prices in US dollars' });
      const allIn = (symbol: string, other: string) => async () => {
        // The text, not what is painted: a section that renders on sight has no painted text until it nears the window.
        const text = await v.evaluate(() => document.querySelector('main')!.textContent!);
        return text.includes(symbol) && !text.includes(other);
      };
      await eventually(allIn('$', '£'), Boolean, 'every price on the page is in dollars');
      await v.goto('/services');
      expect(await allIn('$', '£')(), 'the next page keeps dollars').toBe(true);
    });

    test('3. the burnout self-check from the first question to the result, and the results emailed', async ({ visit }) => {
      test.slow();
      const v = await visit(width);
      await v.goto('/ceo-burnout-assessment');
      for (let i = 1; i <= 15; i++) {
        const shown = () => v.evaluate(() => [...document.querySelectorAll('main fieldset')].find((f) => f.checkVisibility())?.textContent ?? '');
        await eventually(shown, (t) => t.includes(`Question ${i} of 15`), `question ${i} is shown`);
        await v.choose({ role: 'radio', name: exactly('Sometimes'), within: `main fieldset:has(input[name="${await v.evaluate(() => [...document.querySelectorAll<HTMLFieldSetElement>('main fieldset')].find((f) => f.checkVisibility())!.querySelector('input')!.name)}"])` });
        await v.click({ role: 'button', name: i < 15 ? exactly('Next') : 'See my results' });
      }
      await eventually(() => v.location(), (l) => l.startsWith('/ceo-burnout-assessment/result?a='), 'the result page');
      // The address changes as the result page's navigation commits, before its document is parsed.
      const level = { role: 'heading', name: new RegExp(burnoutLevels.map((l) => l.label).join('|')), within: 'main' } as const;
      await eventually(() => v.isVisible(level), Boolean, "the result's burnout level");
      const email = uniqueEmail('burnout', v);
      await v.fill('Email address', email);
      await v.click({ role: 'button', name: 'Email me my results' });
      await eventually(() => v.isVisible({ role: 'heading', name: 'Thank you, your request is with us' }), Boolean, 'the confirmation');
      await eventually(() => delivered(email), (r) => r.length === 1, 'the request reaches sync-to-agile through the outbox');
    });

    test('4. the newsletter and the contact form: confirmed, and each lead through the outbox', async ({ visit }) => {
      test.slow();
      const v = await visit(width);
      await v.goto('/');
      await subscribeAndWrite(v, 'Thank you, your message is with us');
    });

    test('5. the mobile menu opens, takes the focus in, and closes on Escape and when the focus leaves it', async ({ visit }) => {
      test.skip(width >= 768, 'the menu is for phones; wider screens show the navigation itself');
      const v = await visit(width);
      await v.goto('/');
      const open = () => v.evaluate(() => document.querySelector<HTMLDetailsElement>('details[data-mobile-menu]')!.open);
      const focusInMenu = () => v.evaluate(() => !!document.activeElement?.closest('[aria-label="Mobile menu"]'));
      await started(v, 'mobile-menu');
      // From the keyboard first: the button is reached as by Tab (Safari does not focus a button that is clicked).
      await v.evaluate(() => document.querySelector<HTMLElement>('summary[aria-label="Menu"]')!.focus());
      await v.press('Enter');
      await eventually(open, Boolean, 'Enter opens the menu');
      await v.press('Tab');
      expect(await focusInMenu(), 'Tab from the menu button goes into the menu').toBe(true);
      await v.press('Escape');
      await eventually(open, (o) => !o, 'Escape closes the menu');
      expect(await v.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'the focus goes back to the menu button').toBe('Menu');

      await v.press('Enter');
      await eventually(open, Boolean, 'Enter opens it again');
      for (let i = 0; i < 20 && (await open()); i++) await v.press('Tab');
      expect(await open(), 'tabbing past its last item closes the menu').toBe(false);
      expect(await focusInMenu()).toBe(false);

      // Then by touch: a tap opens it and shows its links, a second tap closes it.
      await v.click({ role: DISCLOSURE, name: 'Menu' });
      await eventually(open, Boolean, 'a tap opens the menu');
      expect(await v.isVisible({ role: 'link', name: 'Contact Us' })).toBe(true);
      await v.click({ role: DISCLOSURE, name: 'Menu' });
      await eventually(open, (o) => !o, 'a second tap closes it');
    });

    test('6. an article: its contents lead to its headings, its pictures load, and Compare all plans lands on the plans', async ({ visit }) => {
      test.slow();
      const v = await visit(width);
      await v.goto('/ceo-weekly-review');
      const entries = await v.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('main nav[aria-labelledby] a[href^="#"]')].map((a) => ({ id: a.hash.slice(1), text: a.textContent!.trim() })),
      );
      expect(entries.length).toBeGreaterThan(3);
      for (const { id, text } of [entries[0]!, entries.at(-1)!]) {
        await v.goto('/ceo-weekly-review');
        await v.click({ role: 'link', name: exactly(text), within: 'main nav[aria-labelledby]' });
        await eventually(() => v.location(), (l) => l.endsWith(`#${id}`), `the contents link to #${id}`);
        await expectLandedOn(v, id);
      }
      const pictures = () => v.evaluate(async () => {
        const images = [...document.querySelectorAll('main img')] as HTMLImageElement[];
        for (const img of images) img.loading = 'eager';
        await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
        return images.map((img) => ({ src: img.currentSrc.slice(0, 60), loaded: img.complete && img.naturalWidth > 0 }));
      });
      const shown = await pictures();
      expect(shown.length, 'the article has a cover').toBeGreaterThan(0);
      expect(shown.filter((p) => !p.loaded)).toEqual([]);
      expect((await inPageTargets(v)).length).toBeGreaterThan(3);
      await v.click({ role: 'link', name: 'Compare all plans' });
      await eventually(() => v.location(), (l) => l === '/services#pricing', 'Compare all plans goes to /services#pricing');
      await expectPricing(v, 'GBP');
    });

    test("7. the 404 page and its 'Return to Home'", async ({ visit, site }) => {
      const v = await visit(width);
      site.expectStatus('/no-such-page-here', 404);
      await v.goto('/no-such-page-here');
      expect(await v.isVisible({ role: 'heading', name: 'Oops! Page not found' })).toBe(true);
      await v.click({ role: 'link', name: 'Return to Home' });
      await eventually(() => v.location(), (l) => l === '/', 'Return to Home goes home');
      expect(await v.isVisible({ role: 'heading', name: /./, within: 'main' })).toBe(true);
    });

    test('9. a reader searches the Insights: the article shows under the field as they type, and the keyboard opens it', async ({ visit }) => {
      const v = await visit(width);
      await v.goto('/blog');
      // The island loads on the field's first focus; until then the field is a plain search box in a GET form.
      await v.click({ role: 'searchbox', name: 'Search articles and pages' });
      await started(v, 'search-box');
      await v.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      // Words of the seed article's title that the articles journey 8 publishes (tagged 'weekly review') do not hold
      // all of, so the suggestions are the same whichever engines ran before.
      await v.fill('Search articles and pages', 'ceo weekly review');
      const article = { role: 'option', name: /The CEO.s Weekly Review/ } as const;
      await eventually(() => v.count(article), (n) => n > 0, 'the article is suggested under the field');
      const pageStayed = () => v.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
      expect(await pageStayed(), 'no page load while typing').toBe(true);
      expect(await v.location()).toBe('/blog');
      const chosen = () => v.evaluate(() => document.querySelector('[role=option][aria-selected=true]')?.textContent ?? '');
      for (let i = 0; i < 8 && !/Weekly Review/.test(await chosen()); i++) await v.press('ArrowDown');
      expect(await chosen()).toMatch(/Weekly Review/);
      await v.press('Enter');
      await eventually(() => v.location(), (l) => l === '/ceo-weekly-review', 'Enter opens the article');
    });

    test('8. the operator signs in, writes a short article, previews it, publishes it and finds it on /blog', async ({ visit }) => {
      test.slow();
      const v = await visit(width);
      const slug = `journey-${v.engine}-${width}-${Date.now().toString(36)}`;
      const title = `Journey article ${v.engine} ${width} ${Date.now().toString(36)}`;
      await v.goto('/auth');
      await v.fill('Email address', EDITOR.email);
      await v.fill('Password', EDITOR.password);
      await v.click({ role: 'button', name: 'Sign in' });
      await eventually(() => v.location(), (l) => l === '/blog/manage', 'signed in, the manager');
      await v.click({ role: 'link', name: 'New article' });
      await eventually(() => v.location(), (l) => l === '/blog/manage/new', 'the new-article form');
      await v.fill('Page title', title);
      await v.fill('Headline (h1)', `${title}: a week that starts on Friday`);
      await v.fill('Slug', slug);
      await v.fill('Meta description', 'A short article written by the journey tests to show that an editor can publish from any browser.');
      await v.fill('Excerpt', 'Written by the journey tests, in every browser engine, to prove the manager works there.');
      await v.fill('Publication date', '2040-01-01');
      await v.fill('Keywords', 'weekly review, planning');
      await v.fill('Article (Markdown)', '## Start with the diary\n\nBlock ninety minutes on Friday afternoon, and protect it as you would a board meeting.');
      await v.click({ role: 'button', name: exactly('Preview') });
      await eventually(() => v.isVisible({ role: 'heading', name: 'Start with the diary', within: '[aria-label="Preview"], section[aria-labelledby]' }), Boolean, 'the preview shows the article');
      await v.click({ role: 'button', name: 'Save draft' });
      await eventually(() => v.evaluate(() => document.body?.innerText ?? ''), (t) => t.includes(`Saved "${slug}" as a draft`), 'the draft is saved');
      await v.click({ role: 'button', name: `Publish ${title}` });
      await eventually(() => v.evaluate(() => document.body?.innerText ?? ''), (t) => t.includes(`Published "${slug}"`), 'the article is published');
      await v.goto('/blog');
      await v.click({ role: 'link', name: `${title}: a week that starts on Friday` });
      await eventually(() => v.location(), (l) => l === `/${slug}`, 'the article is live');
      await eventually(() => v.isVisible({ role: 'heading', name: 'Start with the diary' }), Boolean, 'the article shows its heading');
    });
  });
}

test('4b. without JavaScript, the newsletter and the contact form still confirm, and the leads go through the outbox', async ({ visit, engine }) => {
  // Playwright switches JavaScript off in Chromium only: Firefox over WebDriver BiDi and WebKit over WebDriver run it.
  test.skip(engine !== 'chromium', 'JavaScript can be switched off in Chromium only');
  const v = await visit(390, { javaScript: false });
  await v.goto('/');
  await subscribeAndWrite(v, /Thank you/);
});
