/**
 * Answers travel in a result URL as one digit per question (the chosen option's index), e.g. ?a=3425142301243.
 * No personal data, short enough to share, and anything that is not exactly one valid digit per question is refused.
 */
import { resultPath, type Answers, type Questionnaire } from './types';

export const ANSWER_PARAM = 'a';

const isValid = (q: Questionnaire, index: number, value: number) =>
  Number.isInteger(value) && value >= 0 && value < q.questions[index]!.options.length;

export function encodeAnswers(answers: readonly number[]): string {
  return answers.join('');
}

/** The answers in a result URL, or null when the code is missing, the wrong length or out of range. */
export function decodeAnswers(q: Questionnaire, code: string | null | undefined): number[] | null {
  if (typeof code !== 'string' || code.length !== q.questions.length || !/^\d+$/.test(code)) return null;
  const answers = [...code].map(Number);
  return answers.every((value, i) => isValid(q, i, value)) ? answers : null;
}

export function resultUrl(q: Questionnaire, answers: readonly number[]): string {
  return `${resultPath(q)}?${ANSWER_PARAM}=${encodeAnswers(answers)}`;
}

/** Reads a posted form (field name = question id, value = option index). Unanswered or invalid fields are missing. */
export function readForm(q: Questionnaire, form: Record<string, unknown>): { answers: Answers; missing: number[] } {
  const answers: Answers = q.questions.map((question, i) => {
    const raw = form[question.id];
    if (typeof raw !== 'string' || !/^\d$/.test(raw)) return null;
    const value = Number(raw);
    return isValid(q, i, value) ? value : null;
  });
  const missing = answers.flatMap((a, i) => (a === null ? [i] : []));
  return { answers, missing };
}

export function isComplete(answers: Answers): answers is number[] {
  return answers.every((a) => a !== null);
}
