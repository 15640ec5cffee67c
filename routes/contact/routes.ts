import { route, type FamilyPages } from '../_app/routes';
import { contactPage } from './content';

export const CONTACT_ROUTE = route('/contact', 'contact', 'Contact', contactPage, { nav: 6, mobile: { order: 6, label: 'Contact Us' }, footer: 'company', markdown: () => import('./markdown').then((m) => m.contactMarkdown) });

export const PAGES: FamilyPages = { position: 60, routes: [CONTACT_ROUTE] };
