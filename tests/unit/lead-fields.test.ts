import { describe, expect, it } from 'vitest';
import { isValidEmail, validateLead } from '../../routes/_lib/lead-fields';

describe('the newsletter record, as the worker and the island both build it', () => {
  it('defaults the name and fixes message, source and newsletter_signup', () => {
    const result = validateLead('newsletter', { email: ' Ada@Example.COM ' });
    expect(result).toEqual({
      ok: true,
      values: { name: '', email: 'ada@example.com' },
      record: { name: 'Newsletter Subscriber', email: 'ada@example.com', message: 'Newsletter subscription', source: 'newsletter_signup', newsletter_signup: true },
    });
  });

  it('refuses an email without an at-sign with the spec message', () => {
    expect(validateLead('newsletter', { email: 'ada.example.com' })).toMatchObject({
      ok: false,
      errors: { email: 'Please enter a valid email address to subscribe.' },
    });
  });
});

describe('email addresses', () => {
  it('accepts ordinary and unusual but real addresses', () => {
    for (const e of ['a@example.com', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie", 'zoë@exämple.de']) expect(isValidEmail(e), e).toBe(true);
  });
  it('refuses what cannot be delivered to', () => {
    for (const e of ['', 'a', 'a@', '@b.com', 'a@b', 'a@b.', 'a@.com', 'a b@c.com', 'a@b@c.com', `${'x'.repeat(65)}@example.com`]) expect(isValidEmail(e), e).toBe(false);
  });
});

describe('the strict address grammar, after trimming and lower-casing', () => {
  it('refuses invisible, direction and whitespace characters, angle brackets and what only quoting allows', () => {
    for (const e of [
      'a\u200b@b.io',
      'a@b\u200c.io',
      '\u200ea@b.io',
      'a\u2066@b.io',
      'a\u00ad@b.io',
      'x<a@b.io>',
      '<a@b.io>',
      'a\u00a0b@c.io',
      'a\tb@c.io',
      '"a b"@c.io',
      'a(comment)@b.io',
      'a,b@c.io',
      'a\\b@c.io',
    ]) {
      expect(isValidEmail(e), JSON.stringify(e)).toBe(false);
    }
  });
  it('wants dot-atoms on both sides of one at-sign and a dotted domain of real labels', () => {
    for (const e of ['a..b@c.io', '.a@b.io', 'a.@b.io', 'a@-b.io', 'a@b-.io', 'a@b..io', 'a@1.2.3.4', 'a@[192.0.2.1]', `a@${'l'.repeat(64)}.io`]) {
      expect(isValidEmail(e), e).toBe(false);
    }
    for (const e of ['a@xn--bcher-kva.example', 'a_b-c@my-site.io', 'a@123.example.com', `a@${'l'.repeat(63)}.io`]) expect(isValidEmail(e), e).toBe(true);
  });
  it('still trims and lower-cases first, so a pasted address with spaces around it is kept', () => {
    expect(validateLead('contact', { name: 'Ada', email: '  Ada.Lovelace@Example.CO.UK  ', message: 'A chief of staff for the spring.' })).toMatchObject({
      ok: true,
      record: { email: 'ada.lovelace@example.co.uk' },
    });
  });
  it('refuses an address with a zero-width space with the control-character message, and angle brackets with the spec message', () => {
    expect(validateLead('newsletter', { email: 'a\u200b@b.io' })).toMatchObject({
      ok: false,
      errors: { email: 'Email address contains characters we cannot accept. Please retype it without special control characters.' },
    });
    expect(validateLead('newsletter', { email: 'x<a@b.io>' })).toMatchObject({ ok: false, errors: { email: 'Please enter a valid email address to subscribe.' } });
  });
});

describe('single-line fields such as the name', () => {
  const nameError = (name: string) => {
    const result = validateLead('contact', { name, email: 'a@example.com', message: 'A chief of staff for the spring.' });
    return result.ok ? undefined : result.errors.name;
  };
  it('refuse line and paragraph separators and format characters (category Cf)', () => {
    for (const name of ['Ada\u2028Lovelace', 'Ada Lovelace\u2029', 'A\u200bda', '\u200eAda', 'Ada\u200f', 'Ada\u061c', 'Ada\u00ad', '\ufeffAda', 'Ada\u2060', 'Ada\u{e0041}', 'Ada\u200d', '\u200cAda', 'Ada \u200d Lovelace']) {
      expect(nameError(name), JSON.stringify(name)).toBe('Your name contains characters we cannot accept. Please retype it without special control characters.');
    }
    const company = validateLead('contact', { name: 'Ada', email: 'a@example.com', company: 'Acme\u2028Ltd', message: 'A chief of staff for the spring.' });
    expect(company.ok ? undefined : company.errors.company).toMatch(/^Company contains characters we cannot accept/);
  });
  it('keep the joiners real names and emoji need', () => {
    for (const name of ['علی\u200cرضا', 'क्\u200dष', 'Zoë Ng 👩🏽\u200d💼', '🏳️\u200d🌈 Sam', '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f} Ada']) {
      expect(nameError(name), JSON.stringify(name)).toBeUndefined();
    }
  });
});

describe('multi-line fields', () => {
  it('keep newlines and tabs, normalised to \\n', () => {
    const result = validateLead('contact', { name: 'Ada', email: 'a@example.com', message: 'One\r\nTwo\rThree\tFour' });
    expect(result.ok && result.record.message).toBe('One\nTwo\nThree\tFour');
  });
  it('still refuse other control characters', () => {
    expect(validateLead('contact', { name: 'Ada', email: 'a@example.com', message: 'Hello there\u0000 friend' }).ok).toBe(false);
  });
});
