import { PageHeader } from '../_layout/page-header';
import { Container } from '../_layout/ui';
import { BurnoutNextSteps } from '../_layout/burnout-next-steps';
import { burnoutLevels } from '../_lib/burnout-levels';
import { routeByPath } from '../table';
import { resultUrl } from './answer-code';
import { BURNOUT } from './burnout-questions';
import { scoreBurnout, type StrainBand } from './burnout-scoring';
import { burnoutResultCopy as copy, dimensionCopy, strainLabels, supportCopy } from './content';
import { EmailResults, type EmailResultsState } from './email-results';

const BAR_FILL: Record<StrainBand, string> = { high: 'fill-accent-600', some: 'fill-accent-400', low: 'fill-ink-300' };

/**
 * The /ceo-burnout-assessment result: the thermometer level (its emoji, colour, label and message, with the
 * thermometer's own calls to action), then what sits behind it. Colours are SVG fills: the CSP allows no inline styles.
 */
export function BurnoutResultView({ answers, email }: { answers: number[]; email?: EmailResultsState }) {
  const { level, dimensions } = scoreBurnout(answers);
  const self = routeByPath(BURNOUT.path)!;
  const height = (level.level / burnoutLevels.length) * 200;
  return (
    <>
      <PageHeader
        trail={[
          { label: self.label, path: self.path },
          { label: 'Your result', path: resultUrl(BURNOUT, answers) },
        ]}
        eyebrow="Your result"
        h1={copy.h1}
        lead={copy.disclaimer}
      />
      <Container className="py-12 md:py-16">
        <section
          aria-labelledby="level-heading"
          data-level={level.level}
          className="grid max-w-4xl gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-900/10 md:grid-cols-[auto_1fr] md:p-10"
        >
          <svg viewBox="0 0 40 200" className="mx-auto h-56 w-10" aria-hidden="true">
            <rect x="8" y="0" width="24" height="200" rx="12" fill="#e9edf5" />
            <rect x="8" y={200 - height} width="24" height={height} rx="12" fill={level.colour} />
          </svg>
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">{copy.levelIntro}</p>
            <h2 id="level-heading" className="mt-3 flex items-center gap-3 font-display text-3xl font-bold text-ink-950 md:text-4xl">
              <span aria-hidden="true">{level.emoji}</span>
              <span>{level.label}</span>
              <svg viewBox="0 0 10 10" className="h-4 w-4 shrink-0" aria-hidden="true">
                <circle cx="5" cy="5" r="5" fill={level.colour} />
              </svg>
            </h2>
            <p className="mt-1 font-semibold text-ink-600">{copy.levelOf(level.level, burnoutLevels.length)}</p>
            <p className="mt-4 text-lg leading-relaxed text-ink-800">{level.message}</p>
            <BurnoutNextSteps level={level.level} place="burnout-result" />
          </div>
        </section>

        {level.level === 5 && <SupportPanel />}
        {level.level === 4 && <p className="mt-8 max-w-3xl leading-relaxed text-ink-700">{copy.healthNote}</p>}

        <section aria-labelledby="dimensions-heading" className="mt-16 max-w-4xl">
          <h2 id="dimensions-heading" className="font-display text-3xl font-bold tracking-tight text-ink-950">
            {copy.dimensionsHeading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-700">{copy.dimensionsLead}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {dimensions.map((d) => (
              <li key={d.dimension} data-dimension={d.dimension} className="rounded-2xl border border-ink-900/10 bg-white p-5">
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="font-display text-xl font-bold text-ink-950">{dimensionCopy[d.dimension].label}</h3>
                  <p className="text-sm font-semibold text-ink-700">{strainLabels[d.band]}</p>
                </div>
                <svg viewBox={`0 0 ${d.max} 1`} preserveAspectRatio="none" className="mt-3 h-2 w-full overflow-hidden rounded-full" aria-hidden="true">
                  <rect width={d.max} height="1" className="fill-ink-100" />
                  <rect width={d.total} height="1" className={BAR_FILL[d.band]} />
                </svg>
                <p className="mt-3 leading-relaxed text-ink-800">{dimensionCopy[d.dimension][d.band]}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-16">
          <EmailResults kind="burnout" answers={answers} {...email} />
        </div>

        <p className="mt-12">
          <a href={BURNOUT.path} className="font-semibold text-ink-950 underline underline-offset-4 hover:text-accent-700">
            {copy.retake}
          </a>
        </p>
      </Container>
    </>
  );
}

function SupportPanel() {
  const lines = [...supportCopy.uk, ...supportCopy.us];
  return (
    <section aria-labelledby="support-heading" className="mt-8 max-w-4xl rounded-3xl border border-ink-900/10 bg-ink-50 p-6 md:p-8">
      <h2 id="support-heading" className="font-display text-2xl font-bold text-ink-950">
        {supportCopy.heading}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-800">{supportCopy.body}</p>
      <ul className="mt-4 grid gap-3">
        {lines.map((line) => (
          <li key={line.tel} className="leading-relaxed text-ink-800">
            {line.text}{' '}
            <a href={`tel:${line.tel}`} className="font-semibold text-ink-950 underline underline-offset-4">
              {line.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-700">{supportCopy.emergency}</p>
    </section>
  );
}
