import { PricingCards } from '../../_layout/pricing-cards';
import { RealityCheckOffer } from '../../_layout/reality-check-offer';
import { CheckoutButton, Section, SectionHeading, RENDER_ON_SIGHT } from '../../_layout/ui';
import { pricing } from '../content';
import { CTA } from '../../_layout/copy';

export function Pricing() {
  return (
    <Section id="pricing" labelledBy="pricing-heading" className={`bg-ink-50 ${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_3300px]`}>
      <SectionHeading id="pricing-heading" eyebrow="Pricing" title={pricing.heading} lead={pricing.lead} />
      <PricingCards purchaseLabel={CTA.getAccess} />
      <RealityCheckOffer
        heading={pricing.realityCheck.heading}
        body={pricing.realityCheck.body}
        action={
          <CheckoutButton target="reality-check" place="pricing">
            {CTA.realityCheck}
          </CheckoutButton>
        }
      />
    </Section>
  );
}
