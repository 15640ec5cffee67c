import { route, type FamilyPages, type RouteEntry } from '../_app/routes';
import { assessmentIntro, burnoutIntro } from './content';
import { BURNOUT } from './burnout-questions';
import { FIT } from './fit-questions';

export const ASSESSMENT_ROUTES: RouteEntry[] = [
  route(FIT.path, 'assessment', 'Assessment', assessmentIntro, { footer: 'resources', section: 'tools' }),
  route(BURNOUT.path, 'burnout-assessment', 'Burnout Check', burnoutIntro, { footer: 'resources', section: 'tools' }),
];

export const PAGES: FamilyPages = { position: 70, routes: ASSESSMENT_ROUTES };
