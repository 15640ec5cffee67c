/**
 * The parts of a page's Markdown twin that several families share (routes/_lib/markdown-twin.ts has the pure
 * helpers): the long-form template's twin, the onward links and the closing call to book, each read from the same
 * copy the HTML views render.
 */
import type { PageMarkdown, RouteEntry } from '../_app/routes';
import type { ContentBody, ContentPage, ContentPageMeta, ContentSection } from '../_lib/content-types';
import { formatMoney, type Currency } from '../_lib/currency';
import { bookingHref, type GoPlace } from '../_lib/go-links';
import { REALITY_CHECK } from '../_lib/plans';
import { blocks, faqBlock, link, list, planLine } from '../_lib/markdown-twin';
import { routeByPath } from '../table';
import { CTA, LONG_FORM_COPY, PAGER, type ClosingCopy } from './copy';

/** Where the calls to action lead an agent: the page with the booking calendar, and the contact page. */
const BOOKING_PATH = '/consultation-booking';
const CONTACT_PATH = '/contact';

/** A list of links to pages of the route table, by path, each with its summary when it has one. */
export function pageLinks(paths: string[]): string {
  const pages = paths.map((p) => routeByPath(p)).filter((r): r is RouteEntry => r !== undefined);
  return list(pages.map((r) => link(r.label, r.path) + (r.summary ? `: ${r.summary}` : '')));
}

/** The closing section: its words, then where to book or write. */
export function closingBlock(closing: ClosingCopy): string {
  return `## ${closing.heading}\n\n${closing.body}\n\n${list([link(CTA.discoveryCall, BOOKING_PATH), link('Contact us', CONTACT_PATH)])}`;
}

/**
 * A paged listing's place and its links to the pages either side, as ./pager.tsx shows them; nothing when there is
 * one page. `href` names the twin of another page, so an agent reading Markdown keeps reading Markdown.
 */
export function pagerBlock(page: number, pages: number, href: (page: number) => string, labels: { prev: string; next: string }): string | false {
  if (pages <= 1) return false;
  const sides = [page > 1 && link(labels.prev, href(page - 1)), page < pages && link(labels.next, href(page + 1))];
  return `${PAGER.pageOf(page, pages)}: ${sides.filter(Boolean).join(' · ')}`;
}

/** The booking calendar's link as the page's button at `place` carries it, so a booking through a twin is credited alike. */
export const bookingLink = (place: GoPlace, label: string) => link(label, bookingHref(place, label));

/** Where a page's form is, for an agent to send a person to (the form itself is for people): its words and a link to it. */
export const formBlock = (path: string, form: { heading: string; intro: string; anchor: string }) =>
  `## ${form.heading}\n\n${form.intro}\n\n${link(form.heading, `${path}#${form.anchor}`)}`;

/** A titled point ('Discovery Call', then what it is) as one line. */
export const titled = (i: { title: string; body: string }) => `**${i.title}**: ${i.body}`;

/** Titled points as a list. */
export const titledList = (items: { title: string; body: string }[]) => list(items.map(titled));

/** A section of copy: its heading, its paragraphs and any titled points under them. */
export const sectionBlock = (s: ContentSection) => blocks(`## ${s.heading}`, ...s.paragraphs, s.points && titledList(s.points)).trimEnd();

/** The twin of a long-form page (routes/_layout/long-form-page.tsx): the same sections, in the same order. */
export function longFormMarkdown(page: ContentPage, market: Currency, closing: ClosingCopy): string {
  const example = page.example;
  const labels = LONG_FORM_COPY.exampleLabels;
  return blocks(
    `# ${page.h1}`,
    page.lead,
    ...page.sections.map(sectionBlock),
    example &&
      `## ${LONG_FORM_COPY.exampleEyebrow}: ${example.heading}\n\n**${labels.situation}**: ${example.situation}\n\n**${labels.approach}**: ${example.approach}\n\n**${labels.outcome}**: ${example.outcome}`,
    `## ${LONG_FORM_COPY.planEyebrow}\n\n${planLine(page.plan, market)}`,
    faqBlock(LONG_FORM_COPY.faqHeading, page.faqs),
    page.related.length > 0 && `## ${LONG_FORM_COPY.relatedHeading}\n\n${pageLinks(page.related)}`,
    closingBlock(closing),
  );
}

/** A long-form family's twins: each page's meta from its eager copy and its body from the family's bodies module. */
export function longFormPages(metas: ContentPageMeta[], bodies: Record<string, ContentBody>, closing: ClosingCopy): PageMarkdown {
  const byPath = new Map(metas.map((m) => [m.path, m]));
  return (route, market) => longFormMarkdown({ ...byPath.get(route.path)!, ...bodies[route.path]! }, market, closing);
}

/** The Reality Check offer beside the plans (home and /services), priced in the page's market. */
export function realityCheckBlock(copy: { heading: string; body: string }, market: Currency): string {
  return `## ${copy.heading}\n\n${copy.body}\n\n${link(`The ${REALITY_CHECK.name}`, '/consultation')}: ${REALITY_CHECK.summary} (${realityCheckPrice(market)}).`;
}

/** The Reality Check's price in a market, beside what it is usually worth. */
export const realityCheckPrice = (market: Currency) =>
  `${formatMoney(REALITY_CHECK.price[market], market)}, usually ${formatMoney(REALITY_CHECK.usualValue[market], market)}`;
