import { Section, RENDER_ON_SIGHT } from '../../_layout/ui';
import { NewsletterForm } from '../../_layout/newsletter-form';
import { newsletter } from '../content';

/** The newsletter block titled 'Join 1,000+ Business Leaders', default form variant. */
export function Newsletter() {
  return (
    <Section id="newsletter" labelledBy="newsletter-heading" className={`bg-ink-50 ${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_900px]`}>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="newsletter-heading" className="font-display text-3xl font-bold tracking-tight text-ink-950 md:text-4xl">
          {newsletter.heading}
        </h2>
        <p className="mt-4 text-lg text-ink-700">{newsletter.lead}</p>
      </div>
      <div className="mx-auto mt-8 max-w-xl">
        <NewsletterForm variant="default" idPrefix="home-newsletter" />
      </div>
    </Section>
  );
}
