/**
 * Which words two texts share and which one of them lacks, for the versions screens (./manage/versions.tsx). The
 * common start and end are set aside first, so a typical edit leaves a short middle, which is aligned word by word
 * (longest common subsequence); a middle too long for that (over MAX_CELLS pairs of words) is shown as replaced
 * whole. Words and the spaces between them are separate tokens, so the parts join back into the texts exactly.
 */
export interface Part {
  value: string;
  added?: boolean;
  removed?: boolean;
}

const MAX_CELLS = 4_000_000;
const words = (text: string) => text.match(/\S+|\s+/g) ?? [];

function push(parts: Part[], value: string, kind: 'added' | 'removed' | 'same') {
  const last = parts.at(-1);
  const lastKind = last?.added ? 'added' : last?.removed ? 'removed' : 'same';
  if (last && lastKind === kind) last.value += value;
  else parts.push(kind === 'same' ? { value } : { value, [kind]: true });
}

/** The parts of `after` and `before` in order: each shared, only in `before` (removed) or only in `after` (added). */
export function diffWords(before: string, after: string): Part[] {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const x = a.slice(start, a.length - end);
  const y = b.slice(start, b.length - end);
  const parts: Part[] = [];
  if (start) push(parts, a.slice(0, start).join(''), 'same');
  if (x.length * y.length > MAX_CELLS) {
    if (x.length) push(parts, x.join(''), 'removed');
    if (y.length) push(parts, y.join(''), 'added');
  } else {
    // lengths[i][j]: the longest common subsequence of x from i and y from j.
    const width = y.length + 1;
    const lengths = new Uint32Array((x.length + 1) * width);
    for (let i = x.length - 1; i >= 0; i--)
      for (let j = y.length - 1; j >= 0; j--)
        lengths[i * width + j] = x[i] === y[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) push(parts, x[i++]!, (j++, 'same'));
      else if (j < y.length && (i === x.length || lengths[i * width + j + 1]! >= lengths[(i + 1) * width + j]!)) push(parts, y[j++]!, 'added');
      else push(parts, x[i++]!, 'removed');
    }
  }
  if (end) push(parts, a.slice(a.length - end).join(''), 'same');
  return parts;
}
