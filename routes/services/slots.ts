/** The Services page's copy an experiment may try other words in (routes/_lib/copy-slots.ts, gathered by routes/table.ts). */
import type { Slots } from '../_lib/copy-slots';
import { CTA } from '../_layout/copy';
import { SERVICES_ROUTE } from './routes';

export const SLOTS = {
  'services.header.cta': { label: 'Services page: the booking button under the heading', original: CTA.discoveryCall, max: 32, pages: [SERVICES_ROUTE.path] },
} satisfies Slots;
