/**
 * Each service's 'Learn more' link, on /services and in the assessment result, leads to the page about that
 * service: read from the services module and the pages as served, so a wrong mapping fails here by name.
 */
import { describe, expect, it } from 'vitest';
import { services, type Service } from '../../routes/services/content';
import { routeByPath } from '../../routes/table';
import { fetchPath, textOf } from './helpers';
import { contentHeadline, declaredService, notAboutService, servicesNamedIn } from './service-pages';

// Every area is listed in the result whatever its score; this one has strong, some and low needs.
const FIT_RESULT = '/assessment/result?a=0303300203302';

const html = async (path: string) => {
  const res = await fetchPath(path, { country: 'GB' });
  expect(res.status, path).toBe(200);
  return res.text();
};

/** The href and text of the 'Learn more' link inside a block of markup. */
function learnMoreIn(block: string): { href: string; text: string } | undefined {
  const m = block.match(/Learn more:?(?:<!-- -->)?\s*(?:<!-- -->)?\s*<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>|<a [^>]*href="([^"]+)"[^>]*>\s*Learn more:([\s\S]*?)<\/a>/);
  if (!m) return undefined;
  return { href: (m[1] ?? m[3])!, text: textOf(m[2] ?? m[4]!).trim() };
}

/** What the destination says it is about: its label in links, its <title> and its <h1>; or the heading of the section a #fragment names. */
async function headlineOf(href: string): Promise<string> {
  const [path, fragment] = href.split('#') as [string, string | undefined];
  const page = await html(path);
  if (fragment !== undefined) return textOf(page.match(new RegExp(`<h2 id="${fragment}"[^>]*>([\\s\\S]*?)</h2>`))?.[1] ?? `no section #${fragment}`).trim();
  const title = textOf(page.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '');
  const h1 = textOf(page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
  return [routeByPath(path)?.label ?? '', title, h1].map((s) => s.trim()).join(' | ');
}

async function expectAboutEachService(links: Map<Service['key'], { href: string; text: string } | undefined>) {
  const problems: string[] = [];
  for (const service of services) {
    const link = links.get(service.key);
    if (!link) {
      problems.push(`no 'Learn more' link for ${service.name}`);
      continue;
    }
    // As served, and as the page's content module has it (its label, title and h1, or the service it declares).
    const declared = declaredService(link.href);
    for (const headline of [await headlineOf(link.href), contentHeadline(link.href)]) {
      const problem = headline === undefined ? undefined : notAboutService(service, headline, declared);
      if (problem) problems.push(problem);
    }
  }
  // Every wrong link at once, by name.
  expect(problems).toEqual([]);
  const hrefs = [...links.values()].map((l) => l!.href);
  expect(new Set(hrefs).size, `one page per service: ${hrefs.join(', ')}`).toBe(services.length);
}

describe("each service's 'Learn more'", () => {
  it('on /services leads to the page about that service', async () => {
    const page = await html('/services');
    const links = new Map(
      services.map((s) => {
        const section = page.match(new RegExp(`<section id="${s.key}"[\\s\\S]*?</section>`))?.[0] ?? '';
        return [s.key, learnMoreIn(section)] as const;
      }),
    );
    await expectAboutEachService(links);
  });

  it('in the assessment result leads to the same page as on /services', async () => {
    const page = await html(FIT_RESULT);
    const links = new Map(
      services.map((s) => {
        const area = page.match(new RegExp(`<li data-area="${s.key}"[\\s\\S]*?</ul>`))?.[0] ?? '';
        return [s.key, learnMoreIn(area)] as const;
      }),
    );
    await expectAboutEachService(links);
    for (const s of services) expect(links.get(s.key)?.href, s.name).toBe(s.learnMore);
  });

  it("Executive Support's leads to a section about executive support, not to the page for solopreneurs", async () => {
    const service = services.find((s) => s.key === 'executive-support')!;
    const page = await html('/services');
    const link = learnMoreIn(page.match(/<section id="executive-support"[\s\S]*?<\/section>/)![0])!;
    expect(link.href).not.toBe('/solopreneur');
    const heading = await headlineOf(link.href);
    expect(heading).toContain('Executive Support');
    expect(link.text).toContain('Executive Support');
    expect(contentHeadline(link.href)).toBe(heading);
    expect(notAboutService(service, heading, declaredService(link.href))).toBeUndefined();
    // The page for solopreneurs names no service and declares none: it is not the page about executive support.
    expect(declaredService('/solopreneur')).toBeUndefined();
    expect(notAboutService(service, await headlineOf('/solopreneur'), declaredService('/solopreneur'))).toMatch(/about no service/);
  });

  it('reads a page as about a service when its headline names it or the page declares it, and refuses one about another service or none', async () => {
    const [executiveSupport, businessSystems, growth] = (['executive-support', 'business-systems', 'growth-strategy'] as const).map((k) => services.find((s) => s.key === k)!);
    expect(servicesNamedIn('Fractional Chief Marketing Officer: Brand and Marketing Strategy')).toEqual(['brand-marketing']);
    expect(notAboutService(executiveSupport!, 'Business Systems Support | Business Systems and Operations Support for Growing Teams')).toMatch(/business-systems/);
    expect(notAboutService(businessSystems!, "Chief of staff services | Chief of Staff Services: What's Included")).toMatch(/chief-of-staff/);
    expect(notAboutService(businessSystems!, 'Business Systems Support')).toBeUndefined();
    // A page that names no service is about none, unless its content module declares the one it is about.
    expect(notAboutService(executiveSupport!, 'Solopreneur Support | Support for solopreneurs who are the whole business')).toMatch(/about no service/);
    expect(notAboutService(growth!, 'Scaling strategy', declaredService('/scaling-business-strategy'))).toBeUndefined();
    expect(notAboutService(executiveSupport!, 'Scaling strategy', declaredService('/scaling-business-strategy'))).toMatch(/growth-strategy \(declared\)/);
    // A link to a section declares nothing: its heading must name the service.
    expect(declaredService('/scaling-business-strategy#whatever')).toBeUndefined();
    // The mistake a link to /about would be: a real page, about the firm, about no service.
    expect(notAboutService(growth!, await headlineOf('/about'), declaredService('/about'))).toMatch(/about no service/);
  });
});
