import { expect, test, WIDTHS } from './fixtures';
import { inPageTargets, landing, type Landing } from './landing';

/**
 * A link to a section lands on it in every engine, however the sections between render (some render only on sight):
 * its top just below the sticky header, and scrolling back up from there moves the content exactly as far as the
 * visitor scrolled, in engines without scroll anchoring too (WebKit). Every fragment link on these pages, each opened
 * as a link from another page opens it; then one typed into the address bar of the page already open.
 */
const PAGES = [
  // The home page and /services are the long pages whose lower sections render on sight; /#pricing is the address
  // the home page's own links do not use but visitors share.
  { path: '/', extra: ['pricing', 'testimonials'] },
  { path: '/services', extra: [] },
  { path: '/time-poor-ceo', extra: [] },
  { path: '/ceo-weekly-review', extra: [] },
];

function expectLanded(where: string, l: Landing) {
  if (!l.atEnd) {
    expect(l.gap, `${where}: the target's top is below the header by`).toBeGreaterThanOrEqual(-1);
    expect(l.gap, `${where}: the target's top is below the header by`).toBeLessThanOrEqual(8);
  } else expect(l.gap, `${where}: at the page's end, the target is still below the header`).toBeGreaterThanOrEqual(-1);
  expect(Math.abs(l.moved - l.scrolledUp), `${where}: scrolled up ${l.scrolledUp} px and the target moved ${l.moved} px`).toBeLessThanOrEqual(4);
}

for (const width of WIDTHS) {
  for (const { path, extra } of PAGES) {
    test(`every link to a section of ${path} lands on it at ${width} px`, async ({ visit }) => {
      test.slow();
      const visitor = await visit(width);
      await visitor.goto(path);
      const targets = [...new Set([...(await inPageTargets(visitor)), ...extra])];
      expect(targets.length, `fragment links on ${path}`).toBeGreaterThan(0);
      for (const id of targets) {
        // From another page, so the jump is a new document's, not a scroll within the one open.
        await visitor.goto('about:blank');
        await visitor.goto(`${path}#${id}`);
        expectLanded(`${path}#${id} opened`, await landing(visitor, id));
      }
      // Typed into the address bar of the page already open at its top.
      const last = targets.at(-1)!;
      await visitor.goto(path);
      await visitor.evaluate((id) => void (location.hash = id), last);
      expectLanded(`#${last} typed on ${path}`, await landing(visitor, last));
    });
  }
}
