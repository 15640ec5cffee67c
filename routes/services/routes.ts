import { route, type FamilyPages } from '../_app/routes';
import { servicesPage } from './content';

export const SERVICES_ROUTE = route('/services', 'services', 'Services', servicesPage, { nav: 2, mobile: { order: 2, label: 'Services' }, footer: 'company', markdown: () => import('./markdown').then((m) => m.servicesMarkdown) });

export const PAGES: FamilyPages = { position: 20, routes: [SERVICES_ROUTE] };
