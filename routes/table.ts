/**
 * The route table: every page of the site, as its family declares it (`routes.ts` in each family's folder), in
 * the order the footer and the sitemaps list them. Data only (it imports those declarations and their copy, never
 * a component), so the nav, footer, sitemaps, edge cache, pages and tests can all read it without import cycles
 * (.dependency-cruiser.cjs keeps it so). Posts are not here: they come from D1 (routes/blog).
 */
import { ABOUT_ROUTE } from './about/routes';
import { ASSESSMENT_ROUTES } from './assessments/routes';
import { AUTH_ROUTE, BLOG_ROUTE, MANAGE_ROUTE } from './blog/routes';
import { CHARITY_ROUTE } from './charity/routes';
import { CONSULTATION_ROUTES } from './consultation/routes';
import { CONTACT_ROUTE } from './contact/routes';
import { HOME_ROUTES } from './home/routes';
import { INDUSTRY_ROUTES } from './industries/routes';
import { LEGAL_ROUTES } from './legal/routes';
import { PAYMENT_SUCCESS_ROUTE } from './payment-success/routes';
import { ARCHETYPES_ROUTE, PERSONA_ROUTES } from './personas/routes';
import { SERVICES_ROUTE } from './services/routes';
import { SITEMAP_ROUTE } from './sitemap/routes';
import { TEMPLATE_ROUTE } from './template/routes';
import { SERVICE_TOPIC_ROUTES, TOPIC_ROUTES } from './topics/routes';
import type { RouteEntry } from './_app/routes';

export type { Family, FooterGroup, RouteEntry } from './_app/routes';

export const ROUTES: RouteEntry[] = [
  ...HOME_ROUTES,
  SERVICES_ROUTE,
  ARCHETYPES_ROUTE,
  BLOG_ROUTE,
  ABOUT_ROUTE,
  CONTACT_ROUTE,
  ...ASSESSMENT_ROUTES,
  ...CONSULTATION_ROUTES,
  TEMPLATE_ROUTE,
  CHARITY_ROUTE,
  PAYMENT_SUCCESS_ROUTE,
  ...PERSONA_ROUTES,
  ...SERVICE_TOPIC_ROUTES,
  ...INDUSTRY_ROUTES,
  ...TOPIC_ROUTES,
  ...LEGAL_ROUTES,
  SITEMAP_ROUTE,
  AUTH_ROUTE,
  MANAGE_ROUTE,
];

const byPath = new Map(ROUTES.map((r) => [r.path, r]));
export function routeByPath(path: string): RouteEntry | undefined {
  return byPath.get(path);
}
