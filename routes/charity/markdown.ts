/**
 * The Markdown twin of /charity-application (routes/_app/page-markdown.ts), from the copy ./charity-page.tsx
 * renders: who can apply, the offer and the process, then where the application form is, not the form.
 */
import type { PageMarkdown } from '../_app/routes';
import { blocks, list, numbered } from '../_lib/markdown-twin';
import { formBlock, titled } from '../_layout/page-markdown';
import { charityPage } from './content';

export const charityMarkdown: PageMarkdown = (route) => {
  const { offer, form } = charityPage;
  return blocks(
    `# ${charityPage.h1}`,
    charityPage.lead,
    `## ${charityPage.qualifiesHeading}\n\n${list(charityPage.qualifies)}`,
    `## ${offer.heading}\n\n${offer.paragraphs.join('\n\n')}`,
    `## ${charityPage.processHeading}\n\n${numbered(charityPage.process.map(titled))}`,
    formBlock(route.path, form),
  );
};
