import type { FormEvent, Ref } from 'react';
import { buttonClass } from '../_layout/ui';
import { formCopy } from './content';
import type { Answers, Questionnaire } from './types';

export interface Stepper {
  step: number;
  onBack: () => void;
  onNext: () => void;
}

export interface QuestionnaireViewProps {
  questionnaire: Questionnaire;
  answers: Answers;
  /** Questions flagged as unanswered. */
  missing: readonly number[];
  /** Absent: every question at once, an ordinary form (the server render, and the island before its first effect). */
  stepper?: Stepper;
  /** Present in the island only: the radios become controlled. */
  onAnswer?: (index: number, value: number) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  /** Attached to the current question's legend in stepper mode, so focus can follow the step. */
  legendRef?: Ref<HTMLLegendElement>;
}

export const fieldsetId = (questionId: string) => `q-${questionId}`;
const errorId = (questionId: string) => `q-${questionId}-error`;

/**
 * The questionnaire as one form posting to the worker. The same markup serves the no-JS page and the island:
 * the island renders it unchanged first (so hydration matches), then passes `stepper` to show one question at a time.
 */
export function QuestionnaireView({ questionnaire, answers, missing, stepper, onAnswer, onSubmit, formRef, legendRef }: QuestionnaireViewProps) {
  const total = questionnaire.questions.length;
  const last = total - 1;
  return (
    <form method="post" action={questionnaire.path} ref={formRef} onSubmit={onSubmit} noValidate={stepper ? true : undefined} className="grid gap-8">
      {!stepper && missing.length > 0 && <ErrorSummary questionnaire={questionnaire} missing={missing} />}
      {stepper && <ProgressBar step={stepper.step} total={total} />}
      {questionnaire.questions.map((question, i) => {
        const current = stepper ? stepper.step === i : true;
        const flagged = missing.includes(i);
        return (
          <fieldset
            key={question.id}
            id={fieldsetId(question.id)}
            hidden={!current || undefined}
            aria-describedby={flagged ? errorId(question.id) : undefined}
            className="rounded-2xl border border-ink-900/10 bg-white p-5 shadow-sm md:p-7"
          >
            <legend
              ref={stepper && current ? legendRef : undefined}
              tabIndex={stepper ? -1 : undefined}
              className="float-left w-full"
            >
              <span className="block text-sm font-semibold uppercase tracking-widest text-accent-700">{formCopy.progress(i + 1, total)}</span>
              <span className="mt-2 block font-display text-xl font-bold text-ink-950 md:text-2xl">{question.text}</span>
            </legend>
            {flagged && (
              <p id={errorId(question.id)} role={stepper ? 'alert' : undefined} className="clear-both pt-3 font-semibold text-red-700">
                {formCopy.unanswered}
              </p>
            )}
            <div className="clear-both grid gap-2 pt-5 sm:grid-cols-5">
              {question.options.map((label, value) => {
                const checked = answers[i] === value;
                const state = onAnswer ? { checked, onChange: () => onAnswer(i, value) } : { defaultChecked: checked };
                return (
                  <label
                    key={label}
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink-900/15 px-4 py-3 text-ink-900 hover:border-ink-900/40 has-[:checked]:border-ink-950 has-[:checked]:bg-ink-950 has-[:checked]:text-white sm:flex-col sm:justify-center sm:text-center"
                  >
                    <input type="radio" name={question.id} value={value} required className="h-4 w-4 shrink-0 accent-accent-500" {...state} />
                    <span className="text-sm font-medium leading-snug">{label}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        {stepper && (
          <button type="button" onClick={stepper.onBack} disabled={stepper.step === 0} className={`${buttonClass('ghost')} disabled:opacity-40`}>
            {formCopy.back}
          </button>
        )}
        {stepper && stepper.step < last ? (
          <button type="button" onClick={stepper.onNext} className={buttonClass('secondary')}>
            {formCopy.next}
          </button>
        ) : (
          <button type="submit" className={buttonClass('primary')}>
            {formCopy.submit}
          </button>
        )}
      </div>
    </form>
  );
}

function ProgressBar({ step, total }: { step: number; total: number }) {
  const done = ((step + 1) / total) * 100;
  return (
    <svg viewBox="0 0 100 2" preserveAspectRatio="none" className="h-2 w-full overflow-hidden rounded-full" aria-hidden="true">
      <rect width="100" height="2" className="fill-ink-100" />
      <rect width={done} height="2" className="fill-accent-500" />
    </svg>
  );
}

function ErrorSummary({ questionnaire, missing }: { questionnaire: Questionnaire; missing: readonly number[] }) {
  const total = questionnaire.questions.length;
  return (
    <div role="alert" aria-labelledby="answers-missing" className="rounded-2xl border-2 border-red-700 bg-red-50 p-5 md:p-7">
      <h2 id="answers-missing" className="font-display text-xl font-bold text-ink-950">
        {formCopy.summaryHeading}
      </h2>
      <p className="mt-2 text-ink-800">{formCopy.summaryBody}</p>
      <ul className="mt-4 list-disc space-y-1 pl-6">
        {missing.map((i) => {
          const question = questionnaire.questions[i]!;
          return (
            <li key={question.id}>
              <a href={`#${fieldsetId(question.id)}`} className="font-semibold text-red-800 underline underline-offset-4">
                {formCopy.progress(i + 1, total)}: {question.text}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
