import type { ReactNode } from 'react';
import type { RouteEntry } from './table';

export interface PageProps {
  route: RouteEntry;
  url: URL;
  /** Loaded by the worker for families that need it (worker/page-data.ts). */
  data?: unknown;
}

export type PageComponent = (props: PageProps) => ReactNode;
