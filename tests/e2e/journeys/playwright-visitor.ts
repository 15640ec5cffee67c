import type { Locator, Page } from '@playwright/test';
import { DISCLOSURE, type Engine, type Target, type Visitor } from './visitor';

/** A visitor in Chromium or Firefox, through Playwright: its own locators, and the browser's own error events too. */
export function playwrightVisitor(page: Page, engine: Engine, width: number, origin: string): Visitor {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`uncaught error on ${page.url()}: ${err.message}`));
  page.on('console', (msg) => {
    // Chromium reports a cross-document view transition it skipped (a headless page is not rendered) as an error of
    // its own, not the page's; the navigation itself completes.
    // The browser's own note of an error answer is left to the proxy, which notes each one and knows which are expected.
    if (msg.type() === 'error' && !/Transition was aborted because of invalid state|^Failed to load resource/.test(msg.text())) problems.push(`console error on ${page.url()}: ${msg.text()}`);
  });

  const find = ({ role, name, within }: Target): Locator => {
    const scope = within ? page.locator(within) : page;
    if (role === DISCLOSURE) return typeof name === 'string' ? scope.locator(`summary[aria-label="${name}"]`) : scope.locator('summary').filter({ hasText: name });
    return scope.getByRole(role, { name });
  };
  const visibleOne = (target: Target) => find(target).filter({ visible: true }).first();

  return {
    engine,
    width,
    async goto(path) {
      await page.goto(path.startsWith('/') ? origin + path : path);
    },
    async location() {
      const url = new URL(page.url());
      return url.pathname + url.search + url.hash;
    },
    async click(target) {
      await visibleOne(target).click();
    },
    async clickToNewTab(target, reached) {
      const context = page.context();
      const request = context.waitForEvent('request', { predicate: (r) => reached.test(r.url()), timeout: 10_000 });
      const popup = context.waitForEvent('page');
      await visibleOne(target).click();
      const [tab, arrived] = await Promise.all([popup, request]);
      await tab.close();
      return arrived.url();
    },
    async fill(label, value, within) {
      await (within ? page.locator(within) : page).getByLabel(label, { exact: typeof label === 'string' }).filter({ visible: true }).first().fill(value);
    },
    async choose(target) {
      const input = visibleOne(target);
      const box = await input.boundingBox();
      // A radio drawn as a card is visually hidden (a 1 px box); a person clicks its label.
      if (box && box.width > 2 && box.height > 2) await input.check();
      else await input.locator('xpath=ancestor::label[1]').click();
    },
    async select(label, option) {
      await page.getByLabel(label, { exact: true }).selectOption({ label: option });
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    count: (target) => find(target).filter({ visible: true }).count(),
    isVisible: (target) => visibleOne(target).isVisible(),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    pageProblems: () => [...problems],
    close: () => page.close(),
  };
}
