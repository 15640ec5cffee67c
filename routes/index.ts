/**
 * Every page family's app, found where it lives: the default export of each folder's `index.tsx`, a function of
 * the worker's services (routes/_app/services.ts). A new folder with an `index.tsx` is mounted; nothing here names
 * it. The order is a rule, not a list: apps with a path whose first segment is an unconstrained parameter (the blog's /{slug},
 * which looks any single segment up in D1) are mounted after every other, so a static page is answered first.
 * A family's `index.tsx` may also export `offers`: the members of Services it provides for others (OFFERS).
 */
import type { Hono } from 'hono';
import type { AppEnv } from './_app/env';
import { OFFERED, type Offers, type Services } from './_app/services';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each family's app has its own route schema
export type FamilyApp = (s: Services) => Hono<AppEnv, any, any>;

/** A family's index.tsx: its app, and what it offers the other families and the worker through Services. */
export interface FamilyModule {
  default?: FamilyApp;
  offers?: Partial<Offers>;
}

const found = import.meta.glob<FamilyModule>(['./*/index.tsx', '!./_*/index.tsx'], { eager: true });

/** The apps from `index.tsx` modules' default exports by file (what the glob above finds). */
export function familiesFrom(modules: Record<string, FamilyApp | undefined>): FamilyApp[] {
  return Object.entries(modules).map(([file, app]) => {
    if (typeof app !== 'function') throw new Error(`${file} has no default export: its family's app, (services) => Hono`);
    return app;
  });
}

export const FAMILIES: FamilyApp[] = familiesFrom(Object.fromEntries(Object.entries(found).map(([file, module]) => [file, module.default])));

/** Every member of Services a family offers (routes/_app/services.ts OFFERED), each offered by exactly one family. */
export function offersFrom(modules: Record<string, FamilyModule>): Offers {
  const offers: Partial<Record<keyof Offers, { file: string; offer: unknown }>> = {};
  for (const [file, module] of Object.entries(modules)) {
    for (const [key, offer] of Object.entries(module.offers ?? {})) {
      const name = key as keyof Offers;
      if (!OFFERED.includes(name)) throw new Error(`${file} offers ${key}, which is not a member of Services that families offer (OFFERED)`);
      if (offers[name]) throw new Error(`${file} and ${offers[name].file} both offer ${key}`);
      offers[name] = { file, offer };
    }
  }
  const missing = OFFERED.filter((name) => !offers[name]);
  if (missing.length) throw new Error(`No family offers ${missing.join(', ')} (routes/_app/services.ts OFFERED)`);
  return Object.fromEntries(OFFERED.map((name) => [name, offers[name]!.offer])) as Offers;
}

export const OFFERS: Offers = offersFrom(found);

/**
 * True when one of the app's paths starts with a parameter that takes any segment (`/:slug`), and so would take
 * other families' paths; a parameter held to a pattern (`/:file{sitemap-posts-[0-9]+\\.xml}`) takes only its own.
 */
export const catchesAnySegment = (app: Hono<AppEnv>) => app.routes.some((r) => /^\/:[^/{]+(\/|$)/.test(r.path));

/** Every family's app for these services, in the order to mount them: static first paths before dynamic ones. */
export function familyApps(services: Services, families: FamilyApp[] = FAMILIES): Hono<AppEnv>[] {
  const apps = families.map((family) => family(services));
  return [...apps.filter((a) => !catchesAnySegment(a)), ...apps.filter(catchesAnySegment)];
}
