/**
 * Page templates by family: one template per family served by the route loop in worker/index.tsx. The families
 * in SERVED_BY_WORKER (routes/table.ts) are rendered by worker sub-apps instead. Pages and copy read route data
 * from routes/table.ts, never from here: this module imports every page.
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
