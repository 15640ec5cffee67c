import { route, type FamilyPages, type RouteEntry } from '../_app/routes';
import { consultationBookingPage, consultationPage } from './content';

export const CONSULTATION_ROUTES: RouteEntry[] = [
  route('/consultation', 'consultation', 'Reality Check', consultationPage, { footer: 'company', markdown: () => import('./markdown').then((m) => m.consultationMarkdown) }),
  route('/consultation-booking', 'consultation-booking', 'Book a Call', consultationBookingPage, { footer: 'company', frames: true, markdown: () => import('./markdown').then((m) => m.bookingMarkdown) }),
];

export const PAGES: FamilyPages = { position: 80, routes: CONSULTATION_ROUTES };
