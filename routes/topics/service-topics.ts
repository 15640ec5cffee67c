/**
 * What the service topic pages (the service explainers and buying guides) tell the rest of the site: their paths,
 * labels, titles, descriptions, summaries, plans and related pages, which the route table, the cards and the related
 * links read. Each page's body copy is in ./service-topic-bodies.ts, loaded on the first request for one of them.
 */
import type { ContentPageMeta } from '../_lib/content-types';

export const serviceTopics = [
  {
    path: '/fractional-chief-of-staff',
    label: 'Fractional Chief of Staff',
    title: 'Fractional Chief of Staff for CEOs and Founders',
    description:
      'What a fractional chief of staff does, who it suits and how a part-time engagement runs week to week, from the first call to the monthly review.',
    summary:
      'How a part-time chief of staff runs your priorities, meetings and follow-through without a full-time senior hire.',
    plan: 'executive',
    related: ['/chief-of-staff-vs-executive-assistant', '/what-is-chief-of-staff', '/cos-curious-ceo', '/time-poor-ceo'],
  },
  {
    path: '/chief-of-staff-vs-executive-assistant',
    label: 'Chief of Staff vs Executive Assistant',
    title: 'Chief of Staff vs Executive Assistant: Which Do You Need?',
    description:
      'Scope, seniority and cost compared: when an executive assistant is the right hire, when you need a chief of staff, and when it makes sense to have both.',
    summary:
      'Scope, seniority and cost side by side, with a plain answer on when you need an EA, a chief of staff, or both.',
    plan: 'strategic',
    related: ['/fractional-chief-of-staff', '/what-is-chief-of-staff', '/time-poor-ceo', '/chief-of-staff-services'],
  },
  {
    path: '/what-is-chief-of-staff',
    label: 'What Is a Chief of Staff?',
    title: 'What Is a Chief of Staff? Role, Models and the First 90 Days',
    description:
      'Where the chief of staff role came from, the three common models (integrator, strategist, operator) and what a good one delivers in the first 90 days.',
    summary:
      'An explainer on the chief of staff role: its origins, the three common models, and what the first 90 days should produce.',
    plan: 'executive',
    related: ['/fractional-chief-of-staff', '/chief-of-staff-vs-executive-assistant', '/cos-curious-ceo', '/scaling-ceo'],
  },
  {
    path: '/solopreneur',
    label: 'Solopreneur Support',
    title: 'Business Support for Solopreneurs and One-Person Businesses',
    description:
      'Part-time senior support for solopreneurs: reclaim client hours, build simple systems, keep marketing consistent, and know when a Starter Sidekick is enough.',
    summary:
      'How a one-person business gets its week back with simple systems, a steady marketing rhythm and a few hours of senior help.',
    plan: 'starter',
    related: ['/business-support', '/time-poor-ceo', '/burnt-out-ceo', '/assessment'],
  },
  {
    path: '/chief-marketing-officer',
    label: 'Fractional CMO',
    title: 'Fractional Chief Marketing Officer: Brand and Marketing Strategy',
    description:
      'What a fractional CMO does: positioning, channel strategy, measurement and agency management, for firms that need marketing leadership but not a full-time hire.',
    summary:
      'Marketing leadership by the month: positioning, channel choices, measurement that means something, and agencies held to account.',
    plan: 'strategic',
    related: ['/fractional-cmo-benefits', '/storytelling-cmo', '/growth-hacker-cmo', '/scaling-business-strategy'],
  },
  {
    path: '/business-support',
    label: 'Business Systems Support',
    title: 'Business Systems and Operations Support for Growing Teams',
    description:
      'Practical operations support: choosing tools, mapping processes, writing SOPs, cleaning up your CRM, automating handoffs and building reporting you trust.',
    summary:
      'Tools, processes, SOPs, CRM hygiene, automation and reporting, set up so your team keeps using them after we step back.',
    plan: 'strategic',
    related: ['/shadow-coo', '/fixer-coo', '/solopreneur', '/scaling-business-strategy'],
  },
  {
    path: '/how-to-choose',
    label: 'How to Choose a Fractional Executive',
    title: 'How to Choose a Fractional Executive: Questions and Red Flags',
    description:
      "A buyer's guide to hiring a fractional executive: questions to ask, red flags, contract terms to check, how to judge fit and what happens on a Discovery Call.",
    summary:
      'Questions to ask, red flags to walk away from, contract terms to check, and what to expect from a first Discovery Call.',
    plan: 'executive',
    related: ['/fractional-executive', '/fractional-chief-of-staff', '/services', '/assessment'],
  },
] satisfies ContentPageMeta[];
