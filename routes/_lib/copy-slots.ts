/**
 * Slots of copy an experiment may try other words in (docs/analytics.md#experiments). A page family declares its
 * slots beside its routes (`SLOTS` in its slots.ts, gathered by routes/table.ts), each naming the copy it holds, so
 * a new slot is one line; the page reads the words through useSlot (./slot-context.tsx), which gives the visitor's
 * variant where an experiment runs and the declared copy everywhere else.
 */

export interface SlotDecl {
  /** What the operator reads in the Experiments screen, e.g. "Home page: the hero's headline". */
  label: string;
  /** The copy as the content module has it: every experiment's original. */
  original: string;
  /** The longest variant the page's layout takes, in characters. */
  max: number;
  /** The addresses that show it: route paths, or every published article. */
  pages: readonly string[] | 'articles';
}

export type Slots = Readonly<Record<string, SlotDecl>>;

/**
 * The words this request's page shows in each slot whose copy an experiment changes: the visitor's variant, or a
 * kept variant. Empty for every page outside an experiment, which then renders its declared copy.
 */
export type SlotWords = Readonly<Record<string, string>>;

/** The fewest characters a variant may have: a headline or a button needs words. */
export const SLOT_MIN = 2;

/**
 * A variant's words as stored, or why they cannot be: plain text on one line (no markup, no control characters),
 * spaces collapsed, between SLOT_MIN and the slot's `max` characters, and not the original's words again.
 */
export function checkSlotCopy(slot: SlotDecl, raw: string): { text: string } | { error: string } {
  const text = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (text.length < SLOT_MIN) return { error: `A variant needs at least ${SLOT_MIN} characters.` };
  if ([...text].length > slot.max) return { error: `“${text.slice(0, 40)}…” is ${[...text].length} characters; this slot takes at most ${slot.max}.` };
  if (/[<>]/.test(text)) return { error: `“${text.slice(0, 40)}” contains < or >: a variant is plain words, without markup.` };
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/.test(text)) return { error: 'A variant may not contain control or direction characters.' };
  if (text === slot.original) return { error: 'A variant must differ from the original.' };
  return { text };
}

/** Whether a page at `path` shows the slot; `isArticle` says whether the path is a published article's. */
export function slotShownAt(slot: Pick<SlotDecl, 'pages'>, path: string, isArticle: boolean): boolean {
  return slot.pages === 'articles' ? isArticle : slot.pages.includes(path);
}
