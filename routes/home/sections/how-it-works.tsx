import { SCROLL_ROW_PROPS, Section, SectionHeading, SWIPE_ITEM, SWIPE_ROW, RENDER_ON_SIGHT } from '../../_layout/ui';
import { howItWorks } from '../content';
import { DrawingSvg } from '../../_layout/drawing';
import { STEP_DRAWINGS } from './how-it-works-art';

export function HowItWorks() {
  return (
    <Section id="how-it-works" labelledBy="how-heading" className={`bg-ink-50 ${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_1300px]`}>
      <SectionHeading id="how-heading" eyebrow="The process" title={howItWorks.heading} lead={howItWorks.lead} />
      <ol {...SCROLL_ROW_PROPS} aria-labelledby="how-heading" className={`grid gap-6 md:grid-cols-2 lg:grid-cols-4 ${SWIPE_ROW}`}>
        {howItWorks.steps.map((step, i) => (
          <li key={step.title} className={`rounded-2xl bg-white p-6 shadow-sm ${SWIPE_ITEM}`}>
            <div className="flex items-start justify-between gap-4">
              <p className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-ink-950 font-bold text-accent-400" aria-hidden="true">
                {i + 1}
              </p>
              <DrawingSvg drawing={STEP_DRAWINGS[i]!} tone="light" className="h-[72px] w-[120px]" />
            </div>
            <h3 className="mt-4 font-display text-lg font-bold text-ink-950">{step.title}</h3>
            <p className="mt-2 text-ink-700">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
