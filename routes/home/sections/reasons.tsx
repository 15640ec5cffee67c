import { SCROLL_ROW_PROPS, Section, SWIPE_ITEM, SWIPE_ROW, RENDER_ON_SIGHT } from '../../_layout/ui';
import { reasons } from '../content';

export function Reasons() {
  return (
    <Section id="reasons" labelledBy="reasons-heading" className={`bg-ink-950 text-white ${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_1250px]`}>
      <div className="mb-8 max-w-3xl md:mb-10">
        <h2 id="reasons-heading" className="font-display text-3xl font-bold tracking-tight md:text-4xl">
          {reasons.heading}
        </h2>
        <p className="mt-4 text-lg text-ink-200">{reasons.lead}</p>
      </div>
      <ul {...SCROLL_ROW_PROPS} aria-labelledby="reasons-heading" className={`grid gap-6 md:grid-cols-2 lg:grid-cols-3 ${SWIPE_ROW}`}>
        {reasons.items.map((item) => (
          <li key={item.title} className={`rounded-2xl border border-white/10 bg-white/5 p-6 ${SWIPE_ITEM}`}>
            <h3 className="font-display text-lg font-bold text-accent-400">{item.title}</h3>
            <p className="mt-2 text-ink-200">{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
