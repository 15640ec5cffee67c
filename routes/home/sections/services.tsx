import { LinkButton, Section, SectionHeading, SWIPE_ITEM, SWIPE_ROW } from '../../_layout/ui';
import { services } from '../../services/content';
import { Icon } from '../../_layout/icon';

/** Six service cards and a button to /about. The badge in the hero scrolls here. */
export function Services() {
  return (
    <Section id="services" labelledBy="services-heading" className="scroll-mt-16">
      <SectionHeading id="services-heading" eyebrow="What we do" title="Senior support across the whole business" lead="Six ways we take work off a leader's desk, from the plan itself to the systems and marketing that deliver it." />
      <ul tabIndex={0} aria-labelledby="services-heading" className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${SWIPE_ROW}`}>
        {services.map((s) => (
          <li key={s.key} className={`rounded-2xl border border-ink-900/10 bg-white p-6 shadow-sm transition-shadow hover:shadow-md ${SWIPE_ITEM}`}>
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-accent-100 text-accent-700">
              <Icon name={s.icon} className="h-6 w-6" />
            </span>
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
