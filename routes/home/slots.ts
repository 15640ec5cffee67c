/** The home page's copy an experiment may try other words in (routes/_lib/copy-slots.ts, gathered by routes/table.ts). */
import type { Slots } from '../_lib/copy-slots';
import { CTA } from '../_layout/copy';
import { hero } from './content';
import { HOME_ROUTES } from './routes';

const HOME_PAGES = HOME_ROUTES.map((r) => r.path);

export const SLOTS = {
  'home.hero.headline': { label: 'Home page: the hero’s headline', original: hero.h1, max: 90, pages: HOME_PAGES },
  'home.hero.lead': { label: 'Home page: the hero’s sub-headline', original: hero.lead, max: 360, pages: HOME_PAGES },
  'home.hero.cta': { label: 'Home page: the hero’s booking button', original: CTA.natter, max: 32, pages: HOME_PAGES },
} satisfies Slots;
