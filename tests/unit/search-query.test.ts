import { describe, expect, it } from 'vitest';
import { matchExpression, parseQuery, QUERY_TERMS, recordableQuery } from '../../routes/_lib/search-query';
import { plainText } from '../../routes/search/page-index';

describe('a search query', () => {
  it('is words and quoted phrases, lowercased, with FTS5 syntax left as punctuation', () => {
    expect(parseQuery('  Board   REPORTING ').normal).toBe('board reporting');
    expect(parseQuery('"Weekly Review" friday').parts).toEqual([['weekly', 'review'], ['friday']]);
    expect(matchExpression(parseQuery('NEAR(board*, -5) ^title:"x y"'))).toBe('"near" "board" "5" "title" "x y"');
    expect(parseQuery('"unclosed phrase here').parts).toEqual([['unclosed', 'phrase', 'here']]);
  });

  it('keeps letters and digits of any script, and nothing else', () => {
    expect(parseQuery('Café 🚀 naïve 東京 2026').normal).toBe('café naïve 東京 2026');
    expect(parseQuery('🚀 "" -- *').normal).toBe('');
    expect(parseQuery(undefined).normal).toBe('');
  });

  it(`reads at most ${QUERY_TERMS} words of at most 200 characters, each once`, () => {
    expect(parseQuery('word '.repeat(100)).parts).toEqual([['word']]);
    expect(parseQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).parts).toHaveLength(QUERY_TERMS);
    expect(parseQuery('x'.repeat(600)).normal).toHaveLength(200);
  });

  it('is not recorded when it holds something like an email address or a long number', () => {
    const rec = (q: string) => recordableQuery(q, parseQuery(q));
    expect(rec('Board Reporting')).toBe('board reporting');
    expect(rec('jane@example.com')).toBe(null);
    expect(rec('call 07700 900123')).toBe(null);
    expect(rec('4111-1111-1111-1111')).toBe(null);
    expect(rec('90 day plan 2026')).toBe('90 day plan 2026');
    expect(rec('   ')).toBe(null);
  });
});

describe("a page's text for the index and a snippet", () => {
  it("loses Markdown's bullets, marks and link targets, keeping the words", () => {
    expect(plainText('## Heading\n\n- **Board-ready** reporting: [our plans](https://example.com/plans)\n- A - B')).toBe('Heading Board-ready reporting: our plans A - B');
  });
});
