import { PageHeader } from '../_layout/page-header';
import { LocalText, Price } from '../_layout/price';
import { BookingButton, buttonClass, CheckoutButton, Container } from '../_layout/ui';
import { CTA } from '../_layout/copy';
import { CURRENCIES } from '../_lib/currency';
import { hiresInSentence, PACKAGES, TRADITIONAL_HIRES, type Money } from '../_lib/plans';
import { routeByPath } from '../table';
import { services } from '../services/content';
import { learnMoreLink } from '../_layout/learn-more';
import { areaCopy, areaPersona, bandLabels, fitResultCopy as copy, planReason } from './content';
import { FIT } from './fit-questions';
import { scoreFit, type AreaScore, type NeedBand } from './fit-scoring';
import { resultUrl } from './answer-code';
import { EmailResults, type EmailResultsState } from './email-results';
import { Icon } from '../_layout/icon';


const serviceOf = (area: AreaScore['area']) => services.find((s) => s.key === area)!;

const BAR_FILL: Record<NeedBand, string> = { high: 'fill-accent-500', moderate: 'fill-accent-400', low: 'fill-ink-300' };

/** The /assessment result: each area in plain words with onward links, then the plan that fits and its saving. */
export function FitResultView({ answers, email }: { answers: number[]; email?: EmailResultsState }) {
  const result = scoreFit(answers);
  const pkg = PACKAGES[result.plan];
  const hire = TRADITIONAL_HIRES[result.plan];
  const assessment = routeByPath(FIT.path)!;
  const byNeed = [...result.areas].sort((a, b) => b.total - a.total);
  const count = (band: NeedBand) => result.areas.filter((a) => a.band === band).length;
  const moneyOf = (pick: (c: (typeof CURRENCIES)[number]) => number) => Object.fromEntries(CURRENCIES.map((c) => [c, pick(c)])) as Money;
  const percentage = Object.fromEntries(CURRENCIES.map((c) => [c, `${result.saving[c].percentage}%`])) as Money<string>;
  const allServices = routeByPath('/services');

  return (
    <>
      <PageHeader
        trail={[
          { label: assessment.label, path: assessment.path },
          { label: 'Your result', path: resultUrl(FIT, answers) },
        ]}
        eyebrow="Your result"
        h1={copy.h1}
        lead={result.top.length ? copy.leadTop : copy.leadNone}
      >
        {result.top.length > 0 && (
          <ol className="mt-5 flex flex-wrap gap-2" aria-label="Your top areas">
            {result.top.map((a) => (
              <li key={a.area} className="inline-flex items-center gap-2 rounded-full bg-ink-950 px-4 py-2 font-semibold text-white">
                <Icon name={serviceOf(a.area).icon} className="h-4 w-4 text-accent-400" /> {serviceOf(a.area).name}
              </li>
            ))}
          </ol>
        )}
      </PageHeader>
      <Container className="grid gap-12 py-12 md:py-16 lg:grid-cols-[1.5fr_1fr]">
        <section aria-labelledby="areas-heading">
          <h2 id="areas-heading" className="font-display text-3xl font-bold tracking-tight text-ink-950">
            {copy.areasHeading}
          </h2>
          <ul className="mt-6 grid gap-5">
            {byNeed.map((a) => {
              const service = serviceOf(a.area);
              const learnMore = learnMoreLink(service);
              const persona = routeByPath(areaPersona[a.area]);
              return (
                <li key={a.area} data-area={a.area} className="rounded-2xl border border-ink-900/10 bg-white p-5 shadow-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="font-display text-xl font-bold text-ink-950">
                      <Icon name={service.icon} className="mr-2 inline-block h-5 w-5 align-[-0.125em] text-accent-600" />
                      {service.name}
                    </h3>
                    <p className="text-sm font-semibold text-ink-700">
                      {bandLabels[a.band]} <span className="text-ink-500">{`(${a.percent}%)`}</span>
                    </p>
                  </div>
                  <svg viewBox="0 0 100 2" preserveAspectRatio="none" className="mt-3 h-2 w-full overflow-hidden rounded-full" aria-hidden="true">
                    <rect width="100" height="2" className="fill-ink-100" />
                    <rect width={a.percent} height="2" className={BAR_FILL[a.band]} />
                  </svg>
                  <p className="mt-3 leading-relaxed text-ink-800">{areaCopy[a.area][a.band]}</p>
                  {(learnMore || persona) && (
                    <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                      {learnMore && (
                        <li>
                          {copy.readService}{' '}
                          <a href={learnMore.href} className="font-semibold text-ink-950 underline underline-offset-4 hover:text-accent-700">
                            {learnMore.label}
                          </a>
                        </li>
                      )}
                      {persona && (
                        <li>
                          {copy.persona}{' '}
                          <a href={persona.path} className="font-semibold text-ink-950 underline underline-offset-4 hover:text-accent-700">
                            {persona.label}
                          </a>
                        </li>
                      )}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
          {allServices && (
            <p className="mt-6">
              <a href={allServices.path} className={buttonClass('ghost')}>
                {copy.allServices}
              </a>
            </p>
          )}
        </section>

        <aside aria-labelledby="plan-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-3xl bg-ink-950 p-6 text-white md:p-8" data-plan={result.plan}>
            <h2 id="plan-heading" className="text-sm font-semibold uppercase tracking-widest text-accent-400">
              {copy.planHeading}
            </h2>
            <p className="mt-3 text-ink-200">{planReason(count('high'), count('moderate'), result.teamSize, pkg.name)}</p>
            <p className="mt-6 flex items-center gap-2 font-display text-3xl font-bold">
              <span aria-hidden="true">{pkg.emoji}</span>
              {pkg.name}
            </p>
            <p className="mt-2">
              <Price amount={result.price} className="font-display text-4xl font-bold text-accent-400" />
              <span className="text-ink-300">{copy.perMonth}</span>
            </p>
            <p className="mt-1 text-sm text-ink-300">{copy.hours(result.hoursPerMonth, result.equivalentHours)}</p>
            <p className="mt-4 leading-relaxed text-ink-100">{pkg.description}</p>
            <p className="mt-4 rounded-2xl bg-white/5 p-4 text-sm leading-relaxed text-ink-100">
              {copy.savingHire} {hiresInSentence(hire)} {copy.savingCost}{' '}
              <Price amount={hire.total} /> {copy.savingYear} {pkg.name} {copy.savingPlan}{' '}
              <Price amount={moneyOf((c) => result.saving[c].saving)} className="font-semibold text-accent-400" /> {copy.savingTail} (
              <LocalText text={percentage} />
              ).
            </p>
            <div className="mt-6 flex flex-col gap-3">
              <CheckoutButton target={result.plan} place="result">
                {CTA.startWith(pkg.name)}
              </CheckoutButton>
              <BookingButton place="result" variant="light">{CTA.discoveryCall}</BookingButton>
            </div>
          </div>
        </aside>

        <div className="lg:col-span-2">
          <EmailResults kind="fit" answers={answers} {...email} />
        </div>

        <p className="flex flex-wrap gap-x-6 gap-y-2 text-ink-700 lg:col-span-2">
          <a href={FIT.path} className="font-semibold text-ink-950 underline underline-offset-4 hover:text-accent-700">
            {copy.retake}
          </a>
          <a href="/ceo-burnout-assessment" className="font-semibold text-ink-950 underline underline-offset-4 hover:text-accent-700">
            {copy.burnoutLink}
          </a>
        </p>
      </Container>
    </>
  );
}
