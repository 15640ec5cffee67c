import type { PlanKey } from '../_lib/plans';
import type { IconName } from '../_layout/icon';
import type { ServiceKey } from '../_lib/content-types';

export interface Service {
  key: ServiceKey;
  /** Exactly one of the six service names shown on the home page and /services. */
  name: string;
  /** Its Lucide icon (routes/_layout/icon.tsx), drawn as inline SVG. */
  icon: IconName;
  /** 20-35 words for the home page card. */
  summary: string;
  /** Two paragraphs for /services in depth (60-110 words each). */
  paragraphs: string[];
  /** 4-5 concrete deliverables. */
  deliverables: string[];
  /** One sentence: what changes for the client. */
  outcome: string;
  /**
   * Path of the page about this service, linked as 'Learn more' on /services and in the assessment result. Its
   * label, title or h1 names this service and no other, or the page declares it as its `service`; or the path of
   * a section about it (`/page#section-id`), whose heading names it (tests/worker/learn-more.test.ts).
   */
  learnMore: string;
  /** The link's words when it leads to a section: the section's heading. */
  learnMoreLabel?: string;
  plan: PlanKey;
}

export const services = [
  {
    key: 'strategic-planning',
    name: 'Strategic Planning',
    icon: 'compass',
    summary:
      'Turn a crowded to-do list into a one-page plan with clear quarterly priorities, named owners and a review rhythm that keeps the whole leadership team pointed the same way.',
    paragraphs: [
      'Most leaders already know what matters. The hard part is choosing between several things that all matter, then sticking to the choice when the week gets busy. We start with where the business really is, its numbers, its people and its commitments, and work back from where you want it to be in three years. The result is a short list of priorities for the year and the coming quarter, each with an owner and a measure.',
      'A plan only earns its keep if it changes what happens on a Monday morning, so we build the review rhythm around it: a monthly progress check, a quarterly reset and a simple way to decide what to drop when something new arrives. That habit of returning to the plan, rather than the document itself, is what produces the tenfold gain in strategic focus our clients typically see.',
    ],
    deliverables: [
      'A one-page strategic plan with quarterly priorities',
      'A three-year direction statement with annual goals',
      'A named owner and a measure for every priority',
      'A monthly review agenda and a quarterly reset workshop',
      'A decision rule for weighing new requests and opportunities',
    ],
    outcome: 'Your team knows what matters this quarter, and you stop relitigating priorities every week.',
    learnMore: '/strategic-planning-template',
    plan: 'strategic',
  },
  {
    key: 'brand-marketing',
    name: 'Brand & Marketing Strategy',
    icon: 'megaphone',
    summary:
      'Clear positioning, a message your customers repeat and a marketing plan sized for your team, led by a fractional marketing strategist rather than an expensive full-time hire.',
    paragraphs: [
      'Good marketing starts with a decision about who you are for and why they should choose you over the alternatives, including doing nothing. We interview customers, review what competitors claim and audit your current channels, then write positioning and key messages the whole business can use, from the sales deck to the careers page. It is the discipline a chief marketing officer brings, sized to the hours you actually need.',
      'From there we build a marketing plan with a realistic budget, a small number of channels and a monthly content rhythm your team can sustain. We agree the measures that matter, such as pipeline, cost per acquisition and return on spend, and review them with you every month. Once a plan like this has had time to compound, a 300% return on marketing spend is typical for our clients.',
    ],
    deliverables: [
      'A positioning statement and message framework',
      'Customer interview findings and a competitor review',
      'A 12-month marketing plan with budget and channel choices',
      'A monthly content calendar your team can run',
      'A marketing dashboard reviewed with you each month',
    ],
    outcome: 'Your marketing says one clear thing to the right people, and you can see what each pound or dollar returns.',
    learnMore: '/chief-marketing-officer',
    plan: 'strategic',
  },
  {
    key: 'executive-support',
    name: 'Executive Support',
    icon: 'calendar-check',
    summary:
      'Your inbox, diary and follow-ups run by a senior partner who understands the business, so meetings have a purpose and decisions stop stalling while they wait for you.',
    paragraphs: [
      'Executive support at this level is not typing and booking rooms. We take ownership of inbox triage, the diary and the follow-up list, with enough context to make judgement calls: which meetings need you, which someone else can handle and which should not happen at all. Each week opens with a short briefing on what is coming up, what needs your decision and what we have already dealt with on your behalf.',
      'Experience makes our hours count several times over, so a modest allocation goes a long way. Clients typically save 20 or more hours a week once the systems settle, and the difference shows most in evenings and weekends that are no longer spent catching up. It suits founders and solopreneurs who have outgrown doing everything themselves but are not ready for a full-time assistant.',
    ],
    deliverables: [
      'Inbox triage rules and a daily priority summary',
      'A diary structure with protected focus time',
      'A weekly briefing note of decisions and deadlines',
      'A tracked follow-up list for every meeting you attend',
      'Templates for recurring correspondence and requests',
    ],
    outcome: 'You get your evenings back, and nothing important waits in your inbox for days.',
    learnMore: '/chief-of-staff-vs-executive-assistant#executive-support-without-a-full-time-hire',
    learnMoreLabel: 'Executive Support without a full-time hire',
    plan: 'starter',
  },
  {
    key: 'chief-of-staff',
    name: 'Chief of Staff',
    icon: 'handshake',
    summary:
      "A fractional chief of staff who runs the leadership rhythm, chases commitments and takes on the cross-team problems that would otherwise land on the CEO's desk.",
    paragraphs: [
      "A chief of staff extends the chief executive's reach. We run the leadership meeting rhythm, prepare board and management papers, track decisions through to completion and own the special projects that fall between departments. When two teams disagree, we gather the facts and frame the choice, so it reaches you ready to decide rather than as a problem to investigate. We also keep watch for the issues nobody has raised yet.",
      'Fractional means you get someone who has done the role across many businesses, for the hours you need, without the cost and commitment of a permanent senior hire. It works particularly well for CEOs of growing teams, where the founder can no longer hold everything in their head but the organisation is not yet large enough to justify a full-time chief of staff.',
    ],
    deliverables: [
      'A leadership meeting cadence with agendas and minutes',
      'A decision and action log tracked to completion',
      'Board and management papers prepared for your review',
      'Ownership of one or two cross-team projects each quarter',
      'A monthly CEO briefing on risks and open issues',
    ],
    outcome: 'Decisions get made once, followed through and stop boomeranging back to you.',
    learnMore: '/fractional-chief-of-staff',
    plan: 'executive',
  },
  {
    key: 'business-systems',
    name: 'Business Systems',
    icon: 'wrench',
    summary:
      'Processes, tools and people systems that let the business run without you in every thread, from onboarding and approvals to reporting and the HR basics.',
    paragraphs: [
      "Growing businesses rarely stall for lack of effort; they slow down because every process lives in someone's head. We map how work actually flows today, from a new enquiry to a paid invoice and from a job offer to a productive first month, then design the simplest version that works. Sometimes that means new software. More often it means using the tools you already pay for properly.",
      'People systems get particular attention, because that is where founders lose the most time: recruitment steps, onboarding checklists, one-to-one templates, policies and role descriptions. Clients typically see HR efficiency improve by around 50% once these basics are in place. Everything is written into a shared operations manual that a new hire can follow without needing to ask you how things are done.',
    ],
    deliverables: [
      'A map of core processes with owners and handoffs',
      'An operations manual your team can follow',
      'A recruitment and onboarding checklist',
      'A tool audit with recommendations to simplify',
      'A monthly operating report built from data you already hold',
    ],
    outcome: 'The business keeps running smoothly when you step away, and new people become productive faster.',
    learnMore: '/business-support',
    plan: 'executive',
  },
  {
    key: 'growth-strategy',
    name: 'Growth Strategy',
    icon: 'trending-up',
    summary:
      'A clear view of where the next stage of growth comes from, whether new markets, products or channels, with the numbers and the sequence to get there.',
    paragraphs: [
      "Growth decisions are expensive to get wrong: a new market that takes years to pay back, a product that splits the team's attention, a senior hire made too early. We test each option against your capacity, cash and customer evidence before anything is committed, and we are honest when the best growth move is to do more of what already works. Sometimes the most valuable output is a clear no.",
      'The output is a growth plan with a clear sequence: what happens first, what must be true before the next step, and which numbers tell you it is working. We then stay involved through implementation, reviewing progress monthly and adjusting as the market answers back. It suits scaling companies, and founders preparing for investment who need a credible growth story to put in front of backers.',
    ],
    deliverables: [
      'An assessment of growth options against capacity and cash',
      'A sequenced 12 to 24-month growth plan',
      'Market and customer evidence for the chosen route',
      'Growth metrics with a monthly review rhythm',
      'An investor-ready growth narrative',
    ],
    outcome: 'You grow in a deliberate order, with evidence behind each step rather than hope.',
    learnMore: '/scaling-business-strategy',
    plan: 'fullforce',
  },
] satisfies Service[];

export const servicesPage = {
  title: 'Fractional Executive Services | Executive Sidekick',
  description:
    'Strategic planning, brand and marketing, executive support, chief of staff, business systems and growth strategy on flexible monthly retainers.',
  h1: 'Six services, one senior partner in your business',
  lead:
    'Executive Sidekick gives executives, founders and directors the senior help a leadership team would provide, without hiring one. Every engagement draws on the same six services, combined to fit what your business needs this quarter. Some clients start with their inbox and diary; others need a strategic plan, a marketing reset or a chief of staff to run the leadership rhythm. Below is what each service involves, what you receive and the plan clients usually begin on.',
  engagement: {
    heading: 'How engagements work',
    paragraphs: [
      'Every engagement is a monthly retainer with a set number of hours, from Starter Sidekick for one focused priority to Full-Force Executive for a complete leadership bench. Plans roll month to month, so you can move up, move down or pause as your needs change, without being tied into a long contract.',
      "Our hours go further than in-house hours. With 20 years' experience and more than 75 projects behind us, we rarely start from a blank page: templates, playbooks and judgement built elsewhere come with us. That is why we count each hour we work as roughly four hours of in-house time, so eight hours a month does the work of about thirty-two.",
      'Work usually starts within about a week and follows four steps. A Discovery Call to understand where you are. A Needs Assessment to find the handful of changes that will make the biggest difference. A Strategy & Tactical Plan that sets priorities, owners and dates. Then Implementation, where we do the work alongside you and report progress every month.',
    ],
  },
  closing: {
    heading: 'Not sure which service you need?',
    body: 'Most leaders arrive knowing something has to change, but not which piece to start with. Book a discovery call and we will talk through where your time goes, what is stalling and which combination of services would move things fastest. If we are not the right fit, we will say so and point you somewhere better.',
  },
};

/** The pricing section of /services (id="pricing"); the plan cards themselves render from the plan constants. */
export const servicesPricing = {
  eyebrow: 'Plans and pricing',
  heading: 'Four plans, one way of working',
  lead: 'Every plan is a rolling monthly retainer of senior hours, so you choose the depth of support the business needs now and change it as things move. Each card also shows what the same work would cost as in-house hires.',
  realityCheck: {
    heading: 'Not ready for a monthly plan?',
    body: 'Start with a Reality Check: two focused hours on your most pressing problem and a written tactical implementation plan you can act on, whether or not you ever take a retainer.',
  },
};
