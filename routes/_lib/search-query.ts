/**
 * A visitor's search, read once into words and phrases (docs/architecture.md#search). The text is never handed to
 * FTS5 as syntax: it is cut into runs of letters and digits, each quoted as an FTS5 string, so quotes, NEAR(, *,
 * -, ^ and column filters are only punctuation. Pure, so the worker's edge cache keys a results page by the same
 * normal form the search runs (worker/edge-cache.ts) and the measurement records (routes/analytics/).
 */

/** Characters of the query read; the rest is ignored. */
export const QUERY_CHARS = 200;
/** Words of the query used (phrases' words included); the rest are ignored. */
export const QUERY_TERMS = 12;

export interface SearchQuery {
  /** Each part is one word, or a phrase (several words, matched next to each other and in order). */
  parts: string[][];
  /** The parts as one line: lowercase words, phrases in double quotes. The cache key and what is counted. */
  normal: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

const wordsOf = (text: string) => text.match(WORD) ?? [];

/** The query's words and quoted phrases, lowercased, at most QUERY_TERMS words; `normal` is empty when it has none. */
export function parseQuery(raw: string | undefined): SearchQuery {
  const text = (raw ?? '').normalize('NFKC').toLowerCase().slice(0, QUERY_CHARS);
  const parts: string[][] = [];
  let left = QUERY_TERMS;
  // Odd segments of a split on '"' are inside quotes; an unclosed quote runs to the end, as a reader expects.
  text.split('"').forEach((segment, i) => {
    const words = wordsOf(segment).slice(0, left);
    left -= words.length;
    if (i % 2 === 1 && words.length > 1) parts.push(words);
    else for (const w of words) parts.push([w]);
  });
  const seen = new Set<string>();
  const unique = parts.filter((p) => {
    const key = p.join(' ');
    return !seen.has(key) && Boolean(seen.add(key));
  });
  return { parts: unique, normal: unique.map((p) => (p.length > 1 ? `"${p.join(' ')}"` : p[0])).join(' ') };
}

/**
 * The FTS5 MATCH expression: every word and phrase must appear (implicit AND), each an FTS5 string, which can hold
 * no operator. A word is only letters and digits, so it needs no escaping inside its quotes.
 */
export function matchExpression(query: SearchQuery): string {
  return query.parts.map((p) => `"${p.join(' ')}"`).join(' ');
}

/** The address of a results page; page 1 leaves its parameter out. */
export function searchHref(path: string, normal: string, page = 1): string {
  const params = new URLSearchParams({ q: normal });
  if (page > 1) params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/**
 * What may be counted of a query (routes/analytics/): nothing that looks like an e-mail address or a telephone,
 * card or account number, which a visitor may paste by mistake, and at most 80 characters of the normal form.
 */
export function recordableQuery(raw: string | undefined, query: SearchQuery): string | null {
  if (!query.normal) return null;
  if (/\S@\S/.test(raw ?? '') || /\d[\d\s-]{5,}\d/.test(raw ?? '')) return null;
  return query.normal.slice(0, 80);
}
