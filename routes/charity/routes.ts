import { route, type FamilyPages } from '../_app/routes';
import { charityPage } from './content';

export const CHARITY_ROUTE = route('/charity-application', 'charity', 'Charity Programme', charityPage, { footer: 'company', markdown: () => import('./markdown').then((m) => m.charityMarkdown) });

export const PAGES: FamilyPages = { position: 100, routes: [CHARITY_ROUTE] };
