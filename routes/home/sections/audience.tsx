import { Section, SectionHeading, SWIPE_ITEM, SWIPE_ROW } from '../../_layout/ui';
import { audience } from '../content';

export function Audience() {
  return (
    <Section id="audience" labelledBy="audience-heading">
      <SectionHeading id="audience-heading" eyebrow="Who it's for" title={audience.heading} lead={audience.lead} />
      <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-5 ${SWIPE_ROW}`}>
        {audience.cards.map((card) => (
          <li key={card.title} className={SWIPE_ITEM}>
            <a href={card.link} className="group flex h-full flex-col rounded-2xl border border-ink-900/10 p-6 hover:border-accent-500 hover:shadow-md lg:p-5 xl:p-6">
              <h3 className="font-display text-lg font-bold text-ink-950 lg:text-base xl:text-lg">For {card.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-700">{card.body}</p>
              <span className="mt-4 text-sm font-semibold text-accent-700 group-hover:underline" aria-hidden="true">
                Read more →
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
