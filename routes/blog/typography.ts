/**
 * Typographic punctuation in the text of a post: curly quotes and apostrophes, en and em dashes, the ellipsis.
 * It works on marked's tokens, not on HTML, so only prose changes: code spans, code blocks, raw HTML (shown as
 * typed), link addresses and the visible text of bare URLs are other tokens and stay exactly as written, and a
 * backslash-escaped quote stays straight. marked-smartypants was the obvious choice, but it switches off marked's
 * escaping of text to do its work on the finished HTML, which post bodies (untrusted) cannot afford.
 */
import type { Token } from 'marked';

/** Block boundaries: a quote at the start of a paragraph, cell or list item opens whatever came before it. */
const BREAK = null;
type Leaf = { token: Token; editable: boolean } | typeof BREAK;

const INLINE = new Set(['text', 'strong', 'em', 'del', 'link', 'codespan', 'br', 'escape', 'html', 'image', 'checkbox']);

function collect(token: Token, out: Leaf[]) {
  if (token.type === 'table') {
    for (const cell of [...token.header, ...token.rows.flat()]) {
      out.push(BREAK);
      for (const t of cell.tokens) collect(t, out);
    }
    return;
  }
  if (token.type === 'list') {
    for (const item of token.items) {
      out.push(BREAK);
      for (const t of item.tokens) collect(t, out);
    }
    return;
  }
  const inline = INLINE.has(token.type);
  if (!inline) out.push(BREAK);
  // A bare URL's text is its address: leave it whole.
  const opaque = token.type === 'link' && token.autolink;
  if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0 && !opaque) {
    for (const t of token.tokens) collect(t, out);
  } else {
    out.push({ token, editable: token.type === 'text' && !token.escaped });
  }
  if (!inline) out.push(BREAK);
}

const textOf = (leaf: Leaf) => {
  if (!leaf) return ' ';
  const t = leaf.token;
  if (t.type === 'br' || t.type === 'space') return '\n';
  return 'text' in t && typeof t.text === 'string' ? t.text : '';
};

const SPACE = /\s/;
/** After these a quote opens: nothing, a space, an opening bracket or quote, a dash or a slash. */
const OPENS_AFTER = /[\s([{<“‘—–\-/]/;

/** One run of text with the character before it and the one after it (a space at a block's edge). */
export function smarten(text: string, before = ' ', after = ' '): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const prev = i > 0 ? text[i - 1]! : before;
    const next = i + 1 < text.length ? text[i + 1]! : after;
    const opening = OPENS_AFTER.test(prev);
    if (ch === '"') out += opening && !SPACE.test(next) ? '“' : '”';
    else if (ch === "'") out += opening && !SPACE.test(next) && !/\d/.test(next) ? '‘' : '’';
    else if (ch === '-' && text.startsWith('---', i)) {
      out += '—';
      i += 2;
    } else if (ch === '-' && text.startsWith('--', i)) {
      out += '–';
      i += 1;
    } else if (ch === '-' && SPACE.test(prev) && SPACE.test(next)) out += '–';
    else if (ch === '.' && text.startsWith('...', i)) {
      out += '…';
      i += 2;
    } else out += ch;
  }
  return out;
}

/** marked's processAllTokens hook: rewrites the text tokens in place, each with its neighbours for context. */
export function smartenTokens<T extends Token[]>(tokens: T): T {
  const leaves: Leaf[] = [];
  for (const t of tokens) collect(t, leaves);
  leaves.forEach((leaf, i) => {
    if (!leaf?.editable || leaf.token.type !== 'text') return;
    const before = textOf(leaves[i - 1] ?? BREAK).slice(-1) || ' ';
    const after = textOf(leaves[i + 1] ?? BREAK).charAt(0) || ' ';
    leaf.token.text = smarten(leaf.token.text, before, after);
  });
  return tokens;
}
