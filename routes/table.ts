/**
 * The route table: one entry per route of the site. Data only (it imports copy modules, never a component), so
 * the router, nav, footer, sitemap.xml, the HTML sitemap, pages and tests can all read it without import cycles
 * (.dependency-cruiser.cjs keeps it so). Every entry is served: routes/index.ts maps each family to its template,
 * or SERVED_BY_WORKER names the worker sub-app that renders it.
 */
import { aboutPage } from './about/content';
import { industries } from './industries/content';
import { legalPages } from './legal/content';
import {
  assessmentIntro,
  authPage,
  blogIndexPage,
  burnoutIntro,
  charityPage,
  consultationBookingPage,
  consultationPage,
  contactPage,
  notFoundPage,
  paymentSuccessPage,
  sitemapPage,
  templatePage,
} from './pages/content';
import { personas } from './personas/content';
import { servicesPage } from './services/content';
import { serviceTopics } from './topics/service-topics';
import { topics } from './topics/topics';
import { SITE } from './_lib/site-config';

export type Family =
  | 'home'
  | 'region'
  | 'services'
  | 'about'
  | 'contact'
  | 'archetypes'
  | 'persona'
  | 'service-topic'
  | 'topic'
  | 'industry'
  | 'consultation'
  | 'consultation-booking'
  | 'payment-success'
  | 'template'
  | 'charity'
  | 'legal'
  | 'sitemap'
  | 'blog'
  | 'blog-manage'
  | 'auth'
  | 'assessment'
  | 'burnout-assessment';

export type FooterGroup = 'company' | 'resources' | 'topics' | 'legal';

export interface RouteEntry {
  path: string;
  family: Family;
  title: string;
  description: string;
  /** Short name for links (nav, footer, sitemap, breadcrumbs). */
  label: string;
  /** Listed in sitemap.xml and /sitemap, and indexable. */
  sitemap: boolean;
  /** Desktop nav position, left to right. */
  nav?: number;
  /** Mobile menu position and label (the menu also holds the currency toggle and Let's Talk). */
  mobile?: { order: number; label: string };
  footer?: FooterGroup;
  /** Canonical path when it differs from `path` (e.g. /uk is the home page priced in pounds). */
  canonical?: string;
  /** hreflang alternates: [hreflang, path]. */
  alternates?: [string, string][];
  locale?: 'en_GB' | 'en_US';
  /** The page embeds the booking calendar (frame-src allows it). */
  frames?: boolean;
}

const brand = ` | ${SITE.brand}`;

const homeAlternates: [string, string][] = [
  ['en-GB', '/'],
  ['en-US', '/us'],
  ['x-default', '/'],
];

const homeMeta = {
  uk: {
    title: `Fractional Executive Support for UK Leaders${brand}`,
    description:
      'Fractional chief of staff, marketing strategy and executive support for UK CEOs, founders and directors. Monthly retainers in pounds; start within about a week.',
  },
  us: {
    title: `Fractional Executive Support for US Leaders${brand}`,
    description:
      'Fractional chief of staff, marketing strategy and executive support for US CEOs, founders and directors. Retainers in dollars; start within about a week.',
  },
};

function page(
  path: string,
  family: Family,
  label: string,
  meta: { title: string; description: string },
  extra: Partial<RouteEntry> = {},
): RouteEntry {
  return { path, family, label, title: meta.title, description: meta.description, sitemap: true, ...extra };
}

export const ROUTES: RouteEntry[] = [
  page('/', 'home', 'Home', homeMeta.uk, { nav: 1, alternates: homeAlternates }),
  page('/us', 'region', 'US', homeMeta.us, { alternates: homeAlternates, locale: 'en_US' }),
  // Same document as / (pounds): canonical to / so search engines see one UK page.
  page('/uk', 'region', 'UK', { ...homeMeta.uk, title: `Fractional Executive Support, Priced in Pounds${brand}` }, { sitemap: false, canonical: '/', alternates: homeAlternates }),
  page('/services', 'services', 'Services', servicesPage, { nav: 2, mobile: { order: 2, label: 'Services' }, footer: 'company' }),
  page('/archetypes', 'archetypes', 'Archetypes', {
    title: `Leadership Archetypes: Which One Are You?${brand}`,
    description: 'Twelve leadership archetypes, from the time-poor CEO to the growth-hacker CMO: see the pressures each one faces and how a fractional partner helps.',
  }, { nav: 3, mobile: { order: 3, label: 'Archetypes' }, footer: 'company' }),
  page('/blog', 'blog', 'Insights', blogIndexPage, { nav: 4, mobile: { order: 4, label: 'Insights' }, footer: 'resources' }),
  page('/about', 'about', 'About', aboutPage, { nav: 5, mobile: { order: 7, label: 'About' }, footer: 'company' }),
  page('/contact', 'contact', 'Contact', contactPage, { nav: 6, mobile: { order: 6, label: 'Contact Us' }, footer: 'company' }),
  page('/assessment', 'assessment', 'Assessment', assessmentIntro, { footer: 'resources' }),
  page('/ceo-burnout-assessment', 'burnout-assessment', 'Burnout Check', burnoutIntro, { footer: 'resources' }),
  page('/consultation', 'consultation', 'Reality Check', consultationPage, { footer: 'company' }),
  page('/consultation-booking', 'consultation-booking', 'Book a Call', consultationBookingPage, { footer: 'company', frames: true }),
  page('/strategic-planning-template', 'template', 'Strategic Planning Template', templatePage, { footer: 'resources' }),
  page('/charity-application', 'charity', 'Charity Programme', charityPage, { footer: 'company' }),
  page('/payment-success', 'payment-success', 'Payment Confirmed', paymentSuccessPage, { sitemap: false }),
  ...personas.map((p) => page(p.path, 'persona', p.label, p)),
  ...serviceTopics.map((p) => page(p.path, 'service-topic', p.label, p, { footer: 'topics' })),
  ...industries.map((p) => page(p.path, 'industry', p.label, p)),
  ...topics.map((p) => page(p.path, 'topic', p.label, p, { footer: 'topics' })),
  ...legalPages.map((p) => page(p.path, 'legal', p.h1, p, { footer: 'legal' })),
  page('/sitemap', 'sitemap', 'Sitemap', sitemapPage, { footer: 'legal' }),
  page('/auth', 'auth', 'Sign in', authPage, { sitemap: false }),
  page('/blog/manage', 'blog-manage', 'Manage Insights', {
    title: `Manage Insights${brand}`,
    description: 'Operator screen for creating, editing, publishing and unpublishing Insights posts. Requires an administrator sign-in.',
  }, { sitemap: false }),
];

export const NOT_FOUND_META = notFoundPage;

/** Families whose pages a worker sub-app renders (they need D1 or a session); routes/index.ts maps the others to a template. */
export const SERVED_BY_WORKER: ReadonlySet<Family> = new Set<Family>(['blog', 'blog-manage', 'auth']);

const byPath = new Map(ROUTES.map((r) => [r.path, r]));
export function routeByPath(path: string): RouteEntry | undefined {
  return byPath.get(path);
}
