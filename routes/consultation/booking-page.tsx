import { PageHeader } from '../_layout/page-header';
import { BookingButton, Container, GO_TAB } from '../_layout/ui';
import { bookingHref } from '../_lib/go-links';
import type { PageProps } from '../_app/page-types';
import { SITE } from '../_lib/site-config';
import { consultationBookingPage } from './content';
import { CTA } from '../_layout/copy';

/**
 * /consultation-booking: the booking calendar embedded (this route's CSP allows the calendar's origin in
 * frame-src, see `frames` in the route table) with a new-tab link that is always visible, for when the
 * provider refuses to be framed or the visitor prefers its own page.
 */
export function ConsultationBookingPage({ route }: PageProps) {
  const newTabLink = (
    <BookingButton place="header">{CTA.openCalendar}</BookingButton>
  );
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} eyebrow={consultationBookingPage.eyebrow} h1={consultationBookingPage.h1} lead={consultationBookingPage.lead}>
        <div className="mt-8">{newTabLink}</div>
      </PageHeader>
      <Container className="py-12 md:py-16">
        <div className="grid gap-12">
          <div className="overflow-hidden rounded-3xl border border-ink-900/10 bg-white shadow-lg">
            <iframe title={CTA.discoveryCall} src={SITE.bookingUrl} loading="lazy" className="block h-[44rem] w-full border-0" />
            <p className="border-t border-ink-900/10 bg-ink-50 px-5 py-4 text-sm text-ink-700">
              Calendar not loading?{' '}
              <a href={bookingHref('calendar-embed', CTA.bookInNewTab)} {...GO_TAB} className="font-semibold text-ink-950 underline underline-offset-4">
                {CTA.bookInNewTab}<span className="sr-only"> (opens the booking calendar in a new tab)</span>
              </a>
              .
            </p>
          </div>
          <div className="grid gap-8 lg:grid-cols-2 lg:gap-14">
            <section aria-labelledby="prepare-heading">
              <h2 id="prepare-heading" className="font-display text-2xl font-bold text-ink-950">
                {consultationBookingPage.prepareHeading}
              </h2>
              <ol className="mt-5 space-y-4">
                {consultationBookingPage.prepare.map((item, i) => (
                  <li key={item} className="flex gap-4 leading-relaxed text-ink-800">
                    <span aria-hidden="true" className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-ink-950 text-sm font-bold text-accent-400">
                      {i + 1}
                    </span>
                    {item}
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="after-heading" className="self-start rounded-3xl bg-ink-50 p-6 md:p-8">
              <h2 id="after-heading" className="font-display text-2xl font-bold text-ink-950">
                {consultationBookingPage.afterHeading}
              </h2>
              <p className="mt-3 leading-relaxed text-ink-800">{consultationBookingPage.afterCall}</p>
            </section>
          </div>
        </div>
      </Container>
    </>
  );
}
