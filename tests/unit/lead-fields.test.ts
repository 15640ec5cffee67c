import { describe, expect, it } from 'vitest';
import { isValidEmail, validateLead } from '../../routes/leads/fields';

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

describe('multi-line fields', () => {
  it('keep newlines and tabs, normalised to \\n', () => {
    const result = validateLead('contact', { name: 'Ada', email: 'a@example.com', message: 'One\r\nTwo\rThree\tFour' });
    expect(result.ok && result.record.message).toBe('One\nTwo\nThree\tFour');
  });
  it('still refuse other control characters', () => {
    expect(validateLead('contact', { name: 'Ada', email: 'a@example.com', message: 'Hello there\u0000 friend' }).ok).toBe(false);
  });
});
