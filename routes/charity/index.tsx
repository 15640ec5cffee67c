/** /charity-application: the programme and its application form (posted to the forms API, routes/leads). */
import { pageRoutes } from '../_app/pages';
import { CharityPage } from './charity-page';
import { CHARITY_ROUTE } from './routes';

export const charity = () => pageRoutes([CHARITY_ROUTE], CharityPage);

export default charity;
