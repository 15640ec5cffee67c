import { Section, SectionHeading, JsonLd } from '../../_layout/ui';
import { faqs } from '../content';

/**
 * SPEC §2 FAQ: six items, one open at a time, clicking the open one closes it. Exclusive <details name>
 * does exactly that natively, with no JavaScript.
 */
export function Faq() {
  return (
    <Section id="faq" labelledBy="faq-heading">
      <SectionHeading id="faq-heading" eyebrow="FAQ" title="Questions leaders ask us" />
      <div className="max-w-3xl divide-y divide-ink-900/10 rounded-2xl border border-ink-900/10">
        {faqs.map((f) => (
          <details key={f.question} name="home-faq" className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink-950 [&::-webkit-details-marker]:hidden">
              {f.question}
              <span aria-hidden="true" className="text-xl text-accent-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-ink-700">{f.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
        }}
      />
    </Section>
  );
}
