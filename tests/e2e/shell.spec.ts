import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTES } from './route-table';
import { SITE } from '../../routes/_lib/site-config';
import { expect, expectNewTab, GO_BOOK, test } from './fixtures';

const servedPaths = ROUTES.map((r) => r.path);
const NAV = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Archetypes', '/archetypes'],
  ['Insights', '/blog'],
  ['About', '/about'],
  ['Contact', '/contact'],
] as const;

test.describe('the navigation bar', () => {
  test('links to every served page of the spec, with Insights for the blog', async ({ page, consoleProblems }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of NAV) {
      const link = nav.getByRole('link', { name: label, exact: true });
      if (servedPaths.includes(path)) await expect(link).toHaveAttribute('href', path);
      else await expect(link).toHaveCount(0);
    }
    void consoleProblems;
  });

  test('keeps its place on a phone while the menu is only half parsed (the <details> read, its <summary> not yet)', async ({ page, consoleProblems }) => {
    // A document arriving in pieces can be painted between the two tags, with the browser's own 'Details' label in
    // the summary's place: the header must not move when the real summary arrives.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const boxes = () =>
      page.locator('header, header nav a, header nav details').evaluateAll((els) =>
        els.filter((el) => el.checkVisibility()).map((el) => JSON.stringify(el.getBoundingClientRect())),
      );
    const parsed = await boxes();
    await page.locator('header details > summary').evaluate((el) => el.remove());
    expect(await boxes()).toEqual(parsed);
    void consoleProblems;
  });

  test('is never painted half-parsed: a page whose document arrives in two pieces, split inside the header', async ({ page, baseURL, consoleProblems }) => {
    // A local server that sends the home page's document up to the mobile menu, waits, then sends the rest (and
    // passes every other request through to the site).
    const html = await (await fetch(`${baseURL}/`)).text();
    const split = html.indexOf('<details');
    expect(split).toBeGreaterThan(0);
    const server = createServer(async (req, res) => {
      if (req.url !== '/') {
        const upstream = await fetch(`${baseURL}${req.url}`);
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
        return res.end(Buffer.from(await upstream.arrayBuffer()));
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, split));
      setTimeout(() => res.end(html.slice(split)), 600);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await page.addInitScript(() => {
        const frames: boolean[] = ((window as unknown as { frames_: boolean[] }).frames_ = []);
        const frame = () => {
          frames.push(!!document.querySelector('header details > summary'));
          if (document.readyState === 'loading') requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'domcontentloaded' });
      const frames = await page.evaluate(() => (window as unknown as { frames_: boolean[] }).frames_);
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.filter((whole) => !whole)).toEqual([]);
    } finally {
      server.close();
    }
    void consoleProblems;
  });

  test("Let's Talk opens the booking calendar in a new tab", async ({ page }) => {
    await page.goto('/');
    await expectNewTab(page, /^Let's Talk/, GO_BOOK);
  });

  test('the assessment buttons lead to the assessments once they are served', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [['Assessment', '/assessment'], ['Burnout Check', '/ceo-burnout-assessment']] as const) {
      const link = nav.getByRole('link', { name, exact: true });
      if (servedPaths.includes(path)) await expect(link).toHaveAttribute('href', path);
      else await expect(link).toHaveCount(0);
    }
  });
});

test.describe('the mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, lists the spec items in order and closes on navigation', async ({ page, consoleProblems }) => {
    await page.goto('/');
    const menu = page.getByRole('list', { name: 'Mobile menu' });
    await expect(menu).toBeHidden();
    await page.locator('summary[aria-label="Menu"]').click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Show prices in US dollars' })).toBeVisible();
    const expected = ['Services', 'Archetypes', 'Insights', "Let's Talk", 'Contact Us', 'About'].filter(
      (label) => label === "Let's Talk" || servedPaths.includes({ Services: '/services', Archetypes: '/archetypes', Insights: '/blog', 'Contact Us': '/contact', About: '/about' }[label]!),
    );
    const labels = (await menu.getByRole('link').allInnerTexts()).map((t) => t.replace(/\s*\(opens in a new tab\)/, '').trim());
    expect(labels).toEqual(expected);
    // The Assessment button stays visible outside the menu on phones (once the assessment is served).
    if (servedPaths.includes('/assessment')) await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assessment', exact: true })).toBeVisible();
    const firstInternal = servedPaths.find((p) => ['/services', '/archetypes', '/blog', '/contact', '/about'].includes(p));
    if (firstInternal) {
      await menu.locator(`a[href="${firstInternal}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${firstInternal}$`));
      await expect(page.getByRole('list', { name: 'Mobile menu' })).toBeHidden();
    } else {
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
    void consoleProblems;
  });

  test('opens without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/cookies');
    await page.locator('summary[aria-label="Menu"]').click();
    await expect(page.getByRole('list', { name: 'Mobile menu' })).toBeVisible();
    await context.close();
  });
});

test.describe('the currency switch', () => {
  test('switches every price on the page at once and the choice survives a reload', async ({ page, consoleProblems }) => {
    await page.goto('/');
    const prices = page.locator('[data-gbp]');
    expect(await prices.count()).toBeGreaterThan(10);
    const inDollars = async () => (await prices.allTextContents()).filter((t) => t.includes('$')).length;
    const inPounds = async () => (await prices.allTextContents()).filter((t) => t.includes('£')).length;
    expect(await inDollars()).toBe(0);
    expect(await inPounds()).toBeGreaterThan(10);
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Show prices in US dollars' }).first();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(inPounds).toBe(0);
    expect(await inDollars()).toBeGreaterThan(10);
    await page.reload();
    await expect(page.locator('[data-gbp]').first()).toHaveText(/^\$/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    void consoleProblems;
  });

  test('shows the pin marker when the currency came from the visitor location', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Detected from your location').first()).toBeAttached();
    await expect(page.locator('[data-currency-pin]').first()).not.toHaveAttribute('hidden', '');
  });

  test('works without JavaScript as a form that returns to the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-test-country': 'GB' } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Show prices in US dollars' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-gbp]').first()).toHaveText(/^\$/);
    await context.close();
  });
});

test.describe('without an edge country', () => {
  test.use({ country: 'none' });

  test('the browser asks the geolocation service once and applies dollars for a US visitor', async ({ page }) => {
    let calls = 0;
    await page.route('https://ipapi.co/**', (route) => {
      calls++;
      return route.fulfill({ json: { country_code: 'US', country_name: 'United States' } });
    });
    await page.goto('/');
    await expect(page.locator('[data-gbp]').first()).toHaveText(/^\$/);
    await page.goto('/cookies');
    await page.goto('/');
    await expect(page.locator('[data-gbp]').first()).toHaveText(/^\$/);
    expect(calls).toBe(1);
  });

  test('a failed lookup leaves prices in pounds', async ({ page }) => {
    await page.route('https://ipapi.co/**', (route) => route.abort());
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/');
    await expect.poll(() => warnings.some((w) => w.includes('Geolocation failed'))).toBe(true);
    await expect(page.locator('[data-gbp]').first()).toHaveText(/^£/);
  });
});

test.describe('the footer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the contact address and confirms with a toast', async ({ page, consoleProblems }) => {
    await page.goto('/cookies');
    await page.getByRole('button', { name: 'Copy email' }).click();
    await expect(page.getByRole('status').getByText('Email copied! 📋')).toBeVisible();
    await expect(page.getByRole('status').getByText(`${SITE.contactEmail} has been copied to your clipboard.`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SITE.contactEmail);
    void consoleProblems;
  });

  test('offers the UK/US region choice and the company notice', async ({ page }) => {
    await page.goto('/cookies');
    const region = page.getByRole('navigation', { name: 'Region' });
    await expect(region.getByRole('link', { name: 'UK (£)' })).toHaveAttribute('href', '/uk');
    await expect(region.getByRole('link', { name: 'US ($)' })).toHaveAttribute('href', '/us');
    await expect(page.getByText(`${SITE.tradingName} is a trading name of ${SITE.legalEntity}`)).toBeVisible();
    await region.getByRole('link', { name: 'US ($)' }).click();
    await expect(page).toHaveURL(/\/us$/);
    await expect(page.locator('[data-gbp]').first()).toHaveText(/^\$/);
  });
});

test.describe('every served route', () => {
  for (const path of servedPaths) {
    test(`${path} loads without console errors or hydration warnings`, async ({ page, consoleProblems }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      void consoleProblems;
    });
  }

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    const res = await page.goto('/definitely-not-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the scripts every page loads', () => {
  // Building an Intl formatter loads its locale's data: tens of milliseconds of a phone's main thread while the page
  // loads. The island loader and its shared code build none; a widget that formats builds its own when it first does.
  test('build no Intl formatter while a content page or the home page loads', async ({ page, consoleProblems }) => {
    await page.addInitScript(() => {
      const built: string[] = ((window as unknown as { intlBuilt: string[] }).intlBuilt = []);
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'DisplayNames', 'ListFormat'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
          construct(target, args) {
            built.push(name);
            return Reflect.construct(target, args);
          },
        });
      }
    });
    for (const url of ['/time-poor-ceo', '/']) {
      await page.goto(url, { waitUntil: 'load' });
      await expect(page.locator('script[src*="/assets/entry.js"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt), url).toEqual([]);
    }
    void consoleProblems;
  });
});
