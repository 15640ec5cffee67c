/** The Markdown twin of each industry guide (routes/_app/page-markdown.ts), from the copy its page renders. */
import { CLOSING } from '../_layout/copy';
import { longFormPages } from '../_layout/page-markdown';
import { industryBodies } from './bodies';
import { industries } from './content';

export const industryMarkdown = longFormPages(industries, industryBodies, CLOSING.industry);
