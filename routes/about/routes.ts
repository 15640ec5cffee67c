import { route, type FamilyPages } from '../_app/routes';
import { aboutPage } from './content';

export const ABOUT_ROUTE = route('/about', 'about', 'About', aboutPage, { nav: 5, mobile: { order: 7, label: 'About' }, footer: 'company', markdown: () => import('./markdown').then((m) => m.aboutMarkdown) });

export const PAGES: FamilyPages = { position: 50, routes: [ABOUT_ROUTE] };
