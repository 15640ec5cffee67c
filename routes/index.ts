/**
 * Every page family's app, in the order worker/index.tsx mounts them. A family's app is a function of the
 * worker's services (routes/_app/services.ts). The blog goes last: its /{slug} matches any single segment.
 */
import type { Hono } from 'hono';
import type { AppEnv } from './_app/env';
import type { Services } from './_app/services';
import { about } from './about/index';
import { assessments } from './assessments/index';
import { blog } from './blog/index';
import { charity } from './charity/index';
import { consultation } from './consultation/index';
import { contact } from './contact/index';
import { home } from './home/index';
import { industries } from './industries/index';
import { formsApi } from './leads/index';
import { legal } from './legal/index';
import { paymentSuccess } from './payment-success/index';
import { personas } from './personas/index';
import { services } from './services/index';
import { sitemap } from './sitemap/index';
import { template } from './template/index';
import { topics } from './topics/index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each family's app has its own route schema
export type FamilyApp = (s: Services) => Hono<AppEnv, any, any>;

export const FAMILIES: FamilyApp[] = [
  sitemap,
  assessments,
  formsApi,
  home,
  services,
  personas,
  about,
  contact,
  consultation,
  template,
  charity,
  paymentSuccess,
  topics,
  industries,
  legal,
  blog,
];
