import { route, type FamilyPages } from '../_app/routes';
import { servicesPage } from './content';
import type { Slots } from '../_lib/copy-slots';
import { CTA } from '../_layout/copy';

export const SERVICES_ROUTE = route('/services', 'services', 'Services', servicesPage, { nav: 2, mobile: { order: 2, label: 'Services' }, footer: 'company', markdown: () => import('./markdown').then((m) => m.servicesMarkdown) });

export const PAGES: FamilyPages = { position: 20, routes: [SERVICES_ROUTE] };

/** The Services page's copy an experiment may try other words in (routes/_lib/copy-slots.ts). */
export const SLOTS = {
  'services.header.cta': { label: 'Services page: the booking button under the heading', original: CTA.discoveryCall, max: 32, pages: [SERVICES_ROUTE.path] },
} satisfies Slots;
