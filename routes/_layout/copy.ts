/**
 * The few words the content templates add around the copy modules: eyebrows, section labels and each
 * family's closing call to action. Plain strings, British English; no prices (templates render those).
 */
import { BURNOUT_ACTIONS } from '../_lib/burnout-levels';
import { PACKAGES, PLAN_KEYS } from '../_lib/plans';
import { SITE } from '../_lib/site-config';
/** Any paged listing's position (routes/_layout/pager.tsx). */
export const PAGER = {
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

export const LONG_FORM_COPY = {
  planEyebrow: 'Where most readers start',
  exampleEyebrow: 'Worked example',
  exampleLabels: { situation: 'The situation', approach: 'What we did', outcome: 'What changed' },
  faqHeading: 'Frequently asked questions',
  relatedHeading: 'Keep reading',
  tocHeading: 'On this page',
} as const;

/** The site's button labels, used wherever those buttons appear. */
export const CTA = {
  natter: "Let's Have a Natter",
  connectFirst: "Let's Connect First",
  letsTalk: "Let's Talk",
  realityCheck: 'Get Reality Check',
  discoveryCall: 'Book a discovery call',
  chooseTime: 'Choose a time',
  openCalendar: 'Open the booking calendar',
  bookInNewTab: 'Book in a new tab',
  getStarted: 'Get Started',
  getAccess: 'Get Access',
  startWith: (plan: string) => `Get Started with ${plan}`,
  home: 'Return to Home',
  /** The footer's copy-email button (routes/_layout/footer.tsx): the one click counted from a page note. */
  copyEmail: 'Copy email',
} as const;

/**
 * The words of every booking and checkout link the pages render (BookingButton, CheckoutButton and the plain
 * links built with routes/_lib/go-links.ts). A go-address records a click under its words only when they are one of
 * these, and any other words as one 'other' label (routes/analytics/attribution/go.ts), so a link written elsewhere
 * cannot put its own words in the Analytics screen. A button with new words: one more line here.
 */
export const GO_LABELS: readonly string[] = [
  CTA.natter,
  CTA.connectFirst,
  CTA.letsTalk,
  CTA.realityCheck,
  CTA.discoveryCall,
  CTA.chooseTime,
  CTA.openCalendar,
  CTA.bookInNewTab,
  CTA.getStarted,
  CTA.getAccess,
  ...PLAN_KEYS.map((key) => CTA.startWith(PACKAGES[key].name)),
  BURNOUT_ACTIONS.booking,
];

export type ClosingCopy = { heading: string; body: string };

export const CLOSING: Record<'persona' | 'service-topic' | 'topic' | 'industry' | 'about' | 'archetypes' | 'consultation', ClosingCopy> = {
  persona: {
    heading: 'Recognise your own week in this?',
    body: 'Book a discovery call and tell us what a normal week looks like for you. We will say plainly where a fractional partner would help first, which plan fits and how soon we could start.',
  },
  'service-topic': {
    heading: 'Talk it through before you decide',
    body: 'A discovery call is the quickest way to find out whether this kind of support suits your business. We ask about your priorities and where your time goes, then recommend a plan, or tell you honestly if something else would serve you better.',
  },
  topic: {
    heading: 'Put this thinking to work in your business',
    body: 'If this guide raised questions about your own situation, bring them to a discovery call. We will look at your numbers, your team and your diary, and suggest a sensible first step, whether or not it involves us.',
  },
  industry: {
    heading: "Talk to a partner who respects your sector's rules",
    body: "Book a discovery call and tell us about your organisation, its obligations and what is taking up your leadership team's time. We agree what we can help with, and where the boundaries sit, before any work begins.",
  },
  about: {
    heading: 'Find out whether we are the right fit',
    body: 'The quickest way to judge us is a conversation. Book a discovery call, tell us what is on your plate and we will tell you honestly whether and how we can help.',
  },
  archetypes: {
    heading: 'Not sure which archetype you are?',
    body: 'Most leaders recognise themselves in two or three of these. Book a discovery call and we will work out together which pressures matter most in your week, and where a fractional partner would help first.',
  },
  consultation: {
    heading: 'Would you rather talk before you buy?',
    body: 'Book a discovery call instead. We will hear what is on your plate and tell you whether a Reality Check, a monthly plan or neither is the sensible next step.',
  },
};

export const FAMILY_EYEBROW = {
  'service-topic': 'Service guide',
  topic: 'Strategy guide',
  industry: 'Industry focus',
} as const;

export const notFoundPage = {
  title: `Page not found | ${SITE.brand}`,
  description: `The page you were looking for on ${SITE.brand} has moved or no longer exists. Return to the home page or explore our services.`,
  h1: 'Oops! Page not found',
  lead: "Sorry, we couldn't find that page. It may have moved, or the link may have a typo. Head back home and we'll help you find your way.",
};
