import { attributesOf, type Drawing } from '../../routes/_lib/art/drawing';
import type { Tone } from '../../routes/_lib/art/palette';

/**
 * A drawing's shapes as comparable text, one line per shape ('rect fill=#fff height=60 …', attributes sorted), so a
 * test can tell which drawing a page shows: from the drawing's data (expectedShapes) or from served markup
 * (shapesInMarkup) or the DOM (tests/e2e/looks.spec.ts reads each child's tag and attributes into the same form).
 */
export const shapeLine = (tag: string, attributes: [string, string | number][]) =>
  [tag, ...attributes.map(([k, v]) => `${k}=${v}`).sort()].join(' ');

export const expectedShapes = (drawing: Drawing, tone: Tone) => drawing.shapes.map((s) => shapeLine(s.tag, attributesOf(s, tone)));

/** The shapes of the first <svg> in a block of served markup, or null when the block has none. */
export function shapesInMarkup(block: string): { hidden: boolean; shapes: string[] } | null {
  const svg = block.match(/<svg\b([^>]*)>([\s\S]*?)<\/svg>/);
  if (!svg) return null;
  const shapes = [...svg[2]!.matchAll(/<(rect|circle|line|path|text)\b([^>]*?)\/?>/g)].map(([, tag, attrs]) =>
    shapeLine(tag!, [...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!] as [string, string])),
  );
  return { hidden: /\baria-hidden="true"/.test(svg[1]!), shapes };
}
