import { describe, expect, it } from 'vitest';
import { decodeAnswers, encodeAnswers, isComplete, readForm, resultUrl } from '../../routes/assessments/answer-code';
import { BURNOUT } from '../../routes/assessments/burnout-questions';
import { FIT } from '../../routes/assessments/fit-questions';

const fitAnswers = [3, 4, 2, 0, 1, 4, 3, 2, 1, 0, 4, 3, 2];
const formOf = (answers: (number | string)[]) => Object.fromEntries(FIT.questions.map((q, i) => [q.id, String(answers[i])]));

describe('the answer code in a result URL', () => {
  it('is one digit per question, in question order', () => {
    expect(encodeAnswers(fitAnswers)).toBe('3420143210432');
    expect(resultUrl(FIT, fitAnswers)).toBe('/assessment/result?a=3420143210432');
    expect(resultUrl(BURNOUT, Array(15).fill(1))).toBe('/ceo-burnout-assessment/result?a=111111111111111');
  });

  it('decodes back to the same answers', () => {
    expect(decodeAnswers(FIT, encodeAnswers(fitAnswers))).toEqual(fitAnswers);
  });

  it('fits every option into a single digit', () => {
    for (const q of [...FIT.questions, ...BURNOUT.questions]) expect(q.options.length).toBeLessThanOrEqual(10);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['one digit short', '342014321043'],
    ['one digit long', '34201432104321'],
    ['not only digits', '34201432104x2'],
    ['signed', '+342014321043'],
    ['padded with spaces', ' 342014321043'],
    ['out of range for a five-option question', '3420143210435'],
  ])('refuses a code that is %s', (_, code) => {
    expect(decodeAnswers(FIT, code)).toBeNull();
  });

  it('refuses a fit code for the burnout self-check, whose length differs', () => {
    expect(decodeAnswers(BURNOUT, encodeAnswers(fitAnswers))).toBeNull();
  });
});

describe('reading a posted questionnaire form', () => {
  it('takes each answer from the field named after its question', () => {
    const { answers, missing } = readForm(FIT, formOf(fitAnswers));
    expect(answers).toEqual(fitAnswers);
    expect(missing).toEqual([]);
    expect(isComplete(answers)).toBe(true);
  });

  it('lists unanswered questions as missing and keeps the rest', () => {
    const form = formOf(fitAnswers);
    delete form.bm1;
    delete form.team;
    const { answers, missing } = readForm(FIT, form);
    expect(missing).toEqual([1, 12]);
    expect(answers[0]).toBe(3);
    expect(answers[1]).toBeNull();
    expect(isComplete(answers)).toBe(false);
  });

  it.each([['7'], ['abc'], [''], ['1.0'], ['-1'], ['12']])('treats the value %j as unanswered', (value) => {
    const { missing } = readForm(FIT, { ...formOf(fitAnswers), sp1: value });
    expect(missing).toEqual([0]);
  });

  it('treats a repeated or uploaded field as unanswered and ignores unknown fields', () => {
    const { missing } = readForm(FIT, { ...formOf(fitAnswers), sp1: ['1', '2'], es1: new File(['x'], 'x.txt'), extra: '3' });
    expect(missing).toEqual([0, 2]);
  });
});
