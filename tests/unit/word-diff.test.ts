import { describe, expect, it } from 'vitest';
import { diffWords, type Part } from '../../routes/manage/word-diff';

const before = (parts: Part[]) => parts.filter((p) => !p.added).map((p) => p.value).join('');
const after = (parts: Part[]) => parts.filter((p) => !p.removed).map((p) => p.value).join('');

describe('the versions screens’ word diff', () => {
  it('marks the words one text lacks, and the parts join back into both texts exactly', () => {
    const a = 'The good first paragraph about weekly reviews.\n\nA second one.';
    const b = 'The bad first paragraph about monthly reviews.\n\nA second one, longer.';
    const parts = diffWords(a, b);
    expect(before(parts)).toBe(a);
    expect(after(parts)).toBe(b);
    expect(parts.filter((p) => p.removed).map((p) => p.value)).toEqual(['good', 'weekly', 'one.']);
    expect(parts.filter((p) => p.added).map((p) => p.value)).toEqual(['bad', 'monthly', 'one, longer.']);
  });

  it('says nothing changed for the same text, and all of it for text from nothing', () => {
    expect(diffWords('Same words.', 'Same words.')).toEqual([{ value: 'Same words.' }]);
    expect(diffWords('', 'New words.')).toEqual([{ value: 'New words.', added: true }]);
  });

  it('shows a middle too long to align as replaced whole, still joining back exactly', () => {
    const a = `Start. ${Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ')} End.`;
    const b = `Start. ${Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ')} End.`;
    const parts = diffWords(a, b);
    expect(before(parts)).toBe(a);
    expect(after(parts)).toBe(b);
    expect(parts.filter((p) => p.removed)).toHaveLength(1);
  });
});
