import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../../worker/rate-limit';

describe('Retry-After', () => {
  it("counts to the end of the limiter's own window, not a fixed minute", () => {
    const startOfWindow = 1_800_000_000_000 - (1_800_000_000_000 % 300_000);
    expect(retryAfterSeconds({ periodS: 300 }, startOfWindow + 1_000)).toBe(299);
    expect(retryAfterSeconds({ periodS: 60 }, startOfWindow + 1_000)).toBe(59);
  });

  it('is never below one second', () => {
    expect(retryAfterSeconds({ periodS: 60 }, 59_999)).toBe(1);
  });
});
