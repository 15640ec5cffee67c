import { route, type FamilyPages, type RouteEntry } from '../_app/routes';
import { legalPages } from './content';

export const LEGAL_ROUTES: RouteEntry[] = legalPages.map((p) => route(p.path, 'legal', p.h1, p, { footer: 'legal', section: 'legal', cardLabel: `Legal · ${p.h1}`, markdown: () => import('./markdown').then((m) => m.legalMarkdown) }));

export const PAGES: FamilyPages = { position: 140, routes: LEGAL_ROUTES };
