import type { Faq } from '../_lib/content-types';
import { JsonLd } from './ui';
import { faqPageLd } from './structured-data';

/**
 * FAQs as <details>, so they open and close without JavaScript, plus their FAQPage JSON-LD.
 * `group` makes them exclusive (one open at a time, clicking the open one closes it) natively, via <details name>.
 */
export function FaqList({
  faqs,
  headingId,
  heading = 'Frequently asked questions',
  group,
}: {
  faqs: Faq[];
  headingId: string;
  heading?: string;
  group?: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-3xl font-bold tracking-tight text-ink-950">
        {heading}
      </h2>
      <div className="mt-6 divide-y divide-ink-900/10 border-y border-ink-900/10">
        {faqs.map((f) => (
          <details key={f.question} name={group} className="group py-1">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-4 text-left text-lg font-semibold text-ink-950 hover:text-accent-700 [&::-webkit-details-marker]:hidden">
              <span>{f.question}</span>
              <span
                aria-hidden="true"
                className="mt-1 grid h-6 w-6 shrink-0 place-items-center rounded-full border border-ink-900/15 text-sm text-ink-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-5 pr-10 leading-relaxed text-ink-700">{f.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqPageLd(faqs)} />
    </section>
  );
}
