/**
 * A page family reaches infrastructure only through the Services it is handed (routes/_app/services.ts): mounted
 * with stand-ins, it reads, marks and throttles through them and never touches the worker's own bindings.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../routes/_app/env';
import type { Services } from '../../routes/_app/services';
import { familyApps, type FamilyApp } from '../../routes/index';
import { ROUTES } from '../../routes/table';
import { blog } from '../../routes/blog/index';
import { formsApi } from '../../routes/leads/index';
import { sitemap } from '../../routes/sitemap/index';
import { describeRequest } from '../../worker/request-facts';
import { pageRenderer } from '../../worker/render';
import { services } from '../../worker/services';
import { faultyD1 } from './d1-faults';
import { seedLeads } from './leads-helpers';
import { ORIGIN } from './helpers';

/** A binding that fails the test if anything uses it: the family must go through Services instead. */
const untouchable = new Proxy({} as D1Database, {
  get(_, name) {
    throw new Error(`the family used env.DB.${String(name)} directly`);
  },
});

function mount(family: FamilyApp, s: Services) {
  const app = new Hono<AppEnv>();
  app.use(describeRequest, pageRenderer);
  app.route('/', family(s));
  return (path: string, init: RequestInit = {}) => app.request(ORIGIN + path, init, { ...env, DB: untouchable });
}

const CRAWLER = { headers: { 'user-agent': 'Googlebot/2.1' } };

describe('a family on stand-in services', () => {
  it('the public blog reads posts through Services.db.public and reports a failed read through Services.cache', async () => {
    const { db, prepared } = faultyD1(env.DB, [{ sql: /SELECT content, faqs FROM posts/, fail: 1 }]);
    const markFailedRead = vi.fn();
    const get = mount(blog, { ...services, db: { ...services.db, public: () => db }, cache: { ...services.cache, markFailedRead } });

    const res = await get('/ceo-weekly-review', CRAWLER);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('The CEO’s Weekly Review: A 45-Minute Routine That Gives You Your Week Back');
    expect(markFailedRead).toHaveBeenCalledTimes(1);
    expect(prepared.some((sql) => /FROM posts/.test(sql))).toBe(true);

    // The next read succeeds: nothing is marked.
    expect((await get('/ceo-weekly-review', CRAWLER)).status).toBe(200);
    expect(markFailedRead).toHaveBeenCalledTimes(1);
  });

  it('the sitemap family lists the posts of the database it is given, in the HTML sitemap and sitemap.xml', async () => {
    const { db, prepared } = faultyD1(env.DB, []);
    const get = mount(sitemap, { ...services, db: { ...services.db, public: () => db } });
    expect(await (await get('/sitemap')).text()).toContain('href="/ceo-weekly-review"');
    expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${ORIGIN}/ceo-weekly-review</loc>`);
    expect(prepared.length).toBeGreaterThan(0);
  });

  it('the form API asks Services.leads whether to accept, and stores nothing itself', async () => {
    const submit = vi.fn<Services['leads']['submit']>();
    const post = mount(formsApi, { ...services, leads: { ...services.leads, throttle: async () => 42, submit } });
    const res = await post('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: 'reader@example.com' }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(submit).not.toHaveBeenCalled();
  });

  it('the form API stores a lead even with no execution context to deliver it after the answer; the cron sends it', async () => {
    const app = new Hono<AppEnv>();
    app.use(describeRequest, pageRenderer);
    app.route('/', formsApi(services));
    const email = `no-context-${Date.now()}@example.com`;
    // app.request passes no ExecutionContext, so c.executionCtx throws where the delivery would be scheduled.
    const res = await app.request(
      ORIGIN + '/api/newsletter',
      { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ email }) },
      { ...env, SUPABASE_URL: '', SUPABASE_ANON_KEY: '' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
    const row = await env.DB.prepare(`SELECT status FROM leads_outbox WHERE record LIKE ?`).bind(`%${email}%`).first<{ status: string }>();
    expect(row?.status).toBe('pending');
  });
});

describe('every family, the manager included, on a poisoned env.DB', () => {
  const database = env.DB;
  const editor = 'editor@executivesidekick.co.uk';
  // The worker's own adapters (the outbox, learning an edit's versions) and the outbox the leads
  // family offers may use the binding: they are handed the real one. A family's handler never sees it.
  type C = Parameters<Services['db']['public']>[0];
  const withDatabase = (c: C) => new Proxy(c, { get: (target, key) => (key === 'env' ? { ...target.env, DB: database } : Reflect.get(target, key)) });
  const s: Services = {
    ...services,
    db: { public: () => database, editor: () => database, editorSession: async (_c, next) => next() },
    cache: { ...services.cache, afterEdit: (c, paths) => services.cache.afterEdit(withDatabase(c), paths) },
    // Drawing a card touches R2, not D1; a stand-in keeps the test from loading the renderer.
    cards: { ...services.cards, draw: async () => true },
    leads: {
      ...services.leads,
      summary: (c, now) => services.leads.summary(withDatabase(c), now),
      undelivered: (c, ...rest) => services.leads.undelivered(withDatabase(c), ...rest),
      discard: (c, ...rest) => services.leads.discard(withDatabase(c), ...rest),
      bulk: (c, ...rest) => services.leads.bulk(withDatabase(c), ...rest),
    },
    auth: {
      ...services.auth,
      requireEditor: () => async (c, next) => {
        c.set('editor', editor);
        await next();
      },
    },
  };
  const app = new Hono<AppEnv>();
  app.use(describeRequest, pageRenderer);
  for (const family of familyApps(s)) app.route('/', family);
  const request = (path: string, init: RequestInit = {}) => app.request(ORIGIN + path, init, { ...env, DB: untouchable });
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

  it('answers each page of the route table, a post, the feeds and the manager screens through Services alone', async () => {
    const paths = [
      ...ROUTES.map((r) => r.path),
      '/ceo-weekly-review',
      '/blog?page=2',
      '/blog/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/blog/manage/new',
      '/blog/manage/ceo-weekly-review/edit',
      '/blog/manage/ceo-weekly-review/delete',
      '/blog/manage/leads',
      '/blog/manage/analytics',
      '/api/blog/posts',
    ];
    const failed: string[] = [];
    for (const path of paths) {
      const res = await request(path);
      const body = await res.text();
      if (res.status >= 400) failed.push(`${path}: ${res.status} ${body.slice(0, 120)}`);
    }
    expect(failed).toEqual([]);
  });

  it("takes the manager's writes through Services alone: an article saved, edited, published, unpublished and deleted, and leads discarded", async () => {
    const slug = `poisoned-db-${Date.now()}`;
    const article = {
      slug,
      title: 'An Article Written Past a Poisoned Binding',
      h1: 'An Article Written Past a Poisoned Binding, Headline',
      metaDescription: 'A description of the test article that is long enough for search engines and short enough to show.',
      excerpt: 'An excerpt of the test article that readers see on the Insights page.',
      author: 'Executive Sidekick',
      date: '2031-01-15',
      cluster: 'founder-wellbeing',
      keywords: 'testing',
      content: 'The body of the test article, long enough to pass validation, with a [link](/services).',
      intent: 'save',
    };
    const answers: string[] = [];
    const send = async (path: string, fields: Record<string, string> = {}) => {
      const res = await request(path, form(fields));
      answers.push(`${path}: ${res.status} ${res.status === 303 ? res.headers.get('location') : (await res.text()).slice(0, 120)}`);
      return res;
    };
    await send('/blog/manage/new', article);
    await send(`/blog/manage/${slug}/edit`, { ...article, title: 'An Article Written Past a Poisoned Binding, Edited' });
    await send(`/blog/manage/${slug}/publish`);
    await send(`/blog/manage/${slug}/unpublish`);
    await send(`/blog/manage/${slug}/delete`);
    const [one, two] = await seedLeads(2, { tag: `poisoned-db-${Date.now()}` });
    await send(`/blog/manage/leads/${one}/discard`);
    await send('/blog/manage/leads/bulk', { action: 'discard', [`lead-${two}`]: String(two) });
    expect(answers).toEqual([
      `/blog/manage/new: 303 /blog/manage?notice=created&slug=${slug}`,
      `/blog/manage/${slug}/edit: 303 /blog/manage?notice=updated&slug=${slug}`,
      `/blog/manage/${slug}/publish: 303 /blog/manage?notice=published&slug=${slug}`,
      `/blog/manage/${slug}/unpublish: 303 /blog/manage?notice=unpublished&slug=${slug}`,
      `/blog/manage/${slug}/delete: 303 /blog/manage?notice=deleted&slug=${slug}`,
      `/blog/manage/leads/${one}/discard: 303 /blog/manage/leads?notice=discarded&id=${one}`,
      '/blog/manage/leads/bulk: 303 /blog/manage/leads?notice=bulk-discard&requested=1&done=1&retrying=0&parked=0&waiting=0&gone=0',
    ]);
    expect(await database.prepare('SELECT COUNT(*) AS n FROM posts WHERE slug = ?').bind(slug).first('n')).toBe(0);
    expect(await database.prepare(`SELECT COUNT(*) AS n FROM leads_outbox WHERE id IN (?, ?)`).bind(one, two).first('n')).toBe(0);
  });
});
