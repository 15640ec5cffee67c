/** The Markdown twins of /consultation and /consultation-booking (routes/_app/page-markdown.ts), from the copy their pages render. */
import type { PageMarkdown } from '../_app/routes';
import { blocks, faqBlock, list, numbered } from '../_lib/markdown-twin';
import { REALITY_CHECK } from '../_lib/plans';
import { CLOSING, CTA, LONG_FORM_COPY } from '../_layout/copy';
import { bookingLink, closingBlock, realityCheckPrice, titledList } from '../_layout/page-markdown';
import { consultationBookingPage, consultationPage } from './content';

export const consultationMarkdown: PageMarkdown = (_route, market) =>
  blocks(
    `# ${consultationPage.h1}`,
    consultationPage.lead,
    `**${REALITY_CHECK.name}**: one payment of ${realityCheckPrice(market)}. ${REALITY_CHECK.summary}.`,
    `## What the ${REALITY_CHECK.name} includes\n\n${list(consultationPage.includes)}`,
    `## Who it is for\n\n${list(consultationPage.forWhom)}`,
    `## How it works\n\n${titledList(consultationPage.howItWorks)}`,
    faqBlock(LONG_FORM_COPY.faqHeading, consultationPage.faqs),
    closingBlock(CLOSING.consultation),
  );

/** The calendar itself is for people: the twin links it as the page's button does. */
export const bookingMarkdown: PageMarkdown = () =>
  blocks(
    `# ${consultationBookingPage.h1}`,
    consultationBookingPage.lead,
    bookingLink('header', CTA.openCalendar),
    `## ${consultationBookingPage.prepareHeading}\n\n${numbered(consultationBookingPage.prepare)}`,
    `## ${consultationBookingPage.afterHeading}\n\n${consultationBookingPage.afterCall}`,
  );
