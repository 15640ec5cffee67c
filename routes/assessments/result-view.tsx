import { BurnoutResultView } from './burnout-result';
import type { EmailResultsState } from './email-results';
import { FitResultView } from './fit-result';
import type { QuestionnaireKind } from './types';

/** Either assessment's result, for pages that know the kind only at run time. */
export function AssessmentResultView({ kind, answers, email }: { kind: QuestionnaireKind; answers: number[]; email?: EmailResultsState }) {
  return kind === 'fit' ? <FitResultView answers={answers} email={email} /> : <BurnoutResultView answers={answers} email={email} />;
}
