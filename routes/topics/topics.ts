/**
 * What the topic pages (search-led strategy and benefit guides) tell the rest of the site: their paths, labels,
 * titles, descriptions, summaries, plans, related pages and the service a page is about, which the route table, the
 * cards, the related links and the services' Learn more links read. Each page's body copy is in ./topic-bodies.ts,
 * loaded on the first request for one of them.
 */
import type { ContentPageMeta } from '../_lib/content-types';

export const topics = [
  {
    path: '/fractional-cmo-benefits',
    label: 'Fractional CMO benefits',
    title: 'Fractional CMO Benefits vs a Full-Time CMO or Agency',
    description:
      'Compare a fractional CMO with a full-time CMO or an agency on cost, speed, seniority and continuity, and see where the fractional model falls short.',
    summary: 'How a fractional CMO compares with a full-time hire or an agency, and when it is the wrong choice.',
    plan: 'strategic',
    related: ['/chief-marketing-officer', '/storytelling-cmo', '/growth-hacker-cmo', '/fractional-executive'],
  },
  {
    path: '/chief-of-staff-services',
    label: 'Chief of staff services',
    title: "Chief of Staff Services: What's Included and Delivered",
    description:
      'The services in a chief of staff engagement: operating rhythm, board prep, OKRs, special projects, meeting hygiene and hiring support, with real deliverables.',
    summary: 'Six chief of staff services and the concrete deliverable each one produces, from board packs to hiring scorecards.',
    plan: 'executive',
    related: ['/fractional-chief-of-staff', '/what-is-chief-of-staff', '/chief-of-staff-vs-executive-assistant', '/cos-curious-ceo'],
  },
  {
    path: '/fractional-executive',
    label: 'Fractional executives',
    title: 'Fractional Executives: How the Model Works in the UK and US',
    description:
      'What a fractional executive is, how retainers and hours work in the UK and US, why 8 focused hours can match 32 in-house, and how to make the model work.',
    summary: 'A plain guide to fractional executives: retainers, hours, the 4x efficiency idea and the habits that make it work.',
    plan: 'starter',
    related: ['/fractional-cmo-benefits', '/fractional-chief-of-staff', '/how-to-choose', '/services'],
  },
  {
    path: '/scaling-business-strategy',
    label: 'Scaling strategy',
    service: 'growth-strategy',
    title: 'Scaling Business Strategy: From Founder-Led to Team-Led',
    description:
      'A practical strategy for scaling beyond the founder: operating model, priorities, hiring sequence, systems and cash discipline, in the order they matter.',
    summary: 'How to move from founder-led to team-led: operating model, priorities, hiring order, systems and cash discipline.',
    plan: 'fullforce',
    related: ['/scaling-ceo', '/shadow-coo', '/fixer-coo', '/startup-strategy'],
  },
  {
    path: '/startup-strategy',
    label: 'Startup strategy',
    title: 'Startup Strategy: Focus, Positioning and Runway Planning',
    description:
      'Early-stage startup strategy: choosing a focus, sharpening positioning, running go-to-market experiments, planning around runway and getting investor-ready.',
    summary: 'An early-stage strategy guide: focus, positioning, go-to-market experiments, runway-aware planning and investor readiness.',
    plan: 'strategic',
    related: ['/scaling-business-strategy', '/solopreneur', '/time-poor-ceo', '/assessment'],
  },
  {
    path: '/executive-coaching',
    label: 'Coaching or partnership',
    title: 'Executive Coaching vs a Fractional Executive Partner',
    description:
      'How a hands-on fractional partner differs from executive coaching, and when to choose a coach, a fractional executive or both to support your leadership.',
    summary: 'Coaching develops the leader; a fractional partner shares the work. When to choose each, and when to combine them.',
    plan: 'executive',
    related: ['/self-coached-ceo', '/burnt-out-ceo', '/quiet-ceo', '/chief-of-staff-services'],
  },
] satisfies ContentPageMeta[];
