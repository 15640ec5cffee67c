import { route, type RouteEntry } from '../_app/routes';
import { legalPages } from './content';

export const LEGAL_ROUTES: RouteEntry[] = legalPages.map((p) => route(p.path, 'legal', p.h1, p, { footer: 'legal' }));
