import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, log } from '../../routes/_lib/log';

afterEach(() => vi.restoreAllMocks());

describe('the operator log', () => {
  it('writes one JSON line per event, the event name first, to the console method of its level', () => {
    const lines = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(lines[level]);
    log.info('lead_stored', { kind: 'contact', id: 7 });
    log.warn('lead_retry_scheduled', { id: 7, attempts: 2, status: null });
    log.error('jwks_unavailable');
    log.at('warn', 'lead_send_now', { id: 7, outcome: 'retry' });
    expect(lines.info.mock.calls).toEqual([['{"event":"lead_stored","kind":"contact","id":7}']]);
    expect(lines.warn.mock.calls).toEqual([['{"event":"lead_retry_scheduled","id":7,"attempts":2,"status":null}'], ['{"event":"lead_send_now","id":7,"outcome":"retry"}']]);
    expect(lines.error.mock.calls).toEqual([['{"event":"jwks_unavailable"}']]);
  });

  it('says what a caught value was, Error or not', () => {
    expect(errorMessage(new Error('D1 is down'))).toBe('D1 is down');
    expect(errorMessage('a string')).toBe('a string');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});
