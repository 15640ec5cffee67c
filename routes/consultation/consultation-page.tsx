import { REALITY_CHECK } from '../_lib/plans';
import type { GoPlace } from '../_lib/go-links';
import { CheckList } from '../_layout/check-list';
import { PageHeader } from '../_layout/page-header';
import { Price } from '../_layout/price';
import { CheckoutButton, Container, JsonLd, Section, SectionHeading } from '../_layout/ui';
import { ClosingCta } from '../_layout/closing-cta';
import { CLOSING, CTA } from '../_layout/copy';
import { FaqList } from '../_layout/faq-list';
import { offersLd, serviceLd, withContext } from '../_layout/structured-data';
import type { PageProps } from '../_app/page-types';
import { SITE } from '../_lib/site-config';
import { useCurrency } from '../_lib/currency-context';
import { consultationPage } from './content';
import { NumberedSteps } from '../_layout/numbered-steps';
import { SEPARATED_ROW_CLIP, SeparatedRow } from '../_layout/separated-row';

/** /consultation: the Reality Check offer and its checkout (external, new tab). */
export function ConsultationPage({ route }: PageProps) {
  const { currency } = useCurrency();
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} eyebrow="One-off strategy session" h1={consultationPage.h1} lead={consultationPage.lead}>
        <OfferBox />
      </PageHeader>

      <Section labelledBy="includes-heading">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="includes-heading" eyebrow="What you get" title={`What the ${REALITY_CHECK.name} includes`} />
            <CheckList items={consultationPage.includes} className="space-y-4" itemClassName="gap-3 text-lg leading-relaxed text-ink-800" tick="badge" tickClassName="mt-1" />
          </div>
          <div className="self-start rounded-3xl bg-ink-50 p-6 md:p-10">
            <h2 className="font-display text-2xl font-bold text-ink-950">Who it is for</h2>
            <ul className="mt-6 space-y-4">
              {consultationPage.forWhom.map((item) => (
                <li key={item} className="border-l-2 border-accent-500 pl-4 leading-relaxed text-ink-800">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section labelledBy="how-heading" className="bg-ink-950 text-white">
        <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-400">From checkout to plan</p>
        <h2 id="how-heading" className="font-display text-3xl font-bold tracking-tight md:text-4xl">
          How it works
        </h2>
        <NumberedSteps steps={consultationPage.howItWorks} tone="dark" className="mt-10" />
        <div className="mt-10">
          <RealityCheckButton place="how" />
        </div>
      </Section>

      <Container className="py-16 md:py-24">
        <div className="max-w-3xl">
          <FaqList faqs={consultationPage.faqs} headingId="consultation-faqs" />
        </div>
      </Container>

      <ClosingCta heading={CLOSING.consultation.heading} body={CLOSING.consultation.body} headingId="closing-heading" />
      <JsonLd
        data={withContext(
          serviceLd({
            name: REALITY_CHECK.name,
            serviceType: 'Strategy consultation',
            description: route.description,
            path: route.path,
            offers: offersLd(REALITY_CHECK.price, SITE.realityCheckCheckoutUrl, currency, false),
          }),
        )}
      />
    </>
  );
}

function RealityCheckButton({ place }: { place: GoPlace }) {
  return (
    <CheckoutButton target="reality-check" place={place} className="shrink-0 whitespace-nowrap">
      {CTA.realityCheck}
    </CheckoutButton>
  );
}

function OfferBox() {
  return (
    <div className="mt-8 flex flex-col gap-5 rounded-3xl border border-ink-900/10 bg-white p-6 shadow-lg sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-ink-600">{REALITY_CHECK.name}</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
          <Price amount={REALITY_CHECK.price} className="font-display text-5xl font-bold text-ink-950" />
          <span className="text-ink-600">
            <span className="sr-only">Usual value </span>
            <s>
              <Price amount={REALITY_CHECK.usualValue} />
            </s>
            <span aria-hidden="true"> usual value</span>
          </span>
        </p>
        <p className={`mt-1 text-sm text-ink-600 ${SEPARATED_ROW_CLIP}`}>
          <SeparatedRow separator="·" items={['One payment', REALITY_CHECK.summary]} />
        </p>
      </div>
      <RealityCheckButton place="offer" />
    </div>
  );
}
