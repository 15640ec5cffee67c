import type { Locator, Page } from '@playwright/test';
import { industries } from '../../routes/industries/content';
import { TIMINGS } from '../../routes/_lib/islands';
import { PACKAGES } from '../../routes/_lib/plans';
import { audience, hero, howItWorks, industriesIntro, roi, testimonials } from '../../routes/home/content';
import { ROUTES } from './route-table';
import { expect, test, wakeIslands } from './fixtures';
import { signIn } from './sign-in';

/**
 * The site as a keyboard-only visitor meets it: Tab and Shift+Tab through one page of every page family at a phone
 * and a desktop width. Wherever the focus lands, the visitor must be able to see it: nothing else (the sticky
 * header, the open menu) covers the focused control, it is on screen, and its focus ring has at least 3:1 against
 * the background it sits on (WCAG 2.4.7, 2.4.11 and 1.4.11). Then the paths a screen reader or a keyboard takes
 * through the widgets: in-page links, the mobile menu, the hero badge, the ROI calculator, the carousel, card
 * links, the newsletter's refusal and headings that take the focus.
 */

// Every test here drives the browser by keys and waits on scrolling: generous limits for a busy machine.
test.describe.configure({ timeout: 60_000 });

interface Problem {
  /** 'hidden': covered or off-screen; 'ring': no focus indicator, or one under 3:1. */
  kind: 'hidden' | 'ring';
  text: string;
}

/**
 * Runs in the page: where the focus is and what keeps a sighted keyboard visitor from seeing it; null when nothing in
 * the page has focus. It looks once the focused element has stood still for `quietMs` (a frame is enough where the
 * sweep has turned smooth scrolling off; a smooth scroll may start a little after the move that caused it).
 */
async function inspectFocus(quietMs = 0): Promise<{ id: number; name: string; problems: Problem[] } | null> {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;
  let last = '';
  for (let since = performance.now(), frames = 0; frames < 600; frames++) {
    await new Promise(requestAnimationFrame);
    const r = el.getBoundingClientRect();
    const now = `${r.top} ${r.left} ${scrollY}`;
    if (now !== last) [last, since] = [now, performance.now()];
    else if (performance.now() - since >= quietMs) break;
  }

  const w = window as unknown as { focusIds?: WeakMap<Element, number>; focusCount?: number };
  w.focusIds ??= new WeakMap();
  if (!w.focusIds.has(el)) w.focusIds.set(el, (w.focusCount = (w.focusCount ?? 0) + 1));
  const describe = (e: Element) => {
    const text = (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const name = e.getAttribute('name');
    return `<${e.tagName.toLowerCase()}${name ? ` name=${name}` : ''}>${text ? ` '${text}'` : ''}`;
  };
  const problems: Problem[] = [];
  const hidden = (text: string) => problems.push({ kind: 'hidden', text });

  // What a sighted visitor sees as the control: a radio or checkbox is the label card around it.
  const label = el.matches('input[type="radio"], input[type="checkbox"]') ? el.closest('label') : null;
  const shown = label ?? el;
  const box = shown.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;

  // Covered by something that stays put while the page scrolls (the sticky header, a fixed bar, the toasts), unless
  // the focused control is drawn above it (the skip link over the header). Found once per page and width.
  const stays = ((window as unknown as { stays?: Record<number, Element[]> }).stays ??= {});
  stays[vw] ??= [...document.querySelectorAll('body *')].filter((e) => /^(fixed|sticky)$/.test(getComputedStyle(e).position));
  for (const other of stays[vw]) {
    if (other.contains(shown) || shown.contains(other) || !other.checkVisibility()) continue;
    const o = other.getBoundingClientRect();
    const overlapX = Math.min(box.right, o.right) - Math.max(box.left, o.left);
    const overlapY = Math.min(box.bottom, o.bottom) - Math.max(box.top, o.top);
    if (overlapX <= 1 || overlapY <= 1) continue;
    const stack = document.elementsFromPoint(Math.max(box.left, o.left) + overlapX / 2, Math.max(box.top, o.top) + overlapY / 2);
    const mine = stack.findIndex((e) => shown.contains(e));
    const theirs = stack.findIndex((e) => other.contains(e));
    if (mine === -1 || (theirs !== -1 && theirs < mine)) hidden(`${Math.round(overlapY)} of ${Math.round(box.height)} px hidden under ${describe(other)}`);
  }
  // ...or by anything else drawn over it (an open menu, a panel).
  for (const [fx, fy] of [
    [0.5, 0.5],
    [0.15, 0.5],
    [0.85, 0.5],
    [0.5, 0.15],
    [0.5, 0.85],
  ] as const) {
    const x = box.left + box.width * fx;
    const y = box.top + box.height * fy;
    if (x < 0 || y < 0 || x >= vw || y >= vh) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== shown && !shown.contains(hit) && !hit.contains(shown)) {
      hidden(`covered by ${describe(hit)} at (${Math.round(x)}, ${Math.round(y)})`);
      break;
    }
  }
  // Off screen, in whole or in part. A control taller or wider than the window need only start on it, and so need a
  // text area: the browser brings its caret into view, not all of it.
  const fits = box.height <= vh && box.width <= vw && !el.matches('textarea');
  if (box.bottom <= 0 || box.top >= vh || box.right <= 0 || box.left >= vw) hidden(`off-screen at (${Math.round(box.left)}, ${Math.round(box.top)})`);
  else if (fits ? box.top < -1 || box.bottom > vh + 1 || box.left < -1 || box.right > vw + 1 : box.top < -1 || box.left < -1)
    hidden(`partly off-screen: ${Math.round(box.left)}..${Math.round(box.right)} x ${Math.round(box.top)}..${Math.round(box.bottom)}`);

  // The focus ring: drawn by the element itself, by its ::after (a link stretched over a card) or by the label card.
  const rgba = (c: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, a] as const;
  };
  const over = (top: readonly number[], under: readonly number[]) => [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!));
  const luminance = (c: number[]) => {
    const [r, g, b] = c.map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const ringColours = (s: CSSStyleDeclaration) => {
    const colours: string[] = [];
    if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) colours.push(s.outlineColor);
    for (const m of s.boxShadow.matchAll(/(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+(-?[\d.]+)px(\s+inset)?/g))
      if (!m[6] && Number(m[5]) >= 2 && rgba(m[1]!)[3] > 0) colours.push(m[1]!);
    return colours;
  };
  const candidates: [Element, CSSStyleDeclaration][] = [
    [el, getComputedStyle(el)],
    [el, getComputedStyle(el, '::after')],
    ...(label ? ([[label, getComputedStyle(label)]] as [Element, CSSStyleDeclaration][]) : []),
  ];
  const ring = candidates.map(([host, style]) => ({ host, colours: ringColours(style) })).find((c) => c.colours.length > 0);
  if (!ring) problems.push({ kind: 'ring', text: 'no visible focus indicator' });
  else {
    const layers: (readonly number[])[] = [];
    for (let n = ring.host.parentElement; n; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    const bg = layers.reverse().reduce<number[]>((under, top) => over(top, under), [255, 255, 255]);
    const best = Math.max(...ring.colours.map((c) => contrast(over(rgba(c), bg), bg)));
    if (best < 3) problems.push({ kind: 'ring', text: `focus ring ${ring.colours.join(' + ')} on rgb(${bg.map(Math.round).join(', ')}) is ${best.toFixed(2)}:1` });
  }
  return { id: w.focusIds.get(el)!, name: describe(el), problems };
}

/** The focused element's problems of one kind (or of both), as text. */
async function focusProblems(page: Page, kind?: Problem['kind']) {
  const at = await page.evaluate(inspectFocus, 400);
  if (!at) return ['nothing has focus'];
  return at.problems.filter((p) => !kind || p.kind === kind).map((p) => `${at.name}: ${p.text}`);
}

/**
 * Presses Tab (or Shift+Tab) until the focus leaves the page or comes round again, and lists every problem on the
 * way. With `main`, only the page's own content is checked: the sweep starts just before it and ends as the
 * focus leaves it (the header and footer are the same on every page and are checked on the full sweeps).
 */
async function sweep(page: Page, key: 'Tab' | 'Shift+Tab', scope: 'page' | 'main') {
  await page.evaluate(
    ([key, scope]) => {
      // A smooth scroll ends where an instant one does; instant, each move can be looked at as soon as it is made.
      document.styleSheets[0]!.insertRule('html, html * { scroll-behavior: auto !important; }', document.styleSheets[0]!.cssRules.length);
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo({ top: key === 'Tab' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' });
      // The sweep of the content starts where the visitor's focus would be: the last control before it, or the
      // first after it.
      if (scope === 'main') {
        const main = document.getElementById('main')!;
        const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex="0"]')].filter(
          (e) => e.checkVisibility() && !main.contains(e),
        );
        const before = controls.filter((e) => main.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING).at(-1);
        const after = controls.find((e) => main.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING);
        (key === 'Tab' ? before : after)?.focus({ preventScroll: true });
      }
    },
    [key, scope] as const,
  );
  const seen = new Set<number>();
  const problems: string[] = [];
  for (let step = 1; step <= 300; step++) {
    await page.keyboard.press(key);
    if (scope === 'main' && !(await page.evaluate(() => !!document.activeElement?.closest('main')))) break;
    const at = await page.evaluate(inspectFocus, 0);
    if (!at || seen.has(at.id)) break;
    seen.add(at.id);
    for (const p of at.problems) problems.push(`${key} ${step}: ${at.name}: ${p.text}`);
  }
  return { problems, stops: seen.size };
}

// One page of each family; families that share another's template are left to it (the region pages are the home
// page in a currency; service-topic, topic and industry pages are the persona pages' long-form template).
const SAME_TEMPLATE = new Set<string>(['region', 'service-topic', 'topic', 'industry', 'blog-manage']);
const SEEDED_POST = '/ceo-weekly-review'; // migrations/posts/ceo-weekly-review.md
/** Swept whole, header and footer included; every other page is swept through its content. */
const WHOLE = new Set(['/', SEEDED_POST]);
const SAMPLE = [
  ...new Map(ROUTES.filter((r) => !SAME_TEMPLATE.has(r.family)).map((r) => [r.family, r.path])).values(),
  SEEDED_POST,
  '/no-such-page',
  '/blog/manage',
];

/** The booking calendar and the payment pages are outside this machine's network: answer for them. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(calendly\.com|buy\.stripe\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>External stand-in</title><p>External page</p>' }),
  );
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Tab and Shift+Tab at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of SAMPLE) {
      test(`${path}: every focused control is on screen, uncovered and ringed at 3:1`, async ({ page }) => {
        test.setTimeout(180_000);
        if (path === '/blog/manage') await signIn(page);
        else await page.goto(path);
        await wakeIslands(page);
        const scope = WHOLE.has(path) ? 'page' : 'main';
        const forward = await sweep(page, 'Tab', scope);
        expect(forward.stops, 'controls reached with Tab').toBeGreaterThan(scope === 'page' ? 10 : 0);
        const backward = await sweep(page, 'Shift+Tab', scope);
        expect(backward.stops, 'Shift+Tab reaches as many controls as Tab').toBe(forward.stops);
        expect([...forward.problems, ...backward.problems]).toEqual([]);
      });
    }
  });
}

/** Presses Tab until `target` has the focus, as a keyboard visitor would; fails after `max` presses. */
async function tabTo(target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    await target.page().keyboard.press('Tab');
    if (await target.evaluate((e) => e === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Where the sticky header ends, in the window. */
const headerBottom = (page: Page) => page.evaluate(() => document.querySelector('body > header')!.getBoundingClientRect().bottom);

test.describe('in-page links land below the sticky header', () => {
  const persona = '/time-poor-ceo';
  const tocLinks = (page: Page) => page.getByRole('navigation', { name: 'On this page' }).getByRole('link');

  async function expectBelowHeader(page: Page, id: string) {
    await expect
      .poll(async () => {
        const { top, atEnd } = await page.evaluate((id) => {
          const root = document.documentElement;
          return { top: document.getElementById(id)!.getBoundingClientRect().top, atEnd: scrollY + innerHeight >= root.scrollHeight - 1 };
        }, id);
        const below = await headerBottom(page);
        // Just below the header (the scroll padding is the header plus 1.5 rem), unless the page has no more to scroll.
        return top >= below && (top <= below + 40 || atEnd);
      }, { message: `#${id} below the header`, timeout: 15_000 })
      .toBe(true);
  }

  for (const width of [1024, 1366]) {
    test(`the contents list's targets at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 768 });
      await page.goto(persona);
      await page.waitForLoadState('networkidle');
      const links = await tocLinks(page).all();
      expect(links.length).toBeGreaterThan(2);
      for (const link of links) {
        const id = (await link.getAttribute('href'))!.slice(1);
        await link.click();
        await expectBelowHeader(page, id);
      }
    });
  }

  test('a link to a section from another page, at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(persona);
    const id = (await page.locator('main h2[id]').nth(1).getAttribute('id'))!;
    await page.goto(`${persona}#${id}`);
    await page.waitForLoadState('networkidle');
    await expectBelowHeader(page, id);
  });

  test('when a wide font wraps the header onto more rows', async ({ page }) => {
    // Between the phone and the widest layouts the bar wraps its rows rather than overflow (routes/_layout/nav.tsx).
    await page.setViewportSize({ width: 1100, height: 768 });
    await page.goto(persona);
    await page.waitForLoadState('networkidle');
    const oneRow = await headerBottom(page);
    // A visitor's own font settings can make the bar's words much wider than the fonts it was laid out for.
    await page.evaluate(() => document.styleSheets[0]!.insertRule('body > header * { letter-spacing: 0.4em !important; }', document.styleSheets[0]!.cssRules.length));
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(oneRow + 30);
    const link = tocLinks(page).last();
    const id = (await link.getAttribute('href'))!.slice(1);
    // Tabbed to, as a keyboard visitor reaches it: a link focused by script while off-screen is first scrolled into
    // view by the browser when a key is pressed, a smooth scroll that takes the place of the one to its target.
    await tabTo(link);
    await page.keyboard.press('Enter');
    await expectBelowHeader(page, id);
  });
});

test.describe('the mobile menu at 390 px', () => {
  const menuButton = (page: Page) => page.locator('summary[aria-label="Menu"]');
  test.use({ viewport: PHONE });

  const menuOf = (page: Page) => page.getByRole('list', { name: 'Mobile menu' });
  /** Tabs to the menu button and opens the menu with Enter. */
  async function openByKeyboard(page: Page) {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await tabTo(menuButton(page));
    await page.keyboard.press('Enter');
    await expect(menuOf(page)).toBeVisible();
    return menuOf(page);
  }

  test('closes when the focus moves on from its last item, so the next control is not behind it', async ({ page }) => {
    const menu = await openByKeyboard(page);
    await tabTo(menu.getByRole('link', { name: 'About', exact: true }));
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    expect(await focusProblems(page, 'hidden')).toEqual([]);
  });

  test('closes when Shift+Tab leaves it by its button; Escape still closes it and returns to the button', async ({ page }) => {
    const menu = await openByKeyboard(page);
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeHidden();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

const heroRegion = (page: Page) => page.getByRole('region', { name: hero.h1, exact: true });
const badgeOf = (page: Page) => heroRegion(page).getByRole('link', { name: / – see our services$/ });
const servicesHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Senior support across the whole business' });

test.describe('the hero audience badge', () => {
  test('Enter on it takes the focus, not just the page, to the services heading', async ({ page }) => {
    await page.goto('/');
    // The island is live once it shows its pause button.
    await expect(heroRegion(page).getByRole('button', { name: hero.badgeControl.pause })).toBeVisible();
    await tabTo(badgeOf(page));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#services$/);
    await expect(servicesHeading(page)).toBeFocused();
    expect(await focusProblems(page)).toEqual([]);
    // The next Tab goes on from the services, not back to the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Who we are' })).toBeFocused();
  });

  test('holds still while it has the focus or the pointer, so its name does not change under the visitor', async ({ page }) => {
    const START = new Date('2025-03-03T09:00:00Z').getTime();
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1_000);
    await page.goto('/');
    const text = badgeOf(page).locator('[data-badge-text]');
    const shows = async (audience: string, forMs: number) => {
      for (let t = 0; t < forMs; t += 500) {
        await page.clock.runFor(500);
        await expect(text).toHaveText(audience);
      }
    };
    // Live once it has rotated once.
    for (let t = 0; t < 10_000 && (await text.textContent()) === 'For Executives'; t += 100) await page.clock.runFor(100);
    await expect(text).toHaveText('For CEOs');

    await tabTo(badgeOf(page));
    await shows('For CEOs', 3 * TIMINGS.badgeRotationMs);
    await expect(badgeOf(page)).toHaveAccessibleName('For CEOs – see our services');
    await page.keyboard.press('Tab');
    await page.clock.runFor(TIMINGS.badgeRotationMs);
    await expect(text).toHaveText('For Solopreneurs');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await badgeOf(page).hover();
    await shows('For Solopreneurs', 3 * TIMINGS.badgeRotationMs);
    await page.mouse.move(5, 700);
    await page.clock.runFor(TIMINGS.badgeRotationMs);
    await expect(text).toHaveText('For Founders');
  });
});

test.describe('the ROI calculator at 390 px', () => {
  test.use({ viewport: PHONE });
  const calcOf = (page: Page) => page.getByRole('region', { name: roi.heading, exact: true });
  const chosenHeading = (page: Page) => calcOf(page).getByRole('heading', { name: /: your annual saving$/ });

  /** Waits out the calculator's delay and any scroll it starts. */
  const settle = async (page: Page) => {
    await page.waitForTimeout(TIMINGS.roiScrollDelayMs + 50);
    await page.evaluate(inspectFocus, 400);
  };

  test('the arrow keys change the package, and the focused choice stays on screen as the savings come into view', async ({ page }) => {
    const roiScript = page.waitForResponse(/\/assets\/roi-[^/]*\.js$/);
    await page.goto('/');
    const calc = calcOf(page);
    await calc.getByRole('group', { name: 'Choose a package' }).scrollIntoViewIfNeeded();
    await roiScript;
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await tabTo(calc.getByRole('radio', { name: PACKAGES.strategic.name }));
    for (const [key, chosen] of [
      ['ArrowDown', 'executive'],
      ['ArrowDown', 'fullforce'],
      ['ArrowUp', 'executive'],
      ['ArrowUp', 'strategic'],
      ['ArrowUp', 'starter'],
    ] as const) {
      await page.keyboard.press(key);
      await expect(calc.getByRole('radio', { name: PACKAGES[chosen].name })).toBeFocused();
      await settle(page);
      expect(await focusProblems(page, 'hidden'), `after ${key} to ${chosen}`).toEqual([]);
      await expect(chosenHeading(page)).toHaveText(`${PACKAGES[chosen].name}: your annual saving`);
      await expect(chosenHeading(page)).toBeInViewport();
    }
  });

  test('does not scroll when the savings are already in view', async ({ page }) => {
    const roiScript = page.waitForResponse(/\/assets\/roi-[^/]*\.js$/);
    await page.goto('/');
    const calc = calcOf(page);
    const group = calc.getByRole('group', { name: 'Choose a package' });
    await group.scrollIntoViewIfNeeded();
    await roiScript;
    // The choices at the top of the screen, just below the header: the savings are below them, in view.
    const top = await group.evaluate((el) => el.getBoundingClientRect().top + scrollY - document.querySelector('body > header')!.getBoundingClientRect().height - 8);
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), top);
    await expect(chosenHeading(page)).toBeInViewport({ ratio: 1 });
    const before = await page.evaluate(() => scrollY);
    await calc.getByRole('radio', { name: PACKAGES.strategic.name }).focus();
    await page.keyboard.press('ArrowDown');
    await settle(page);
    expect(await page.evaluate(() => scrollY)).toBe(before);
  });

  test.describe('for visitors who prefer reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the savings come into view in one jump, not a smooth scroll', async ({ page }) => {
      const roiScript = page.waitForResponse(/\/assets\/roi-[^/]*\.js$/);
      await page.goto('/');
      const calc = calcOf(page);
      const radio = calc.getByRole('radio', { name: PACKAGES.starter.name });
      await radio.scrollIntoViewIfNeeded();
      await roiScript;
      // The choice at the foot of the screen, so the savings start out below it.
      await radio.evaluate((el) => {
        const label = el.closest('label')!;
        window.scrollTo({ top: scrollY + label.getBoundingClientRect().bottom - innerHeight + 8, behavior: 'instant' });
      });
      await expect(chosenHeading(page)).not.toBeInViewport();
      await radio.focus();
      const positions = page.evaluate(async () => {
        // Every position the page takes, frame by frame, until 300 ms after it last moved (4 s at most).
        const seen = [scrollY];
        const start = performance.now();
        let moved = 0;
        while (performance.now() - start < 4_000 && !(moved && performance.now() - moved > 300)) {
          await new Promise(requestAnimationFrame);
          if (scrollY !== seen.at(-1)) [moved] = [performance.now(), seen.push(scrollY)];
        }
        return seen;
      });
      await page.keyboard.press('Space');
      const seen = await positions;
      expect(seen, 'scroll positions, frame by frame').toHaveLength(2);
      await expect(chosenHeading(page)).toBeInViewport();
      expect(await focusProblems(page, 'hidden')).toEqual([]);
    });
  });
});

test.describe('the testimonials carousel', () => {
  test('announces the testimonial in view after a move, and its keys and buttons both loop at the ends', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('group', { name: 'What leaders say after working with us' });
    const track = carousel.getByRole('list', { name: /^Testimonials/ });
    const next = carousel.getByRole('button', { name: 'Next testimonials' });
    const prev = carousel.getByRole('button', { name: 'Previous testimonials' });
    const status = carousel.getByRole('status');
    await track.scrollIntoViewIfNeeded();
    await expect(next).toBeVisible();
    const total = testimonials.length;
    // Three slides in view at this width: the track rests at slide 1, 2 or 3 first.
    await next.click();
    await expect(status).toHaveText(`Testimonial 2 of ${total}`);
    await next.click();
    await expect(status).toHaveText(`Testimonial 3 of ${total}`);
    // At the end both Next and the right arrow go round to the start, as the carousel loops.
    await expect(next).toBeEnabled();
    await next.click();
    await expect(status).toHaveText(`Testimonial 1 of ${total}`);
    await expect(prev).toBeEnabled();
    await prev.click();
    await expect(status).toHaveText(`Testimonial 3 of ${total}`);
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(`Testimonial 1 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(`Testimonial 3 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(`Testimonial 2 of ${total}`);
  });
});

test.describe('what a screen reader hears', () => {
  test('audience and industry cards are links named by their titles, described by the rest of the card', async ({ page }) => {
    await page.goto('/');
    const audienceRegion = page.getByRole('region', { name: audience.heading, exact: true });
    for (const card of audience.cards) {
      const link = audienceRegion.getByRole('link', { name: `For ${card.title}`, exact: true });
      await expect(link).toHaveAttribute('href', card.link);
      await expect(link).toHaveAccessibleDescription(card.body);
    }
    const industryRegion = page.getByRole('region', { name: industriesIntro.heading, exact: true });
    for (const industry of industries) {
      const link = industryRegion.getByRole('link', { name: industry.label, exact: true });
      await expect(link).toHaveAttribute('href', industry.path);
      await expect(link).toHaveAccessibleDescription(industry.summary);
    }
    // The whole card is still one target for a pointer.
    await industryRegion.getByText(industries[0]!.summary).scrollIntoViewIfNeeded();
    const summary = (await industryRegion.getByText(industries[0]!.summary).boundingBox())!;
    await page.mouse.click(summary.x + summary.width / 2, summary.y + summary.height / 2);
    await expect(page).toHaveURL(new RegExp(`${industries[0]!.path}$`));
  });

  test("the footer's UK/US choice is a navigation named for what it does", async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Region', exact: true })).toHaveCount(0);
    const choice = footer.getByRole('navigation', { name: 'Region and currency', exact: true });
    await expect(choice.getByRole('link', { name: 'UK (£)' })).toHaveAttribute('href', '/uk');
    await expect(choice.getByRole('link', { name: 'US ($)' })).toHaveAttribute('href', '/us');
  });
});

test.describe('a refused newsletter address at 390 px', () => {
  test.use({ viewport: PHONE });

  for (const [where, formOf] of [
    ['the footer', (page: Page) => page.getByRole('contentinfo').getByRole('form')],
    ['the home page', (page: Page) => page.getByRole('main').getByRole('form', { name: /^Newsletter sign-up/ })],
  ] as const) {
    test(`in ${where}: the message is at the field, and the toast does not cover it`, async ({ page }) => {
      await page.goto('/');
      const form = formOf(page);
      const email = form.getByLabel('Email address');
      await email.click();
      // The form's island loads on this first touch; on a busy machine that can take longer than a page's check.
      await expect(form).toHaveAttribute('data-enhanced', '', { timeout: 15_000 });
      await email.fill('not-an-email');
      // Measured in the page the moment the toast is up and the field has the focus back (the toast lasts 6 s).
      const measured = page.evaluate(
        () =>
          new Promise<{ toast: string; toastBox: [number, number]; fieldBox: [number, number]; headerBottom: number; height: number }>((resolve) => {
            const look = async () => {
              const toast = document.querySelector<HTMLElement>('#toasts [role="alert"]');
              const field = document.activeElement;
              if (!toast || !(field instanceof HTMLInputElement) || field.name !== 'email') return requestAnimationFrame(look);
              // Once the page has stood still for 400 ms: any scroll that brings the message into view is over.
              for (let last = '', since = performance.now(); performance.now() - since < 400; ) {
                await new Promise(requestAnimationFrame);
                const now = `${scrollY} ${field.getBoundingClientRect().top}`;
                if (now !== last) [last, since] = [now, performance.now()];
              }
              const [t, f] = [toast.getBoundingClientRect(), field.getBoundingClientRect()];
              resolve({
                toast: toast.innerText,
                toastBox: [t.top, t.bottom],
                fieldBox: [f.top, f.bottom],
                headerBottom: document.querySelector('body > header')!.getBoundingClientRect().bottom,
                height: innerHeight,
              });
            };
            look();
          }),
      );
      await page.keyboard.press('Enter');
      const { toast, toastBox, fieldBox, headerBottom, height } = await measured;
      expect(toast).toContain('Valid email required');
      const overlap = Math.min(toastBox[1], fieldBox[1]) - Math.max(toastBox[0], fieldBox[0]);
      expect(overlap, `the toast (y ${toastBox.map(Math.round).join('..')}) over the field (y ${fieldBox.map(Math.round).join('..')})`).toBeLessThanOrEqual(0);
      expect(fieldBox[0], 'the field below the header').toBeGreaterThanOrEqual(headerBottom);
      expect(fieldBox[1], 'the field above the foot of the window').toBeLessThanOrEqual(height);
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address to subscribe.');
      await expect(form.getByText('Please enter a valid email address to subscribe.')).toBeInViewport();
    });
  }
});

test.describe('headings that take the focus', () => {
  test("the assessment's question heading shows a focus ring when Next moves the focus to it", async ({ page }) => {
    await page.goto('/assessment');
    const first = page.getByRole('group', { name: /Question 1 of 13/ });
    await tabTo(first.getByRole('radio').first());
    // Tabbing into the questionnaire starts it (routes/assessments/questionnaire-page.tsx).
    await expect(page.getByText('Question 2 of 13')).toBeHidden();
    await page.keyboard.press('Space');
    await tabTo(page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: /Question 2 of 13/ }).locator('legend')).toBeFocused();
    expect(await focusProblems(page)).toEqual([]);
  });
});

test.describe('rows of cards without links', () => {
  const rows = ['Senior support across the whole business', howItWorks.heading];
  test('are a tab stop on a phone, where they scroll sideways, and none on a wide screen, where they are grids', async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const services = page.getByRole('list', { name: rows[0] });
    await expect(services).toHaveAttribute('tabindex', '0');
    await services.focus();
    const before = await services.evaluate((el) => el.scrollLeft);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => services.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);

    await page.setViewportSize({ width: 1366, height: 768 });
    for (const name of rows) await expect(page.getByRole('list', { name })).not.toHaveAttribute('tabindex');
    void consoleProblems;
  });
});
