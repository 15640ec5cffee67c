import { route, type FamilyPages, type RouteEntry } from '../_app/routes';
import { industries } from './content';

export const INDUSTRY_ROUTES: RouteEntry[] = industries.map((p) => route(p.path, 'industry', p.label, p, { summary: p.summary, section: 'industries', cardLabel: `Industry · ${p.label}`, markdown: () => import('./markdown').then((m) => m.industryMarkdown) }));

export const PAGES: FamilyPages = { position: 130, routes: INDUSTRY_ROUTES };
