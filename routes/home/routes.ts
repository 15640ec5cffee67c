/** The home page, priced in pounds at / and /uk and in dollars at /us. */
import { route, type FamilyPages, type RouteEntry } from '../_app/routes';
import { SITE } from '../_lib/site-config';

const brand = ` | ${SITE.brand}`;

const cardLabel = 'Fractional executive support';
const alternates: [string, string][] = [
  ['en-GB', '/'],
  ['en-US', '/us'],
  ['x-default', '/'],
];

const uk = {
  title: `Fractional Executive Support for UK Leaders${brand}`,
  description:
    'Fractional chief of staff, marketing strategy and executive support for UK CEOs, founders and directors. Monthly retainers in pounds; start within about a week.',
};

const us = {
  title: `Fractional Executive Support for US Leaders${brand}`,
  description:
    'Fractional chief of staff, marketing strategy and executive support for US CEOs, founders and directors. Retainers in dollars; start within about a week.',
};

const markdown = () => import('./markdown').then((m) => m.homeMarkdown);

export const HOME_ROUTES: RouteEntry[] = [
  route('/', 'home', 'Home', uk, { nav: 1, alternates, cardLabel, markdown }),
  route('/us', 'region', 'US', us, { alternates, locale: 'en_US', cardLabel, markdown }),
  // Same document as / (pounds): canonical to / so search engines see one UK page.
  route('/uk', 'region', 'UK', { ...uk, title: `Fractional Executive Support, Priced in Pounds${brand}` }, { sitemap: false, canonical: '/', alternates, cardLabel, markdown }),
];

export const PAGES: FamilyPages = { position: 10, routes: HOME_ROUTES };
