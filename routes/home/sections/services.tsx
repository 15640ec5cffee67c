import { LinkButton, SCROLL_ROW_PROPS, Section, SectionHeading, SWIPE_ITEM, SWIPE_ROW, RENDER_ON_SIGHT } from '../../_layout/ui';
import { services } from '../../services/content';
import { SERVICE_SPOTS } from '../../_layout/service-spots';
import { DrawingSvg } from '../../_layout/drawing';

/** Six service cards and a button to /about. The badge in the hero scrolls here. */
export function Services() {
  return (
    <Section id="services" labelledBy="services-heading" className={`${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_1900px]`}>
      <SectionHeading id="services-heading" eyebrow="What we do" title="Senior support across the whole business" lead="Six ways we take work off a leader's desk, from the plan itself to the systems and marketing that deliver it." />
      <ul {...SCROLL_ROW_PROPS} aria-labelledby="services-heading" className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${SWIPE_ROW}`}>
        {services.map((s) => (
          <li key={s.key} className={`rounded-2xl border border-ink-900/10 bg-white p-6 shadow-sm transition-shadow hover:shadow-md ${SWIPE_ITEM}`}>
            <DrawingSvg drawing={SERVICE_SPOTS[s.key]} tone="light" className="h-[72px] w-[120px] sm:h-[90px] sm:w-[150px]" />
            <h3 className="mt-4 font-display text-xl font-bold text-ink-950">{s.name}</h3>
            <p className="mt-2 leading-relaxed text-ink-700">{s.summary}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 md:mt-10">
        <LinkButton href="/about" variant="secondary">
          Who we are
        </LinkButton>
      </div>
    </Section>
  );
}
