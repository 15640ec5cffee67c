import type { Locator, Page } from '@playwright/test';
import { services } from '../../routes/services/content';
import { contentHeadline, declaredService, notAboutService } from '../worker/service-pages';
import { expect, test } from './fixtures';

/**
 * A visitor reading about a service follows its 'Learn more' link, on /services and in the assessment result,
 * and lands on the page about that service: its link text, title or heading names that service and no other, or
 * its content module declares it the page about that service (a page about no service, such as /about, fails); or
 * on a section of a page, in view, whose heading names the service.
 */
const FIT_RESULT = '/assessment/result?a=0303300203302';

async function followEach(page: Page, from: string, linkFor: (name: string) => Locator) {
  await page.goto(from);
  const links: { name: string; text: string; href: string }[] = [];
  for (const service of services) {
    const link = linkFor(service.name);
    await expect(link).toHaveCount(1);
    const text = (await link.textContent())!.replace(/^Learn more:\s*/, '').replace(/→/, '').trim();
    links.push({ name: service.name, text, href: (await link.getAttribute('href'))! });
  }
  const problems: string[] = [];
  for (const [i, service] of services.entries()) {
    const { text, href } = links[i]!;
    // The first one is followed by a click, as a visitor would; the rest by their address, which is quicker.
    if (i === 0) await linkFor(service.name).click();
    else await page.goto(href);
    await expect(page).toHaveURL(href);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    // A link to a section lands on it: its heading is in view, and it is what the link is about.
    const fragment = href.split('#')[1];
    const section = fragment && page.locator(`h2[id="${fragment}"]`);
    if (section) await expect(section).toBeInViewport();
    const seen = section ? [text, await section.textContent()] : [text, await page.title(), await h1.textContent()];
    const declared = declaredService(href);
    for (const headline of [seen.join(' | '), contentHeadline(href)]) {
      const problem = headline === undefined ? undefined : notAboutService(service, headline, declared);
      if (problem) problems.push(problem);
    }
  }
  expect(problems).toEqual([]);
  expect(new Set(links.map((l) => l.href)).size, links.map((l) => l.href).join(', ')).toBe(services.length);
}

test("each service's 'Learn more' on /services leads to the page about that service", async ({ page }) => {
  test.setTimeout(120_000);
  await followEach(page, '/services', (name) => page.getByRole('region', { name, exact: true }).getByRole('link', { name: /^Learn more/ }));
});

test("each area's 'Learn more' in the assessment result leads to the page about that service", async ({ page }) => {
  test.setTimeout(120_000);
  await followEach(page, FIT_RESULT, (name) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
      .getByRole('listitem')
      .filter({ hasText: /^\s*Learn more:/ })
      .getByRole('link'),
  );
});
