/**
 * Copy of the two assessments around their questions: page notes, the form's controls, error pages and results.
 * The page titles, h1s and leads are assessmentIntro / burnoutIntro in ../pages/content; the thermometer levels
 * are burnoutLevels in ../_lib/burnout-levels. No prices here: the result templates render them from the plan constants.
 */
import { SITE } from '../_lib/site-config';
import type { Dimension } from './burnout-questions';
import type { AreaKey } from './fit-questions';
import type { NeedBand } from './fit-scoring';
import type { StrainBand } from './burnout-scoring';
import type { QuestionnaireKind } from './types';
import { BURNOUT } from './burnout-questions';
import { FIT } from './fit-questions';

export const formCopy = {
  progress: (n: number, total: number) => `Question ${n} of ${total}`,
  back: 'Back',
  next: 'Next',
  submit: 'See my results',
  unanswered: 'Choose an answer to continue.',
  summaryHeading: 'Some questions still need an answer',
  summaryBody: 'Your other answers are kept below. Answer the questions listed here, then ask for your results again.',
} as const;

export interface QuestionnaireCopy {
  eyebrow: string;
  /** Short facts shown before the questions. */
  facts: string[];
  formHeading: string;
  instructions: string;
  /** A pointer to the other assessment. */
  crossLink: { text: string; label: string; path: string };
}

const privacy =
  'No name or email needed, and nothing is stored: your answers travel in the web address of your result, so you can bookmark it or share it.';

export const questionnaireCopy: Record<QuestionnaireKind, QuestionnaireCopy> = {
  fit: {
    eyebrow: 'Self-assessment',
    facts: [
      'Thirteen short questions, about three minutes',
      'Twelve statements about your week and one about the size of your business',
      privacy,
    ],
    formHeading: 'Your answers',
    instructions: 'For each statement, choose how far you agree. Answer for a typical month rather than your best or worst week.',
    crossLink: {
      text: 'Wondering how you are holding up, rather than where help would land?',
      label: 'Take the CEO burnout self-check',
      path: BURNOUT.path,
    },
  },
  burnout: {
    eyebrow: 'Self-check',
    facts: [
      'Fifteen statements about the last month, about four minutes',
      'A reflective self-check, not a diagnosis or a medical assessment',
      privacy,
    ],
    formHeading: 'Over the last month',
    instructions: 'How often has each of these been true for you? Go with your first instinct; there are no right answers.',
    crossLink: {
      text: 'Want to know which kind of support would take the most off your plate?',
      label: 'Take the fractional executive assessment',
      path: FIT.path,
    },
  },
};

export const invalidAnswersCopy = {
  title: `Some Answers Are Missing | ${SITE.brand}`,
  description: 'A few questions were left unanswered, so there is no result yet. Your other answers are kept: answer the rest to see your result.',
};

export const invalidLinkCopy: Record<QuestionnaireKind, { title: string; description: string; h1: string; lead: string; action: string }> = {
  fit: {
    title: `Assessment Result Link Incomplete | ${SITE.brand}`,
    description: 'This assessment result link is missing some answers or has been changed, so no result can be shown. Answer the questions again to get one.',
    h1: 'This result link is incomplete',
    lead: 'The answers in this link are missing or have been changed, so we cannot show a result from it. The assessment takes about three minutes, and your new result gets a link of its own.',
    action: 'Take the assessment',
  },
  burnout: {
    title: `Self-Check Result Link Incomplete | ${SITE.brand}`,
    description: 'This burnout self-check result link is missing some answers or has been changed, so no result can be shown. Answer the statements again to get one.',
    h1: 'This result link is incomplete',
    lead: 'The answers in this link are missing or have been changed, so we cannot show a result from it. The self-check takes about four minutes, and your new result gets a link of its own.',
    action: 'Take the self-check',
  },
};

/* ------------------------------------------------------------------ fit result */

export const fitResultCopy = {
  title: `Your Fractional Executive Assessment Result | ${SITE.brand}`,
  description: 'Where a fractional executive would help you most, area by area, with the plan that fits your answers and what it saves against hiring.',
  h1: 'Where a fractional executive would help you most',
  leadTop: 'Your answers point to these areas first:',
  leadNone:
    'None of the six areas stands out as a pressing need, which is a good place to be. If something specific is still bothering you, a discovery call is the quickest way to find out whether help is worth it.',
  areasHeading: 'Your answers, area by area',
  readService: 'Learn more:',
  persona: 'Sounds familiar?',
  planHeading: 'The plan that fits',
  hours: (hours: number, equivalent: number) => `${hours} hours a month of senior time, about ${equivalent} hours of in-house time at our 4x efficiency`,
  perMonth: '/month',
  savingHire: 'Hiring',
  savingCost: 'instead would cost about',
  savingYear: 'a year in salaries alone.',
  savingPlan: 'saves you',
  savingTail: 'a year',
  allServices: 'See all six services',
  retake: 'Start the assessment again',
  burnoutLink: 'Take the CEO burnout self-check',
};

export const bandLabels: Record<NeedBand, string> = { high: 'Strong need', moderate: 'Some need', low: 'Low need' };

const teamPhrases = [
  'you work on your own',
  'your business has 2 to 10 people',
  'your business has 11 to 50 people',
  'your business has 51 to 250 people',
  'your business has more than 250 people',
];

const areas = (n: number) => `${n} ${n === 1 ? 'area' : 'areas'}`;

/** Why this plan, in one sentence: the breadth of need and the size of the business. */
export function planReason(high: number, moderate: number, teamSize: number, planName: string): string {
  const need =
    high && moderate
      ? `a strong need in ${areas(high)} and some need in ${moderate}`
      : high
        ? `a strong need in ${areas(high)}`
        : moderate
          ? `some need in ${areas(moderate)}`
          : 'no pressing need in any area';
  return `You showed ${need}, and ${teamPhrases[teamSize]}. That points to ${planName}.`;
}

export const areaCopy: Record<AreaKey, Record<NeedBand, string>> = {
  'strategic-planning': {
    high: 'The business is being steered by whatever is most urgent rather than by an agreed plan. A one-page plan with quarterly priorities and named owners, reviewed every month, gives you and your team a way to say no with confidence.',
    moderate: 'You have a sense of direction, but it is not yet written down in a form the team works to. Turning what is in your head into a short plan with owners and a monthly review stops priorities drifting when the week gets busy.',
    low: 'Your priorities look settled and shared. Keep reviewing them each quarter so they stay that way as the business changes.',
  },
  'brand-marketing': {
    high: 'It is hard to say why customers choose you, and harder to say what each channel returns. Clear positioning and a plan built on a few measured channels would make every pound or dollar you spend easier to judge.',
    moderate: 'Parts of your marketing work, but either the story or the measurement behind it is patchy. Sharpening the one-sentence reason to choose you, and tracking which activity brings in customers, is usually the quickest gain.',
    low: 'You can explain why customers choose you and you know what your marketing returns. That is a strong base; protect it with a regular look at the numbers.',
  },
  'executive-support': {
    high: 'Your inbox, diary and follow-ups are taking the hours that should go on running the business. Handing their day-to-day running to a senior partner with the context to make judgement calls is often the fastest way to win back 20 or more hours a week.',
    moderate: 'Admin is not overwhelming you, but it eats into thinking time and some follow-ups slip. A simple triage routine and one owner for the actions from each meeting would close most of the gap.',
    low: 'Your inbox and diary seem under control, and follow-ups happen without you chasing. That leaves your hours free for the work only you can do.',
  },
  'chief-of-staff': {
    high: 'Too much is routed through you: decisions wait for your sign-off and problems between teams land on your desk. A chief of staff runs the leadership rhythm, frames choices so they arrive ready to decide and follows them through, so they stop coming back to you.',
    moderate: 'Some decisions and disagreements still stop at your desk when they need not. Clearer decision rights and a tracked action log from leadership meetings would let the team move without waiting for you.',
    low: 'Your team makes decisions without waiting for you, and issues between teams get resolved. That is the rhythm a chief of staff aims for, so this is not where to start.',
  },
  'business-systems': {
    high: "Too much of how the business runs lives in people's heads, and every new hire costs you more time than it should. Mapping the core processes, writing them down and putting recruitment and onboarding checklists in place lets the business run without you in every thread.",
    moderate: 'Some processes are written down and some are not, and new people take longer than they should to settle in. Documenting the handful of processes that cause the most questions is a sensible first step.',
    low: 'Your processes are written down and new people get up to speed without much of your time. Keep the operations manual current as you grow.',
  },
  'growth-strategy': {
    high: 'You can see opportunities but not which one to back, or in what order. A growth plan that tests each option against your capacity, cash and customer evidence tells you what to do first and what to leave alone.',
    moderate: 'You have ideas for growth that have not yet been tested properly. A short, honest look at capacity, cash and customer evidence would show which of them deserve your time.',
    low: 'Your route to growth looks clear, or growth is not the pressing question right now. Either way, this area can wait while you deal with the others.',
  },
};

/** The persona page whose reader shares each area's pressures. */
export const areaPersona: Record<AreaKey, string> = {
  'strategic-planning': '/self-coached-ceo',
  'brand-marketing': '/storytelling-cmo',
  'executive-support': '/time-poor-ceo',
  'chief-of-staff': '/cos-curious-ceo',
  'business-systems': '/fixer-coo',
  'growth-strategy': '/scaling-ceo',
};

/* -------------------------------------------------------------- burnout result */

export const burnoutResultCopy = {
  title: `Your CEO Burnout Self-Check Result | ${SITE.brand}`,
  description: 'What your answers about workload, sleep, energy and focus suggest, on the same five levels as our burnout thermometer, with a sensible next step.',
  h1: 'Your burnout self-check result',
  levelIntro: 'Where your answers place you on our burnout thermometer',
  levelOf: (level: number, of: number) => `Level ${level} of ${of}`,
  disclaimer:
    'This is a reflective self-check, not a diagnosis. It cannot tell you anything about your health; it reflects back what you told us about the last month, so you can decide what to change.',
  dimensionsHeading: 'What sits behind your result',
  dimensionsLead: 'Each area is scored from your three answers about it. Higher strain means the answers pointed to more pressure.',
  retake: 'Take the self-check again',
  healthNote:
    'If poor sleep, low mood or exhaustion have lasted for more than a couple of weeks, please mention it to your GP or doctor as well as looking at your workload.',
};

export const strainLabels: Record<StrainBand, string> = { high: 'High strain', some: 'Some strain', low: 'Low strain' };

export const dimensionCopy: Record<Dimension, { label: string } & Record<StrainBand, string>> = {
  exhaustion: {
    label: 'Exhaustion',
    high: 'Your energy is running low most days. Rest helps, and so does removing the tasks that drain you without really needing you.',
    some: 'Tiredness shows up regularly. Notice which days and tasks leave you most drained; they are a good guide to what to change first.',
    low: 'Your energy is holding up well through the working day.',
  },
  detachment: {
    label: 'Detachment',
    high: 'Work you once cared about is starting to feel like a chore, which is often the first sign that the load has been too heavy for too long.',
    some: 'There are flashes of cynicism or dread. Worth keeping an eye on, particularly if they are becoming more frequent.',
    low: 'You still enjoy the work and the people around it.',
  },
  effectiveness: {
    label: 'Effectiveness',
    high: 'Focus and decisions are costing you more effort than they should. That is usually a sign of overload, not of lost ability.',
    some: 'Some weeks the important work slips. Protecting a few hours of focused time each week tends to help quickly.',
    low: 'You are concentrating well and moving the important things forward.',
  },
  sleep: {
    label: 'Sleep',
    high: 'Work is regularly costing you sleep. Look at what keeps you awake, and if it has gone on for weeks, mention it to your GP.',
    some: 'Work sometimes follows you to bed. A written list for tomorrow, finished before you stop for the day, helps many leaders switch off.',
    low: 'Your sleep seems largely protected from work.',
  },
  workload: {
    label: 'Workload',
    high: 'The volume of work does not fit into a reasonable week. That is a structural problem, and it has structural fixes: delegation, better systems and senior help.',
    some: 'Your workload spills over at times. Spotting the tasks that keep landing back on your desk is the first step to handing them over.',
    low: 'Your workload fits into your week, with some room to spare.',
  },
};

/** Shown with the highest level only: calm, practical, and about the person before the workload. */
export const supportCopy = {
  heading: 'Please look after yourself first',
  body: 'Your answers describe a very heavy load. You do not have to carry it on your own, and it is worth talking to someone about how you are feeling, not only about your workload.',
  uk: [
    { text: 'In the UK, speak to your GP, or call NHS 111 if you need advice today.', tel: '111', label: 'Call NHS 111' },
    { text: 'Samaritans are there day or night, free from any phone, on 116 123.', tel: '116123', label: 'Call Samaritans on 116 123' },
  ],
  us: [{ text: 'In the US, call or text 988 to reach the 988 Suicide & Crisis Lifeline at any time.', tel: '988', label: 'Call or text 988' }],
  emergency: 'If you feel you are in immediate danger, call 999 in the UK or 911 in the US.',
};

/* -------------------------------------------------------- email me my results */

/**
 * 'Email me my results' on both result pages. Our CRM sends the email once the request reaches it, so the copy
 * says what will happen, not that anything has been sent.
 */
export const emailResultsCopy = {
  heading: 'Email me my results',
  intro: "Want a copy in your inbox? Leave your email address and we'll send you this result.",
  privacy: 'We use your address to send these results; it does not sign you up to our newsletter.',
  privacyLink: 'How we handle your details',
  confirmationHeading: 'Thank you, your request is with us',
  confirmation: (email: string) => `We'll email your results to ${email} shortly. If nothing arrives, please check your junk or spam folder.`,
  /** After the island's confirmation, on the result page itself. */
  bookmark: "This page's web address keeps your result too, so you can bookmark it.",
  /** On the page the worker answers a post without JavaScript with. */
  pageBookmark: 'Your result also has a web address of its own: the button below takes you back to it, so you can bookmark it.',
  backLabel: 'Back to your result',
  notSent: 'Your results have not been sent yet.',
  notSentLink: 'See what needs changing',
  /** The record's message, for the CRM's email. */
  record: {
    fit: (plan: string, areas: string[]) =>
      `Fractional executive assessment result: ${plan} recommended.\nTop areas: ${areas.length ? areas.join(', ') : 'none stands out as a pressing need'}.`,
    burnout: (level: number, of: number, label: string) => `Burnout self-check result: level ${level} of ${of}, ${label}.`,
    link: (url: string) => `Result link: ${url}`,
  },
};

export const assessmentIntro = {
  title: `Fractional Executive Assessment | ${SITE.brand}`,
  description: 'Answer a short set of questions to find where a fractional executive would help you most: strategy, marketing, operations or executive support.',
  h1: 'Where would a fractional executive help you most?',
  lead: "Most leaders know they need help but not which kind. This assessment asks how you spend your week, where decisions stall and what is holding growth back, then points you to the area where support would make the biggest difference: strategic planning, brand and marketing, executive support, chief of staff, business systems or growth strategy. Your results also make a useful starting point for a discovery call.",
};

export const burnoutIntro = {
  title: `CEO Burnout Self-Check | ${SITE.brand}`,
  description: 'A reflective self-check for CEOs and founders on workload, recovery, energy and focus. A prompt for honest reflection, not a medical diagnosis.',
  h1: 'CEO burnout self-check',
  lead: "Running a business can wear you down slowly enough that you stop noticing. This self-check asks about your workload, sleep, energy, focus and how much of your week you still enjoy, then reflects back what your answers suggest. It is a prompt for reflection, not a diagnosis. If you are worried about your health, please talk to your GP or doctor; if the pressure is mostly workload, that is something we can help with.",
};
