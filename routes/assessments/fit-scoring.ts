/**
 * Scoring of /assessment. Each area sums its two statements (0-8). A strong need counts 2 points towards the plan,
 * some need 1, and the size of the business adds 0-4: breadth of need and scale decide how many hours help takes.
 */
import { CURRENCIES, type Currency } from '../_lib/currency';
import { PACKAGES, type Money, type PlanKey } from '../_lib/plans';
import { roiSaving } from '../_lib/roi';
import { AREAS, FIT, FIT_STATEMENTS, type AreaKey } from './fit-questions';

export type NeedBand = 'high' | 'moderate' | 'low';

/** Area totals (out of AREA_MAX) at which a need counts as strong or some. */
export const AREA_MAX = 8;
export const BAND_FROM = { high: 6, moderate: 5 } as const;
export const BAND_POINTS: Record<NeedBand, number> = { high: 2, moderate: 1, low: 0 };

/** Fewest points for each plan, largest first. */
export const PLAN_FROM: readonly [PlanKey, number][] = [
  ['fullforce', 10],
  ['executive', 7],
  ['strategic', 4],
  ['starter', 0],
];

export const TOP_AREAS = 3;

export interface AreaScore {
  area: AreaKey;
  total: number;
  percent: number;
  band: NeedBand;
}

export interface FitResult {
  /** Every area, in the site's service order. */
  areas: AreaScore[];
  /** Up to three areas with some or strong need, strongest first. */
  top: AreaScore[];
  /** Index into TEAM_SIZES. */
  teamSize: number;
  points: number;
  plan: PlanKey;
  price: Money;
  hoursPerMonth: number;
  equivalentHours: number;
  saving: Record<Currency, { saving: number; percentage: number }>;
}

export function bandFor(total: number): NeedBand {
  if (total >= BAND_FROM.high) return 'high';
  if (total >= BAND_FROM.moderate) return 'moderate';
  return 'low';
}

export function planFor(points: number): PlanKey {
  return PLAN_FROM.find(([, from]) => points >= from)![0];
}

/** Expects a complete, valid set of answers (see decodeAnswers / readForm). */
export function scoreFit(answers: readonly number[]): FitResult {
  if (answers.length !== FIT.questions.length) throw new RangeError(`Expected ${FIT.questions.length} answers`);
  const areas = AREAS.map((area): AreaScore => {
    const total = FIT_STATEMENTS.reduce((sum, s, i) => (s.area === area ? sum + answers[i]! : sum), 0);
    return { area, total, percent: Math.round((total / AREA_MAX) * 100), band: bandFor(total) };
  });
  // Array.prototype.sort is stable, so equal totals keep the service order.
  const top = areas
    .filter((a) => a.band !== 'low')
    .sort((a, b) => b.total - a.total)
    .slice(0, TOP_AREAS);
  const teamSize = answers[FIT_STATEMENTS.length]!;
  const points = areas.reduce((sum, a) => sum + BAND_POINTS[a.band], 0) + teamSize;
  const plan = planFor(points);
  const pkg = PACKAGES[plan];
  const saving = Object.fromEntries(
    CURRENCIES.map((c) => {
      const { saving, percentage } = roiSaving(plan, c);
      return [c, { saving, percentage }];
    }),
  ) as FitResult['saving'];
  return {
    areas,
    top,
    teamSize,
    points,
    plan,
    price: pkg.price,
    hoursPerMonth: pkg.hoursPerMonth,
    equivalentHours: pkg.equivalentHours,
    saving,
  };
}
