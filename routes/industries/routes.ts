import { route, type RouteEntry } from '../_app/routes';
import { industries } from './content';

export const INDUSTRY_ROUTES: RouteEntry[] = industries.map((p) => route(p.path, 'industry', p.label, p, { summary: p.summary }));
