/**
 * Shapes of the copy modules. Copy lives in data; one template per family renders it.
 * Bounds are checked by tests/worker/content.test.ts (see CONTENT_BOUNDS).
 */
import type { PlanKey } from './plans';

/** The six services (routes/services/content.ts has their names and copy). */
export type ServiceKey = 'strategic-planning' | 'brand-marketing' | 'executive-support' | 'chief-of-staff' | 'business-systems' | 'growth-strategy';

export interface Faq {
  question: string;
  answer: string;
}

/** A titled block of prose, optionally followed by titled points (rendered as a card grid or list). */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
  points?: { title: string; body: string }[];
}

/** A short before/after story. Anonymised: a role and sector, never a real name. */
export interface WorkedExample {
  heading: string;
  situation: string;
  approach: string;
  outcome: string;
}

/**
 * What every long-form page family (personas, service topics, topics, industries) tells the rest of the site about
 * each page: the route table, cards and related links read it. It is in the family's eager copy module.
 */
export interface ContentPageMeta {
  /** Root-relative path, e.g. '/time-poor-ceo'. */
  path: string;
  /** <title>: 20-65 characters, unique across the site. */
  title: string;
  /** Meta description: 70-160 characters, unique across the site. */
  description: string;
  /** Short label above the h1 and on index cards, e.g. 'The Time-Poor CEO'. */
  label: string;
  /** One-sentence summary for index cards and related links: 40-160 characters. */
  summary: string;
  /** The plan this reader most often starts on. */
  plan: PlanKey;
  /** Paths of related pages (other personas, topics, industries, services) for onward links. */
  related: string[];
  /**
   * The service this page is the one to read about, when its title and h1 do not name the service (the page on
   * scaling strategy is Growth Strategy's): its 'Learn more' may lead here (tests/worker/learn-more.test.ts).
   */
  service?: ServiceKey;
}

/**
 * A long-form page's body copy, which only the page itself shows: it is in the family's `bodies.ts`, keyed by path,
 * and loaded on the first request for one of the family's pages (routes/_app/page-bodies.ts).
 */
export interface ContentBody {
  /** The single <h1>. */
  h1: string;
  /** Opening paragraph under the h1. */
  lead: string;
  sections: ContentSection[];
  example?: WorkedExample;
  faqs: Faq[];
}

/** A whole long-form page, as its template renders it: what the site knows about it and its body. */
export interface ContentPage extends ContentPageMeta, ContentBody {}

export interface PersonaPageMeta extends ContentPageMeta {
  group: 'CEO' | 'COO' | 'CMO';
}

export const CONTENT_BOUNDS = {
  title: [20, 65],
  description: [70, 160],
  summary: [40, 160],
  minBodyWords: 400,
} as const;
