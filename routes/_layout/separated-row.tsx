import type { ReactNode } from 'react';

/**
 * Goes on the element around a SeparatedRow: it clips the separator that would start a line (6 px of margin
 * keeps focus outlines whole).
 */
export const SEPARATED_ROW_CLIP = 'overflow-clip [overflow-clip-margin:6px]';

/**
 * Items in a row that wraps only between items ('Home / Insights / A post', 'By … · 3 June 2026 · 5 min read').
 * Each item carries its separator in front of it, so a line never ends with one; the row is pulled left by one
 * separator's width, so the separator in front of the first item of every line sits outside the clipping
 * element (SEPARATED_ROW_CLIP) and no line starts with one either. `as="ol"` makes it a list (breadcrumbs);
 * the default is phrasing content for a paragraph.
 */
export function SeparatedRow({ items, separator, as = 'span', className = '' }: { items: ReactNode[]; separator: string; as?: 'ol' | 'span'; className?: string }) {
  const Row = as;
  const Item = as === 'ol' ? 'li' : 'span';
  return (
    <Row className={`-ml-[1.5em] flex flex-wrap items-baseline ${className}`}>
      {items.map((item, i) => (
        <Item key={i} className="flex items-baseline">
          <span aria-hidden="true" className="w-[1.5em] shrink-0 text-center">
            {separator}
          </span>
          {item}
        </Item>
      ))}
    </Row>
  );
}
