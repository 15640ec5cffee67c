import path from 'node:path';
import { TIMINGS } from '../../routes/_lib/islands';
import { expect, screenshotFullPage, test, wakeIslands } from './fixtures';

/**
 * Every width a visitor might have, 320 to 2560 px: the page never scrolls sideways, nothing in the header
 * sits outside the window, and 'Let's Talk' is on screen (below the mobile breakpoint, in the open menu).
 * Every line breaks well: no text runs out of its box or breaks inside a word, no separator ('/' or '·') starts
 * or ends a line, and no button's label wraps.
 * Run where the wide DejaVu Sans is the system font (.ci/run installs it): that is where a header overflows.
 */
const NOT_FOUND = '/not-a-page-at-all';
const PAGES = ['/', '/services', '/time-poor-ceo', '/blog', '/ceo-weekly-review', '/search?q=weekly+review', '/assessment', '/contact', '/terms-conditions', NOT_FOUND];
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

/**
 * Runs in the page: every line that breaks badly at the current width. Text is read from its text nodes' boxes,
 * so it is what a person sees: visually hidden text and text clipped out of sight by its container are skipped.
 */
function lineProblems(): string[] {
  const problems: string[] = [];
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}> '${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}'`;
  const skipped = 'script, style, noscript, template, svg, select, textarea, .sr-only';
  const shown = new Map<Element, boolean>();
  const isShown = (el: Element) => {
    let v = shown.get(el);
    if (v === undefined) shown.set(el, (v = !el.closest(skipped) && el.checkVisibility()));
    return v;
  };
  const visibleText = (root: Element) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (node.textContent?.trim() && parent && isShown(parent)) nodes.push(node as Text);
    }
    return nodes;
  };
  const rectsOf = (node: Text, start = 0, end = node.length) => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  };
  /** The box text is laid out in: its nearest ancestor that is not an inline box. */
  const boxOf = (el: Element) => {
    let box = el;
    while (box.parentElement && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
    return box;
  };
  /** Whether a rectangle lies wholly outside an ancestor that clips what overflows it. */
  const clippedAway = (el: Element, r: DOMRect) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const margin = style.overflowX === 'clip' ? parseFloat(style.overflowClipMargin) || 0 : 0;
      const b = a.getBoundingClientRect();
      if (r.right <= b.left - margin || r.left >= b.right + margin || r.bottom <= b.top - margin || r.top >= b.bottom + margin) return true;
    }
    return false;
  };
  const nodes = visibleText(document.body);

  // Text that runs out of its box, and words broken across two lines. A browser breaks inside a word only where
  // the CSS lets it (overflow-wrap, word-break, hyphens), so only there are words measured one by one.
  const boxes = new Map<Element, { box: { left: number; right: number }; breaksWords: boolean }>();
  for (const node of nodes) {
    const parent = node.parentElement!;
    let layout = boxes.get(parent);
    if (!layout) {
      const style = getComputedStyle(parent);
      const breaksWords = style.overflowWrap !== 'normal' || !['normal', 'keep-all'].includes(style.wordBreak) || style.hyphens === 'auto';
      // The content box: text running into the padding of a button or a card has run out of it too.
      const block = boxOf(parent);
      const edges = block.getBoundingClientRect();
      const blockStyle = getComputedStyle(block);
      const box = { left: edges.left + parseFloat(blockStyle.paddingLeft) + parseFloat(blockStyle.borderLeftWidth), right: edges.right - parseFloat(blockStyle.paddingRight) - parseFloat(blockStyle.borderRightWidth) };
      boxes.set(parent, (layout = { box, breaksWords }));
    }
    const { box, breaksWords } = layout;
    const lines = rectsOf(node);
    for (const r of lines) {
      // Parked off the page on purpose (the forms' bot trap): nobody can scroll to it.
      if (r.right + window.scrollX <= 0) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1) {
        problems.push(`${describe(parent)} runs ${Math.round(Math.max(box.left - r.left, r.right - box.right))} px out of its box`);
        break;
      }
    }
    if (!breaksWords || lines.length < 2) continue;
    // A break after a hyphen or a slash is a break between words ('Full-' / 'Force').
    for (const word of node.textContent!.matchAll(/[^\s\-‐–—/]+/g)) {
      const wordLines = new Set(rectsOf(node, word.index, word.index + word[0].length).map((r) => Math.round(r.top)));
      if (wordLines.size > 1) problems.push(`${describe(parent)} breaks the word '${word[0]}' across lines`);
    }
  }

  // A separator between items must have an item beside it on its line, on both sides.
  const SEPARATOR = /(?<=^|\s)[\/·|•](?=\s|$)/g;
  for (const node of nodes) {
    for (const sep of node.textContent!.matchAll(SEPARATOR)) {
      const parent = node.parentElement!;
      const r = rectsOf(node, sep.index, sep.index + 1)[0];
      if (!r || clippedAway(parent, r)) continue;
      // The run of items the separator sits in: a list's items, or the paragraph around it.
      const item = parent.closest('li');
      const line = item?.parentElement ?? parent.closest('p, dd, dt, td, th, h1, h2, h3, h4, figcaption, div') ?? parent;
      const reach = parseFloat(getComputedStyle(parent).fontSize) * 2.5;
      let before = false;
      let after = false;
      for (const other of visibleText(line)) {
        for (const word of other.textContent!.matchAll(/\S+/g)) {
          if (other === node && word.index === sep.index) continue;
          for (const w of rectsOf(other, word.index, word.index + word[0].length)) {
            if (w.bottom <= r.top || w.top >= r.bottom || clippedAway(other.parentElement!, w)) continue;
            if (w.right <= r.left + 0.5 && r.left - w.right < reach) before = true;
            if (w.left >= r.right - 0.5 && w.left - r.right < reach) after = true;
          }
        }
      }
      if (!before) problems.push(`${describe(line)} starts a line with '${sep[0]}'`);
      else if (!after) problems.push(`${describe(line)} ends a line with '${sep[0]}'`);
    }
  }

  // Buttons, and links drawn as buttons (filled or outlined, with round ends), keep their label on one line.
  for (const el of document.querySelectorAll('a, button, summary, [role="button"]')) {
    if (!isShown(el)) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const drawn = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
    if (!drawn || box.height === 0 || parseFloat(style.borderTopLeftRadius) < box.height / 2 - 1) continue;
    // Boxes on one line overlap vertically (an emoji and a word differ by a pixel or two, never by a line).
    const boxes = visibleText(el).flatMap((n) => rectsOf(n));
    const wraps = boxes.some((a) => boxes.some((b) => b.top >= a.bottom - Math.min(a.height, b.height) / 2));
    if (wraps) problems.push(`the button ${describe(el)} wraps its label`);
    // A label kept on one line must still fit: the button stays inside the box that holds it.
    const holder = boxOf(el.parentElement!);
    const h = holder.getBoundingClientRect();
    const hs = getComputedStyle(holder);
    const over = Math.max(h.left + parseFloat(hs.paddingLeft) - box.left, box.right - (h.right - parseFloat(hs.paddingRight)));
    if (over > 1) problems.push(`the button ${describe(el)} runs ${Math.round(over)} px out of ${describe(holder)}`);
  }
  return problems;
}

test.describe('the layout at every width from 320 to 2560 px', () => {
  for (const path of PAGES) {
    test(`${path} never scrolls sideways and keeps the whole header on screen`, async ({ page }) => {
      test.setTimeout(300_000);
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

    test(`${path} breaks every line well`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect((await page.goto(path))?.status()).toBe(path === NOT_FOUND ? 404 : 200);
      await page.waitForLoadState('networkidle');
      const found = new Map<string, number[]>();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const problem of new Set(await page.evaluate(lineProblems))) found.set(problem, [...(found.get(problem) ?? []), width]);
      }
      // One line per problem with the widths it shows at, so a failure reads as a list of defects.
      expect([...found].map(([problem, widths]) => `${problem} (at ${widths.length > 3 ? `${widths.length} widths, ${widths[0]}-${widths.at(-1)}` : widths.join(', ')} px)`)).toEqual([]);
    });
  }
});

/** Runs in the page: each email link's text as it is laid out, one string per line. */
function emailLines(): string[][] {
  return [...document.querySelectorAll('a[href^="mailto:"]')].filter((a) => a.checkVisibility()).map((a) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? '') + node.textContent![i]);
      }
    }
    return [...lines].sort(([a], [b]) => a - b).map(([, text]) => text);
  });
}

test('/contact’s email address breaks only after its @, at 390 px and every phone width', async ({ page }) => {
  await page.goto('/contact');
  const found: string[] = [];
  for (const width of [320, 340, 360, 375, 390, 412, 430, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lines of await page.evaluate(emailLines)) {
      if (lines.length > 2 || (lines.length === 2 && !lines[0]!.endsWith('@'))) found.push(`${width} px: ${lines.join(' / ')}`);
    }
  }
  expect(found).toEqual([]);
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
        await screenshotFullPage(page, path.join(SCREENSHOTS, `${name}-${width}.png`));
      }
      void consoleProblems;
    });
  }
});

/**
 * The long pages render their lower sections on sight (RENDER_ON_SIGHT in routes/_layout/ui.tsx): until then a
 * section is laid out at its estimate, which must be at least its real height, or its content would overlap the
 * next section for tools that read boxes without painting.
 */
for (const url of ['/', '/services']) {
  test(`${url} leaves its lower sections unrendered at load, each estimated at no less than its real height`, async ({ page, consoleProblems }) => {
    for (const width of [320, 390, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      const sections = await page.locator('main > section').evaluateAll((els) =>
        els
          .filter((el) => getComputedStyle(el).contentVisibility === 'auto')
          .map((el) => {
            const style = getComputedStyle(el);
            const estimate = parseFloat(style.containIntrinsicHeight.replace('auto', ''));
            const skipped = !el.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true });
            (el as HTMLElement).style.contentVisibility = 'visible';
            const content = el.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
            return { section: el.id || el.getAttribute('aria-labelledby'), estimate, content: Math.ceil(content), skipped };
          }),
      );
      expect(sections.length, `${width} px`).toBeGreaterThanOrEqual(8);
      // The work put off: the page's last sections are neither styled nor laid out while it loads.
      expect(sections.at(-1)!.skipped, `${width} px`).toBe(true);
      expect(sections.filter((s) => s.content > s.estimate), `${width} px`).toEqual([]);
    }
    void consoleProblems;
  });
}
