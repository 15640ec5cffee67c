/**
 * What the three legal pages, /privacy-policy, /terms-conditions and /cookies, tell the rest of the site: their paths,
 * titles, descriptions, headings and the date of their last substantive change. Each page's body copy is in
 * ./bodies.ts, loaded on the first request for one of them.
 * Company facts (entity, number, office, emails, brand) come from SITE so they are stated in one place only.
 */
import { SITE } from '../_lib/site-config';
import { PRIVACY_POLICY_PATH } from '../_lib/legal-paths';

export interface LegalPage {
  /** Root-relative path. */
  path: string;
  /** <title>: 20-65 characters. */
  title: string;
  /** Meta description: 70-160 characters. */
  description: string;
  h1: string;
  /** ISO date of the last substantive change, shown as "Last updated". */
  updated: string;
}

/** A legal page's body copy, in ./bodies.ts. */
export interface LegalBody {
  /** Opening paragraph under the h1. */
  intro: string;
  sections: { heading: string; paragraphs: string[]; items?: string[] }[];
}

const UPDATED = '2026-11-25';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A page's `updated` date as the page and its Markdown twin state it: '25 November 2026'. */
export const formatUpdated = (iso: string) => dateFormat.format(new Date(iso));

const privacy: LegalPage = {
  path: PRIVACY_POLICY_PATH,
  title: `Privacy Policy | ${SITE.brand}`,
  description: `How ${SITE.brand} collects, uses and protects personal data from its website, forms and self-assessments, for UK and US visitors alike.`,
  h1: 'Privacy policy',
  updated: UPDATED,
};

const terms: LegalPage = {
  path: '/terms-conditions',
  title: `Terms and Conditions | ${SITE.brand}`,
  description: `The terms for using the ${SITE.brand} website, taking its self-assessments and buying a monthly plan or a Reality Check session.`,
  h1: 'Terms and conditions',
  updated: UPDATED,
};

const cookies: LegalPage = {
  path: '/cookies',
  title: `Cookie Policy | ${SITE.brand}`,
  description: `The two cookies and one browser storage item the ${SITE.brand} website uses, how long each lasts and how to clear them. No tracking cookies.`,
  h1: 'Cookies and browser storage',
  updated: UPDATED,
};

export const legalPages = [privacy, terms, cookies] satisfies LegalPage[];
