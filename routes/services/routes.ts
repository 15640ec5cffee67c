import { route } from '../_app/routes';
import { servicesPage } from './content';

export const SERVICES_ROUTE = route('/services', 'services', 'Services', servicesPage, { nav: 2, mobile: { order: 2, label: 'Services' }, footer: 'company' });
