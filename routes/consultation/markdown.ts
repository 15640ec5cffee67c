/** The Markdown twin of /consultation (routes/_app/page-markdown.ts), from the copy ./consultation-page.tsx renders. */
import type { PageMarkdown } from '../_app/routes';
import { blocks, faqBlock, list } from '../_lib/markdown-twin';
import { REALITY_CHECK } from '../_lib/plans';
import { CLOSING, LONG_FORM_COPY } from '../_layout/copy';
import { closingBlock, realityCheckPrice, titledList } from '../_layout/page-markdown';
import { consultationPage } from './content';

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
