/**
 * The route table: every page of the site, as each family folder declares it (`PAGES` in its `routes.ts`), in the
 * order the footer and the sitemaps list them (each family's `position`). A new folder with a `routes.ts` is in the
 * table; nothing here names it. Data only (the declarations import copy, never a component), so the nav, footer,
 * sitemaps, edge cache, pages and tests can all read it without import cycles (.dependency-cruiser.cjs keeps it
 * so). Posts are not here: they come from D1 (routes/blog).
 */
import { tableOf, type FamilyPages, type RouteEntry } from './_app/routes';
import type { Slots } from './_lib/copy-slots';

export type { FamilyPages, FooterGroup, RouteEntry, SitemapSection } from './_app/routes';

const declared = import.meta.glob<FamilyPages | undefined>(['./*/routes.ts', '!./_*/routes.ts'], { eager: true, import: 'PAGES' });

/** The table from `routes.ts` modules' PAGES by file (what the glob above finds); a module without PAGES is an error. */
export function tableFrom(modules: Record<string, FamilyPages | undefined>): RouteEntry[] {
  return tableOf(
    Object.entries(modules).map(([file, pages]) => {
      if (!pages) throw new Error(`${file} does not export PAGES: { position, routes }`);
      return pages;
    }),
  );
}

export const ROUTES: RouteEntry[] = tableFrom(declared);

const byPath = new Map(ROUTES.map((r) => [r.path, r]));
export function routeByPath(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

const declaredSlots = import.meta.glob<Slots | undefined>(['./*/slots.ts', '!./_*/slots.ts'], { eager: true, import: 'SLOTS' });

/**
 * Every slot of copy an experiment may change (routes/_lib/copy-slots.ts), as the families owning the copy declare
 * them (`SLOTS` beside `PAGES`): a new slot is one line in its family's routes.ts.
 */
export const SLOTS: Slots = slotsFrom(declaredSlots);

export function slotsFrom(modules: Record<string, Slots | undefined>): Slots {
  const all: Record<string, Slots[string]> = {};
  for (const [file, slots] of Object.entries(modules)) {
    for (const [id, slot] of Object.entries(slots ?? {})) {
      if (all[id]) throw new Error(`${file} declares the slot ${id}, which another family already declares`);
      all[id] = slot;
    }
  }
  return all;
}
