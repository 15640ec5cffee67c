/**
 * What copy experiments chose for one request (routes/analytics/experiments/choose.ts), kept against the Request the
 * worker was handed, as worker/failed-reads.ts keeps its mark: the render reads the words, the edge cache names the
 * copy in its key, and the visit counter counts the exposures, whichever of them runs.
 */
import type { SlotWords } from '../_lib/copy-slots';

export interface CopyChoice {
  /** The words per slot that differ from the declared copy. */
  words: SlotWords;
  /** The edge cache's name for this copy of the page, e.g. 'e3v1': one stored copy per variant. */
  key: string;
  /** The experiments this visitor is counted in on this page, and the variant of each (0 is the original). */
  shown: [experiment: number, variant: number][];
}

const chosen = new WeakMap<Request, CopyChoice | null>();

export const copyChosenFor = (req: Request): CopyChoice | null | undefined => chosen.get(req);

/** Records the choice for `req`; the edge cache's background refresh hands a stale copy's choice to its new request. */
export function chooseCopyFor(req: Request, choice: CopyChoice | null): void {
  chosen.set(req, choice);
}
