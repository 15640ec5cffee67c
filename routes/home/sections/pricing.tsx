import { Price } from '../../_layout/price';
import { PricingCards } from '../../_layout/pricing-cards';
import { Section, SectionHeading, LinkButton } from '../../_layout/ui';
import { REALITY_CHECK } from '../../_lib/plans';
import { SITE } from '../../site-config';
import { pricing } from '../content';

export function Pricing() {
  return (
    <Section id="pricing" labelledBy="pricing-heading" className="bg-ink-50">
      <SectionHeading id="pricing-heading" eyebrow="Pricing" title={pricing.heading} lead={pricing.lead} />
      <PricingCards purchaseLabel="Get Access" />
      <div className="mt-10 flex flex-col gap-6 rounded-3xl border border-ink-900/10 bg-white p-6 md:flex-row md:items-center md:p-8">
        <div className="flex-1">
          <h3 className="font-display text-2xl font-bold text-ink-950">{pricing.realityCheck.heading}</h3>
          <p className="mt-2 text-ink-700">{pricing.realityCheck.body}</p>
        </div>
        <div className="shrink-0 text-center md:text-right">
          <p>
            <Price amount={REALITY_CHECK.price} className="font-display text-4xl font-bold text-ink-950" />{' '}
            <span className="text-ink-600">
              usually <s><Price amount={REALITY_CHECK.usualValue} /></s>
            </span>
          </p>
          <div className="mt-3">
            <LinkButton href={SITE.realityCheckCheckoutUrl} external>
              Get Reality Check
            </LinkButton>
          </div>
        </div>
      </div>
    </Section>
  );
}
