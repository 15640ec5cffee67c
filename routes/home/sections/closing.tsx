import { BookingButton, Container, LinkButton } from '../../_layout/ui';
import { closing } from '../content';
import { CTA } from '../../_layout/copy';

export function Closing() {
  return (
    <section aria-labelledby="closing-heading" className="bg-accent-500">
      <Container className="py-12 text-center md:py-20">
        <h2 id="closing-heading" className="mx-auto max-w-3xl font-display text-3xl font-bold text-ink-950 md:text-4xl">
          {closing.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-900">{closing.lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <BookingButton place="closing" variant="secondary">{CTA.natter}</BookingButton>
          <LinkButton href="/services" variant="ghost">
            See Services
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
