/**
 * Scoring of /ceo-burnout-assessment. Each answer carries 0-4 points of strain (positive statements reversed);
 * the total (0-60) falls into five equal bands that are the home page thermometer's levels, so the two never disagree.
 */
import { burnoutLevels, type BurnoutLevel, type BurnoutLevelNumber } from '../_lib/burnout-levels';
import { BURNOUT, BURNOUT_QUESTIONS, DIMENSIONS, FREQUENCY, type Dimension } from './burnout-questions';

const ITEM_MAX = FREQUENCY.length - 1;
export const STRAIN_MAX = BURNOUT_QUESTIONS.length * ITEM_MAX;

/** Lowest total for each level, highest level first. */
export const LEVEL_FROM: readonly [BurnoutLevelNumber, number][] = [
  [5, 49],
  [4, 37],
  [3, 25],
  [2, 13],
  [1, 0],
];

export type StrainBand = 'high' | 'some' | 'low';
/** Dimension totals (out of 12) at which strain counts as high or some. */
export const DIMENSION_BAND_FROM = { high: 9, some: 5 } as const;

export interface DimensionScore {
  dimension: Dimension;
  total: number;
  max: number;
  band: StrainBand;
}

export interface BurnoutResult {
  total: number;
  level: BurnoutLevel;
  dimensions: DimensionScore[];
}

export function strainOf(questionIndex: number, answer: number): number {
  return BURNOUT_QUESTIONS[questionIndex]!.positive ? ITEM_MAX - answer : answer;
}

export function levelFor(total: number): BurnoutLevel {
  const level = LEVEL_FROM.find(([, from]) => total >= from)![0];
  return burnoutLevels.find((l) => l.level === level)!;
}

export function dimensionBand(total: number): StrainBand {
  if (total >= DIMENSION_BAND_FROM.high) return 'high';
  if (total >= DIMENSION_BAND_FROM.some) return 'some';
  return 'low';
}

/** Expects a complete, valid set of answers (see decodeAnswers / readForm). */
export function scoreBurnout(answers: readonly number[]): BurnoutResult {
  if (answers.length !== BURNOUT.questions.length) throw new RangeError(`Expected ${BURNOUT.questions.length} answers`);
  const strain = answers.map((a, i) => strainOf(i, a));
  const dimensions = DIMENSIONS.map((dimension): DimensionScore => {
    const items = BURNOUT_QUESTIONS.flatMap((q, i) => (q.dimension === dimension ? [strain[i]!] : []));
    const total = items.reduce((s, v) => s + v, 0);
    return { dimension, total, max: items.length * ITEM_MAX, band: dimensionBand(total) };
  });
  const total = strain.reduce((s, v) => s + v, 0);
  return { total, level: levelFor(total), dimensions };
}
