/** One guide per industry. */
import { pageBodies } from '../_app/page-bodies';
import { pageRoutes } from '../_app/pages';
import { IndustryPage } from './industry-page';
import { INDUSTRY_ROUTES } from './routes';

export const industries = () => pageRoutes(INDUSTRY_ROUTES, IndustryPage, { load: pageBodies(() => import('./bodies').then((m) => m.industryBodies)) });

export default industries;
