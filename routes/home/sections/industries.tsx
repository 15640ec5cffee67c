import { Section, SectionHeading, SWIPE_ITEM, SWIPE_ROW, RENDER_ON_SIGHT } from '../../_layout/ui';
import { industries } from '../../industries/content';
import { industriesIntro } from '../content';

/** Each industry card navigates to its sector route. */
export function Industries() {
  return (
    <Section id="industries" labelledBy="industries-heading" className={`bg-ink-50 ${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_1150px]`}>
      <SectionHeading id="industries-heading" eyebrow="Sectors" title={industriesIntro.heading} lead={industriesIntro.lead} />
      <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-5 ${SWIPE_ROW}`}>
        {industries.map((i, n) => (
          <li key={i.path} className={`group relative flex flex-col rounded-2xl bg-white p-6 shadow-sm hover:shadow-md ${SWIPE_ITEM}`}>
            {/* The link is named by the sector and covers the whole card; the summary describes it. */}
            <h3 className="font-display text-lg font-bold text-ink-950 group-hover:underline">
              <a href={i.path} aria-describedby={`industry-${n}-summary`} className="card-link after:absolute after:inset-0 after:rounded-2xl">
                {i.label}
              </a>
            </h3>
            <p id={`industry-${n}-summary`} className="mt-2 text-sm leading-relaxed text-ink-700">
              {i.summary}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
