/** The privacy, terms and cookie pages. */
import { pageRoutes } from '../_app/pages';
import { LegalPage } from './legal-page';
import { LEGAL_ROUTES } from './routes';

export const legal = () => pageRoutes(LEGAL_ROUTES, LegalPage);

export default legal;
