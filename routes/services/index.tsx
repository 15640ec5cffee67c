/** /services: every service and the monthly plans. */
import { pageRoutes } from '../_app/pages';
import { ServicesPage } from './services-page';
import { SERVICES_ROUTE } from './routes';

export const services = () => pageRoutes([SERVICES_ROUTE], ServicesPage);

export default services;
