import { PACKAGES, REALITY_CHECK } from '../_lib/plans';
import { CheckList } from '../_layout/check-list';
import { PageHeader } from '../_layout/page-header';
import { PricingCards } from '../_layout/pricing-cards';
import { RealityCheckOffer } from '../_layout/reality-check-offer';
import { useSlot } from '../_lib/slot-context';
import { SLOTS } from './slots';
import { BookingButton, buttonClass, CheckoutButton, Container, JsonLd, RENDER_ON_SIGHT, Section, SectionHeading } from '../_layout/ui';
import { ClosingCta } from '../_layout/closing-cta';
import { serviceLd } from '../_layout/structured-data';
import { routeByPath } from '../table';
import type { PageProps } from '../_app/page-types';
import { services, servicesPage, servicesPricing, type Service } from './content';
import { learnMoreLink } from '../_layout/learn-more';
import { CTA } from '../_layout/copy';
import { Icon } from '../_layout/icon';
import { DrawingSvg } from '../_layout/drawing';
import { SERVICE_SPOTS } from '../_layout/service-spots';

const STEPS = ['Discovery Call', 'Needs Assessment', 'Strategy & Tactical Plan', 'Implementation'] as const;

/** /services: the six services in depth, how engagements work, the four plans (id="pricing") and calls to action. */
export function ServicesPage({ route }: PageProps) {
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} eyebrow="Services" h1={servicesPage.h1} lead={servicesPage.lead}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href="#pricing" className={buttonClass('secondary')}>
            See plans and pricing
          </a>
          <BookingButton place="header" variant="ghost" label={SLOTS['services.header.cta'].original}>
            {useSlot(SLOTS, 'services.header.cta')}
          </BookingButton>
        </div>
      </PageHeader>

      <nav aria-label="Services on this page" className="border-b border-ink-900/10 bg-white">
        <Container>
          <ul className="flex gap-2 overflow-x-auto py-4 text-sm font-semibold md:grid md:grid-cols-2 md:gap-3 lg:grid-cols-3">
            {services.map((s) => (
              <li key={s.key} className="shrink-0">
                <a href={`#${s.key}`} className="flex items-center justify-center gap-2 rounded-full border border-ink-900/10 px-4 py-2 whitespace-nowrap text-ink-800 hover:border-accent-500">
                  <Icon name={s.icon} className="h-4 w-4 text-accent-600" />
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </nav>

      {services.map((s, i) => (
        <ServiceSection key={s.key} service={s} shaded={i % 2 === 1} />
      ))}

      <Section labelledBy="engagement-heading" className={`bg-ink-950 text-white ${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_2100px] md:[contain-intrinsic-size:auto_1000px] lg:[contain-intrinsic-size:auto_900px]`}>
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-400">How it works</p>
            <h2 id="engagement-heading" className="font-display text-3xl font-bold tracking-tight md:text-4xl">
              {servicesPage.engagement.heading}
            </h2>
            {servicesPage.engagement.paragraphs.map((p) => (
              <p key={p} className="mt-5 text-lg leading-relaxed text-ink-200">
                {p}
              </p>
            ))}
          </div>
          <ol className="grid content-start gap-4 sm:grid-cols-2">
            {STEPS.map((step, i) => (
              <li key={step} className="rounded-2xl border border-white/10 bg-white/5 p-6">
                <span className="font-display text-4xl font-bold text-accent-400" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <p className="mt-3 text-lg font-semibold">{step}</p>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section id="pricing" labelledBy="pricing-heading" className={`bg-gradient-to-b from-white to-ink-50 ${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_2300px] md:[contain-intrinsic-size:auto_2900px] lg:[contain-intrinsic-size:auto_2400px]`}>
        <SectionHeading id="pricing-heading" eyebrow={servicesPricing.eyebrow} title={servicesPricing.heading} lead={servicesPricing.lead} />
        <PricingCards purchaseLabel={CTA.getStarted} />
        <RealityCheckStrip />
      </Section>

      <ClosingCta heading={servicesPage.closing.heading} body={servicesPage.closing.body} headingId="closing-heading" />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': services.map((s) => serviceLd({ name: s.name, description: s.summary, path: `${route.path}#${s.key}` })),
        }}
      />
    </>
  );
}

function ServiceSection({ service: s, shaded }: { service: Service; shaded: boolean }) {
  const learnMore = learnMoreLink(s);
  const plan = PACKAGES[s.plan];
  return (
    <section id={s.key} aria-labelledby={`${s.key}-heading`} className={`py-16 md:py-24 ${shaded ? 'bg-ink-50' : 'bg-white'} ${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_2100px] md:[contain-intrinsic-size:auto_1200px] lg:[contain-intrinsic-size:auto_800px]`}>
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          {/* The service's drawing, as on its home page card; decorative, the heading names the service. */}
          <DrawingSvg drawing={SERVICE_SPOTS[s.key]} tone="light" className="h-[72px] w-[120px] sm:h-[90px] sm:w-[150px]" />
          <h2 id={`${s.key}-heading`} className="mt-5 font-display text-3xl font-bold tracking-tight text-ink-950 md:text-4xl">
            {s.name}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-5 text-lg leading-relaxed text-ink-800">
              {p}
            </p>
          ))}
        </div>
        <div className="flex flex-col gap-5 self-start rounded-3xl border border-ink-900/10 bg-white p-6 shadow-sm md:p-8">
          <h3 className="text-sm font-semibold uppercase tracking-widest text-ink-600">What you receive</h3>
          <CheckList items={s.deliverables} className="space-y-3" itemClassName="gap-3 text-ink-800" tickClassName="mt-0.5" />
          <p className="rounded-2xl bg-ink-950 p-5 font-display text-lg leading-snug text-white">{s.outcome}</p>
          <p className="text-sm text-ink-600">
            Clients usually start on{' '}
            <a href="#pricing" className="font-semibold text-ink-900 underline underline-offset-4">
              {plan.name}
            </a>
            .
          </p>
          {learnMore && (
            <a href={learnMore.href} className="inline-flex items-center gap-2 font-semibold text-accent-700 hover:text-accent-600">
              Learn more: {learnMore.label} <span aria-hidden="true">→</span>
            </a>
          )}
        </div>
      </Container>
    </section>
  );
}

function RealityCheckStrip() {
  const offer = routeByPath('/consultation');
  const action =
    offer ? (
      <a href={offer.path} className={buttonClass('secondary', 'sm')}>
        About the {REALITY_CHECK.name}
      </a>
    ) : (
      <CheckoutButton target="reality-check" place="reality-check" variant="secondary" size="sm">
        {CTA.realityCheck}
      </CheckoutButton>
    );
  return <RealityCheckOffer heading={servicesPricing.realityCheck.heading} body={servicesPricing.realityCheck.body} action={action} />;
}
