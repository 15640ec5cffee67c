import { route, type FamilyPages, type RouteEntry } from '../_app/routes';
import { assessmentIntro, burnoutIntro } from './content';
import { BURNOUT } from './burnout-questions';
import { FIT } from './fit-questions';
import { resultPath } from './types';

export const ASSESSMENT_ROUTE = route(FIT.path, 'assessment', 'Assessment', assessmentIntro, { footer: 'resources', section: 'tools', markdown: () => import('./markdown').then((m) => m.fitMarkdown) });
export const BURNOUT_ROUTE = route(BURNOUT.path, 'burnout-assessment', 'Burnout Check', burnoutIntro, { footer: 'resources', section: 'tools', markdown: () => import('./markdown').then((m) => m.burnoutMarkdown) });
export const ASSESSMENT_ROUTES: RouteEntry[] = [ASSESSMENT_ROUTE, BURNOUT_ROUTE];

/** Each questionnaire's result page (never indexed, so not in the route table), for those who count visits to it. */
export const RESULT_PATHS: string[] = [FIT, BURNOUT].map(resultPath);

export const PAGES: FamilyPages = { position: 70, routes: ASSESSMENT_ROUTES };
