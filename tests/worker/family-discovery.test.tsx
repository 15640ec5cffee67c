/**
 * A new page family is one new folder: its `routes.ts` puts it in the route table and its `index.tsx` mounts it,
 * through the same discovery the site uses (routes/table.ts, routes/index.ts), here over a folder of the tests.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../routes/_app/env';
import { tableOf } from '../../routes/_app/routes';
import { catchesAnySegment, FAMILIES, familiesFrom, familyApps, OFFERS, offersFrom, type FamilyApp } from '../../routes/index';
import { OFFERED } from '../../routes/_app/services';
import { ROUTES, tableFrom, type FamilyPages } from '../../routes/table';
import { describeRequest } from '../../worker/request-facts';
import { pageRenderer } from '../../worker/render';
import { services } from '../../worker/services';
import { ORIGIN } from './helpers';

const fixturePages = import.meta.glob<FamilyPages | undefined>('./fixtures/families/*/routes.ts', { eager: true, import: 'PAGES' });
const fixtureApps = import.meta.glob<FamilyApp | undefined>('./fixtures/families/*/index.tsx', { eager: true, import: 'default' });
const sitePages = import.meta.glob<FamilyPages | undefined>(['../../routes/*/routes.ts', '!../../routes/_*/routes.ts'], { eager: true, import: 'PAGES' });

describe('a new family folder', () => {
  it('joins the route table at its position, without an edit anywhere else', () => {
    const table = tableFrom({ ...sitePages, ...fixturePages });
    const paths = table.map((r) => r.path);
    expect(paths).toContain('/reading-list');
    // Position 55: after /about (50), before /contact (60).
    expect(paths.indexOf('/reading-list')).toBe(paths.indexOf('/about') + 1);
    expect(paths.indexOf('/contact')).toBe(paths.indexOf('/reading-list') + 1);
    // Everything else keeps its place.
    expect(table.filter((r) => r.path !== '/reading-list')).toEqual(ROUTES);
  });

  it('is mounted and answers its page without the blog, though listed before it, looking its path up as a post', async () => {
    // The blog's /{slug} reads D1 for any single segment: a static page must be answered before it is asked.
    const noDatabase = new Proxy({} as D1Database, {
      get(_, name) {
        throw new Error(`the blog looked /reading-list up in D1 (${String(name)})`);
      },
    });
    const s = { ...services, db: { ...services.db, public: () => noDatabase } };
    const families = [...FAMILIES, ...familiesFrom(fixtureApps)];
    const app = new Hono<AppEnv>();
    app.use(describeRequest, pageRenderer);
    for (const family of familyApps(s, families)) app.route('/', family);
    const res = await app.request(`${ORIGIN}/reading-list`, {}, env);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>A Reading List for Busy Leaders | Executive Sidekick</h1>');
  });
});

describe('the discovery rules', () => {
  it('mounts the families with a parameter first segment last', () => {
    const apps = familyApps(services);
    const firstDynamic = apps.findIndex(catchesAnySegment);
    expect(firstDynamic).toBeGreaterThan(0);
    expect(apps.slice(firstDynamic).every(catchesAnySegment)).toBe(true);
    // A parameter held to a pattern is not a catch-all: the sitemap parts stay with the static families.
    expect(apps.filter(catchesAnySegment).flatMap((a) => a.routes.map((r) => r.path))).not.toContain('/sitemap.xml');
  });

  it('refuses a path two families claim, and two families at one position', () => {
    const about = ROUTES.find((r) => r.path === '/about')!;
    expect(() => tableOf([{ position: 1, routes: [about] }, { position: 2, routes: [{ ...about, family: 'copy' }] }])).toThrow('Two route entries claim /about');
    expect(() => tableOf([{ position: 1, routes: [about] }, { position: 1, routes: [] }])).toThrow('Two families declare position 1');
  });

  it('no method and path is answered by two family apps', () => {
    const owners = new Map<string, number>();
    for (const app of familyApps(services)) {
      const own = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
      for (const key of own) owners.set(key, (owners.get(key) ?? 0) + 1);
    }
    expect([...owners].filter(([, n]) => n > 1)).toEqual([]);
  });

  it('refuses a folder whose routes.ts has no PAGES or whose index.tsx has no default export', () => {
    expect(() => tableFrom({ './broken/routes.ts': undefined })).toThrow('./broken/routes.ts does not export PAGES');
    expect(() => familiesFrom({ './broken/index.tsx': undefined })).toThrow('./broken/index.tsx has no default export');
  });
});

describe('what a family offers the others through Services', () => {
  const { results, posts, auth, leads, analytics, media, indexNow } = OFFERS;

  it('the worker hands every family each offered member, found in the family that offers it', () => {
    expect(Object.keys(OFFERS).sort()).toEqual([...OFFERED].sort());
    for (const name of OFFERED.filter((n) => n !== 'leads')) expect(services[name]).toBe(OFFERS[name]);
    // The worker counts a lead's conversion around submit; the rest of the outbox is the leads family's as offered.
    for (const [key, member] of Object.entries(leads)) if (key !== 'submit') expect(services.leads[key as keyof typeof leads]).toBe(member);
    expect(services.leads.submit).not.toBe(leads.submit);
  });

  it('takes each member from exactly one family: one offered twice, by none, or not a member of Services is refused', () => {
    const others = { auth, leads, analytics, media, indexNow };
    expect(offersFrom({ './a/index.tsx': { offers: { results } }, './b/index.tsx': {}, './c/index.tsx': { offers: { posts } }, './d/index.tsx': { offers: others } })).toEqual({ results, posts, auth, leads, analytics, media, indexNow });
    expect(() => offersFrom({ './a/index.tsx': { offers: { results, posts } }, './c/index.tsx': { offers: { posts } }, './d/index.tsx': { offers: others } })).toThrow('./c/index.tsx and ./a/index.tsx both offer posts');
    expect(() => offersFrom({ './a/index.tsx': { offers: { results, ...others } } })).toThrow('No family offers posts');
    expect(() => offersFrom({ './a/index.tsx': { offers: { results, posts, ...others, db: services.db } as never } })).toThrow('./a/index.tsx offers db, which is not a member');
  });
});
