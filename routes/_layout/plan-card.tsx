import { PACKAGES, type PlanKey } from '../_lib/plans';
import { Price } from './price';
import { buttonClass, CheckoutButton } from './ui';
import { CTA, LONG_FORM_COPY } from './copy';

/** The plan this reader most often starts on: price from the constants, checkout in a new tab. */
export function PlanCard({ plan: key, headingId }: { plan: PlanKey; headingId: string }) {
  const plan = PACKAGES[key];
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-900/10 bg-white p-6 shadow-sm ring-1 ring-accent-500/30">
      <p className="text-xs font-semibold uppercase tracking-widest text-accent-700">{LONG_FORM_COPY.planEyebrow}</p>
      <h2 id={headingId} className="mt-2 flex items-center gap-2 font-display text-2xl font-bold text-ink-950">
        <span aria-hidden="true">{plan.emoji}</span>
        {plan.name}
      </h2>
      <p className="mt-3">
        <Price amount={plan.price} className="font-display text-3xl font-bold text-ink-950" />
        <span className="text-ink-600">/month</span>
      </p>
      <p className="mt-1 text-sm text-ink-600">
        {plan.hoursPerMonth} hours a month, about {plan.equivalentHours} hours of in-house time
      </p>
      <p className="mt-4 text-sm leading-relaxed text-ink-800">{plan.description}</p>
      <div className="mt-5 flex flex-col gap-2">
        <CheckoutButton target={key} place="recommended-plan" srDetail={` with ${plan.name}`}>
          {CTA.getStarted}
        </CheckoutButton>
        <a href="/services#pricing" className={buttonClass('ghost')}>
          Compare all plans
        </a>
      </div>
    </section>
  );
}
