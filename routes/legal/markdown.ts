/** The Markdown twins of the legal pages (routes/_app/page-markdown.ts), from the copy ./legal-page.tsx renders. */
import type { PageMarkdown } from '../_app/routes';
import { blocks, list } from '../_lib/markdown-twin';
import { legalBodies } from './bodies';
import { formatUpdated, legalPages, type LegalBody } from './content';

const byPath = new Map(legalPages.map((p) => [p.path, p]));
const bodies: Record<string, LegalBody> = legalBodies;

/** A section as the page shows it: its paragraphs, then its list. */
const sectionBlock = (s: LegalBody['sections'][number]) => blocks(`## ${s.heading}`, ...s.paragraphs, s.items && list(s.items)).trimEnd();

export const legalMarkdown: PageMarkdown = (route) => {
  const page = byPath.get(route.path)!;
  const body = bodies[route.path]!;
  return blocks(`# ${page.h1}`, body.intro, `Last updated ${formatUpdated(page.updated)}`, ...body.sections.map(sectionBlock));
};
