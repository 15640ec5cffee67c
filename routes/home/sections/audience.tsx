import { Section, SectionHeading, SWIPE_ITEM, SWIPE_ROW, RENDER_ON_SIGHT } from '../../_layout/ui';
import { audience } from '../content';

export function Audience() {
  return (
    <Section id="audience" labelledBy="audience-heading" className={`${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_1350px]`}>
      <SectionHeading id="audience-heading" eyebrow="Who it's for" title={audience.heading} lead={audience.lead} />
      <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-5 ${SWIPE_ROW}`}>
        {audience.cards.map((card, i) => (
          <li key={card.title} className={`group relative flex flex-col rounded-2xl border border-ink-900/10 p-6 hover:border-accent-500 hover:shadow-md lg:p-5 xl:p-6 ${SWIPE_ITEM}`}>
            {/* The link is named by the title and covers the whole card; the rest of the card describes it. */}
            <h3 className="font-display text-lg font-bold text-ink-950 lg:text-base xl:text-lg">
              <a href={card.link} aria-describedby={`audience-${i}-body`} className="card-link after:absolute after:inset-0 after:rounded-2xl">
                For {card.title}
              </a>
            </h3>
            <p id={`audience-${i}-body`} className="mt-2 flex-1 text-sm leading-relaxed text-ink-700">
              {card.body}
            </p>
            <span className="mt-4 text-sm font-semibold text-accent-700 group-hover:underline" aria-hidden="true">
              Read more →
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
