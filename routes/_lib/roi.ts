/** The savings calculations. Pure, shared by the home page, the assessments and their tests. */
import type { Currency } from './currency';
import { PACKAGES, TRADITIONAL_HIRES, type PlanKey } from './plans';

export interface RoiResult {
  /** Traditional annual total minus 12 times the monthly price. */
  saving: number;
  /** Saving over the traditional total, as a rounded percentage. */
  percentage: number;
  traditionalTotal: number;
  annualPrice: number;
}

export function roiSaving(key: PlanKey, currency: Currency): RoiResult {
  const traditionalTotal = TRADITIONAL_HIRES[key].total[currency];
  const annualPrice = 12 * PACKAGES[key].price[currency];
  const saving = traditionalTotal - annualPrice;
  return { saving, percentage: Math.round((saving / traditionalTotal) * 100), traditionalTotal, annualPrice };
}

/** The monthly saving against the combined hires, used in pricing cards' savings text. */
export function monthlySaving(key: PlanKey, currency: Currency): number {
  return Math.round(TRADITIONAL_HIRES[key].total[currency] / 12 - PACKAGES[key].price[currency]);
}
