import { Fragment, type ReactNode } from 'react';

/** Email addresses and web addresses in running text (a sentence's closing full stop is not part of one). */
const ADDRESS = /https?:\/\/[^\s]+?(?=[.,;:)]?(?:\s|$))|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** One address, with a break allowed after '//' and '@' and before each dot: 'hello@' / 'executivesidekick' / '.co.uk'. */
function breakable(address: string): ReactNode[] {
  return address.split(/(?<=\/\/|@)|(?=\.)/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

/**
 * Text whose email and web addresses may wrap between their parts on a narrow screen, never inside a word
 * (tests/e2e/widths.spec.ts). Only <wbr> is added: the text, and so a copied address, is unchanged.
 */
export function WithAddresses({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(ADDRESS)) {
    parts.push(text.slice(last, m.index), <Fragment key={m.index}>{breakable(m[0])}</Fragment>);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
