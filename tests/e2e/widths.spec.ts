import path from 'node:path';
import { TIMINGS } from '../../routes/_lib/islands';
import { expect, test, wakeIslands } from './fixtures';

/**
 * Every width a visitor might have, 320 to 2560 px: the page never scrolls sideways, nothing in the header
 * sits outside the window, and 'Let's Talk' is on screen (below the mobile breakpoint, in the open menu).
 * Run where the wide DejaVu Sans is the system font (.ci/run installs it): that is where a header overflows.
 */
const NOT_FOUND = '/not-a-page-at-all';
const PAGES = ['/', '/services', '/time-poor-ceo', '/blog', '/ceo-weekly-review', '/assessment', NOT_FOUND];
const WIDTHS = [...Array.from({ length: (1920 - 320) / 16 + 1 }, (_, i) => 320 + i * 16), 1366, 2560];

interface Problem {
  width: number;
  problem: string;
}

/** Runs in the page: what is wrong with the layout at the current width (an empty list when nothing is). */
function layoutProblems(breakpoint: number): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const doc = document.documentElement;
  if (doc.scrollWidth > width) problems.push(`the page is ${doc.scrollWidth} px wide`);
  const header = document.querySelector('body > header, header')!;
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `<${el.tagName.toLowerCase()}>${text ? ` '${text}'` : ''}`;
  };
  const outside = (root: Element) => {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      // A closed <details> keeps its body's last boxes: checkVisibility() tells what is really rendered.
      if (!el.checkVisibility() || el.closest('.sr-only')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
    }
  };
  const shown = (el: Element) => el.checkVisibility() && el.getBoundingClientRect().width > 0;
  const letsTalk = () => [...header.querySelectorAll('a')].filter((a) => a.textContent?.startsWith("Let's Talk") && shown(a));
  const assessment = [...header.querySelectorAll('a')].filter((a) => a.textContent?.trim() === 'Assessment' && shown(a));
  if (assessment.length !== 1) problems.push(`${assessment.length} visible Assessment buttons`);
  outside(header);
  const menu = header.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
  const burger = menu?.querySelector('summary');
  const burgerShown = !!burger && shown(burger);
  if (width < breakpoint && !burgerShown) problems.push('no menu button below the mobile breakpoint');
  if (burgerShown) {
    // Open the menu, look, and close it again: the menu's own items must fit, and Let's Talk is among them.
    menu!.open = true;
    outside(header);
    if (letsTalk().length !== 1) problems.push(`${letsTalk().length} visible Let's Talk links with the menu open`);
    menu!.open = false;
  } else if (letsTalk().length !== 1) problems.push(`${letsTalk().length} visible Let's Talk buttons`);
  return problems;
}

test.describe('the layout at every width from 320 to 2560 px', () => {
  for (const path of PAGES) {
    test(`${path} never scrolls sideways and keeps the whole header on screen`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      const res = await page.goto(path);
      expect(res?.status()).toBe(path === NOT_FOUND ? 404 : 200);
      await page.waitForLoadState('networkidle');
      const found: Problem[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const problem of await page.evaluate(layoutProblems, TIMINGS.mobileBreakpointPx)) found.push({ width, problem });
      }
      // One line per problem, so a failure names every width and element at once.
      expect(found.map((f) => `${f.width} px: ${f.problem}`)).toEqual([]);
    });
  }
});

const SCREENSHOTS = path.resolve(import.meta.dirname, '../output/screenshots');

test.describe('screenshots at 390, 1280, 1366 and 1920 px (artefacts for review)', () => {
  for (const [name, url] of [
    ['home', '/'],
    ['services', '/services'],
    ['post', '/ceo-weekly-review'],
  ] as const) {
    test(`${name}`, async ({ page, consoleProblems }) => {
      test.setTimeout(60_000);
      expect((await page.goto(url))?.status()).toBe(200);
      for (const width of [390, 1280, 1366, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await wakeIslands(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
      }
      void consoleProblems;
    });
  }
});
