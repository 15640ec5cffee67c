import { Island } from '../../_layout/island';
import { Section, SectionHeading, RENDER_ON_SIGHT } from '../../_layout/ui';
import { BurnoutNextSteps } from '../../_layout/burnout-next-steps';
import { burnoutLevels } from '../../_lib/burnout-levels';
import { thermometer } from '../content';

/**
 * The burnout thermometer. The choice is a radio group and the result is shown with CSS (:has), so it works
 * with no JavaScript at all; the 'thermometer' island only announces the result to screen readers.
 * Bar height is level/5 of the bar; each level's colour is an SVG fill (no inline styles under the CSP).
 */
export function Thermometer() {
  return (
    <Section id="burnout-thermometer" labelledBy="thermo-heading" className={`bg-ink-50 ${RENDER_ON_SIGHT} [contain-intrinsic-size:auto_1250px]`}>
      <SectionHeading id="thermo-heading" eyebrow="Quick check-in" title={thermometer.heading} lead={thermometer.lead} />
      <Island name="thermometer" hydrate="visible">
        {/* The levels come first and the prompt below them at every width, as 'Select your current state above' says. */}
        <div className="thermo grid gap-6 rounded-3xl bg-white p-5 shadow-sm md:p-10">
          <fieldset>
            <legend className="mb-4 font-semibold text-ink-950">How are you feeling about work right now?</legend>
            <div className="grid gap-2 lg:grid-cols-5">
              {burnoutLevels.map((l) => (
                <label
                  key={l.level}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink-900/10 px-4 py-2.5 hover:border-ink-900/30 has-[:checked]:border-ink-950 has-[:checked]:bg-ink-950 has-[:checked]:text-white lg:flex-col lg:gap-1 lg:py-4"
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
          <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-6 md:gap-10">
            <svg viewBox="0 0 40 200" className="h-40 w-8 md:h-56 md:w-10" aria-hidden="true">
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
                  <BurnoutNextSteps level={l.level} place="thermometer" />
                </div>
              ))}
            </div>
          </div>
        </div>
      </Island>
    </Section>
  );
}
