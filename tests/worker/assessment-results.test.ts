/**
 * 'Email me my results' on both assessments' result pages: one endpoint, POST /api/assessment-results,
 * through the lead pipeline with its own sources. sync-to-agile is answered at the network boundary.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadRecord } from '../../routes/_lib/lead-fields';
import { ORIGIN, decode, fetchPath, textOf } from './helpers';
import { callsFor, post, postForm, rowCount, rowFor, uniqueEmail, upstream, type UpstreamCall } from './leads-helpers';

const ENDPOINT = '/api/assessment-results';
// Chief of staff and business systems strongly, marketing somewhat, 11 to 50 people: Executive Partner.
const FIT_PATH = '/assessment/result?a=0303300203302';
// 'Sometimes' to every statement: 30 of 60, level 3 Managing.
const BURNOUT_PATH = '/ceo-burnout-assessment/result?a=222222222222222';
const LINK_ERROR = 'This result link is incomplete or has been changed, so we cannot send it. Please take the assessment again to get a new one.';

let calls: UpstreamCall[];
beforeEach(() => {
  calls = upstream('ok').calls;
});
afterEach(() => vi.restoreAllMocks());

const sentRecord = (email: string) => (callsFor(calls, email)[0]?.body as { record: LeadRecord } | undefined)?.record;

describe('the record sent to sync-to-agile', () => {
  it('for the fit assessment: the recommended plan, the top areas and the link, with source "assessment"', async () => {
    const email = uniqueEmail('fit-results');
    const res = await post(ENDPOINT, { email: `  ${email.toUpperCase()} `, name: ' Ada Lovelace ', result: FIT_PATH, reference_code: '' });
    expect(res.status).toBe(200);
    const record: LeadRecord = {
      name: 'Ada Lovelace',
      email,
      message:
        'Fractional executive assessment result: Executive Partner recommended.\n' +
        'Top areas: Chief of Staff, Business Systems, Brand & Marketing Strategy.\n' +
        `Result link: ${ORIGIN}${FIT_PATH}`,
      source: 'assessment',
      newsletter_signup: false,
    };
    expect(callsFor(calls, email).map((c) => c.body)).toStrictEqual([{ record }]);
    // Stored in the outbox first (its sources allow the new kinds), then delivered and emptied.
    expect(await rowFor(record)).toMatchObject({ source: 'assessment', status: 'delivered', record: null });
  });

  it('for the burnout self-check: the thermometer level and the link, with source "burnout_assessment" and the default name', async () => {
    const email = uniqueEmail('burnout-results');
    // A full address on this site is as good as the path, and is sent in its canonical form.
    const res = await post(ENDPOINT, { email, result: `${ORIGIN}${BURNOUT_PATH}` });
    expect(res.status).toBe(200);
    const record: LeadRecord = {
      name: 'Assessment Visitor',
      email,
      message: `Burnout self-check result: level 3 of 5, Managing.\nResult link: ${ORIGIN}${BURNOUT_PATH}`,
      source: 'burnout_assessment',
      newsletter_signup: false,
    };
    expect(sentRecord(email)).toStrictEqual(record);
    expect(await rowFor(record)).toMatchObject({ source: 'burnout_assessment', status: 'delivered' });
  });

  it('a fit assessment with no pressing need says so', async () => {
    const email = uniqueEmail('fit-none');
    await post(ENDPOINT, { email, result: '/assessment/result?a=0000000000000' });
    expect(sentRecord(email)?.message).toBe(
      `Fractional executive assessment result: Starter Sidekick recommended.\nTop areas: none stands out as a pressing need.\nResult link: ${ORIGIN}/assessment/result?a=0000000000000`,
    );
  });

  it('the answer to the island carries the confirmation, naming the address the results will go to', async () => {
    const email = uniqueEmail('confirm');
    const res = await post(ENDPOINT, { email: email.toUpperCase(), result: BURNOUT_PATH });
    expect(await res.json()).toEqual({
      ok: true,
      confirmation: {
        heading: 'Thank you, your request is with us',
        body: `We'll email your results to ${email} shortly. If nothing arrives, please check your junk or spam folder. This page's web address keeps your result too, so you can bookmark it.`,
      },
    });
  });

  it('the same request twice is stored and sent once', async () => {
    const email = uniqueEmail('twice');
    await post(ENDPOINT, { email, result: FIT_PATH });
    await post(ENDPOINT, { email, result: FIT_PATH });
    expect(callsFor(calls, email)).toHaveLength(1);
  });

  it('fields the form does not have are never forwarded', async () => {
    const email = uniqueEmail('extra');
    await post(ENDPOINT, { email, result: FIT_PATH, source: 'newsletter_signup', newsletter_signup: true, message: 'spoofed' });
    expect(sentRecord(email)).toMatchObject({ source: 'assessment', newsletter_signup: false });
    expect(Object.keys(sentRecord(email)!)).toEqual(['name', 'email', 'message', 'source', 'newsletter_signup']);
  });
});

describe('result links that are refused with a 400 (nothing stored, nothing sent)', () => {
  const fit = '0303300203302';
  const links: [string, unknown][] = [
    ['another site', `https://evil.example/assessment/result?a=${fit}`],
    ['a protocol-relative address', `//evil.example/assessment/result?a=${fit}`],
    ['a backslash trick', `/\\evil.example/assessment/result?a=${fit}`],
    ['credentials before another host', `${ORIGIN}@evil.example/assessment/result?a=${fit}`],
    ['plain http', `http://www.executivesidekick.co.uk/assessment/result?a=${fit}`],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without the leading slash', `assessment/result?a=${fit}`],
    ['another page of the site', '/services'],
    ['the questionnaire rather than its result', `/assessment?a=${fit}`],
    ['a trailing slash', `/assessment/result/?a=${fit}`],
    ['no answers', '/assessment/result'],
    ['too few answers', '/assessment/result?a=030330020330'],
    ['the other assessment’s length', `/assessment/result?a=222222222222222`],
    ['an answer out of range', '/ceo-burnout-assessment/result?a=922222222222222'],
    ['letters in the code', '/ceo-burnout-assessment/result?a=22222222222222x'],
    ['an extra parameter', `/assessment/result?a=${fit}&utm_source=mail`],
    ['the code twice', `/assessment/result?a=${fit}&a=${fit}`],
    ['a fragment', `/assessment/result?a=${fit}#plan`],
    ['nothing at all', ''],
    ['a number', 42],
  ];
  for (const [what, result] of links) {
    it(what, async () => {
      const before = await rowCount();
      const res = await post(ENDPOINT, { email: uniqueEmail('bad-link'), result });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toBe('invalid_fields');
      expect(Object.keys(body.fields)).toEqual(['result']);
      expect(await rowCount()).toBe(before);
      expect(calls).toHaveLength(0);
    });
  }

  it('says what is wrong with the link', async () => {
    const res = await post(ENDPOINT, { email: uniqueEmail(), result: `https://evil.example${FIT_PATH}` });
    expect(await res.json()).toMatchObject({ fields: { result: LINK_ERROR } });
  });

  it('a missing email is reported alongside, with the form message', async () => {
    const res = await post(ENDPOINT, { result: FIT_PATH });
    expect(await res.json()).toMatchObject({ fields: { email: 'Please enter a valid email address.' } });
  });
});

describe('posted without JavaScript', () => {
  const form = (fields: Record<string, string>, from = FIT_PATH) =>
    postForm(ENDPOINT, { reference_code: '', name: '', ...fields }, { headers: { referer: `${ORIGIN}${from}` } });

  it('renders a confirmation that says what happens next, with the way back to the result', async () => {
    const email = uniqueEmail('nojs-results');
    const res = await form({ email: email.toUpperCase(), name: 'Grace', result: BURNOUT_PATH }, BURNOUT_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain('Thank you, your request is with us');
    expect(text).toContain(`We'll email your results to ${email} shortly.`);
    expect(html).toMatch(new RegExp(`<a href="${BURNOUT_PATH.replace(/[?]/g, '\\?')}"[^>]*>Back to your result</a>`));
    expect(html).toContain('<title>Results request received | Executive Sidekick</title>');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(sentRecord(email)).toMatchObject({ name: 'Grace', source: 'burnout_assessment' });
  });

  it('with a bad email address: the result page again, with what was typed and the message at the field', async () => {
    const before = await rowCount();
    const res = await form({ email: 'ada.example.com', name: 'Ada <b>', result: FIT_PATH });
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = decode(textOf(html));
    expect(text).toContain('Where a fractional executive would help you most');
    expect(text).toContain('Your results have not been sent yet.');
    expect(text).toContain('Please enter a valid email address.');
    expect(html).toContain('value="ada.example.com"');
    expect(html).toContain('value="Ada &lt;b&gt;"');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"|<input[^>]*name="email"[^>]*aria-invalid="true"/);
    expect(html).toContain(`<input type="hidden" name="result" value="${FIT_PATH}"/>`);
    expect(html).toContain('href="#email-results"');
    expect(html).toContain('<title>Results not sent yet | Executive Sidekick</title>');
    expect(await rowCount()).toBe(before);
    expect(calls).toHaveLength(0);
  });

  it('the burnout result page comes back for the burnout self-check', async () => {
    const res = await form({ email: 'nope', result: BURNOUT_PATH }, BURNOUT_PATH);
    expect(res.status).toBe(400);
    const text = textOf(await res.text());
    expect(text).toContain('Your burnout self-check result');
    expect(text).toContain('Managing');
  });

  it('with a bad result link: a 400 page that says so', async () => {
    const res = await form({ email: uniqueEmail(), result: 'https://evil.example/assessment/result?a=0303300203302' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(textOf(html)).toContain(LINK_ERROR);
    expect(html).not.toContain('href="https://evil.example');
    expect(calls).toHaveLength(0);
  });
});

describe('the same protections as every lead endpoint', () => {
  it('cross-site posts are refused', async () => {
    const res = await post(ENDPOINT, { email: uniqueEmail(), result: FIT_PATH }, { bare: true, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it('only JSON or a form post: anything else is 415', async () => {
    const res = await post(ENDPOINT, 'email=a@example.com', { headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
  });

  it('a filled-in honeypot is answered like a success and dropped', async () => {
    const before = await rowCount();
    const res = await post(ENDPOINT, { email: uniqueEmail('bot'), result: FIT_PATH, reference_code: 'x' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, confirmation: { heading: 'Thank you, your request is with us' } });
    expect(await rowCount()).toBe(before);
    expect(calls).toHaveLength(0);
  });

  it('answers are never cached, and a GET goes to the assessment', async () => {
    const res = await post(ENDPOINT, { email: uniqueEmail(), result: FIT_PATH });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const get = await fetchPath(ENDPOINT);
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe('/assessment');
  });
});

describe('the form on the result pages', () => {
  const cases = [
    { path: FIT_PATH, kind: 'assessment' },
    { path: BURNOUT_PATH, kind: 'burnout_assessment' },
  ];
  for (const { path, kind } of cases) {
    it(`${path.split('?')[0]}: 'Email me my results', posting its own link, taken over by the lead-form island`, async () => {
      const html = await (await fetchPath(path, { country: 'GB' })).text();
      const start = html.indexOf('id="email-results"');
      expect(start).toBeGreaterThan(0);
      const block = html.slice(start, html.indexOf('</section>', start));
      expect(textOf(block)).toContain('Email me my results');
      expect(block).toContain(`data-island="lead-form"`);
      expect(decode(block)).toContain(`data-props="{"kind":"${kind}"}"`);
      expect(block).toMatch(/<form[^>]* action="\/api\/assessment-results" method="post"/);
      expect(block).toContain(`<input type="hidden" name="result" value="${path}"/>`);
      expect(block).toMatch(/<input[^>]*type="email"[^>]*name="email"|<input[^>]*name="email"[^>]*type="email"/);
      expect(textOf(block)).toContain('Your name (optional)');
      expect(block).toContain('name="reference_code"');
      expect(block).toMatch(/<button type="submit"[^>]*>Email me my results<\/button>/);
      expect(block).toContain('href="/privacy-policy"');
      expect(block).not.toMatch(/\sstyle="/);
    });
  }
});
