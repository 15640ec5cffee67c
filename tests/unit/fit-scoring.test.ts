import { describe, expect, it } from 'vitest';
import { PACKAGES } from '../../routes/_lib/plans';
import { roiSaving } from '../../routes/_lib/roi';
import { AREAS, FIT, FIT_STATEMENTS, TEAM_SIZES, type AreaKey } from '../../routes/assessments/fit-questions';
import { bandFor, planFor, scoreFit } from '../../routes/assessments/fit-scoring';

/** Answers with each named area's two statements set as given (others 'Strongly disagree') and a team size. */
function answersWith(areas: Partial<Record<AreaKey, [number, number]>>, team = 0): number[] {
  const seen = new Map<AreaKey, number>();
  const statements = FIT_STATEMENTS.map((s) => {
    const n = seen.get(s.area) ?? 0;
    seen.set(s.area, n + 1);
    return areas[s.area]?.[n] ?? 0;
  });
  return [...statements, team];
}

const STRONG: [number, number] = [3, 3];
const SOME: [number, number] = [3, 2];
const JUST_ME = 0;
const UP_TO_10 = 1;
const UP_TO_50 = 2;
const UP_TO_250 = 3;
const OVER_250 = 4;

describe('the fit questionnaire', () => {
  it('asks 10-15 questions: two statements for each of the six service areas, then the size of the business', () => {
    expect(FIT.questions.length).toBeGreaterThanOrEqual(10);
    expect(FIT.questions.length).toBeLessThanOrEqual(15);
    for (const area of AREAS) expect(FIT_STATEMENTS.filter((s) => s.area === area)).toHaveLength(2);
    expect(FIT.questions.at(-1)!.options).toEqual(TEAM_SIZES);
  });

  it('never puts two statements about the same area next to each other', () => {
    for (let i = 1; i < FIT_STATEMENTS.length; i++) expect(FIT_STATEMENTS[i]!.area).not.toBe(FIT_STATEMENTS[i - 1]!.area);
  });

  it('gives every question a unique id', () => {
    expect(new Set(FIT.questions.map((q) => q.id)).size).toBe(FIT.questions.length);
  });
});

describe('scoring an area', () => {
  it('adds up its two statements, out of 8, and reports a percentage', () => {
    const area = scoreFit(answersWith({ 'brand-marketing': [4, 2] })).areas.find((a) => a.area === 'brand-marketing')!;
    expect(area).toMatchObject({ total: 6, percent: 75 });
  });

  it('draws the line between low and some need at 5, and between some and strong need at 6', () => {
    expect(bandFor(4)).toBe('low');
    expect(bandFor(5)).toBe('moderate');
    expect(bandFor(6)).toBe('high');
    expect(bandFor(8)).toBe('high');
  });

  it('calls agreeing with both statements a strong need, and neutral on both a low one', () => {
    const { areas } = scoreFit(answersWith({ 'strategic-planning': [3, 3], 'growth-strategy': [2, 2], 'chief-of-staff': [3, 2] }));
    expect(areas.find((a) => a.area === 'strategic-planning')!.band).toBe('high');
    expect(areas.find((a) => a.area === 'chief-of-staff')!.band).toBe('moderate');
    expect(areas.find((a) => a.area === 'growth-strategy')!.band).toBe('low');
  });

  it('reports every area, in the site’s service order', () => {
    expect(scoreFit(answersWith({})).areas.map((a) => a.area)).toEqual(AREAS);
  });
});

describe('the top areas', () => {
  it('are the strongest needs first, at most three, and never a low need', () => {
    const { top } = scoreFit(
      answersWith({ 'growth-strategy': [4, 4], 'executive-support': [3, 3], 'brand-marketing': [3, 2], 'business-systems': [4, 3], 'chief-of-staff': [2, 2] }),
    );
    expect(top.map((a) => a.area)).toEqual(['growth-strategy', 'business-systems', 'executive-support']);
  });

  it('keep the service order between equal scores', () => {
    const { top } = scoreFit(answersWith({ 'growth-strategy': STRONG, 'strategic-planning': STRONG }));
    expect(top.map((a) => a.area)).toEqual(['strategic-planning', 'growth-strategy']);
  });

  it('are empty when no area shows a need', () => {
    expect(scoreFit(answersWith({ 'chief-of-staff': [2, 2] })).top).toEqual([]);
  });
});

describe('the recommended plan', () => {
  it('moves up at 4, 7 and 10 points', () => {
    expect([0, 3, 4, 6, 7, 9, 10, 16].map(planFor)).toEqual(['starter', 'starter', 'strategic', 'strategic', 'executive', 'executive', 'fullforce', 'fullforce']);
  });

  it('counts a strong need as 2 points, some need as 1 and the size of the business as 0-4', () => {
    expect(scoreFit(answersWith({ 'executive-support': STRONG, 'strategic-planning': SOME }, UP_TO_250)).points).toBe(2 + 1 + 3);
  });

  it('is Starter Sidekick for a founder on their own with one strong need', () => {
    expect(scoreFit(answersWith({ 'executive-support': STRONG }, JUST_ME)).plan).toBe('starter');
  });

  it('crosses from Starter to Strategic Sidekick when the same needs come with a bigger team', () => {
    const needs = { 'strategic-planning': STRONG, 'brand-marketing': SOME };
    expect(scoreFit(answersWith(needs, JUST_ME)).plan).toBe('starter'); // 3 points
    expect(scoreFit(answersWith(needs, UP_TO_10)).plan).toBe('strategic'); // 4 points
  });

  it('crosses from Strategic Sidekick to Executive Partner at a third strong need', () => {
    const two = { 'chief-of-staff': STRONG, 'business-systems': STRONG };
    expect(scoreFit(answersWith(two, UP_TO_50)).plan).toBe('strategic'); // 6 points
    expect(scoreFit(answersWith({ ...two, 'brand-marketing': SOME }, UP_TO_50)).plan).toBe('executive'); // 7 points
  });

  it('crosses from Executive Partner to Full-Force Executive at 10 points', () => {
    const three = { 'growth-strategy': STRONG, 'brand-marketing': STRONG, 'business-systems': STRONG };
    expect(scoreFit(answersWith(three, UP_TO_250)).plan).toBe('executive'); // 9 points
    expect(scoreFit(answersWith(three, OVER_250)).plan).toBe('fullforce'); // 10 points
  });

  it('comes with the plan’s price in both currencies, its hours and the home page’s ROI saving', () => {
    const result = scoreFit(answersWith({ 'chief-of-staff': STRONG, 'business-systems': STRONG, 'brand-marketing': SOME }, UP_TO_50));
    expect(result.plan).toBe('executive');
    expect(result.price).toEqual(PACKAGES.executive.price);
    expect(result.hoursPerMonth).toBe(30);
    expect(result.equivalentHours).toBe(120);
    expect(result.saving.GBP).toEqual({ saving: 119000, percentage: 77 });
    expect(result.saving.USD).toMatchObject({ saving: roiSaving('executive', 'USD').saving, percentage: roiSaving('executive', 'USD').percentage });
  });
});

it('refuses an incomplete set of answers', () => {
  expect(() => scoreFit([1, 2, 3])).toThrow(RangeError);
});
