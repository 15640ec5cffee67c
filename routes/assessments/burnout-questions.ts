/**
 * /ceo-burnout-assessment: fifteen statements about the last month, three on each of five dimensions, answered
 * on a frequency scale. Some are worded positively (`positive`), so always agreeing cannot skew the result.
 */
import type { Question, Questionnaire } from './types';

export type Dimension = 'exhaustion' | 'detachment' | 'effectiveness' | 'sleep' | 'workload';
export const DIMENSIONS: readonly Dimension[] = ['exhaustion', 'detachment', 'effectiveness', 'sleep', 'workload'];

export const FREQUENCY = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'] as const;

export interface BurnoutQuestion extends Question {
  dimension: Dimension;
  /** Agreeing is a good sign: 'Always' carries no strain and 'Never' the most. */
  positive: boolean;
}

const q = (id: string, dimension: Dimension, text: string, positive = false): BurnoutQuestion => ({
  id,
  dimension,
  text,
  positive,
  options: FREQUENCY,
});

export const BURNOUT_QUESTIONS: readonly BurnoutQuestion[] = [
  q('ex1', 'exhaustion', 'I feel drained by the middle of the working day.'),
  q('wl1', 'workload', 'I work evenings or weekends just to keep up.'),
  q('sl1', 'sleep', 'I lie awake thinking about work.'),
  q('de1', 'detachment', 'I feel cynical or short-tempered about work I used to care about.'),
  q('ef1', 'effectiveness', 'I struggle to concentrate on work that needs careful thought.'),
  q('ex2', 'exhaustion', 'I start the week feeling tired rather than rested.'),
  q('de2', 'detachment', 'I still enjoy the parts of the role that drew me to it.', true),
  q('wl2', 'workload', 'I put off holidays or time off because the business seems to need me.'),
  q('ef2', 'effectiveness', 'Decisions I would once have made quickly now feel heavy.'),
  q('sl2', 'sleep', 'I wake up feeling rested.', true),
  q('ex3', 'exhaustion', 'I have energy left for life outside work at the end of the day.', true),
  q('de3', 'detachment', 'I dread messages and meetings that would not have bothered me a year ago.'),
  q('sl3', 'sleep', 'I wake earlier than I need to and cannot get back to sleep.'),
  q('ef3', 'effectiveness', 'I end the week feeling I moved the important things forward.', true),
  q('wl3', 'workload', 'There is more on my list than any one person could reasonably do.'),
];

export const BURNOUT: Questionnaire = {
  kind: 'burnout',
  path: '/ceo-burnout-assessment',
  questions: BURNOUT_QUESTIONS,
};
