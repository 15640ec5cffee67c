import { Island } from '../../_layout/island';
import { Section, SectionHeading } from '../../_layout/ui';
import { BurnoutNextSteps } from '../burnout-next-steps';
import { burnoutLevels, thermometer } from '../content';

/**
 * The burnout thermometer. The choice is a radio group and the result is shown with CSS (:has), so it works
 * with no JavaScript at all; the 'thermometer' island only announces the result to screen readers.
 * Bar height is level/5 of the bar; each level's colour is an SVG fill (no inline styles under the CSP).
 */
export function Thermometer() {
  return (
    <Section id="burnout-thermometer" labelledBy="thermo-heading" className="bg-ink-50">
      <SectionHeading id="thermo-heading" eyebrow="Quick check-in" title={thermometer.heading} lead={thermometer.lead} />
      <Island name="thermometer" hydrate="visible">
        <div className="thermo grid gap-8 rounded-3xl bg-white p-6 shadow-sm md:grid-cols-[1fr_auto_1.2fr] md:p-10">
          <fieldset>
            <legend className="mb-4 font-semibold text-ink-950">How are you feeling about work right now?</legend>
            <div className="grid gap-2">
              {burnoutLevels.map((l) => (
                <label
                  key={l.level}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink-900/10 px-4 py-3 hover:border-ink-900/30 has-[:checked]:border-ink-950 has-[:checked]:bg-ink-950 has-[:checked]:text-white"
                >
                  <input type="radio" name="burnout-level" value={l.level} className="sr-only" />
                  <span className="text-2xl" aria-hidden="true">
                    {l.emoji}
                  </span>
                  <span className="font-medium">
                    {l.level} {l.label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <svg viewBox="0 0 40 200" className="mx-auto h-56 w-10" aria-hidden="true">
            <rect x="8" y="0" width="24" height="200" rx="12" fill="#e9edf5" />
            {burnoutLevels.map((l) => (
              <rect key={l.level} className="thermo-fill" data-level={l.level} x="8" y={200 - (l.level / 5) * 200} width="24" height={(l.level / 5) * 200} rx="12" fill={l.colour} />
            ))}
          </svg>
          <div>
            <p className="sr-only" aria-live="polite" data-thermo-announce />
            <p className="thermo-prompt text-lg text-ink-600">{thermometer.prompt}</p>
            {burnoutLevels.map((l) => (
              <div key={l.level} className="thermo-result" data-level={l.level}>
                <p className="font-display text-2xl font-bold text-ink-950">
                  <span aria-hidden="true">{l.emoji}</span> {l.label}
                </p>
                <p className="mt-3 leading-relaxed text-ink-800">{l.message}</p>
                <BurnoutNextSteps level={l.level} />
              </div>
            ))}
          </div>
        </div>
      </Island>
    </Section>
  );
}
