import { describe, expect, it } from 'vitest';
import { CONTENT_BOUNDS, type ContentPage } from '../../routes/_lib/content-types';
import { PACKAGES, REALITY_CHECK } from '../../routes/_lib/plans';
import { formatMoney } from '../../routes/_lib/currency';
import { aboutPage } from '../../routes/about/content';
import { ROUTES, routeByPath } from '../../routes/table';
import { contactPage } from '../../routes/contact/content';
import { consultationBookingPage, consultationPage } from '../../routes/consultation/content';
import { paymentSuccessPage } from '../../routes/payment-success/content';
import { charityPage } from '../../routes/charity/content';
import { templatePage } from '../../routes/template/content';
import { sitemapPage } from '../../routes/sitemap/content';
import { notFoundPage } from '../../routes/_layout/copy';
import { blogIndexPage } from '../../routes/blog/content';
import { assessmentIntro, burnoutIntro } from '../../routes/assessments/content';
import { authPage } from '../../routes/sign-in/content';
import { archetypesPage } from '../../routes/personas/content';
import { services, servicesPage, servicesPricing } from '../../routes/services/content';
import { SITE } from '../../routes/_lib/site-config';
import { GO_BOOK_PATH, GO_CHECKOUT_PATH } from '../../routes/_lib/go-links';
import { BODY_FAMILIES, industries, personas, serviceTopics, topics } from './content-pages';
import { decode, fetchPath, jsonLd, meta, textOf } from './helpers';

/** The single pages' copy, from each family's content module. */
const singlePages = {
  contactPage,
  consultationPage,
  consultationBookingPage,
  paymentSuccessPage,
  charityPage,
  templatePage,
  sitemapPage,
  notFoundPage,
  blogIndexPage,
  assessmentIntro,
  burnoutIntro,
  authPage,
};

const families: Record<string, ContentPage[]> = { persona: personas, 'service-topic': serviceTopics, topic: topics, industry: industries };
const contentPages = Object.values(families).flat();

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Every paragraph-like string a content page shows, in reading order. */
function paragraphsOf(p: ContentPage): string[] {
  return [
    p.lead,
    ...p.sections.flatMap((s) => [...s.paragraphs, ...(s.points ?? []).map((pt) => pt.body)]),
    ...(p.example ? [p.example.situation, p.example.approach, p.example.outcome] : []),
    ...p.faqs.map((f) => f.answer),
  ];
}

function bodyWords(p: ContentPage): number {
  const headings = [...p.sections.flatMap((s) => [s.heading, ...(s.points ?? []).map((pt) => pt.title)]), p.example?.heading ?? '', ...p.faqs.map((f) => f.question)];
  return words([...paragraphsOf(p), ...headings].join(' '));
}

/** All long strings (80+ characters) anywhere in a copy object: paragraphs, list items, answers. */
function longStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 80 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(longStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(longStrings);
  return [];
}

const PLACEHOLDER = /lorem|ipsum|coming soon|\btodo\b|\btbc\b|\btbd\b|placeholder|\bxxx\b|\[insert|\{\{/i;

type Ld = Record<string, unknown>;
const ldTypes = (html: string) => (jsonLd(html) as Ld[]).flatMap((d) => ((d['@graph'] as Ld[] | undefined) ?? [d]).map((x) => x['@type']));
const ldOf = (html: string, type: string) => (jsonLd(html) as Ld[]).flatMap((d) => (d['@graph'] as Ld[] | undefined) ?? [d]).find((x) => x['@type'] === type);
const page = async (path: string, country = 'GB') => (await fetchPath(path, { country })).text();
/** The opening tag of every <form> that posts to `action`, whatever the attribute order. */
const formsPostingTo = (html: string, action: string) =>
  [...html.matchAll(/<form [^>]*>/g)].map((m) => m[0]).filter((f) => f.includes(`action="${action}"`) && f.includes('method="post"'));
const anchors = (html: string, href: string) => [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]).filter((a) => a.includes(`href="${href}"`));
/** Links to a go-address (routes/_lib/go-links.ts), whatever their place and words. */
const goAnchors = (html: string, path: string) => [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]).filter((a) => a.includes(`href="${path}?`));
const goCheckout = (target: string) => `${GO_CHECKOUT_PATH}/${target}`;

describe('the long-form copy modules', () => {
  for (const [family, list] of Object.entries(families)) {
    for (const p of list) {
      it(`${p.path} (${family}) stays within the title, description and summary bounds and has at least ${CONTENT_BOUNDS.minBodyWords} words`, () => {
        expect(p.title.length).toBeGreaterThanOrEqual(CONTENT_BOUNDS.title[0]);
        expect(p.title.length).toBeLessThanOrEqual(CONTENT_BOUNDS.title[1]);
        expect(p.description.length).toBeGreaterThanOrEqual(CONTENT_BOUNDS.description[0]);
        expect(p.description.length).toBeLessThanOrEqual(CONTENT_BOUNDS.description[1]);
        expect(p.summary.length).toBeGreaterThanOrEqual(CONTENT_BOUNDS.summary[0]);
        expect(p.summary.length).toBeLessThanOrEqual(CONTENT_BOUNDS.summary[1]);
        expect(bodyWords(p)).toBeGreaterThanOrEqual(CONTENT_BOUNDS.minBodyWords);
        expect(p.sections.length).toBeGreaterThan(0);
        expect(p.faqs.length).toBeGreaterThan(0);
      });
    }
  }

  it('give every page its body copy, and no page that is not served a body', () => {
    for (const [family, { pages, bodies }] of Object.entries(BODY_FAMILIES)) {
      expect(Object.keys(bodies).sort(), family).toEqual(pages.map((p) => p.path).sort());
    }
  });

  it('contain no placeholder words', () => {
    for (const p of contentPages) expect(JSON.stringify(p), p.path).not.toMatch(PLACEHOLDER);
  });

  it('give every page a route of its family', () => {
    for (const [family, list] of Object.entries(families)) {
      for (const p of list) expect(routeByPath(p.path)?.family, p.path).toBe(family);
    }
  });

  it('use titles and descriptions that no other route uses', () => {
    for (const p of contentPages) {
      expect(ROUTES.filter((r) => r.title === p.title).map((r) => r.path), p.path).toEqual([p.path]);
      expect(ROUTES.filter((r) => r.description === p.description).map((r) => r.path), p.path).toEqual([p.path]);
    }
  });

  it('keep titles and descriptions unique across every indexable route', () => {
    const indexable = ROUTES.filter((r) => r.sitemap);
    expect(new Set(indexable.map((r) => r.title)).size).toBe(indexable.length);
    expect(new Set(indexable.map((r) => r.description)).size).toBe(indexable.length);
  });

  it('only relate pages that exist in the route table, never themselves', () => {
    for (const p of contentPages) {
      expect(p.related.length, p.path).toBeGreaterThan(0);
      for (const path of p.related) {
        expect(routeByPath(path), `${p.path} relates ${path}`).toBeDefined();
        expect(path).not.toBe(p.path);
      }
    }
  });

  it('share no paragraph between two pages', () => {
    const sources: [string, unknown][] = [
      ...contentPages.map((p) => [p.path, paragraphsOf(p)] as [string, unknown]),
      ['/services', [servicesPage, servicesPricing, services]],
      ['/about', aboutPage],
      ['/archetypes', archetypesPage],
      ...Object.entries(singlePages),
    ];
    const seen = new Map<string, string>();
    for (const [owner, copy] of sources) {
      for (const text of new Set(longStrings(copy))) {
        const key = text.trim().toLowerCase();
        expect(seen.get(key) ?? owner, `"${text.slice(0, 60)}..." appears on ${owner} and ${seen.get(key)}`).toBe(owner);
        seen.set(key, owner);
      }
    }
  });
});

describe('a persona page', () => {
  const persona = personas[0]!;

  it('declares its FAQs and breadcrumbs as structured data, and is not a Service', async () => {
    const html = await page(persona.path);
    const types = ldTypes(html);
    expect(types).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
    expect(types).not.toContain('Service');
    const faq = ldOf(html, 'FAQPage')!;
    expect((faq.mainEntity as unknown[]).length).toBe(persona.faqs.length);
    const crumbs = (ldOf(html, 'BreadcrumbList')!.itemListElement as Ld[]).map((i) => i.item);
    expect(crumbs).toEqual([`${SITE.origin}/`, `${SITE.origin}/archetypes`, SITE.origin + persona.path]);
  });

  it('renders every section, the worked example and each FAQ as a <details> that works without JavaScript', async () => {
    const html = await page(persona.path);
    const text = textOf(html);
    for (const s of persona.sections) expect(text).toContain(s.heading);
    expect(text).toContain(persona.example!.heading);
    expect((html.match(/<details[\s>]/g) ?? []).length).toBeGreaterThanOrEqual(persona.faqs.length);
    for (const f of persona.faqs) expect(text).toContain(f.question);
  });

  it('recommends its plan at the visitor’s price, with the checkout in a new tab and a link to all plans', async () => {
    const plan = PACKAGES[persona.plan];
    const gb = await page(persona.path, 'GB');
    const us = await page(persona.path, 'US');
    expect(textOf(gb)).toContain(`${formatMoney(plan.price.GBP, 'GBP')} /month`);
    expect(textOf(us)).toContain(`${formatMoney(plan.price.USD, 'USD')} /month`);
    const checkout = goAnchors(gb, goCheckout(persona.plan));
    expect(checkout.length).toBeGreaterThan(0);
    for (const a of checkout) {
      expect(a).toContain('target="_blank"');
      expect(a).toMatch(/rel="[^"]*noopener/);
    }
    expect(anchors(gb, '/services#pricing').length).toBeGreaterThan(0);
  });

  it('links onward to its related pages by their route-table labels, and to the booking calendar in a new tab', async () => {
    const html = await page(persona.path);
    for (const path of persona.related) {
      const route = routeByPath(path)!;
      expect(anchors(html, path).length, path).toBeGreaterThan(0);
      expect(textOf(html)).toContain(route.label);
    }
    const booking = goAnchors(html, GO_BOOK_PATH);
    expect(booking.length).toBeGreaterThan(0);
    for (const a of booking) expect(a).toContain('target="_blank"');
  });

  it('links the assessment', async () => {
    const html = await page(persona.path);
    expect(anchors(html, '/assessment').length).toBeGreaterThan(0);
  });
});

describe('a service-topic page', () => {
  const topic = serviceTopics[0]!;

  it('declares a Service with monthly offers in the page\'s currency, FAQs and breadcrumbs under Services', async () => {
    const html = await page(topic.path);
    expect(ldTypes(html)).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']));
    const service = ldOf(html, 'Service')!;
    expect(service.name).toBe(topic.label);
    expect(service.provider).toEqual({ '@id': `${SITE.origin}/#organisation` });
    const offers = service.offers as Ld[];
    expect(offers.map((o) => [o.priceCurrency, o.price])).toEqual([['GBP', PACKAGES[topic.plan].price.GBP]]);
    const crumbs = (ldOf(html, 'BreadcrumbList')!.itemListElement as Ld[]).map((i) => i.name);
    expect(crumbs).toEqual(['Home', 'Services', topic.label]);
  });
});

describe('topic and industry pages', () => {
  it('carry FAQs and breadcrumbs but no Service', async () => {
    for (const p of [topics[0]!, industries[0]!]) {
      const types = ldTypes(await page(p.path));
      expect(types, p.path).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
      expect(types, p.path).not.toContain('Service');
    }
  });
});

describe('/archetypes', () => {
  it('groups the twelve personas under CEOs, COOs and CMOs, each card linking to its page with its summary', async () => {
    const html = await page('/archetypes');
    const text = textOf(html);
    for (const g of Object.values(archetypesPage.groups)) expect(text).toContain(g.heading);
    expect(personas).toHaveLength(12);
    for (const p of personas) {
      expect(anchors(html, p.path).length, p.path).toBeGreaterThan(0);
      expect(text).toContain(p.summary);
    }
    const ceo = html.indexOf('id="ceo"');
    const coo = html.indexOf('id="coo"');
    const cmo = html.indexOf('id="cmo"');
    expect(ceo).toBeGreaterThan(0);
    expect(ceo).toBeLessThan(html.indexOf('href="/time-poor-ceo"'));
    expect(html.indexOf('href="/shadow-coo"')).toBeGreaterThan(coo);
    expect(html.indexOf('href="/storytelling-cmo"')).toBeGreaterThan(cmo);
  });
});

describe('/services', () => {
  it('describes all six services in depth with a Service per service', async () => {
    const html = await page('/services');
    const text = textOf(html);
    for (const s of services) {
      expect(text).toContain(s.name);
      for (const d of s.deliverables) expect(text).toContain(d);
      expect(text).toContain(s.outcome);
    }
    expect(ldTypes(html).filter((t) => t === 'Service')).toHaveLength(services.length);
    expect(text).toContain(servicesPage.engagement.heading);
  });

  it('shows the four plans in a section with id="pricing", each with Get Started to its checkout and a natter in new tabs', async () => {
    const html = await page('/services');
    expect(html).toContain('id="pricing"');
    expect(textOf(html)).toContain('MOST POPULAR');
    for (const [key, plan] of Object.entries(PACKAGES)) {
      expect(textOf(html)).toContain(plan.name);
      const checkout = goAnchors(html, goCheckout(key));
      expect(checkout.length, key).toBeGreaterThan(0);
      for (const a of checkout) expect(a).toContain('target="_blank"');
    }
    expect((textOf(html).match(/Get Started/g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect((textOf(html).match(/Let's Have a Natter/g) ?? []).length).toBe(4);
  });
});

describe('/consultation', () => {
  it('sells the Reality Check at its price in the visitor’s currency, usual value struck through, checkout in a new tab', async () => {
    const gb = await page('/consultation', 'GB');
    const us = await page('/consultation', 'US');
    expect(gb).toContain(`<s><span data-gbp="${formatMoney(REALITY_CHECK.usualValue.GBP, 'GBP')}"`);
    expect(textOf(gb)).toContain(formatMoney(REALITY_CHECK.price.GBP, 'GBP'));
    expect(textOf(us)).toContain(formatMoney(REALITY_CHECK.price.USD, 'USD'));
    const checkout = goAnchors(gb, goCheckout('reality-check'));
    expect(checkout.length).toBeGreaterThan(0);
    for (const a of checkout) expect(a).toMatch(/target="_blank" rel="noopener"/);
    expect(ldTypes(gb)).toEqual(expect.arrayContaining(['Service', 'FAQPage']));
  });
});

describe('/consultation-booking', () => {
  it('embeds the booking calendar, allowed by its own CSP, with a new-tab link always present', async () => {
    const res = await fetchPath('/consultation-booking', { country: 'GB' });
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<iframe title="Book a discovery call" src="${SITE.bookingUrl}"`));
    expect(res.headers.get('content-security-policy')).toContain(`frame-src ${new URL(SITE.bookingUrl).origin}`);
    expect(goAnchors(html, GO_BOOK_PATH).some((a) => a.includes('target="_blank"'))).toBe(true);
  });

  it('is the only page whose CSP allows frames', async () => {
    const res = await fetchPath('/consultation', { country: 'GB' });
    expect(res.headers.get('content-security-policy')).toContain("frame-src 'none'");
  });
});

describe('the forms (wired by the leads feature)', () => {
  it('/contact posts name, email, company and message to /api/contact, each labelled, and claims no success', async () => {
    const html = await page('/contact');
    expect(formsPostingTo(html, '/api/contact')).toHaveLength(1);
    for (const name of ['name', 'email', 'company', 'message']) {
      const id = html.match(new RegExp(`<(?:input|textarea)[^>]*id="([^"]+)"[^>]*name="${name}"`))?.[1];
      expect(id, name).toBeDefined();
      expect(html).toContain(`<label for="${id}"`);
    }
    expect(decode(html)).not.toContain(singlePages.contactPage.form.successHeading);
  });

  it('/charity-application posts to /api/charity-application and claims no success', async () => {
    const html = await page('/charity-application');
    expect(formsPostingTo(html, '/api/charity-application')).toHaveLength(1);
    for (const name of ['name', 'email', 'organisation', 'message']) expect(html).toContain(`name="${name}"`);
    expect(decode(html)).not.toContain(singlePages.charityPage.form.successHeading);
  });
});

describe('/strategic-planning-template', () => {
  it('offers a labelled textarea for every section and a print button that only appears with JavaScript', async () => {
    const html = await page('/strategic-planning-template');
    for (const s of singlePages.templatePage.sections) {
      expect(html).toMatch(new RegExp(`<textarea[^>]*id="plan-${s.id}"`));
      expect(html).toContain(`<label for="plan-${s.id}"`);
    }
    expect(html).toMatch(/data-island="print-button"/);
    const button = html.match(/<button [^>]*data-print[^>]*>/)?.[0];
    expect(button).toMatch(/ hidden=""/);
  });
});

describe('/payment-success', () => {
  it('is kept out of search indexes and the sitemap', async () => {
    const html = await page('/payment-success');
    expect(meta(html, 'name', 'robots')).toBe('noindex, follow');
    const xml = await (await fetchPath('/sitemap.xml')).text();
    expect(xml).not.toContain('/payment-success');
    for (const p of [...contentPages.map((c) => c.path), '/services', '/about', '/archetypes', '/consultation', '/strategic-planning-template']) {
      expect(xml, p).toContain(`${SITE.origin}${p}</loc>`);
    }
  });
});
