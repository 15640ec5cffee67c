/** The Markdown twin of /about (routes/_app/page-markdown.ts), from the copy ./about-page.tsx renders. */
import type { PageMarkdown } from '../_app/routes';
import { blocks, faqBlock } from '../_lib/markdown-twin';
import { CLOSING, LONG_FORM_COPY } from '../_layout/copy';
import { closingBlock, sectionBlock, titledList } from '../_layout/page-markdown';
import { aboutPage } from './content';

export const aboutMarkdown: PageMarkdown = () =>
  blocks(
    `# ${aboutPage.h1}`,
    aboutPage.lead,
    sectionBlock(aboutPage.story),
    sectionBlock(aboutPage.approach),
    `## ${aboutPage.values.heading}\n\n${titledList(aboutPage.values.items)}`,
    sectionBlock(aboutPage.whyFractional),
    faqBlock(LONG_FORM_COPY.faqHeading, aboutPage.faqs),
    closingBlock(CLOSING.about),
  );
