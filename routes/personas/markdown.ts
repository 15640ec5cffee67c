/** The Markdown twins of /archetypes and each archetype's guide (routes/_app/page-markdown.ts), from their copy. */
import type { PageMarkdown } from '../_app/routes';
import { blocks, link, list } from '../_lib/markdown-twin';
import { CLOSING } from '../_layout/copy';
import { closingBlock, longFormPages } from '../_layout/page-markdown';
import { personaBodies } from './bodies';
import { archetypesPage, personas } from './content';

export const personaMarkdown = longFormPages(personas, personaBodies, CLOSING.persona);

const GROUPS = ['CEO', 'COO', 'CMO'] as const;

export const archetypesMarkdown: PageMarkdown = () =>
  blocks(
    `# ${archetypesPage.h1}`,
    archetypesPage.lead,
    ...GROUPS.map((g) => {
      const group = archetypesPage.groups[g];
      const members = personas.filter((p) => p.group === g);
      return `## ${group.heading}\n\n${group.intro}\n\n${list(members.map((p) => `${link(p.label, p.path)}: ${p.summary}`))}`;
    }),
    closingBlock(CLOSING.archetypes),
  );
