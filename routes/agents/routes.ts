/**
 * What the site tells agents as a whole (docs/architecture.md#markdown-for-agents): /llms.txt, the index of the
 * pages' Markdown twins in the llmstxt.org format, and /llms-full.txt, the twins in one file. Neither is a page of
 * the route table: both are made from it (and from the published articles) on each request.
 */
import type { FamilyPages } from '../_app/routes';

export const LLMS_PATH = '/llms.txt';
export const LLMS_FULL_PATH = '/llms-full.txt';

export const PAGES: FamilyPages = { position: 190, routes: [] };
