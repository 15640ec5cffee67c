/**
 * A page's Markdown twin for agents (docs/architecture.md#markdown-for-agents): the same content as the page, in
 * Markdown, at the page's own address when the request's Accept prefers text/markdown, or at its `.md` address,
 * which needs no Accept header (what the HTML's rel=alternate link and /llms.txt name). Pure: paths and text only.
 */
import type { Faq } from './content-types';
import type { Currency } from './currency';
import { formatMoney } from './currency';
import { PACKAGES, PLAN_KEYS, type PlanKey } from './plans';
import { SITE } from './site-config';

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/** '/services' → '/services.md'; the home page's twin is '/index.md'. */
export const twinPath = (path: string) => (path === '/' ? '/index.md' : `${path}.md`);

/** The twin of an address that may carry a query ('/blog?page=2' → '/blog.md?page=2'). */
export function twinAddress(href: string): string {
  const query = href.indexOf('?');
  return query < 0 ? twinPath(href) : twinPath(href.slice(0, query)) + href.slice(query);
}

/** The page a `.md` address is the twin of ('/index.md' → '/'), or null for any other address. */
export function pageOfTwin(path: string): string | null {
  if (!path.endsWith('.md')) return null;
  return path === '/index.md' ? '/' : path.slice(0, -3) || null;
}

/** An address of the site as agents need it: absolute. Fragments and absolute addresses pass through. */
export const absolute = (href: string) => (href.startsWith('/') ? SITE.origin + href : href);

/** A link; brackets in its text (an article's headline, as the operator typed it) cannot end it early. */
export const link = (text: string, href: string) => `[${text.replace(/[\\[\]]/g, '\\$&')}](${absolute(href)})`;

/** A Markdown document from its blocks: a block that is empty (an optional part the page lacks) is left out. */
export const blocks = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n\n') + '\n';

export const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** Steps in order, as the page numbers them. */
export const numbered = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n');

export const faqBlock = (heading: string, faqs: Faq[]) =>
  faqs.length > 0 && [`## ${heading}`, ...faqs.map((f) => `### ${f.question}\n\n${f.answer}`)].join('\n\n');

/** A plan in one line, priced in the page's market. */
export function planLine(key: PlanKey, market: Currency): string {
  const p = PACKAGES[key];
  return `**${p.name}**: ${formatMoney(p.price[market], market)} a month for ${p.hoursPerMonth} senior hours (about ${p.equivalentHours} in-house hours). ${p.description} Best for: ${p.perfectFor}.`;
}

export const allPlans = (market: Currency) => list(PLAN_KEYS.map((key) => planLine(key, market)));

/** Roughly how many tokens an agent's model will count: about four characters each in English prose. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);
