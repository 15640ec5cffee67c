import { MARK_END, MARK_START } from './queries';

/**
 * A snippet's text with its matched words in <mark>: the sentinels FTS5's snippet() put around them become
 * elements, and everything else stays text that React escapes. No stored text is ever parsed as HTML.
 */
export function Marked({ text }: { text: string }) {
  const parts = text.split(MARK_START);
  return (
    <>
      {parts[0]!.replaceAll(MARK_END, '')}
      {parts.slice(1).map((part, i) => {
        const [marked = '', rest = ''] = part.split(MARK_END, 2);
        return (
          <span key={i}>
            <mark>{marked}</mark>
            {rest.replaceAll(MARK_END, '')}
          </span>
        );
      })}
    </>
  );
}

/** The same split for the island's JSON: [text, marked?] pairs, so the browser builds the marks as elements too. */
export function markedParts(text: string): [string, boolean][] {
  return text
    .split(/(\u0002[^\u0003]*\u0003?)/)
    .filter(Boolean)
    .map((part) => (part.startsWith(MARK_START) ? [part.slice(1).replace(MARK_END, ''), true] : [part.replaceAll(MARK_END, ''), false]));
}
