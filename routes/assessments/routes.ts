import { route, type RouteEntry } from '../_app/routes';
import { assessmentIntro, burnoutIntro } from './content';
import { BURNOUT } from './burnout-questions';
import { FIT } from './fit-questions';

export const ASSESSMENT_ROUTES: RouteEntry[] = [
  route(FIT.path, 'assessment', 'Assessment', assessmentIntro, { footer: 'resources' }),
  route(BURNOUT.path, 'burnout-assessment', 'Burnout Check', burnoutIntro, { footer: 'resources' }),
];
