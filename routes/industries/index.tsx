/** One guide per industry. */
import { pageRoutes } from '../_app/pages';
import { IndustryPage } from './industry-page';
import { INDUSTRY_ROUTES } from './routes';

export const industries = () => pageRoutes(INDUSTRY_ROUTES, IndustryPage);

export default industries;
