/**
 * Deterministic randomness for generated drawings: the same text always gives the same sequence, so a cover or a
 * header drawing never changes between renders, isolates or deploys, and two different texts almost never match.
 */
export type Random = () => number;

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast generator with a 32-bit state, good enough for layout choices. */
export function seeded(text: string): Random {
  let state = hash(text);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max inclusive. */
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
