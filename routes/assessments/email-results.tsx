import { LeadFormIsland } from '../_layout/lead-forms';
import { LeadFormView } from '../_layout/lead-form-view';
import type { FieldErrors, FieldValues } from '../_lib/lead-fields';
import { RESULT_LEAD_KINDS } from './result-link';
import { PRIVACY_POLICY_PATH } from '../_lib/legal-paths';
import { resultUrl } from './answer-code';
import { emailResultsCopy as copy } from './content';
import { QUESTIONNAIRES } from './questionnaires';
import type { QuestionnaireKind } from './types';

/** What the visitor typed and what was wrong with it, when the worker answers a post without JavaScript. */
export interface EmailResultsState {
  values?: FieldValues;
  errors?: FieldErrors;
}

export const EMAIL_RESULTS_ID = 'email-results';

/**
 * 'Email me my results': a lead form (posting to /api/assessment-results with the result's own link) that the
 * lead-form island takes over, so the confirmation replaces it in place.
 */
export function EmailResults({ kind, answers, values, errors }: { kind: QuestionnaireKind; answers: number[] } & EmailResultsState) {
  const leadKind = RESULT_LEAD_KINDS[kind];
  return (
    <section
      id={EMAIL_RESULTS_ID}
      aria-labelledby={`${EMAIL_RESULTS_ID}-heading`}
      className="max-w-2xl rounded-3xl border border-ink-900/10 bg-ink-50 p-6 md:p-8"
    >
      <h2 id={`${EMAIL_RESULTS_ID}-heading`} className="font-display text-2xl font-bold text-ink-950">
        {copy.heading}
      </h2>
      <p className="mt-2 mb-6 leading-relaxed text-ink-700">{copy.intro}</p>
      <LeadFormIsland kind={leadKind}>
        <LeadFormView kind={leadKind} values={{ ...values, result: resultUrl(QUESTIONNAIRES[kind], answers) }} errors={errors} />
      </LeadFormIsland>
      <p className="mt-4 text-sm text-ink-600">
        {copy.privacy}{' '}
        <a href={PRIVACY_POLICY_PATH} className="font-semibold text-ink-900 underline underline-offset-4 hover:text-accent-700">
          {copy.privacyLink}
        </a>
      </p>
    </section>
  );
}
