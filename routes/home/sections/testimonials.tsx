import { Island } from '../../_layout/island';
import { Section, SectionHeading, RENDER_ON_SIGHT } from '../../_layout/ui';
import { testimonials } from '../content';

const arrow = 'grid h-11 w-11 place-items-center rounded-full border border-ink-900/15 bg-white text-ink-900 hover:border-ink-900/40 disabled:opacity-40 motion-reduce:hidden';

/**
 * The testimonial carousel: a scroll-snap track (1, 2 or 3 per view by breakpoint) that works as a plain
 * scrollable list without JavaScript; the 'carousel' island adds previous/next buttons and arrow keys that loop,
 * and fills the status with the testimonial that leads the view after a move (client/islands/carousel.ts).
 * The arrows are hidden for visitors who prefer reduced motion (motion-reduce:hidden). Until the island starts they
 * are invisible but keep their place, so the section does not grow under a visitor (or a jump) passing it.
 */
export function Testimonials() {
  return (
    <Section id="testimonials" labelledBy="testimonials-heading" className={`${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_1000px]`}>
      <SectionHeading id="testimonials-heading" eyebrow="Client stories" title="What leaders say after working with us" />
      <Island name="carousel" hydrate="visible">
        <div role="group" aria-roledescription="carousel" aria-labelledby="testimonials-heading" data-carousel>
          {/* relative: the visually hidden rating text is absolutely positioned; without a positioned track it escapes
              the track's overflow and widens the whole page. */}
          <ul
            data-carousel-track
            tabIndex={0}
            aria-label="Testimonials, use the left and right arrow keys to move"
            className="relative -mx-2 flex snap-x snap-mandatory gap-0 overflow-x-auto pb-4 motion-safe:scroll-smooth [scrollbar-width:thin]"
          >
            {testimonials.map((t, i) => (
              <li key={t.id} className="w-full shrink-0 snap-start px-2 md:w-1/2 lg:w-1/3">
                <figure
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${testimonials.length}`}
                  className="flex h-full flex-col rounded-2xl border border-ink-900/10 bg-white p-6 shadow-sm"
                >
                  <p className="text-accent-500">
                    <span aria-hidden="true">{'★'.repeat(t.rating)}</span>
                    <span className="sr-only">Rated {t.rating} out of 5</span>
                  </p>
                  <blockquote className="mt-3 flex-1 leading-relaxed text-ink-800">“{t.quote}”</blockquote>
                  <figcaption className="mt-5 flex items-center gap-3">
                    <span aria-hidden="true" className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-ink-950 text-sm font-bold text-accent-400">
                      {t.avatar}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink-950">{t.name}</span>
                      <span className="block text-sm text-ink-600">{t.role}</span>
                      <span className="block text-sm font-medium text-accent-700">{t.company}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p role="status" className="sr-only" data-carousel-status />
          <div className="invisible mt-4 flex gap-3" data-carousel-controls>
            <button type="button" className={arrow} data-carousel-prev aria-label="Previous testimonials">
              <span aria-hidden="true">←</span>
            </button>
            <button type="button" className={arrow} data-carousel-next aria-label="Next testimonials">
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </div>
      </Island>
    </Section>
  );
}
