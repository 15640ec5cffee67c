import { route } from '../_app/routes';
import { charityPage } from './content';

export const CHARITY_ROUTE = route('/charity-application', 'charity', 'Charity Programme', charityPage, { footer: 'company' });
