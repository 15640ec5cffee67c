/**
 * What the industry pages tell the rest of the site (the home page's sector cards among them): their paths, labels,
 * titles, descriptions, summaries, plans and related pages. Each page's body copy is in ./bodies.ts, loaded on the
 * first request for one of them.
 */
import type { ContentPageMeta } from '../_lib/content-types';

export const industries = [
  {
    path: '/saas-executive-support',
    label: 'SaaS',
    title: 'SaaS Executive Support for Founders and CEOs',
    description:
      'Fractional executive support for SaaS founders: ARR reporting, board packs, investor updates and a go-to-market plan your team can follow.',
    summary:
      'Board packs, ARR metrics and investor updates handled, so SaaS founders can get back to product, customers and hiring.',
    plan: 'executive',
    related: ['/scaling-ceo', '/fractional-chief-of-staff', '/scaling-business-strategy', '/cyber'],
  },
  {
    path: '/cyber',
    label: 'Cyber Security',
    title: 'Fractional Executive Support for Cyber Security Firms',
    description:
      'Strategy, trust-led marketing and executive support for cyber security founders: certifications, long enterprise sales and a story buyers believe.',
    summary:
      'Trust-led marketing, certification planning and sales discipline for technical founders selling security to cautious buyers.',
    plan: 'strategic',
    related: ['/saas-executive-support', '/defence', '/storytelling-cmo', '/chief-marketing-officer'],
  },
  {
    path: '/defence',
    label: 'Defence',
    title: 'Executive Support for Defence and Security Suppliers',
    description:
      'Fractional executive support for defence and national security suppliers: bid planning, leadership rhythm and brand, with clear limits on classified work.',
    summary:
      'Bid planning, leadership rhythm and unclassified commercial support for defence suppliers, with clear limits on sensitive work.',
    plan: 'executive',
    related: ['/cyber', '/fixer-coo', '/fractional-executive', '/scaling-business-strategy'],
  },
  {
    path: '/healthcare',
    label: 'Healthcare',
    title: 'Executive Support for Healthcare and Health-Tech Leaders',
    description:
      'Fractional executive support for healthcare and health-tech leaders: regulation, NHS procurement, clinical stakeholders and a plan your board trusts.',
    summary:
      'Strategy and executive support for care providers and health-tech firms working with CQC, MHRA, NHS buyers and HIPAA rules.',
    plan: 'executive',
    related: ['/burnt-out-ceo', '/chief-of-staff-services', '/saas-executive-support', '/business-support'],
  },
  {
    path: '/travel',
    label: 'Travel & Hospitality',
    title: 'Executive Support for Travel and Hospitality Leaders',
    description:
      'Fractional executive support for travel and hospitality businesses: seasonal planning, OTA and direct distribution, guest experience and crisis plans.',
    summary:
      'Seasonal planning, distribution strategy, guest experience and crisis readiness for hotel, tour and travel business leaders.',
    plan: 'strategic',
    related: ['/healthcare', '/storytelling-cmo', '/business-support', '/services'],
  },
] satisfies ContentPageMeta[];
