/** What each monthly plan includes, shown on the pricing cards (home and /services). Prices come from routes/_lib/plans.ts. */
import type { PlanKey } from '../_lib/plans';

export interface PlanCopy {
  features: string[];
  whatYouGet: string;
  cSuiteValue: string;
}

export const planCopy: Record<PlanKey, PlanCopy> = {
  starter: {
    features: [
      'Inbox triage and a weekly priority list',
      'Diary management and meeting preparation',
      'Follow-up on actions so loose ends get closed',
      'One process tidied or documented each month',
      'A monthly review of where your time went',
    ],
    whatYouGet: 'Senior hours each month that clear the admin backlog and give you a calmer, better-planned week.',
    cSuiteValue: 'The day-to-day lift of a full-time executive assistant',
  },
  strategic: {
    features: [
      'A 90-day strategic plan, reviewed every quarter',
      'Marketing calendar planned and kept on track',
      'Positioning and messaging sharpened for your market',
      'Executive support for your diary and inbox',
      'Monthly progress report against agreed goals',
    ],
    whatYouGet: 'A written plan for growth and a marketing rhythm that keeps running while you are busy elsewhere.',
    cSuiteValue: 'The output of a marketing coordinator and an executive assistant',
  },
  executive: {
    features: [
      'Fractional chief of staff: weekly priorities, meeting cadence and follow-through',
      'Brand and marketing strategy with campaign oversight',
      'People processes: onboarding, policies and review cycles',
      'Board and investor pack preparation',
      'Executive support across diary, inbox and travel',
      'Fortnightly strategy sessions with you',
    ],
    whatYouGet: 'A senior partner who runs strategy, marketing, people processes and your diary as one joined-up programme.',
    cSuiteValue: 'The output of a CMO, an executive assistant and an HR coordinator',
  },
  fullforce: {
    features: [
      'Everything in Executive Partner, with deeper operational capacity',
      'Operations leadership: systems, workflows and supplier management',
      'Marketing strategy and team direction at CMO level',
      'Strategic counsel on board, investor and major decisions',
      'A quarterly strategy day to reset priorities with your team',
    ],
    whatYouGet: 'A leadership bench on demand, covering marketing, operations, executive support and strategic advice without the months of hiring.',
    cSuiteValue: 'The output of a CMO, a head of operations, an executive assistant and a strategic advisor',
  },
};
