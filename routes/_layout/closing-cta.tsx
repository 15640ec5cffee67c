import type { ReactNode } from 'react';
import { BookingButton, buttonClass, Container } from './ui';
import { routeByPath } from '../table';
import { CTA } from './copy';

/**
 * The closing call to action of every content page: the booking calendar in a new tab, plus the
 * assessment (looked up in the route table, so the link follows its path).
 */
export function ClosingCta({ heading, body, headingId, children }: { heading: string; body: string; headingId: string; children?: ReactNode }) {
  const assessment = routeByPath('/assessment')!;
  return (
    <section aria-labelledby={headingId} className="bg-ink-950 text-white" data-no-print>
      <Container className="py-16 md:py-20">
        <div className="relative overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-ink-900 to-ink-950 px-6 py-10 md:px-12 md:py-14">
          <div aria-hidden="true" className="pointer-events-none absolute -right-20 -top-20 h-64 w-64 rounded-full bg-accent-500/20 blur-3xl" />
          <h2 id={headingId} className="relative max-w-2xl font-display text-3xl font-bold tracking-tight md:text-4xl">
            {heading}
          </h2>
          <p className="relative mt-4 max-w-2xl text-lg leading-relaxed text-ink-200">{body}</p>
          <div className="relative mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <BookingButton place="closing">{CTA.discoveryCall}</BookingButton>
            <a href={assessment.path} className={buttonClass('light')}>
              Take the assessment
            </a>
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}
