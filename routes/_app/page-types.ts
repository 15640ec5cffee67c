import type { ReactNode } from 'react';
import type { RouteEntry } from './routes';

export interface PageProps {
  route: RouteEntry;
  url: URL;
  /** Loaded by the worker for families that need it (a family's `load`, routes/_app/pages.tsx). */
  data?: unknown;
}

export type PageComponent = (props: PageProps) => ReactNode;
