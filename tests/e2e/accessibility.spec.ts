import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * axe-core finds no violations (all of its rules, WCAG and best practice) on the pages most visitors see, at a
 * phone width and a desktop width, once the page's islands have loaded. Nor anything it cannot decide either way
 * ("incomplete"), except colour contrast over gradients and overlapping layers, which it always leaves to a
 * person; Lighthouse's contrast audit (npm run lighthouse) covers those pages.
 */
const LEFT_TO_A_PERSON = new Set(['color-contrast']);
const SEEDED_POST = '/ceo-weekly-review'; // migrations/posts/ceo-weekly-review.md
const PAGES = ['/', '/services', SEEDED_POST];
const WIDTHS = [390, 1280];

for (const width of WIDTHS) {
  test.describe(`axe-core at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });

    for (const path of PAGES) {
      test(`${path} has no axe-core violations`, async ({ page, consoleProblems }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const { violations, incomplete } = await new AxeBuilder({ page }).analyze();
        const report = [...violations, ...incomplete.filter((v) => !LEFT_TO_A_PERSON.has(v.id))].flatMap((v) =>
          v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help}\n    ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`),
        );
        expect(report.length, `axe-core violations on ${path} at ${width} px:\n${report.join('\n')}\n`).toBe(0);
        void consoleProblems;
      });
    }
  });
}
