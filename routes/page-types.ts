import type { ReactNode } from 'react';
import type { RouteEntry } from './table';

export interface PageProps {
  route: RouteEntry;
  url: URL;
}

export type PageComponent = (props: PageProps) => ReactNode;
