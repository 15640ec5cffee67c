/**
 * Page templates by family: one template per family. A family appears here when its page has landed;
 * routes of any other family are not served (404) and not linked from the nav, footer or sitemaps.
 */
import type { PageComponent } from './page-types';
import type { Family } from './table';
import { HomePage } from './home/page';
import { LegalPage } from './legal/legal-page';
import { SitemapPage } from './pages/sitemap-page';
import { AboutPage } from './about/about-page';
import { IndustryPage } from './industries/industry-page';
import { CharityPage } from './pages/charity-page';
import { ConsultationBookingPage } from './pages/consultation-booking-page';
import { ConsultationPage } from './pages/consultation-page';
import { ContactPage } from './pages/contact-page';
import { PaymentSuccessPage } from './pages/payment-success-page';
import { TemplatePage } from './pages/template-page';
import { ArchetypesPage } from './personas/archetypes-page';
import { PersonaPage } from './personas/persona-page';
import { ServicesPage } from './services/services-page';
import { ServiceTopicPage } from './topics/service-topic-page';
import { TopicPage } from './topics/topic-page';
import { AssessmentPage, BurnoutAssessmentPage } from './assessments/questionnaire-page';

export const PAGES: Partial<Record<Family, PageComponent>> = {
  home: HomePage,
  region: HomePage,
  legal: LegalPage,
  sitemap: SitemapPage,
  services: ServicesPage,
  about: AboutPage,
  contact: ContactPage,
  archetypes: ArchetypesPage,
  persona: PersonaPage,
  'service-topic': ServiceTopicPage,
  topic: TopicPage,
  industry: IndustryPage,
  consultation: ConsultationPage,
  'consultation-booking': ConsultationBookingPage,
  'payment-success': PaymentSuccessPage,
  template: TemplatePage,
  charity: CharityPage,
  assessment: AssessmentPage,
  'burnout-assessment': BurnoutAssessmentPage,
};

/** Families served by a worker sub-app (their pages need data from D1 or a session): worker/blog/routes.tsx. */
export const SERVED_BY_WORKER = new Set<Family>(['blog', 'blog-manage', 'auth']);

export function isServed(family: Family): boolean {
  return family in PAGES || SERVED_BY_WORKER.has(family);
}

export { ROUTES, routeByPath, type RouteEntry } from './table';
