/** The privacy, terms and cookie pages. */
import { pageBodies } from '../_app/page-bodies';
import { pageRoutes } from '../_app/pages';
import { LegalPage } from './legal-page';
import { LEGAL_ROUTES } from './routes';

export const legal = () => pageRoutes(LEGAL_ROUTES, LegalPage, { load: pageBodies(() => import('./bodies').then((m) => m.legalBodies)) });

export default legal;
