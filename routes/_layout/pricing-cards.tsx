import { CURRENCIES, formatMoney } from '../_lib/currency';
import { CheckList } from './check-list';
import { PACKAGES, PLAN_KEYS, TRADITIONAL_HIRES, type Money, type PlanKey } from '../_lib/plans';
import { monthlySaving } from '../_lib/roi';
import { planCopy } from './plan-copy';
import { LocalText, Price } from './price';
import { BookingButton, CheckoutButton, SWIPE_ITEM, SWIPE_ROW } from './ui';
import { CTA } from './copy';
import { SEPARATED_ROW_CLIP, SeparatedRow } from './separated-row';

/** 'Combined hires of £155k+', from the traditional-hire totals. */
const thousands = (n: number, currency: 'GBP' | 'USD') => `${formatMoney(Math.floor(n / 1000), currency)}k+`;
/** '£9,900+': the monthly saving rounded down to the hundred. */
const hundreds = (n: number, currency: 'GBP' | 'USD') => `${formatMoney(Math.floor(n / 100) * 100, currency)}+`;

export function savingsText(key: PlanKey): Money<string> {
  const entries = CURRENCIES.map((c) => [c, `Combined hires of ${thousands(TRADITIONAL_HIRES[key].total[c], c)}, saving ${hundreds(monthlySaving(key, c), c)} per month`] as const);
  return Object.fromEntries(entries) as Money<string>;
}

/**
 * The pricing section: four plan cards. The home page's variant labels the purchase button
 * 'Get Access', the /services variant 'Get Started'; both open the checkout link in a new tab.
 */
export function PricingCards({ purchaseLabel }: { purchaseLabel: typeof CTA.getAccess | typeof CTA.getStarted }) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 xl:grid-cols-4 xl:gap-5 ${SWIPE_ROW} max-md:pt-4`}>
      {PLAN_KEYS.map((key) => {
        const plan = PACKAGES[key];
        const copy = planCopy[key];
        return (
          <li
            key={key}
            aria-labelledby={`plan-${key}`}
            className={`relative flex flex-col rounded-2xl border bg-white p-4 shadow-sm sm:p-6 xl:p-5 ${SWIPE_ITEM} ${plan.popular ? 'border-accent-500 ring-2 ring-accent-500' : 'border-ink-900/10'}`}
          >
            {plan.popular && (
              <p className="absolute -top-3 left-6 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wider text-ink-950">MOST POPULAR</p>
            )}
            <p className="text-3xl" aria-hidden="true">
              {plan.emoji}
            </p>
            <h3 id={`plan-${key}`} className="mt-2 font-display text-xl font-bold text-ink-950">
              {plan.name}
            </h3>
            <p className="text-sm font-medium text-accent-700">{plan.accessLevel}</p>
            <p className="mt-4">
              <Price amount={plan.price} className="font-display text-3xl font-bold text-ink-950 sm:text-4xl" />
              <span className="text-ink-600">/month</span>
            </p>
            <p className={`mt-1 text-sm text-ink-600 ${SEPARATED_ROW_CLIP}`}>
              <SeparatedRow
                separator="·"
                items={[`${plan.hoursPerMonth} hours a month`, `the output of ${plan.equivalentHours} in-house hours (${plan.efficiency} efficiency)`]}
              />
            </p>
            <p className="mt-4 text-ink-800">{plan.description}</p>
            <p className="mt-3 text-sm text-ink-700">
              <strong className="text-ink-900">Perfect for:</strong> {plan.perfectFor}
            </p>
            <CheckList items={copy.features} className="mt-4 space-y-2 text-sm text-ink-800" itemClassName="gap-2" />
            <p className="mt-4 text-sm text-ink-700">
              <strong className="text-ink-900">What you get:</strong> {copy.whatYouGet}
            </p>
            <p className="mt-3 rounded-lg bg-ink-50 p-3 text-sm text-ink-800">
              <span className="block font-semibold">{copy.cSuiteValue}</span>
              <LocalText text={savingsText(key)} />
            </p>
            <div className="mt-auto flex flex-col gap-2 pt-6">
              <CheckoutButton target={key} place="pricing" srDetail={` – ${plan.name}`} variant={plan.popular ? 'primary' : 'secondary'} aria-describedby={`plan-${key}`}>
                {purchaseLabel}
              </CheckoutButton>
              <BookingButton place="pricing" variant="ghost">{CTA.natter}</BookingButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

