/** Every article's copy an experiment may try other words in (routes/_lib/copy-slots.ts, gathered by routes/table.ts). */
import type { Slots } from '../_lib/copy-slots';
import { blogCopy } from './content';

export const SLOTS = {
  'article.closing.heading': { label: 'Articles: the closing call to action’s heading', original: blogCopy.cta.heading, max: 80, pages: 'articles' },
} satisfies Slots;
