import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container } from '../_layout/ui';
import type { PageProps } from '../_app/page-types';
import { SITE } from '../_lib/site-config';
import { CTA } from '../_layout/copy';
import { paymentSuccessPage } from './content';
import { NumberedSteps } from '../_layout/numbered-steps';
import { WithAddresses } from '../_layout/addresses';

/** /payment-success: where the checkout returns. Not indexed (sitemap: false in the route table). */
export function PaymentSuccessPage({ route }: PageProps) {
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} eyebrow="Thank you" h1={paymentSuccessPage.h1} lead={paymentSuccessPage.lead} />
      <Container className="py-14 md:py-20">
        <h2 className="font-display text-3xl font-bold tracking-tight text-ink-950">What happens next</h2>
        <NumberedSteps steps={paymentSuccessPage.nextSteps} className="mt-8" />
        <div className="mt-12 flex flex-col gap-5 rounded-3xl bg-ink-50 p-6 lg:flex-row lg:items-center lg:justify-between md:p-8">
          <p className="max-w-xl leading-relaxed text-ink-800">
            Questions before we are in touch? Email{' '}
            <a href={`mailto:${SITE.contactEmail}`} className="font-semibold text-ink-950 underline underline-offset-4">
              <WithAddresses text={SITE.contactEmail} />
            </a>
            .
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href="/strategic-planning-template" className={`lg:whitespace-nowrap ${buttonClass('ghost')}`}>
              Get ahead with the planning template
            </a>
            <a href="/" className={`lg:whitespace-nowrap ${buttonClass('secondary')}`}>
              {CTA.home}
            </a>
          </div>
        </div>
      </Container>
    </>
  );
}
