/** The shape both questionnaires share, so one form, one stepper and one answer codec serve them both. */
export type QuestionnaireKind = 'fit' | 'burnout';

export interface Question {
  /** Form field name and fragment id: short, stable, lower-case. */
  id: string;
  /** The statement or question shown as the fieldset's legend. */
  text: string;
  /** Answer labels in order; an answer is the option's index (0-based), which is also its digit in a result URL. */
  options: readonly string[];
}

export interface Questionnaire {
  kind: QuestionnaireKind;
  /** The questionnaire page; the no-JS form posts here and its result lives at `${path}/result`. */
  path: string;
  questions: readonly Question[];
}

/** An answer per question, in question order; null where the visitor has not answered yet. */
export type Answers = (number | null)[];

export const resultPath = (q: Questionnaire) => `${q.path}/result`;
