import { Island } from '../../_layout/island';
import { LocalText, Price } from '../../_layout/price';
import { buttonClass, Section, SectionHeading, RENDER_ON_SIGHT } from '../../_layout/ui';
import { CURRENCIES } from '../../_lib/currency';
import { hiresInSentence, PACKAGES, PLAN_KEYS, TRADITIONAL_HIRES, type Money } from '../../_lib/plans';
import { roiSaving } from '../../_lib/roi';
import { roi } from '../content';

const percentText = (key: (typeof PLAN_KEYS)[number]) =>
  Object.fromEntries(CURRENCIES.map((c) => [c, `${roiSaving(key, c).percentage}%`])) as Money<string>;

/**
 * The ROI calculator. Four packages as radios (strategic first), one savings panel per package shown with
 * CSS (:has), every figure from the pure roiSaving(). The 'roi' island scrolls the panel into view on phones.
 */
export function RoiCalculator() {
  return (
    <Section id="roi-calculator" labelledBy="roi-heading" className={`${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_1800px]`}>
      <SectionHeading id="roi-heading" eyebrow="ROI calculator" title={roi.heading} lead={roi.lead} />
      <Island name="roi" hydrate="visible">
        <div className="roi grid gap-8 lg:grid-cols-[1fr_1.3fr]">
          <fieldset>
            <legend className="mb-4 font-semibold text-ink-950">Choose a package</legend>
            <div className="grid gap-3">
              {PLAN_KEYS.map((key) => (
                <label
                  key={key}
                  className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-ink-900/10 px-4 py-3 hover:border-ink-900/30 md:py-4 has-[:checked]:border-accent-500 has-[:checked]:bg-accent-50 has-[:checked]:ring-2 has-[:checked]:ring-accent-500"
                >
                  <span className="flex items-center gap-3">
                    <input type="radio" name="roi-package" value={key} defaultChecked={key === 'strategic'} className="h-4 w-4 accent-ink-950" />
                    <span className="font-semibold text-ink-950">{PACKAGES[key].name}</span>
                  </span>
                  <span className="text-sm text-ink-700">
                    <Price amount={PACKAGES[key].price} />
                    /month
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div data-roi-panel aria-live="polite">
            {PLAN_KEYS.map((key) => {
              const hire = TRADITIONAL_HIRES[key];
              const saving = Object.fromEntries(CURRENCIES.map((c) => [c, roiSaving(key, c).saving])) as Money;
              const annual = Object.fromEntries(CURRENCIES.map((c) => [c, roiSaving(key, c).annualPrice])) as Money;
              return (
                <div key={key} className="roi-panel rounded-3xl bg-ink-950 p-6 text-white md:p-8" data-package={key}>
                  <h3 className="font-display text-xl font-bold">{PACKAGES[key].name}: your annual saving</h3>
                  <p className="mt-4 font-display text-5xl font-bold text-accent-400">
                    <Price amount={saving} />
                  </p>
                  <p className="mt-1 text-ink-200">
                    <LocalText text={percentText(key)} /> less than hiring {hiresInSentence(hire)}
                  </p>
                  <table className="mt-6 w-full text-left text-sm">
                    <caption className="sr-only">Traditional hires compared with {PACKAGES[key].name}</caption>
                    <thead className="text-ink-300">
                      <tr>
                        <th scope="col" className="pb-2 font-medium">Traditional hire</th>
                        <th scope="col" className="pb-2 text-right font-medium">Annual cost</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-white/10">
                      {hire.roles.map((r) => (
                        <tr key={r.role}>
                          <td className="py-2">{r.role}</td>
                          <td className="py-2 text-right">
                            <Price amount={r.cost} />
                          </td>
                        </tr>
                      ))}
                      <tr className="font-semibold">
                        <td className="py-2">Total in-house ({hire.monthlyHours} hours a month)</td>
                        <td className="py-2 text-right">
                          <Price amount={hire.total} />
                        </td>
                      </tr>
                      <tr className="font-semibold text-accent-400">
                        <td className="py-2">
                          {PACKAGES[key].name} ({PACKAGES[key].hoursPerMonth} hours a month, 12 months)
                        </td>
                        <td className="py-2 text-right">
                          <Price amount={annual} />
                        </td>
                      </tr>
                    </tbody>
                  </table>
                  <a href="/services" className={`mt-6 ${buttonClass('primary')}`}>
                    See what's included
                  </a>
                </div>
              );
            })}
          </div>
        </div>
      </Island>
    </Section>
  );
}

