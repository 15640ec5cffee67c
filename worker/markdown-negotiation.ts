/**
 * Whether a request asks for a page's Markdown twin (docs/architecture.md#markdown-for-agents). Read once per
 * request by its facts (worker/request-facts.ts): a request whose Accept header does not name Markdown costs one
 * substring test, so a person's request pays nothing more.
 */
import { pageOfTwin } from '../routes/_lib/markdown-twin';

/** A `.md` address always; otherwise an Accept header that prefers Markdown (prefersMarkdown). */
export function asksForMarkdown(path: string, accept: string | null): boolean {
  return pageOfTwin(path) !== null || prefersMarkdown(accept);
}

/**
 * True when Accept names text/markdown with a quality above zero and at least that of text/html, however the
 * header states HTML's: text/html, text/ with a star, or the any-type range. A wildcard never asks for Markdown by
 * itself: a browser that accepts any type must get HTML. Parameters other than q are ignored; a q that is not a
 * number counts as 1, so a sloppy agent still gets what it named.
 */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept || !/markdown/i.test(accept)) return false;
  let markdown = 0;
  let html = 0;
  let htmlSpecificity = -1;
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    const q = quality(params);
    if (type === 'text/markdown' || type === 'text/x-markdown') markdown = Math.max(markdown, q);
    // The most specific range that matches text/html decides its quality (RFC 9110, section 12.5.1).
    const specificity = type === 'text/html' ? 2 : type === 'text/*' ? 1 : type === '*/*' ? 0 : -1;
    if (specificity > htmlSpecificity) [html, htmlSpecificity] = [q, specificity];
  }
  return markdown > 0 && markdown >= html;
}

function quality(params: string[]): number {
  const q = params.find((p) => p.startsWith('q='));
  if (!q) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;
}
