/** The Markdown twin of /strategic-planning-template (routes/_app/page-markdown.ts), from the copy ./template-page.tsx renders. */
import type { PageMarkdown } from '../_app/routes';
import { blocks, link, list } from '../_lib/markdown-twin';
import { templatePage } from './content';

/** The template's prompts in order, each with its hint: the boxes to fill in are the page's, for people. */
export const templateMarkdown: PageMarkdown = () => {
  const { closing } = templatePage;
  return blocks(
    `# ${templatePage.h1}`,
    templatePage.lead,
    `## ${templatePage.howToHeading}\n\n${list(templatePage.howToUse)}`,
    `## ${templatePage.planHeading}`,
    ...templatePage.sections.map((s, i) => `### ${i + 1}. ${s.heading}\n\n**${s.prompt}** ${s.hint}`),
    `## ${closing.heading}\n\n${closing.body}\n\n${list(closing.links.map((l) => link(l.label, l.href)))}`,
  );
};
