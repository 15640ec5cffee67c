import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../routes/_lib/currency';
import { monthlySaving, roiSaving } from '../../routes/_lib/roi';

describe('the ROI formula', () => {
  // saving = traditional total - 12 x monthly price; percentage = saving / total, rounded
  const cases = [
    ['starter', 'GBP', 20600, 59],
    ['starter', 'USD', 27000, 60],
    ['strategic', 'GBP', 43600, 62],
    ['strategic', 'USD', 54400, 62],
    ['executive', 'GBP', 119000, 77],
    ['executive', 'USD', 151400, 77],
    ['fullforce', 'GBP', 214400, 82],
    ['fullforce', 'USD', 272400, 83],
  ] as const;

  for (const [key, currency, saving, percentage] of cases) {
    it(`${key} in ${currency} saves ${saving} a year (${percentage}%)`, () => {
      expect(roiSaving(key, currency)).toMatchObject({ saving, percentage });
    });
  }

  it('formats money with no decimals in the local style', () => {
    expect(formatMoney(43600, 'GBP')).toBe('£43,600');
    expect(formatMoney(54400, 'USD')).toBe('$54,400');
  });

  it('matches the Executive Partner value note: saving £9,900+ or $12,600+ a month', () => {
    expect(monthlySaving('executive', 'GBP')).toBeGreaterThanOrEqual(9900);
    expect(monthlySaving('executive', 'GBP')).toBeLessThan(10000);
    expect(monthlySaving('executive', 'USD')).toBeGreaterThanOrEqual(12600);
    expect(monthlySaving('executive', 'USD')).toBeLessThan(12700);
  });
});
