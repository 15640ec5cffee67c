/**
 * What the twelve persona ("archetype") pages tell the rest of the site: their paths, groups, labels, titles,
 * descriptions, summaries, plans and related pages, which the route table, the cards and the related links read.
 * Each page's body copy is in ./bodies.ts, loaded on the first request for one of them. Prices are never written
 * here (plans are referred to by name only).
 */
import type { PersonaPageMeta } from '../_lib/content-types';

export const personas = [
  // ───────────────────────────── CEO ─────────────────────────────
  {
    path: '/time-poor-ceo',
    group: 'CEO',
    label: 'The Time-Poor CEO',
    title: 'Fractional Support for Time-Poor CEOs | Executive Sidekick',
    description:
      "Diary full, strategy untouched? A fractional chief of staff audits your meetings, owns the follow-ups and gives time-poor CEOs their week back.",
    summary: "For CEOs whose diary is full by Monday lunchtime and whose real thinking happens after 9pm.",
    plan: 'strategic',
    related: ['/fractional-chief-of-staff', '/chief-of-staff-vs-executive-assistant', '/burnt-out-ceo', '/scaling-ceo'],
  },
  {
    path: '/burnt-out-ceo',
    group: 'CEO',
    label: 'The Burnt-Out CEO',
    title: 'Support for Burnt-Out CEOs and Founders | Executive Sidekick',
    description:
      'Running on empty? Practical, non-clinical support for burnt-out CEOs: take real work off your plate, rebuild a sustainable week and lead with energy again.',
    summary: 'For leaders still delivering on the outside but running on reserves, and quietly wondering how long they can keep it up.',
    plan: 'executive',
    related: ['/ceo-burnout-assessment', '/insomniac-ceo', '/time-poor-ceo', '/executive-coaching'],
  },
  {
    path: '/scaling-ceo',
    group: 'CEO',
    label: 'The Scaling CEO',
    title: 'Fractional Leadership for Scaling CEOs | Executive Sidekick',
    description:
      'Growing faster than your leadership team? Fractional marketing, operations and chief-of-staff support for scaling CEOs, without a year of senior hiring.',
    summary: 'For CEOs whose headcount has doubled while the leadership team, systems and rhythm are still catching up.',
    plan: 'fullforce',
    related: ['/scaling-business-strategy', '/fractional-executive', '/cos-curious-ceo', '/fixer-coo'],
  },
  {
    path: '/insomniac-ceo',
    group: 'CEO',
    label: 'The Insomniac CEO',
    title: 'Help for CEOs Kept Awake by the Business | Executive Sidekick',
    description:
      "Lying awake running through tomorrow's list? Practical help for CEOs: close the open loops, tame the inbox and end each day with a written plan.",
    summary: "For leaders who lie awake rehearsing tomorrow's meetings and replying to emails in their head at 3am.",
    plan: 'starter',
    related: ['/burnt-out-ceo', '/ceo-burnout-assessment', '/time-poor-ceo', '/business-support'],
  },
  {
    path: '/neurospicy-ceo',
    group: 'CEO',
    label: 'The Neurospicy CEO',
    title: 'Executive Support for Neurodivergent CEOs | Executive Sidekick',
    description:
      'A fractional chief of staff for ADHD, autistic and other neurodivergent CEOs: structure that fits how you think, so your strengths lead the business.',
    summary: 'For neurodivergent leaders who want operational structure that fits the way they think, rather than fighting it.',
    plan: 'executive',
    related: ['/fractional-chief-of-staff', '/quiet-ceo', '/time-poor-ceo', '/chief-of-staff-services'],
  },
  {
    path: '/quiet-ceo',
    group: 'CEO',
    label: 'The Quiet CEO',
    title: 'Fractional Support for Introverted CEOs | Executive Sidekick',
    description:
      'Introverted CEO? Build a leadership rhythm that rewards reflection, written thinking and one-to-one depth, with a fractional chief of staff beside you.',
    summary: 'For introverted leaders who think deeply, speak deliberately and find the performance side of the role draining.',
    plan: 'strategic',
    related: ['/neurospicy-ceo', '/self-coached-ceo', '/executive-coaching', '/fractional-chief-of-staff'],
  },
  {
    path: '/self-coached-ceo',
    group: 'CEO',
    label: 'The Self-Coached CEO',
    title: 'A Sounding Board for Self-Coached CEOs | Executive Sidekick',
    description:
      'Read every leadership book but still decide alone? A fractional executive gives self-coached CEOs a sounding board, real challenge and follow-through.',
    summary: 'For leaders who have coached themselves through books and podcasts and now need a thinking partner who pushes back.',
    plan: 'strategic',
    related: ['/executive-coaching', '/quiet-ceo', '/how-to-choose', '/assessment'],
  },
  {
    path: '/cos-curious-ceo',
    group: 'CEO',
    label: 'The CoS-Curious CEO',
    title: 'Thinking of Hiring a Chief of Staff? | Executive Sidekick',
    description:
      'Considering a chief of staff but unsure what the role would do? Try a fractional chief of staff first, shape the role, then decide whether to hire.',
    summary: 'For CEOs who keep hearing about chiefs of staff and want to know whether one would really change their week.',
    plan: 'executive',
    related: ['/what-is-chief-of-staff', '/chief-of-staff-vs-executive-assistant', '/fractional-chief-of-staff', '/scaling-ceo'],
  },
  // ───────────────────────────── COO ─────────────────────────────
  {
    path: '/shadow-coo',
    group: 'COO',
    label: 'The Shadow COO',
    title: 'Support for the COO Behind a Visionary Founder',
    description:
      'You quietly run operations behind a visionary founder, often without the title. Get fractional support to formalise the role and stop carrying it alone.',
    summary: 'For the operator who quietly runs everything behind a visionary founder, often without the COO title or a team.',
    plan: 'executive',
    related: ['/fixer-coo', '/fractional-executive', '/business-support', '/chief-of-staff-services'],
  },
  {
    path: '/fixer-coo',
    group: 'COO',
    label: 'The Fixer COO',
    title: 'Operations Support for Firefighting COOs | Executive Sidekick',
    description:
      'Every crisis lands on your desk and the roadmap never moves. Fractional operations support helps COOs stop firefighting and start building systems.',
    summary: 'For the COO who fixes every crisis brilliantly and never gets to the systems that would stop them happening.',
    plan: 'fullforce',
    related: ['/shadow-coo', '/scaling-ceo', '/business-support', '/scaling-business-strategy'],
  },
  // ───────────────────────────── CMO ─────────────────────────────
  {
    path: '/storytelling-cmo',
    group: 'CMO',
    label: 'The Storytelling CMO',
    title: 'Marketing Strategy for Brand-Led CMOs | Executive Sidekick',
    description:
      'Brilliant at brand and story, short on strategy, measurement and team rhythm? Fractional support that gives storytelling CMOs the numbers to back it.',
    summary: 'For brand-led marketing leaders whose story is strong but whose strategy, measurement and team rhythm lag behind it.',
    plan: 'strategic',
    related: ['/growth-hacker-cmo', '/chief-marketing-officer', '/fractional-cmo-benefits'],
  },
  {
    path: '/growth-hacker-cmo',
    group: 'CMO',
    label: 'The Growth-Hacker CMO',
    title: 'Brand Strategy for Growth-Led CMOs | Executive Sidekick',
    description:
      'Great at experiments, funnels and paid channels, but growth keeps plateauing? Fractional support that adds brand and strategy to make growth durable.',
    summary: 'For experiment-driven marketers who can move any metric and want brand and strategy behind the growth so it lasts.',
    plan: 'executive',
    related: ['/storytelling-cmo', '/fractional-cmo-benefits', '/startup-strategy', '/chief-marketing-officer'],
  },
] satisfies PersonaPageMeta[];

/** The /archetypes index: its heading, lead and one intro per group (title and description live in the route table). */
export const archetypesPage = {
  h1: 'Twelve leadership archetypes. Which one sounds like your week?',
  lead: "Leaders rarely ask for help with a job title; they ask because a particular kind of pressure has built up. We have grouped the patterns we meet most often into twelve archetypes across chief executives, operations leaders and marketing leaders. Each page describes the days, the hidden costs and what changes with a fractional partner alongside you, with a worked example and straight answers to the questions people ask first.",
  groups: {
    CEO: {
      heading: 'CEOs and founders',
      intro: 'From the diary that runs you to the question of whether you need a chief of staff at all: eight pressures that land on the person at the top.',
    },
    COO: {
      heading: 'COOs and operations leaders',
      intro: 'For the people who keep the business running: the operator holding everything together behind a visionary founder, and the fixer who solves every crisis but never reaches the systems that would prevent the next one.',
    },
    CMO: {
      heading: 'CMOs and marketing leaders',
      intro: 'Two very different marketing minds: the storyteller whose brand needs strategy and measurement behind it, and the growth lead whose experiments need a brand and a plan around them.',
    },
  },
} satisfies {
  h1: string;
  lead: string;
  groups: Record<PersonaPageMeta['group'], { heading: string; intro: string }>;
};
