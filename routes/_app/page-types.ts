import type { ReactNode } from 'react';
import type { RouteEntry } from './routes';

export interface PageProps {
  route: RouteEntry;
  url: URL;
  /** Loaded before the page renders, for families that need it (the `load` option of pageRoutes, ./pages.tsx). */
  data?: unknown;
}

export type PageComponent = (props: PageProps) => ReactNode;
