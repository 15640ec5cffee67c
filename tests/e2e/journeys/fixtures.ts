import { test as base, expect, type Browser } from '@playwright/test';
import { playwrightVisitor } from './playwright-visitor';
import { startJourneyProxy, type JourneyProxy } from './proxy';
import type { Engine, Visitor } from './visitor';
import { startWebKitDriver, webkitAvailable, webkitVisitor, type WebKitDriver } from './webkit-visitor';

/** The two widths every journey is walked at: a phone (an iPhone's 390 × 844) and a common laptop. */
export const WIDTHS = [390, 1366] as const;
const HEIGHT: Record<number, number> = { 390: 844, 1366: 768 };

interface Journey {
  /**
   * Opens the site as a new visitor at this width, in this project's engine, from `country` (GB unless said), with
   * JavaScript on unless said (off only through Playwright: Chromium and Firefox).
   */
  visit(width: number, options?: { country?: string; javaScript?: boolean }): Promise<Visitor>;
  /** The journey's proxy to the site (journeys/proxy.ts); not `proxy`, which Playwright reads as a browser setting. */
  site: JourneyProxy;
}

/**
 * A journey test: `visit` gives a visitor in the project's engine (playwright.config.ts: chromium, firefox, webkit),
 * and when the test ends it fails on any uncaught error, console error or policy violation a page reported, and on
 * any answer of 400 or more from the site that the journey did not expect.
 */
export const test = base.extend<Journey & { engine: Engine }, { journeyProxy: JourneyProxy; webkitDriver: WebKitDriver | undefined; engineBrowser: Browser | undefined }>({
  engine: ['chromium', { option: true }],
  journeyProxy: [
    async ({}, use) => {
      const proxy = await startJourneyProxy();
      await use(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],
  webkitDriver: [
    async ({}, use, workerInfo) => {
      if ((workerInfo.project.use as { engine?: Engine }).engine !== 'webkit') return use(undefined);
      if (!webkitAvailable()) throw new Error('WebKit needs Debian\'s webkit2gtk-driver, xvfb and xauth: apt-get install webkit2gtk-driver xvfb xauth');
      const driver = await startWebKitDriver();
      await use(driver);
      await driver.stop();
    },
    { scope: 'worker' },
  ],
  // Playwright's own `browser` would launch the project's browser in the WebKit project too, where WebDriver drives.
  engineBrowser: [
    async ({ playwright, browserName, channel, launchOptions }, use, workerInfo) => {
      if ((workerInfo.project.use as { engine?: Engine }).engine === 'webkit') return use(undefined);
      const browser = await playwright[browserName].launch({ ...launchOptions, channel });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  site: async ({ journeyProxy }, use) => {
    journeyProxy.begin();
    await use(journeyProxy);
  },
  visit: async ({ engine, engineBrowser, site, webkitDriver }, use) => {
    const visitors: Visitor[] = [];
    await use(async (width, { country = 'GB', javaScript = true } = {}) => {
      site.begin(country);
      const height = HEIGHT[width] ?? 900;
      let visitor: Visitor;
      if (engine === 'webkit') {
        if (!javaScript) throw new Error('WebDriver cannot switch JavaScript off in WebKit: walk this journey in Chromium or Firefox');
        visitor = await webkitVisitor(webkitDriver!, width, height, site.origin);
      } else {
        const context = await engineBrowser!.newContext({ viewport: { width, height }, javaScriptEnabled: javaScript });
        visitor = playwrightVisitor(await context.newPage(), engine, width, site.origin);
      }
      visitors.push(visitor);
      return visitor;
    });
    // Chromium sometimes aborts the site-wide cross-document view transition under load and reports it as an error
    // of the new page; the navigation itself completes, and the transition is the browser's, not the journey's.
    // Firefox reports a font download that the page's own navigation cut short (NS_BINDING_ABORTED, 2152398850) as
    // an error of the page it left; a font that fails to load has another status, and still counts.
    const benign = /Transition was aborted|ViewTransition opt-in disabled|download failed \(font-family: .*status=2152398850/;
    const problems = [...site.problems(), ...visitors.flatMap((v) => v.pageProblems())].filter((p) => !benign.test(p));
    for (const v of visitors) await v.close();
    expect(problems, 'page errors, console errors and error answers during the journey').toEqual([]);
  },
});

export { expect };
