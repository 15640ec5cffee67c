/** The words of /llms.txt and /llms-full.txt (./index.tsx); the links come from the route table and the articles. */
import type { SitemapSection } from '../_app/routes';
import { SITE } from '../_lib/site-config';

export const llmsCopy = {
  title: SITE.brand,
  summary: `${SITE.brand} is a UK fractional executive consultancy: a fractional chief of staff, marketing strategist and senior executive support for CEOs, founders and directors in the UK and the US, on rolling monthly retainers.`,
  note: `Every link in the sections below leads to the Markdown version of a page, made from the same copy as the page itself. Prices are in pounds; the US home page gives them in dollars. ${SITE.claims.yearsExperience} years' experience and ${SITE.claims.projects} projects stand behind the work, which usually starts within ${SITE.claims.startWithin}.`,
  /** The sections of pages, in order: the pages named first, then every page of the route table's sitemap section. */
  sections: [
    { heading: 'Services', paths: ['/services'], section: 'services' },
    { heading: 'Who it is for', paths: ['/archetypes'], section: 'archetypes' },
    { heading: 'Industries', paths: [], section: 'industries' },
    { heading: 'Guides', paths: [], section: 'topics' },
    { heading: 'Tools', paths: [], section: 'tools' },
  ] satisfies { heading: string; paths: string[]; section?: SitemapSection }[],
  articlesHeading: 'Latest Insights articles',
  /** In place of the articles while D1 cannot list them (./index.tsx): the pages are still worth answering. */
  articlesUnread: `The newest articles could not be listed just now. [Insights](${SITE.origin}/blog) lists every article, newest first.`,
  booking: {
    heading: 'How to book',
    intro: 'Booking is done by people: the first call through the booking calendar, the paid Reality Check through its checkout, anything else by email or the contact form. Each page below gives the link a person needs.',
    paths: ['/consultation-booking', '/consultation', '/contact'],
  },
  /** llmstxt.org's name for the links an agent may skip when its context is short: then the legal pages and the sitemap. */
  optional: { heading: 'Optional', paths: ['/about', '/', '/us', '/blog', '/charity-application'], section: 'legal' as SitemapSection },
  full: {
    intro: `The Markdown of every page and the newest Insights articles of ${SITE.brand}, one after another. Each begins with its address.`,
    cut: 'The file ends here to stay a reasonable size: /llms.txt lists the newest articles, each at its own Markdown address.',
  },
};
