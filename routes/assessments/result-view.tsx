import type { ReactNode } from 'react';
import { Container } from '../_layout/ui';
import type { FieldErrors, FieldValues } from '../_lib/lead-fields';
import { SITE } from '../_lib/site-config';
import { BurnoutResultView } from './burnout-result';
import { emailResultsCopy } from './content';
import { EMAIL_RESULTS_ID, type EmailResultsState } from './email-results';
import { FitResultView } from './fit-result';
import { readResultLink } from './result-link';
import type { QuestionnaireKind } from './types';

/** Either assessment's result, for pages that know the kind only at run time. */
export function AssessmentResultView({ kind, answers, email }: { kind: QuestionnaireKind; answers: number[]; email?: EmailResultsState }) {
  return kind === 'fit' ? <FitResultView answers={answers} email={email} /> : <BurnoutResultView answers={answers} email={email} />;
}

/**
 * 'Email me my results' sent without JavaScript and refused for another field: the result page again, with what
 * was typed and a message at each field at the form. Null when the result link is not a result page (the form
 * API, routes/leads, then says so). Offered to the form API through Services.results.formAgain.
 */
export function resultFormAgain(values: FieldValues, errors: FieldErrors): ReactNode | null {
  const link = readResultLink(values.result ?? '', SITE.origin);
  if (!link) return null;
  return (
    <>
      <Container className="pt-8">
        <p role="alert" className="rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 font-medium text-red-800">
          {emailResultsCopy.notSent}{' '}
          <a href={`#${EMAIL_RESULTS_ID}`} className="underline underline-offset-4">
            {emailResultsCopy.notSentLink}
          </a>
        </p>
      </Container>
      <AssessmentResultView kind={link.kind} answers={link.answers} email={{ values, errors }} />
    </>
  );
}
