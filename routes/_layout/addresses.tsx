import { Fragment, type ReactNode } from 'react';

/** Email addresses and web addresses in running text (a sentence's closing full stop is not part of one). */
const ADDRESS = /https?:\/\/[^\s]+?(?=[.,;:)]?(?:\s|$))|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * One address, with a break allowed where a reader still sees it as one: an email address only after its '@'
 * ('hello@' / 'executivesidekick.co.uk': a domain cut at a dot reads as two addresses, 'executivesidekick.co' and
 * '.uk'), a web address after '//' and before each dot of a long path.
 */
function breakable(address: string): ReactNode[] {
  const at = address.includes('://') ? /(?<=\/\/)|(?=\.)/ : /(?<=@)/;
  return address.split(at).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
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
