import { SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMIT } from '../../routes/leads/rate-limit';
import { ORIGIN, awayFromLimiterWindowEdge, decode, textOf } from './helpers';
import { RESULT_PAGES } from '../../routes/leads/content';
import { callsFor, dispatch, freshIp, leadsEnv, post, postForm, rowCount, uniqueEmail, upstream, type UpstreamCall } from './leads-helpers';

let calls: UpstreamCall[];
beforeEach(() => {
  calls = upstream('ok').calls;
});
afterEach(() => vi.restoreAllMocks());

const NEWSLETTER_EMAIL_ERROR = 'Please enter a valid email address to subscribe.';

/** A request that must be refused without storing or sending anything. */
async function expectRefused(res: Response, status: number, error: string, before: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = (await res.json()) as { ok: boolean; error: string; message: string };
  expect(body).toMatchObject({ ok: false, error });
  expect(body.message.length).toBeGreaterThan(10);
  expect(await rowCount()).toBe(before);
  expect(calls).toHaveLength(0);
  return body;
}

describe('what the JSON endpoints accept', () => {
  it('only application/json: anything else is 415', async () => {
    const before = await rowCount();
    for (const type of ['text/plain', 'application/xml', 'application/json-patch+json', '']) {
      await expectRefused(await post('/api/newsletter', '{"email":"a@example.com"}', { headers: { 'content-type': type } }), 415, 'unsupported_media_type', before);
    }
  });

  it('a charset parameter is fine', async () => {
    const res = await post('/api/newsletter', { email: uniqueEmail() }, { headers: { 'content-type': 'application/json; charset=UTF-8' } });
    expect(res.status).toBe(200);
  });

  it('bodies over 64 KB are 413, whether or not a length is declared', async () => {
    const before = await rowCount();
    const huge = JSON.stringify({ email: 'a@example.com', name: 'x'.repeat(70_000) });
    await expectRefused(await post('/api/newsletter', huge), 413, 'payload_too_large', before);

    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const request = new Request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectRefused(await dispatch(request), 413, 'payload_too_large', before);
  });

  it('a form post over the cap gets a page that says to shorten it, and nothing is stored', async () => {
    const before = await rowCount();
    const res = await postForm('/api/contact', { name: 'Ada', email: uniqueEmail(), message: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(textOf(await res.text())).toContain(RESULT_PAGES.problems.tooLarge);
    expect(await rowCount()).toBe(before);
  });

  it('answers with no-store, so no cache keeps a submission result', async () => {
    const res = await post('/api/newsletter', { email: uniqueEmail() });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a GET of an endpoint goes to the form page; other methods are 405', async () => {
    const get = await SELF.fetch(`${ORIGIN}/api/contact`, { redirect: 'manual' });
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe('/contact');
    const put = await SELF.fetch(`${ORIGIN}/api/newsletter`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
  });

  it('is reached through the whole worker, security headers included', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/newsletter`, { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('cross-site posts', () => {
  const cases: [string, Record<string, string>][] = [
    ['another Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ];
  for (const [what, headers] of cases) {
    it(`are refused with 403: ${what}`, async () => {
      const before = await rowCount();
      const res = await post('/api/newsletter', { email: uniqueEmail() }, { bare: true, headers });
      await expectRefused(res, 403, 'cross_site', before);
    });
  }

  it('same-origin posts, and clients that are not browsers, are accepted', async () => {
    expect((await post('/api/newsletter', { email: uniqueEmail() })).status).toBe(200);
    expect((await post('/api/newsletter', { email: uniqueEmail() }, { bare: true })).status).toBe(200);
  });
});

describe('the honeypot', () => {
  it('a filled-in trap field is answered exactly like a success, and dropped', async () => {
    const before = await rowCount();
    const bot = await post('/api/contact', { name: 'Bot', email: uniqueEmail(), message: 'Buy cheap links now please', reference_code: 'x' });
    expect(bot.status).toBe(200);
    expect(await rowCount()).toBe(before);
    expect(calls).toHaveLength(0);
    const real = await post('/api/contact', { name: 'Ada', email: uniqueEmail(), message: 'A genuine enquiry about support' });
    expect(await bot.json()).toEqual(await real.json());
  });

  it('an empty trap field (every real visitor) is ignored', async () => {
    const email = uniqueEmail();
    expect((await post('/api/newsletter', { email, reference_code: '' })).status).toBe(200);
    expect(callsFor(calls, email)).toHaveLength(1);
  });
});

describe('the per-IP rate limit', () => {

  it(`allows ${LIMIT} submissions a minute, then answers 429 with Retry-After`, async () => {
    await awayFromLimiterWindowEdge();
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) expect((await post('/api/newsletter', { email: uniqueEmail() }, { ip })).status).not.toBe(429);
    const before = await rowCount();
    calls.length = 0;
    const res = await post('/api/newsletter', { email: uniqueEmail() }, { ip });
    const retryAfter = Number(res.headers.get('retry-after'));
    await expectRefused(res, 429, 'rate_limited', before);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await post('/api/newsletter', { email: uniqueEmail() }, { ip: freshIp() })).status).toBe(200);
  }, 30_000);

  it('a form post over the limit gets a page that says to wait', async () => {
    await awayFromLimiterWindowEdge();
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) await postForm('/api/newsletter', { email: uniqueEmail() }, { ip });
    const res = await postForm('/api/newsletter', { email: uniqueEmail() }, { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(textOf(await res.text())).toContain('Please wait a minute and try again.');
  }, 30_000);
});

describe('malformed bodies are a 400 with a clear message', () => {
  const bodies: [string, string, string][] = [
    ['broken JSON', '{"email": "a@example.com"', 'invalid_json'],
    ['an empty body', '', 'invalid_json'],
    ['whitespace', '   \n ', 'invalid_json'],
    ['a JSON array', '[{"email":"a@example.com"}]', 'invalid_body'],
    ['JSON null', 'null', 'invalid_body'],
    ['a JSON string', '"a@example.com"', 'invalid_body'],
    ['a JSON number', '42', 'invalid_body'],
    ['a byte-order mark and junk', '\ufeff{{', 'invalid_json'],
  ];
  for (const [what, body, error] of bodies) {
    it(what, async () => {
      await expectRefused(await post('/api/newsletter', body), 400, error, await rowCount());
    });
  }

  it('bytes that are not UTF-8', async () => {
    const before = await rowCount();
    const request = new Request(`${ORIGIN}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    const body = await expectRefused(await dispatch(request), 400, 'invalid_body', before);
    expect(body.message).toContain('UTF-8');
  });
});

describe('field-level validation (400 invalid_fields, with a message per field)', () => {
  async function fields(path: string, body: unknown) {
    const before = await rowCount();
    const res = await post(path, body);
    const json = (await expectRefused(res, 400, 'invalid_fields', before)) as unknown as { fields: Record<string, string> };
    return json.fields;
  }

  it('newsletter: a missing, blank or at-less email gets the spec message', async () => {
    for (const email of [undefined, '', '   ', 'not-an-email', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com']) {
      expect(await fields('/api/newsletter', { email })).toEqual({ email: NEWSLETTER_EMAIL_ERROR });
    }
  });

  it('wrong types are refused, not coerced', async () => {
    expect(await fields('/api/newsletter', { email: 42 })).toEqual({ email: 'Email address must be plain text.' });
    expect(await fields('/api/newsletter', { email: ['a@example.com'] })).toEqual({ email: 'Email address must be plain text.' });
    expect(await fields('/api/newsletter', { email: { value: 'a@example.com' } })).toEqual({ email: 'Email address must be plain text.' });
    expect(await fields('/api/newsletter', { email: true, name: 7 })).toEqual({
      email: 'Email address must be plain text.',
      name: 'Your name must be plain text.',
    });
  });

  it('over-long fields', async () => {
    expect(await fields('/api/newsletter', { email: uniqueEmail(), name: 'n'.repeat(101) })).toEqual({ name: 'Your name must be 100 characters or fewer.' });
    expect(await fields('/api/newsletter', { email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: NEWSLETTER_EMAIL_ERROR });
    const contact = await fields('/api/contact', { name: 'Ada', email: uniqueEmail(), message: 'm'.repeat(5001) });
    expect(contact).toEqual({ message: 'How can we help? must be 5,000 characters or fewer.' });
  });

  it('control characters, bidirectional overrides and broken surrogates', async () => {
    const email = uniqueEmail();
    for (const name of ['Ada\u0000', 'Ada\u0007', 'Ada\nLovelace', 'Ada\u001b[31m', 'Ada\u0085', '\u202egnirts', 'Ada\ud800', '\udc00Ada']) {
      const errors = await fields('/api/newsletter', { email, name });
      expect(errors.name).toMatch(/^Your name contains characters we cannot accept/);
    }
    const raw = `{"email":"${email}","name":"\\ud83d"}`;
    expect(await fields('/api/newsletter', raw)).toHaveProperty('name');
  });

  it('a zero-width space or angle brackets in an email, or a line separator in a name, never reach sync-to-agile or the outbox', async () => {
    const invisible = 'Email address contains characters we cannot accept. Please retype it without special control characters.';
    expect(await fields('/api/newsletter', { email: 'a\u200b@b.io' })).toEqual({ email: invisible });
    expect(await fields('/api/newsletter', { email: 'x<a@b.io>' })).toEqual({ email: NEWSLETTER_EMAIL_ERROR });
    expect(await fields('/api/newsletter', { email: uniqueEmail(), name: 'Ada\u2028Lovelace' })).toEqual({
      name: 'Your name contains characters we cannot accept. Please retype it without special control characters.',
    });
    const message = 'Could we talk about a fractional chief of staff?';
    expect(await fields('/api/contact', { name: 'Ada', email: 'x<a@b.io>', message })).toEqual({ email: 'Please enter a valid email address.' });
    expect(await fields('/api/contact', { name: 'Ada\u2029', email: ' A\u200b@B.io ', message })).toEqual({
      name: 'Your name contains characters we cannot accept. Please retype it without special control characters.',
      email: invisible,
    });
  });

  it('the same refusals reach a visitor without JavaScript as the form again, with nothing stored or sent', async () => {
    for (const [fields, said] of [
      [{ email: 'a\u200b@b.io' }, 'Email address contains characters we cannot accept.'],
      [{ email: 'x<a@b.io>' }, NEWSLETTER_EMAIL_ERROR],
      [{ email: uniqueEmail(), name: 'Ada\u2028Lovelace' }, 'Your name contains characters we cannot accept.'],
    ] as const) {
      const before = await rowCount();
      const res = await postForm('/api/newsletter', fields);
      expect(res.status).toBe(400);
      expect(decode(textOf(await res.text()))).toContain(said);
      expect(await rowCount()).toBe(before);
    }
    expect(calls).toHaveLength(0);
  });

  it('contact: each required field says what it needs', async () => {
    expect(await fields('/api/contact', {})).toEqual({
      name: 'Please tell us your name.',
      email: 'Please enter a valid email address.',
      message: 'Please tell us a little about what you need.',
    });
    expect(await fields('/api/contact', { name: 'Ada', email: uniqueEmail(), message: 'Help' })).toEqual({
      message: 'How can we help? needs at least 10 characters so we can help.',
    });
  });

  it('charity: organisation and the challenge are required', async () => {
    expect(await fields('/api/charity-application', { name: 'Grace', email: uniqueEmail() })).toEqual({
      organisation: 'Please tell us the name of your organisation.',
      message: 'Please describe the challenge you would like help with.',
    });
  });
});

describe('records for contact and charity', () => {
  it('contact: the five keys plus company, with the company in the message too', async () => {
    const email = uniqueEmail('contact');
    const res = await post('/api/contact', { name: ' Ada Lovelace ', email: email.toUpperCase(), company: 'Analytical Ltd', message: 'Line one\r\nLine two\twith a tab' });
    expect(res.status).toBe(200);
    expect(callsFor(calls, email)[0]!.body).toStrictEqual({
      record: {
        name: 'Ada Lovelace',
        email,
        message: 'Company: Analytical Ltd\n\nLine one\nLine two\twith a tab',
        source: 'contact_form',
        newsletter_signup: false,
        company: 'Analytical Ltd',
      },
    });
  });

  it('the answer to an island carries the confirmation, so no page has to hold it before anything is sent', async () => {
    const res = await post('/api/contact', { name: 'Ada', email: uniqueEmail(), message: 'Can we talk about a chief of staff?' });
    expect(await res.json()).toEqual({
      ok: true,
      confirmation: { heading: 'Thank you, your message is with us', body: expect.stringContaining('We will reply within one working day') },
    });
    const charity = await post('/api/charity-application', { name: 'Grace', email: uniqueEmail(), organisation: 'Harbour', message: 'A fundraising plan for next year, please.' });
    expect(await charity.json()).toMatchObject({ ok: true, confirmation: { heading: 'Application received' } });
  });

  it('contact without a company sends just the message', async () => {
    const email = uniqueEmail('contact');
    await post('/api/contact', { name: 'Ada', email, message: 'Can we talk about a chief of staff?' });
    const { record } = callsFor(calls, email)[0]!.body as { record: Record<string, unknown> };
    expect(record).toStrictEqual({ name: 'Ada', email, message: 'Can we talk about a chief of staff?', source: 'contact_form', newsletter_signup: false });
  });

  it('charity: organisation details lead the message; the organisation is the company', async () => {
    const email = uniqueEmail('charity');
    const res = await post('/api/charity-application', {
      name: 'Grace Hopper',
      email,
      role: 'Chair of trustees',
      organisation: 'Harbour Food Bank',
      registration_number: '1234567',
      annual_income: '£180,000',
      message: 'We need a three-year strategy our trustees can sign off.',
    });
    expect(res.status).toBe(200);
    expect(callsFor(calls, email)[0]!.body).toStrictEqual({
      record: {
        name: 'Grace Hopper',
        email,
        message:
          'Organisation: Harbour Food Bank\nYour role: Chair of trustees\nRegistration number: 1234567\nLatest annual income: £180,000\n\nWe need a three-year strategy our trustees can sign off.',
        source: 'charity_application',
        newsletter_signup: false,
        company: 'Harbour Food Bank',
      },
    });
  });

  it('unicode that people really type is kept, in its composed form', async () => {
    const email = uniqueEmail('unicode');
    const res = await post('/api/newsletter', { email, name: 'Zoe\u0308 Ng 👩🏽‍💼 ضياء' });
    expect(res.status).toBe(200);
    expect((callsFor(calls, email)[0]!.body as { record: { name: string } }).record.name).toBe('Zoë Ng 👩🏽‍💼 ضياء');
  });

  it('unknown fields are ignored, never forwarded', async () => {
    const email = uniqueEmail('extra');
    await post('/api/newsletter', { email, admin: true, __proto__: { polluted: 1 }, source: 'spoofed', newsletter_signup: false });
    expect((callsFor(calls, email)[0]!.body as { record: unknown }).record).toStrictEqual({
      name: 'Newsletter Subscriber',
      email,
      message: 'Newsletter subscription',
      source: 'newsletter_signup',
      newsletter_signup: true,
    });
  });
});

describe('Turnstile (on when TURNSTILE_SECRET_KEY is set)', () => {
  const on = { TURNSTILE_SECRET_KEY: 'turnstile-secret', TURNSTILE_SITE_KEY: 'turnstile-site' };
  function siteverify(answer: 'pass' | 'fail' | 'down') {
    vi.restoreAllMocks();
    const seen: FormData[] = [];
    const base = upstream('ok');
    const original = base.spy.getMockImplementation()!;
    base.spy.mockImplementation(async (input, init) => {
      const url = new Request(input as RequestInfo).url;
      if (url !== 'https://challenges.cloudflare.com/turnstile/v0/siteverify') return original(input, init);
      seen.push(await new Request(input as RequestInfo, init).formData());
      if (answer === 'down') throw new TypeError('Network connection lost.');
      return Response.json(answer === 'pass' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] });
    });
    return { seen, calls: base.calls };
  }

  it('is off by default: no token needed', async () => {
    expect((await post('/api/newsletter', { email: uniqueEmail() })).status).toBe(200);
  });

  it('without a token: 400 turnstile_required, with the site key for the widget', async () => {
    siteverify('pass');
    const before = await rowCount();
    const res = await post('/api/newsletter', { email: uniqueEmail() }, { env: on });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, error: 'turnstile_required', siteKey: 'turnstile-site' });
    expect(await rowCount()).toBe(before);
  });

  it('a token siteverify refuses: 403, nothing stored', async () => {
    const { seen } = siteverify('fail');
    const before = await rowCount();
    const res = await post('/api/newsletter', { email: uniqueEmail(), 'cf-turnstile-response': 'bad-token' }, { env: on, ip: '203.0.113.9' });
    expect(res.status).toBe(403);
    expect(await rowCount()).toBe(before);
    expect(Object.fromEntries(seen[0]!)).toEqual({ secret: 'turnstile-secret', response: 'bad-token', remoteip: '203.0.113.9' });
  });

  it('a good token: stored and forwarded', async () => {
    const { calls: sent } = siteverify('pass');
    const email = uniqueEmail('turnstile');
    expect((await post('/api/newsletter', { email, 'cf-turnstile-response': 'good-token' }, { env: on })).status).toBe(200);
    expect(callsFor(sent, email)).toHaveLength(1);
  });

  it('if siteverify itself is down the lead is still taken (fail open, logged)', async () => {
    siteverify('down');
    const error = vi.spyOn(console, 'error');
    expect((await post('/api/newsletter', { email: uniqueEmail(), 'cf-turnstile-response': 'token' }, { env: on })).status).toBe(200);
    expect(error.mock.calls.some((c) => String(c[0]).includes('lead_turnstile_unavailable'))).toBe(true);
  });
});

describe('forms posted without JavaScript get a page', () => {
  it('newsletter success: "You\'re all set!", what happens next, and the way back', async () => {
    const email = uniqueEmail('nojs');
    const res = await postForm('/api/newsletter', { name: '', email, reference_code: '' }, { headers: { referer: `${ORIGIN}/services?x=1` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain("You're all set!");
    expect(text).toContain("Welcome to our newsletter! You'll receive valuable insights on business strategy.");
    expect(text).toContain('Every email has an unsubscribe link');
    expect(html).toContain('href="/services?x=1"');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(callsFor(calls, email)).toHaveLength(1);
  });

  it('newsletter refused: the form again, with what was typed and the message at the field', async () => {
    const before = await rowCount();
    const res = await postForm('/api/newsletter', { name: 'Ada <b>', email: 'ada.example.com' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(textOf(html)).toContain(NEWSLETTER_EMAIL_ERROR);
    expect(html).toContain('value="ada.example.com"');
    expect(html).toContain('value="Ada &lt;b&gt;"');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"|<input[^>]*name="email"[^>]*aria-invalid="true"/);
    expect(html).toContain('action="/api/newsletter"');
    expect(await rowCount()).toBe(before);
  });

  it('contact success: the confirmation that says when we will reply', async () => {
    const email = uniqueEmail('nojs-contact');
    const res = await postForm('/api/contact', { name: 'Ada', email, company: '', message: 'I would like help with a board pack.' });
    expect(res.status).toBe(200);
    const text = textOf(await res.text());
    expect(text).toContain('Thank you, your message is with us');
    expect(text).toContain('We will reply within one working day');
    expect(callsFor(calls, email)).toHaveLength(1);
  });

  it('contact refused: every field keeps its value and gets its own message', async () => {
    const res = await postForm('/api/contact', { name: '', email: 'nope', company: 'Acme & Sons', message: 'Short' });
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = decode(textOf(html));
    expect(text).toContain('Please check the highlighted fields.');
    expect(text).toContain('Please tell us your name.');
    expect(text).toContain('Please enter a valid email address.');
    expect(text).toContain('How can we help? needs at least 10 characters so we can help.');
    expect(html).toContain('value="Acme &amp; Sons"');
    expect(html).toContain('>Short</textarea>');
    expect(html).toContain('data-island="lead-form"');
  });

  it('charity success: the confirmation and the steps that follow', async () => {
    const email = uniqueEmail('nojs-charity');
    const res = await postForm('/api/charity-application', {
      name: 'Grace',
      email,
      organisation: 'Harbour Food Bank',
      message: 'We need help writing a fundraising plan for next year.',
    });
    expect(res.status).toBe(200);
    const text = textOf(await res.text());
    expect(text).toContain('Application received');
    expect(text).toContain('We review applications each quarter');
  });

  it('a multipart post (an enctype the forms never use) gets a 415 page', async () => {
    const form = new FormData();
    form.append('email', 'a@example.com');
    const res = await dispatch(new Request(`${ORIGIN}/api/newsletter`, { method: 'POST', body: form, headers: { 'cf-connecting-ip': freshIp() } }));
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('a back link never leads off-site', async () => {
    const res = await postForm('/api/newsletter', { email: uniqueEmail() }, { headers: { referer: 'https://evil.example/phish' } });
    const html = await res.text();
    expect(html).not.toContain('evil.example');
  });
});

describe('the test hooks', () => {
  it('are not there without TEST_HOOKS', async () => {
    const res = await dispatch(new Request(`${ORIGIN}/api/__test/newsletter-forms`), { TEST_HOOKS: undefined });
    expect(res.status).toBe(404);
    expect(leadsEnv.TEST_HOOKS).toBe('1');
  });
});

describe('where the forms are placed', () => {
  it('every page carries the inline newsletter form in its footer', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/privacy-policy`)).text();
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain('data-island="newsletter"');
    expect(footer).toContain('data-newsletter="inline"');
    expect(footer).toContain('action="/api/newsletter"');
    expect(footer).toContain('name="reference_code"');
  });

  it('/contact has the enhanced contact form (with its trap field) and the minimal newsletter form', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/contact`)).text();
    expect(html).toMatch(/data-island="lead-form"[^>]*data-props="[^"]*contact[^"]*"[\s\S]*action="\/api\/contact"[\s\S]*name="reference_code"/);
    expect(html).toContain('data-newsletter="minimal"');
  });

  it('/charity-application has the enhanced application form with its trap field', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/charity-application`)).text();
    expect(html).toMatch(/data-island="lead-form"[\s\S]*action="\/api\/charity-application"[\s\S]*name="reference_code"/);
  });
});
