import { describe, expect, it } from 'vitest';
import { BURNOUT, BURNOUT_QUESTIONS, DIMENSIONS, FREQUENCY } from '../../routes/assessments/burnout-questions';
import { dimensionBand, levelFor, scoreBurnout, STRAIN_MAX, strainOf } from '../../routes/assessments/burnout-scoring';
import { burnoutLevels } from '../../routes/_lib/burnout-levels';

const NEVER = 0;
const ALWAYS = FREQUENCY.length - 1;

/** Answers whose strain adds up to `total`, filled question by question. */
function answersTotalling(total: number): number[] {
  let left = total;
  return BURNOUT_QUESTIONS.map((q) => {
    const strain = Math.min(ALWAYS, left);
    left -= strain;
    return q.positive ? ALWAYS - strain : strain;
  });
}

describe('the burnout questionnaire', () => {
  it('asks 12-20 questions on a frequency scale, three on each of five dimensions', () => {
    expect(BURNOUT.questions.length).toBeGreaterThanOrEqual(12);
    expect(BURNOUT.questions.length).toBeLessThanOrEqual(20);
    expect(DIMENSIONS).toEqual(['exhaustion', 'detachment', 'effectiveness', 'sleep', 'workload']);
    for (const d of DIMENSIONS) expect(BURNOUT_QUESTIONS.filter((q) => q.dimension === d)).toHaveLength(3);
    for (const q of BURNOUT_QUESTIONS) expect(q.options).toEqual(['Never', 'Rarely', 'Sometimes', 'Often', 'Always']);
  });

  it('words some statements positively, so answering Always to everything is not the worst score', () => {
    expect(BURNOUT_QUESTIONS.some((q) => q.positive)).toBe(true);
    expect(scoreBurnout(BURNOUT_QUESTIONS.map(() => ALWAYS)).level.level).toBeLessThan(5);
  });

  it('gives every question a unique id', () => {
    expect(new Set(BURNOUT.questions.map((q) => q.id)).size).toBe(BURNOUT.questions.length);
  });
});

describe('strain', () => {
  it('counts Always as 4 on a negative statement and Never as 4 on a positive one', () => {
    const negative = BURNOUT_QUESTIONS.findIndex((q) => !q.positive);
    const positive = BURNOUT_QUESTIONS.findIndex((q) => q.positive);
    expect(strainOf(negative, ALWAYS)).toBe(4);
    expect(strainOf(negative, NEVER)).toBe(0);
    expect(strainOf(positive, NEVER)).toBe(4);
    expect(strainOf(positive, ALWAYS)).toBe(0);
  });

  it('adds up to the total, between 0 and 60', () => {
    expect(STRAIN_MAX).toBe(60);
    expect(scoreBurnout(answersTotalling(0)).total).toBe(0);
    expect(scoreBurnout(answersTotalling(31)).total).toBe(31);
    expect(scoreBurnout(answersTotalling(60)).total).toBe(60);
  });
});

describe('the level', () => {
  it.each([
    [0, 1],
    [12, 1],
    [13, 2],
    [24, 2],
    [25, 3],
    [36, 3],
    [37, 4],
    [48, 4],
    [49, 5],
    [60, 5],
  ])('is %i points: level %i', (total, level) => {
    expect(levelFor(total).level).toBe(level);
    expect(scoreBurnout(answersTotalling(total)).level.level).toBe(level);
  });

  it('is the home page thermometer’s own level: same label, emoji, colour and message', () => {
    for (const total of [0, 20, 30, 40, 60]) {
      const { level } = scoreBurnout(answersTotalling(total));
      expect(burnoutLevels).toContain(level);
    }
    expect(scoreBurnout(answersTotalling(0)).level.label).toBe('Crushing It');
    expect(scoreBurnout(answersTotalling(60)).level.label).toBe('Burnt Out');
  });

  it('splits the range into five nearly equal bands', () => {
    const sizes = [1, 2, 3, 4, 5].map((l) => Array.from({ length: 61 }, (_, t) => t).filter((t) => levelFor(t).level === l).length);
    for (const size of sizes) expect(size === 12 || size === 13).toBe(true);
  });
});

describe('the dimensions', () => {
  it('score each of the five areas out of 12, in order', () => {
    const { dimensions } = scoreBurnout(answersTotalling(60));
    expect(dimensions.map((d) => d.dimension)).toEqual(DIMENSIONS);
    for (const d of dimensions) expect(d).toMatchObject({ total: 12, max: 12, band: 'high' });
  });

  it('draw the line between low and some strain at 5, and between some and high strain at 9', () => {
    expect([0, 4, 5, 8, 9, 12].map(dimensionBand)).toEqual(['low', 'low', 'some', 'some', 'high', 'high']);
  });

  it('score only their own questions', () => {
    const answers = BURNOUT_QUESTIONS.map((q) => (q.dimension === 'sleep' ? (q.positive ? NEVER : ALWAYS) : q.positive ? ALWAYS : NEVER));
    const { dimensions, total } = scoreBurnout(answers);
    expect(total).toBe(12);
    expect(dimensions.find((d) => d.dimension === 'sleep')!.total).toBe(12);
    expect(dimensions.filter((d) => d.dimension !== 'sleep').every((d) => d.total === 0)).toBe(true);
  });
});

it('refuses an incomplete set of answers', () => {
  expect(() => scoreBurnout([1, 2, 3])).toThrow(RangeError);
});
