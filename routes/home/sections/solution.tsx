import { Section, SectionHeading, RENDER_ON_SIGHT } from '../../_layout/ui';
import { SITE } from '../../_lib/site-config';
import { solution } from '../content';

/** The problem-solution story and the typical results. */
export function Solution() {
  return (
    <Section id="solution" labelledBy="solution-heading" className={`${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_1650px]`}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="solution-heading" eyebrow="The solution" title={solution.heading} lead={solution.lead} />
          {solution.paragraphs.map((p) => (
            <p key={p} className="mt-4 leading-relaxed text-ink-700">
              {p}
            </p>
          ))}
        </div>
        <div>
          <h3 className="font-display text-xl font-bold text-ink-950">Typical results</h3>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {SITE.typicalResults.map((r) => (
              <div key={r.label} className="flex flex-col rounded-2xl bg-accent-50 p-5 sm:p-6">
                <dt className="text-sm font-medium text-ink-700">{r.label}</dt>
                <dd className="order-first font-display text-3xl font-bold text-ink-950 sm:text-4xl">{r.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}
