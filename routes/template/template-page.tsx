import { Island } from '../_layout/island';
import { CheckList } from '../_layout/check-list';
import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container } from '../_layout/ui';
import { ClosingCta } from '../_layout/closing-cta';
import type { PageProps } from '../_app/page-types';
import { templatePage } from './content';
import { Icon } from '../_layout/icon';

const field =
  'mt-3 block w-full rounded-xl border border-ink-900/20 bg-white px-4 py-3 text-base leading-relaxed text-ink-950 shadow-sm focus:border-accent-600 print:rounded-none print:border-0 print:border-b print:border-ink-300 print:px-0 print:shadow-none';
/** On paper a textarea shows all of its text: it sizes to its content instead of scrolling. */
const textarea = `${field} resize-y print:resize-none print:overflow-visible print:field-sizing-content`;
/** A blank template still prints with room to write by hand: at least as many lines as the box shows on screen. */
const PRINT_MIN_LINES: Record<number, string> = { 3: 'print:min-h-[3lh]', 4: 'print:min-h-[4lh]', 5: 'print:min-h-[5lh]', 6: 'print:min-h-[6lh]' };

/**
 * /strategic-planning-template: the template as labelled textareas the visitor fills in on screen, then prints
 * or saves as PDF. The print stylesheet drops the shell and everything marked data-no-print, so the page
 * prints as the plan itself; textareas grow to fit their text on paper.
 */
export function TemplatePage({ route }: PageProps) {
  return (
    <>
      <div className="print:[&_nav]:hidden print:[&_p]:hidden">
        <PageHeader trail={[{ label: route.label, path: route.path }]} eyebrow={templatePage.eyebrow} h1={templatePage.h1} lead={templatePage.lead} />
      </div>

      <Container className="py-12 md:py-16 print:py-6">
        <section aria-labelledby="how-to-heading" className="rounded-3xl bg-ink-50 p-6 md:p-8" data-no-print>
          <h2 id="how-to-heading" className="font-display text-2xl font-bold text-ink-950">
            {templatePage.howToHeading}
          </h2>
          <CheckList items={templatePage.howToUse} className="mt-5 grid gap-4 md:grid-cols-2" itemClassName="gap-3 leading-relaxed text-ink-800" tickClassName="mt-1" />
        </section>

        <section aria-labelledby="plan-heading" className="mt-12 rounded-3xl border border-ink-900/10 bg-white p-5 shadow-lg md:p-10 print:mt-0 print:border-0 print:p-0 print:shadow-none">
          <div className="flex flex-col gap-4 border-b border-ink-900/10 pb-6 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="plan-heading" className="font-display text-3xl font-bold text-ink-950">
              {templatePage.planHeading}
            </h2>
            <Island name="print-button" hydrate="idle">
              <button type="button" hidden data-print data-no-print className={buttonClass('secondary')}>
                <Icon name="printer" /> Print / Save as PDF
              </button>
            </Island>
          </div>
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor="plan-organisation" className="block text-sm font-semibold text-ink-900">
                Organisation
              </label>
              <input id="plan-organisation" type="text" autoComplete="organization" className={field} />
            </div>
            <div>
              <label htmlFor="plan-period" className="block text-sm font-semibold text-ink-900">
                Plan period
              </label>
              <input id="plan-period" type="text" className={field} />
            </div>
          </div>
          <ol className="mt-10 grid gap-x-8 gap-y-10 md:grid-cols-2 print:block">
            {templatePage.sections.map((s, i) => (
              <li key={s.id} className="break-inside-avoid print:mt-6">
                <h3 className="flex items-baseline gap-3 font-display text-xl font-bold text-ink-950">
                  <span aria-hidden="true" className="text-accent-600">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  {s.heading}
                </h3>
                <label htmlFor={`plan-${s.id}`} className="mt-2 block font-semibold text-ink-800">
                  {s.prompt}
                </label>
                <p id={`plan-${s.id}-hint`} className="mt-1 text-sm leading-relaxed text-ink-600 print:hidden">
                  {s.hint}
                </p>
                <textarea id={`plan-${s.id}`} name={s.id} rows={s.rows} aria-describedby={`plan-${s.id}-hint`} data-print-grow className={`${textarea} ${PRINT_MIN_LINES[s.rows] ?? ''}`} />
              </li>
            ))}
          </ol>
        </section>
      </Container>

      <ClosingCta heading={templatePage.closing.heading} body={templatePage.closing.body} headingId="closing-heading">
        {templatePage.closing.links.map((l) => (
          <a key={l.href} href={l.href} className={buttonClass('light')}>
            {l.label}
          </a>
        ))}
      </ClosingCta>
    </>
  );
}
