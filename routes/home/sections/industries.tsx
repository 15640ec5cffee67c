import { Section, SectionHeading, SWIPE_ITEM, SWIPE_ROW } from '../../_layout/ui';
import { industries } from '../../industries/content';
import { industriesIntro } from '../content';

/** Each industry card navigates to its sector route. */
export function Industries() {
  return (
    <Section id="industries" labelledBy="industries-heading" className="bg-ink-50">
      <SectionHeading id="industries-heading" eyebrow="Sectors" title={industriesIntro.heading} lead={industriesIntro.lead} />
      <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-5 ${SWIPE_ROW}`}>
        {industries.map((i) => (
          <li key={i.path} className={SWIPE_ITEM}>
            <a href={i.path} className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm hover:shadow-md">
              <h3 className="font-display text-lg font-bold text-ink-950 group-hover:underline">{i.label}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-700">{i.summary}</p>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
