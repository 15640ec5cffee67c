import { PricingCards } from '../../_layout/pricing-cards';
import { RealityCheckOffer } from '../../_layout/reality-check-offer';
import { LinkButton, Section, SectionHeading, RENDER_ON_SIGHT } from '../../_layout/ui';
import { SITE } from '../../_lib/site-config';
import { pricing } from '../content';
import { CTA } from '../../_layout/copy';

export function Pricing() {
  return (
    <Section id="pricing" labelledBy="pricing-heading" className={`bg-ink-50 ${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_3300px]`}>
      <SectionHeading id="pricing-heading" eyebrow="Pricing" title={pricing.heading} lead={pricing.lead} />
      <PricingCards purchaseLabel="Get Access" />
      <RealityCheckOffer
        heading={pricing.realityCheck.heading}
        body={pricing.realityCheck.body}
        action={
          <LinkButton href={SITE.realityCheckCheckoutUrl} external="checkout">
            {CTA.realityCheck}
          </LinkButton>
        }
      />
    </Section>
  );
}
