import { describe, expect, it } from 'vitest';
import { formatUkTime, parseUkTime, ukInputValue } from '../../routes/_lib/uk-time';

describe('UK time for scheduled publishing', () => {
  it('reads a winter time as GMT and a summer time as BST', () => {
    expect((parseUkTime('2026-12-03T09:00') as Date).toISOString()).toBe('2026-12-03T09:00:00.000Z');
    expect((parseUkTime('2026-07-03T09:00') as Date).toISOString()).toBe('2026-07-03T08:00:00.000Z');
  });

  it('takes the BST reading of the hour that happens twice when the clocks go back', () => {
    expect((parseUkTime('2026-10-25T01:30') as Date).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses the hour skipped when the clocks go forward, and anything that is not a time', () => {
    expect(parseUkTime('2026-03-29T01:30')).toBe('unreadable');
    for (const typed of ['tomorrow at nine', '2026-13-01T09:00', '2026-02-30T09:00', '2026-12-03', '09:00']) expect(parseUkTime(typed)).toBe('unreadable');
    expect(parseUkTime('  ')).toBe('missing');
  });

  it('accepts an ISO time with its own offset, as the JSON API may send', () => {
    expect((parseUkTime('2026-07-03T09:00:00Z') as Date).toISOString()).toBe('2026-07-03T09:00:00.000Z');
    expect((parseUkTime('2026-07-03T09:00+05:30') as Date).toISOString()).toBe('2026-07-03T03:30:00.000Z');
    expect((parseUkTime('2026-12-31T23:30-10:00') as Date).toISOString()).toBe('2027-01-01T09:30:00.000Z');
  });

  it('refuses an ISO time whose fields are not real, rather than rolling them over', () => {
    for (const typed of ['2027-02-30T10:00Z', '2027-02-29T10:00:00Z', '2027-04-31T10:00+01:00', '2027-01-01T24:00Z', '2027-01-01T10:60Z', '2027-01-01T10:00:60Z', '9999-12-31T23:59-23:59', '2027-01-01T10:00+14:60', '2027-01-01T10:00-14:01']) {
      expect(parseUkTime(typed), typed).toBe('unreadable');
    }
  });

  it('shows an instant as the UK date and time, naming GMT or BST, and round-trips the form value', () => {
    expect(formatUkTime(new Date('2026-12-03T09:00:00Z'))).toBe('3 December 2026 at 09:00 GMT');
    expect(formatUkTime(new Date('2026-07-03T08:00:00Z'))).toBe('3 July 2026 at 09:00 BST');
    expect(ukInputValue(new Date('2026-07-03T08:00:00Z'))).toBe('2026-07-03T09:00');
  });
});
