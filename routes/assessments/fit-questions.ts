/**
 * /assessment: two statements for each of the six service areas (agreement means need), interleaved so
 * neighbouring questions cover different areas, then the size of the business, which scales the recommended plan.
 */
import type { Service } from '../services/content';
import type { Question, Questionnaire } from './types';

export type AreaKey = Service['key'];

/** The six areas in the order the services are presented across the site. */
export const AREAS: readonly AreaKey[] = [
  'strategic-planning',
  'brand-marketing',
  'executive-support',
  'chief-of-staff',
  'business-systems',
  'growth-strategy',
];

export const AGREEMENT = ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'] as const;

export const TEAM_SIZES = ['Just me', '2 to 10 people', '11 to 50 people', '51 to 250 people', 'More than 250 people'] as const;

export interface FitStatement extends Question {
  area: AreaKey;
}

const statement = (id: string, area: AreaKey, text: string): FitStatement => ({ id, area, text, options: AGREEMENT });

export const FIT_STATEMENTS: readonly FitStatement[] = [
  statement('sp1', 'strategic-planning', 'My priorities shift from week to week, depending on whatever is loudest.'),
  statement('bm1', 'brand-marketing', 'I would struggle to say in one sentence why customers should choose us over the alternatives.'),
  statement('es1', 'executive-support', 'My inbox and diary eat into time I should be spending on the business.'),
  statement('cs1', 'chief-of-staff', 'Decisions wait for me, even ones my team could make with the right context.'),
  statement('bs1', 'business-systems', "Important processes live in people's heads rather than anywhere written down."),
  statement('gs1', 'growth-strategy', 'I know we need to grow, but not whether that means new markets, new products or new channels.'),
  statement('sp2', 'strategic-planning', 'There is no written plan for the next twelve months that my team actually works to.'),
  statement('bm2', 'brand-marketing', 'We spend money on marketing without knowing which activity brings in customers.'),
  statement('es2', 'executive-support', 'Follow-ups from meetings slip unless I chase them myself.'),
  statement('cs2', 'chief-of-staff', 'Problems between teams end up on my desk to untangle.'),
  statement('bs2', 'business-systems', 'Hiring and onboarding a new person takes far more of my time than it should.'),
  statement('gs2', 'growth-strategy', 'We have growth opportunities on the table that nobody has had the time to test properly.'),
];

export const TEAM_QUESTION: Question = {
  id: 'team',
  text: 'How many people work in your business, including you?',
  options: TEAM_SIZES,
};

export const FIT: Questionnaire = {
  kind: 'fit',
  path: '/assessment',
  questions: [...FIT_STATEMENTS, TEAM_QUESTION],
};
