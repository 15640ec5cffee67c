import { Container } from '../../_layout/ui';
import { FaqList } from '../../_layout/faq-list';
import { faqs } from '../content';

/** The FAQ: six items, one open at a time, clicking the open one closes it (exclusive <details>, no JS). */
export function Faq() {
  return (
    <Container className="py-12 md:py-24">
      <div id="faq" className="max-w-3xl">
        <FaqList faqs={faqs} headingId="faq-heading" heading="Questions leaders ask us" group="home-faq" />
      </div>
    </Container>
  );
}
