import { describe, expect, it } from 'vitest';
import { readResultLink, resultLeadKind, resultReader } from '../../routes/assessments/result-link';
import { checkLead, validateLead } from '../../routes/_lib/lead-fields';
import { SITE } from '../../routes/_lib/site-config';

const FIT = '/assessment/result?a=0303300203302';
const BURNOUT = '/ceo-burnout-assessment/result?a=222222222222222';
const read = resultReader(SITE.origin);

describe('reading a result link', () => {
  it('takes a path or the same address on the site, and gives back the canonical path', () => {
    expect(readResultLink(FIT, SITE.origin)).toEqual({ kind: 'fit', answers: [0, 3, 0, 3, 3, 0, 0, 2, 0, 3, 3, 0, 2], path: FIT });
    expect(readResultLink(`${SITE.origin}${BURNOUT}`, SITE.origin)?.path).toBe(BURNOUT);
  });

  it('follows the configured origin where the site is deployed elsewhere', () => {
    expect(readResultLink(`https://staging.example${FIT}`, 'https://staging.example')?.kind).toBe('fit');
    expect(readResultLink(`${SITE.origin}${FIT}`, 'https://staging.example')).toBeNull();
  });

  it("is the kind's own questionnaire or nothing", () => {
    expect(read('assessment', BURNOUT)).toBeNull();
    expect(read('burnout_assessment', FIT)).toBeNull();
    expect(read('burnout_assessment', BURNOUT)?.message).toBe(
      `Burnout self-check result: level 3 of 5, Managing.\nResult link: ${SITE.origin}${BURNOUT}`,
    );
  });

  it('tells the shared endpoint which assessment a submission is for', () => {
    expect(resultLeadKind({ result: BURNOUT }, SITE.origin)).toBe('burnout_assessment');
    expect(resultLeadKind({ result: ` ${FIT} ` }, SITE.origin)).toBe('assessment');
    expect(resultLeadKind({ result: 'rubbish' }, SITE.origin)).toBe('assessment');
    expect(resultLeadKind({}, SITE.origin)).toBe('assessment');
  });
});

describe('the results email record', () => {
  it('is the five keys, with the default name and the result in the message', () => {
    expect(validateLead('burnout_assessment', { email: ' Ada@Example.COM ', result: BURNOUT }, read)).toEqual({
      ok: true,
      values: { email: 'ada@example.com', name: '', result: BURNOUT },
      record: {
        name: 'Assessment Visitor',
        email: 'ada@example.com',
        message: `Burnout self-check result: level 3 of 5, Managing.\nResult link: ${SITE.origin}${BURNOUT}`,
        source: 'burnout_assessment',
        newsletter_signup: false,
      },
    });
  });

  it('keeps the canonical link in the values even when another field is wrong', () => {
    expect(validateLead('assessment', { email: 'nope', result: `${SITE.origin}${FIT}` }, read)).toMatchObject({
      ok: false,
      values: { result: FIT },
      errors: { email: 'Please enter a valid email address.' },
    });
  });

  it('cannot be built without the worker’s reader; the browser checks the fields alone', () => {
    expect(() => validateLead('assessment', { email: 'a@example.com', result: FIT })).toThrow(/ResultReader/);
    expect(checkLead('assessment', { email: 'a@example.com', result: FIT })).toEqual({ values: { email: 'a@example.com', name: '', result: FIT }, errors: {} });
    expect(checkLead('assessment', { email: 'a@example.com' }).errors).toHaveProperty('result');
  });
});
