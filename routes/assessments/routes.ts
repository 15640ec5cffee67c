import { route, type RouteEntry } from '../_app/routes';
import { assessmentIntro, burnoutIntro } from './content';

export const ASSESSMENT_ROUTES: RouteEntry[] = [
  route('/assessment', 'assessment', 'Assessment', assessmentIntro, { footer: 'resources' }),
  route('/ceo-burnout-assessment', 'burnout-assessment', 'Burnout Check', burnoutIntro, { footer: 'resources' }),
];
