import type { ReactNode } from 'react';
import type { RouteEntry } from './routes';

/**
 * What a template page is rendered with. `D` is what the family's `load` returns (./pages.tsx), typed from the
 * loader to the view; a page without a loader has no data.
 */
export interface PageProps<D = undefined> {
  route: RouteEntry;
  url: URL;
  data: D;
}

export type PageComponent<D = undefined> = (props: PageProps<D>) => ReactNode;
