/**
 * Copy of the home page: its sections, the thermometer's levels and the testimonials.
 * Service cards, industry cards and every price come from other modules; nothing here states a price.
 * Typical results and headline facts come from SITE in ../_lib/site-config.ts; the plans' features are in ../_layout/plan-copy.ts.
 */
import { SITE } from '../_lib/site-config';

export interface HeroClaim {
  value: string;
  label: string;
}

export interface HeroCopy {
  badges: readonly ['For Executives', 'For CEOs', 'For Solopreneurs', 'For Founders', 'For Directors'];
  /** The accessible names of the button that stops and restarts the rotation. */
  badgeControl: { pause: string; play: string };
  h1: string;
  lead: string;
  claims: HeroClaim[];
  realityCheckLine: string;
}

export interface TitledBody {
  title: string;
  body: string;
}

export interface HowItWorksCopy {
  heading: string;
  lead: string;
  steps: TitledBody[];
}

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  company: string;
  quote: string;
  avatar: string;
  rating: 5;
}

export interface ThermometerCopy {
  heading: string;
  lead: string;
  prompt: 'Select your current state above';
}

export interface SectionIntro {
  heading: string;
  lead: string;
}

export interface PricingCopy extends SectionIntro {
  realityCheck: { heading: string; body: string };
}

export interface AudienceCard {
  title: string;
  body: string;
  link: string;
}

export interface AudienceCopy extends SectionIntro {
  cards: AudienceCard[];
}

export interface ReasonsCopy extends SectionIntro {
  items: TitledBody[];
}

export interface SolutionCopy extends SectionIntro {
  paragraphs: string[];
}

export interface HomeFaq {
  question: string;
  answer: string;
}

export interface NewsletterCopy {
  heading: 'Join 1,000+ Business Leaders';
  lead: string;
}

/* ------------------------------------------------------------------ hero */

export const hero: HeroCopy = {
  badges: ['For Executives', 'For CEOs', 'For Solopreneurs', 'For Founders', 'For Directors'] as const,
  badgeControl: { pause: 'Pause the rotating audiences', play: 'Play the rotating audiences' },
  h1: 'The strategic sidekick for leaders carrying too much',
  lead:
    'Executive Sidekick gives you a fractional chief of staff, a marketing lead and senior executive support in one partner. We take on the planning, the follow-through and the admin that swallows your week, so your hours go on the decisions only you can make.',
  claims: [
    { value: SITE.claims.projects, label: 'Projects delivered' },
    { value: String(SITE.claims.yearsExperience), label: "Years' experience" },
    { value: '~1 week', label: 'Typical time to get started' },
  ],
  realityCheckLine:
    'If you are not ready for a retainer, start with a Reality Check: a 2-hour strategy session that leaves you with a tactical implementation plan you can act on the same week.',
};

/** The words inside the hero's drawing of a leader's week (routes/home/sections/hero-week.ts). */
export const heroWeek = {
  label:
    "A leader's week from Monday to Friday. Meetings and decisions stay with the leader; the inbox, diary, follow-ups and evening catch-up, 20+ hours a week, move to the sidekick, and the evenings come back empty.",
  yourWeek: 'Your week',
  sidekick: 'Your sidekick',
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  times: [
    { hour: 9, text: '9am' },
    { hour: 13, text: '1pm' },
    { hour: 18, text: '6pm' },
  ],
  // Two lines: the column beside the week is 160 units wide, too narrow for the phrase in a wide font such as DejaVu.
  saved: ['hours per week', 'saved'],
  stays: 'Stays with you',
  moves: 'Moves to your sidekick',
} as const;

/* --------------------------------------------------------- how it works */

export const howItWorks: HowItWorksCopy = {
  heading: 'How it works',
  lead: 'Four steps from a first conversation to work getting done, with no drawn-out onboarding and no guesswork about what you are paying for.',
  steps: [
    {
      title: 'Discovery Call',
      body: 'A relaxed conversation about what is on your plate, what keeps stalling and what a good quarter would look like. If we are not the right fit, we will say so plainly and suggest where to look instead.',
    },
    {
      title: 'Needs Assessment',
      body: "We look at how your week really runs: the diary, the inbox, your team's handoffs and the projects that keep slipping. You get an honest read on where your time goes and which problems to solve first.",
    },
    {
      title: 'Strategy & Tactical Plan',
      body: 'We turn the assessment into a written plan with owners, dates and a short list of priorities for the first ninety days. You agree the plan and choose the retainer that fits, so every hour points at an outcome.',
    },
    {
      title: 'Implementation',
      body: 'Your sidekick gets to work, usually within about a week of you saying yes. Expect a weekly update, a standing check-in and progress that happens without you chasing it. Priorities are reviewed monthly as the business changes.',
    },
  ],
};

/* --------------------------------------------------------- testimonials */

export const testimonials: Testimonial[] = [
  {
    id: 's-patel',
    name: 'S. Patel',
    role: 'Founder & CEO, B2B SaaS',
    company: 'Saved 22 hours a week',
    quote:
      'I was the bottleneck on everything from hiring to supplier invoices and had no idea how much until someone mapped my week. Within a month there was room in my diary to think again, and the board pack now goes out on time without me rewriting it at midnight.',
    avatar: 'SP',
    rating: 5,
  },
  {
    id: 'j-morgan',
    name: 'J. Morgan',
    role: 'Managing Director, Professional Services Firm',
    company: '300% return on marketing spend',
    quote:
      'We had spent two years posting without a plan. They rebuilt our positioning, dropped three channels that were doing nothing and gave the team a monthly rhythm they actually stick to. The enquiries we get now are the ones we want, and the budget finally earns its keep.',
    avatar: 'JM',
    rating: 5,
  },
  {
    id: 'r-okafor',
    name: 'R. Okafor',
    role: 'Operations Director, Healthcare Services',
    company: 'HR admin time cut by half',
    quote:
      'Onboarding used to mean weeks of chasing forms and missing logins. Now there is a proper checklist, templates our managers genuinely use and one home for every policy. HR admin takes half the time it did, and new starters say they feel expected rather than squeezed in.',
    avatar: 'RO',
    rating: 5,
  },
  {
    id: 'm-alvarez',
    name: 'M. Alvarez',
    role: 'CEO, Logistics Technology Startup (US)',
    company: 'Ten times more time on strategy',
    quote:
      "Before, strategy happened in the gaps between fires, which meant it mostly didn't happen. Now I have a protected planning block every week, with the prep done before I walk in. Having a partner in the UK who moves my priorities forward while I'm asleep turned out to be an advantage, not a compromise.",
    avatar: 'MA',
    rating: 5,
  },
  {
    id: 'l-hughes',
    name: 'L. Hughes',
    role: 'Solopreneur, Leadership Coaching',
    company: 'Reclaimed 20 hours a week',
    quote:
      'As a business of one I was my own assistant, marketer and finance department, and doing all three badly. My sidekick set up a booking flow, a content calendar and a simple month-end routine. I got about twenty hours a week back, and I spend them with clients.',
    avatar: 'LH',
    rating: 5,
  },
];

/* -------------------------------------------------- burnout thermometer */

export const thermometer: ThermometerCopy = {
  heading: 'How are you really doing?',
  lead: 'Be honest and pick the level that describes the last month, not your best day. You will get a straight answer and a sensible next step.',
  prompt: 'Select your current state above',
};

/* ------------------------------------------------------- ROI calculator */

export const roi: SectionIntro = {
  heading: 'What a fractional team saves you',
  lead: 'Choose a plan to compare its annual cost with hiring the same roles in-house. We compare against salaries alone, before recruitment fees, pensions, equipment and the management time a new hire needs.',
};

/* -------------------------------------------------------------- pricing */

export const pricing: PricingCopy = {
  heading: 'Simple monthly retainers',
  lead: 'Four plans, each a rolling monthly retainer with no long contract. Every hour is senior, focused time, and our 4x efficiency means each one does the work of roughly four in-house hours.',
  realityCheck: {
    heading: 'Not sure yet? Start with a Reality Check',
    body: 'A 2-hour strategy session with a senior consultant, followed by a tactical implementation plan in writing. You leave knowing where your time is really going and what to change first, whether or not you ever take a retainer.',
  },
};

/* ------------------------------------------------------------- audience */

export const audience: AudienceCopy = {
  heading: 'Who we work with',
  lead: 'Leaders with more responsibility than hours, whether you run a team of two hundred or a business of one.',
  cards: [
    {
      title: 'Executives',
      body: 'You were hired to lead, yet most days disappear into status meetings and email. We take the coordination and the follow-up, so your judgement goes where it makes a difference.',
      link: '/fractional-executive',
    },
    {
      title: 'CEOs',
      body: 'Every decision seems to route through you. We build the operating rhythm, the reporting and the delegation that let your leadership team move without waiting for your sign-off.',
      link: '/time-poor-ceo',
    },
    {
      title: 'Solopreneurs',
      body: 'You are the product, the marketing and the back office. We set up simple systems and take the admin off your hands, so your best hours go to clients and growth.',
      link: '/solopreneur',
    },
    {
      title: 'Founders',
      body: 'Between fundraising, hiring and building the product, strategy gets squeezed. We give you a clear plan, a story investors can follow and someone to drive the operational detail.',
      link: '/startup-strategy',
    },
    {
      title: 'Directors',
      body: 'You own results for a whole function without the support a CEO takes for granted. We bring structure to your priorities, your team reporting and the projects that keep slipping a quarter.',
      link: '/chief-of-staff-services',
    },
  ],
};

/* -------------------------------------------------------------- reasons */

export const reasons: ReasonsCopy = {
  heading: 'Why hire a fractional executive?',
  lead: 'Senior experience when you need it and at the depth you need it, without a year spent recruiting and bedding in a permanent hire.',
  items: [
    {
      title: 'Senior from the first call',
      body: 'You get twenty years of leadership experience straight away, not a junior hire who needs training. The judgement comes included, along with the hands to do the work.',
    },
    {
      title: 'Start within about a week',
      body: 'A permanent senior hire takes months to recruit and months more to settle in. We can usually begin within about a week of your discovery call.',
    },
    {
      title: 'Pay for output, not presence',
      body: 'No salary, pension, bonus or desk. You pay a monthly retainer for focused senior hours, and each one goes on agreed priorities rather than meetings about meetings.',
    },
    {
      title: 'Flex as the business changes',
      body: "Move between plans as your needs shift. Scale up for a launch or a funding round and scale back when things settle, with 30 days' notice rather than a restructure.",
    },
    {
      title: 'An outside view',
      body: 'Someone outside the internal politics can say what the team is thinking but not saying. Candid advice is easier to hear from a partner with no career stake in the answer.',
    },
    {
      title: 'Several disciplines in one',
      body: 'Strategy, marketing, operations and executive support would normally mean several hires. A fractional executive connects all four, so work stops falling through the gaps between departments.',
    },
  ],
};

/* ------------------------------------------------------------- solution */

export const solution: SolutionCopy = {
  heading: 'The problem is not your work ethic',
  lead: 'Most leaders we meet are not short of ideas or effort. They are short of hours, and too many of the hours they have go on the wrong things.',
  paragraphs: [
    'It usually looks like this: a calendar booked back to back, an inbox that follows you home, a strategy document last opened in January and a team waiting on your decisions. Hiring a chief of staff, a marketing lead and an assistant would fix it, but that means three recruitment processes, several months and a six-figure payroll before anything changes.',
    'Executive Sidekick gives you that capability as one retainer. We start with the work that frees the most time, usually the diary, the inbox and the handoffs, then move on to planning, marketing and people processes. Because every hour is focused senior time, a modest number of hours covers the work of a much larger team, and you feel the difference in your week.',
  ],
};

/* ----------------------------------------------------------- industries */

export const industriesIntro: SectionIntro = {
  heading: 'Sectors we know well',
  lead: 'Regulated, technical and fast-moving sectors each bring their own pressures. We work across SaaS, cyber security, defence, healthcare and travel, and bring that context to the first conversation.',
};

/* ------------------------------------------------------------------ FAQ */

export const faqs: HomeFaq[] = [
  {
    question: 'What is a fractional executive?',
    answer:
      'A fractional executive is a senior leader who works with your business part-time on a monthly retainer rather than as a full-time employee. You get the experience of a chief of staff, marketing lead or operations head for the hours you actually need, and you can change those hours as the business grows. It suits companies that need senior judgement now but cannot yet justify, or wait for, a permanent hire.',
  },
  {
    question: 'How quickly can you start?',
    answer:
      'Usually within about a week. After the discovery call we run a short needs assessment and agree a tactical plan with you, and work begins as soon as you have chosen a plan. If something is pressing, such as a board meeting, a launch or a key hire, mention it on the call and we will shape the first fortnight around it.',
  },
  {
    question: 'How do the monthly hours work?',
    answer:
      'Each plan includes a set number of senior hours a month. Because those hours are focused, well prepared and spent by someone who has done this work many times, one of them typically covers about four hours of in-house time; that is our 4x efficiency. We agree priorities with you before the hours are used, and a monthly summary shows exactly where they went.',
  },
  {
    question: 'Do you work with clients in the UK and the US?',
    answer:
      'Yes. We are based in the UK and work with leaders on both sides of the Atlantic. Prices are shown in pounds or dollars depending on where you are, and you can switch currency at any time with the currency switch at the top of the page. US clients often find the time difference useful: work moves forward during the UK morning, before their own day begins.',
  },
  {
    question: 'Is there a long contract or minimum term?',
    answer:
      "No. Every plan is a rolling monthly retainer. You can move up or down a plan as your needs change, and you can end the arrangement with 30 days' notice. We would rather keep clients because the work is useful than because a contract says they have to stay.",
  },
  {
    question: 'What happens on the discovery call?',
    answer:
      'It is a relaxed conversation, not a sales pitch. We ask about your role, your week and what keeps getting stuck, and you can ask us anything you like. By the end you will know whether we can help, which plan would fit and what the first month would focus on. If we are not the right fit, we will tell you so.',
  },
];

/* ----------------------------------------------------------- newsletter */

export const newsletter: NewsletterCopy = {
  heading: 'Join 1,000+ Business Leaders',
  lead: 'Practical notes on strategy, delegation and marketing for busy leaders, with templates and checklists you can put to use straight away. Short, useful and easy to unsubscribe from at any time.',
};

/* -------------------------------------------------------------- closing */

export const closing: SectionIntro = {
  heading: 'Ready to get your week back?',
  lead: 'Book a discovery call and we will tell you honestly where we can help, which plan fits and how soon we could start. Most clients are up and running within about a week.',
};
