/**
 * Which variant a visitor sees: a SHA-256 of the day's visitor hash (../visitor.ts, the same cookieless identity the
 * page views use) and the experiment's id, read as a number in [0, 1). Below the experiment's share the visitor is
 * in it, and the same number, scaled to the share, picks one of the variants (the original among them) with equal
 * chances. Nothing is stored: the same visitor gets the same variant on every visit that day, and a new draw the next.
 */
export async function unitOf(visitor: string, experiment: number): Promise<number> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${visitor}\n${experiment}`));
  return new DataView(digest).getUint32(0) / 2 ** 32;
}

/** The variant (0 is the original) for a draw `u`, or null when the visitor is outside the share. */
export function variantFor(u: number, share: number, arms: number): number | null {
  const part = share / 100;
  if (u >= part) return null;
  return Math.min(arms - 1, Math.floor((u / part) * arms));
}
