import type { Locator, Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PALETTE } from '../../routes/_lib/art/palette';
import { LONG_FORM_COPY } from '../../routes/_layout/copy';
import { blogCopy } from '../../routes/blog/content';
import { hero, heroWeek } from '../../routes/home/content';
import { expect, test } from './fixtures';

/**
 * The site's looks: the drawings (where they show, what they say, that they move nothing as the page loads) and an
 * article set for reading (measure, contents, cover, typography, related articles). Run with DejaVu, as CI does.
 */

/** Every layout shift so far, as the browser reports it (no session windows: any shift fails), with what moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[])
            if (!e.hadRecentInput) shifts.push(`${e.value.toFixed(4)}: ${e.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80)).join(', ')}`);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 300);
      }),
  );

test.describe('the drawings', () => {
  test("the hero's week fills the right half of the hero at 1366 px and is left out at 390 px", async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // Reduced motion keeps the audience badge still: its rotation moves its own pause button, which is not this test's concern.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const section = page.getByRole('region', { name: hero.h1 });
    const drawing = section.getByRole('img', { name: heroWeek.label });
    await expect(drawing).toBeVisible();
    const art = (await drawing.boundingBox())!;
    const heading = (await section.getByRole('heading', { level: 1 }).boundingBox())!;
    // The content is centred: its left edge is the heading's, its right edge the mirror of that.
    const [left, right, middle] = [heading.x, 1366 - heading.x, 1366 / 2];
    expect(art.x).toBeGreaterThanOrEqual(middle);
    expect(art.x + art.width).toBeLessThanOrEqual(right + 1);
    expect(art.width).toBeGreaterThanOrEqual(0.85 * (right - middle));
    expect(heading.x + heading.width).toBeLessThanOrEqual(art.x);
    expect(left).toBeGreaterThan(0);
    expect(await layoutShifts(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(drawing).toBeHidden();
    await expect(section.getByRole('heading', { level: 1 })).toBeVisible();
    void consoleProblems;
  });

  test('every drawing on the pages that carry them is an image with a text alternative or hidden from assistive technology', async ({ page, consoleProblems }) => {
    test.setTimeout(60_000);
    for (const path of ['/', '/time-poor-ceo', '/healthcare', '/startup-strategy', '/ceo-weekly-review', '/not-a-page-at-all']) {
      await page.goto(path);
      const unlabelled = await page
        .getByRole('main')
        .locator('svg')
        .evaluateAll((svgs) => svgs.filter((s) => s.getAttribute('aria-hidden') !== 'true' && !(s.getAttribute('role') === 'img' && s.getAttribute('aria-label')?.trim())).length);
      expect(unlabelled, path).toBe(0);
    }
    // The last page was the 404, whose one drawing is decorative; its status is the browser's one expected error.
    await expect(page.getByRole('main').locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await expect.poll(() => consoleProblems.findIndex((p) => p.includes('status of 404'))).toBeGreaterThanOrEqual(0);
    consoleProblems.splice(consoleProblems.findIndex((p) => p.includes('status of 404')), 1);
  });

  test("are drawn in the site's own colours: the palette is the theme the stylesheet defines", async ({ page, consoleProblems }) => {
    await page.goto('/');
    const theme = await page.evaluate((names) => names.map((n) => getComputedStyle(document.documentElement).getPropertyValue(`--color-${n}`).trim()), Object.keys(PALETTE).filter((n) => n !== 'white'));
    expect(theme).toEqual(Object.entries(PALETTE).filter(([n]) => n !== 'white').map(([, hex]) => hex));
    void consoleProblems;
  });
});

/** Every published article, from the listing's pages. */
/** The seeded articles (migrations/posts): other specs publish and delete short articles of their own meanwhile. */
const SEEDED = new Set(readdirSync(path.resolve(import.meta.dirname, '../../migrations/posts')).map((f) => `/${f.replace(/\.md$/, '')}`));

async function seededArticles(page: Page): Promise<string[]> {
  const slugs: string[] = [];
  let next: string | null = '/blog';
  while (next) {
    await page.goto(next);
    const cards = page.getByRole('main').getByRole('article');
    for (const href of await cards.getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
      if (SEEDED.has(href)) slugs.push(href);
    const more = page.locator('link[rel="next"]');
    next = (await more.count()) ? await more.getAttribute('href') : null;
  }
  return slugs;
}

/** The article itself (not a related article's card): the <article> that holds the page's h1. */
const theArticle = (page: Page) => page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });

async function expectCover(img: Locator, where: string) {
  await expect(img, where).toHaveAttribute('width', '1200');
  await expect(img, where).toHaveAttribute('height', '630');
  await expect(img, where).toHaveAttribute('alt', /^Cover illustration: .{30,}/);
  const { complete, natural, box } = await img.evaluate((el: HTMLImageElement) => ({ complete: el.complete, natural: el.naturalWidth, box: el.getBoundingClientRect().toJSON() }));
  expect(complete && natural > 0, `${where}: the cover has loaded`).toBe(true);
  expect(box.width / box.height, `${where}: the cover keeps its shape`).toBeCloseTo(1200 / 630, 1);
}

test.describe('an article', () => {
  test('at 1366 px: a centred column of about 70 characters a line, and beside it an On this page list that links to each section', async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/ceo-weekly-review');
    const article = theArticle(page);
    const paragraph = article.locator('p').filter({ hasText: 'Most CEOs end the week the same way they spend it' });
    const { left, right, lines } = await paragraph.evaluate((p) => {
      // Characters per line, read from where each character lands.
      const text = p.firstChild as Text;
      const range = document.createRange();
      const perLine = new Map<number, number>();
      for (let i = 0; i < text.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        perLine.set(top, (perLine.get(top) ?? 0) + 1);
      }
      const box = p.getBoundingClientRect();
      return { left: box.left, right: box.right, lines: [...perLine.values()] };
    });
    expect(Math.abs((left + right) / 2 - 1366 / 2), 'the column is centred').toBeLessThanOrEqual(16);
    const full = lines.slice(0, -1);
    expect(full.length).toBeGreaterThanOrEqual(3);
    for (const n of full) {
      expect(n, `characters per line: ${full.join(', ')}`).toBeGreaterThanOrEqual(60);
      expect(n, `characters per line: ${full.join(', ')}`).toBeLessThanOrEqual(78);
    }

    const contents = page.getByRole('navigation', { name: LONG_FORM_COPY.tocHeading });
    await expect(contents).toBeVisible();
    expect((await contents.boundingBox())!.x, 'the list is beside the text').toBeGreaterThan(right);
    const sections = await article
      .getByRole('heading', { level: 2 })
      .filter({ hasNotText: new RegExp(`^(${[blogCopy.faqHeading, blogCopy.author.heading, LONG_FORM_COPY.tocHeading].join('|')})$`) })
      .evaluateAll((hs) => hs.map((h) => ({ id: h.id, text: h.textContent!.trim() })));
    expect(sections.length).toBeGreaterThanOrEqual(3);
    const links = await contents.getByRole('link').evaluateAll((as) => as.map((a) => ({ id: a.getAttribute('href')!.slice(1), text: a.textContent!.trim() })));
    expect(links).toEqual(sections);

    const last = sections.at(-1)!;
    await contents.getByRole('link', { name: last.text }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(article.getByRole('heading', { level: 2, name: last.text })).toBeInViewport();
    await expect(contents, 'the list stays beside the text as it scrolls').toBeInViewport();
    void consoleProblems;
  });

  test('every article has a cover with width, height and alt, no straight double quote outside code, and related articles that fill their row at 1366 px', async ({ page, consoleProblems }) => {
    // One pass over every article (the machine running the suite is shared): cover, typography, related row.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const slugs = await seededArticles(page);
    expect(slugs.length).toBeGreaterThanOrEqual(8);
    await page.goto('/blog');
    const cards = page.getByRole('main').getByRole('article');
    for (let i = 0; i < (await cards.count()); i++) await expectCover(cards.nth(i).getByRole('img'), `/blog card ${i + 1}`);

    const covers = new Set<string>();
    const relatedCounts = new Set<number>();
    for (const slug of slugs) {
      await page.goto(slug);
      const article = theArticle(page);
      const cover = article.getByRole('img', { name: /^Cover illustration/ });
      await expectCover(cover, slug);
      covers.add((await cover.getAttribute('src'))!);

      const text = await article.evaluate((a) => {
        const copy = a.cloneNode(true) as HTMLElement;
        for (const code of copy.querySelectorAll('code, pre, script')) code.remove();
        return copy.textContent!;
      });
      expect(text.length, `${slug}: the body is there`).toBeGreaterThan(2000);
      expect(text.match(/.{0,30}"+.{0,30}/g), `${slug}: straight double quotes`).toBeNull();

      const related = page.getByRole('region', { name: blogCopy.relatedHeading });
      const list = related.getByRole('list');
      const row = (await list.boundingBox())!;
      const items = await list.getByRole('listitem').evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
      // Counted among the seeded articles only: other specs publish articles of these topics meanwhile.
      const relatedHrefs = await related.getByRole('article').getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      relatedCounts.add(relatedHrefs.filter((href) => SEEDED.has(href)).length);
      expect(new Set(items.map((c) => Math.round(c.top))).size, `${slug}: related articles in one row`).toBe(1);
      expect(Math.min(...items.map((c) => c.left)), `${slug}: the row starts at the grid's left`).toBeCloseTo(row.x, 0);
      expect(Math.max(...items.map((c) => c.right)), `${slug}: the row ends at the grid's right`).toBeCloseTo(row.x + row.width, 0);
      const relatedCards = related.getByRole('article');
      for (let i = 0; i < (await relatedCards.count()); i++) await expectCover(relatedCards.nth(i).getByRole('img'), `${slug}, related card ${i + 1}`);
    }
    expect(covers.size, 'each article its own cover').toBe(slugs.length);
    // The seed has topics of two and of three articles: one related card and two (each row is checked above as it is).
    expect([...relatedCounts].sort()).toEqual([1, 2]);

    await page.goto('/ceo-weekly-review');
    await expect(theArticle(page)).toContainText('“board pack signed off” rather than “work on board pack”');
    void consoleProblems;
  });
});
