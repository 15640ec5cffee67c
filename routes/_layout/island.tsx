import type { ReactNode } from 'react';
import { ISLAND_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_PROPS_ATTR, type HydrateStrategy, type IslandName } from '../_lib/islands';

/**
 * Server half of an island: renders the widget's markup (which must work without JavaScript) and marks it
 * with its name, serialised props and hydration strategy for client/entry.ts.
 * The wrapper is `display: contents` (a class, not a style attribute: the CSP allows no inline styles).
 */
export function Island({
  name,
  hydrate,
  props = {},
  children,
  as: Tag = 'div',
}: {
  name: IslandName;
  hydrate: HydrateStrategy;
  props?: object;
  children: ReactNode;
  as?: 'div' | 'span';
}) {
  const attrs = {
    [ISLAND_ATTR]: name,
    [ISLAND_HYDRATE_ATTR]: hydrate,
    [ISLAND_PROPS_ATTR]: JSON.stringify(props),
  };
  return (
    <Tag {...attrs} className="contents">
      {children}
    </Tag>
  );
}
