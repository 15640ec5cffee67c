import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatUkTime, ukInputValue } from '../../routes/_lib/uk-time';
import worker from '../../worker/index';
import { articleCard } from '../../routes/blog/social-card';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp, insertPost, postCount, statusOf } from './blog-fixtures';
import { faultyD1 } from './d1-faults';
import { failingR2 } from './r2-faults';
import { fetchPath, meta, ORIGIN, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import canonicalTimesFile from '../../migrations/0025_canonical_publish_times.sql?raw';

/** The migration's one statement, without its comment lines. */
const canonicalTimes = canonicalTimesFile.split('\n').filter((line) => !line.startsWith('--')).join('\n');

let spy: ReturnType<typeof standInForSupabase>;
let jwt: string;
beforeAll(async () => {
  spy = standInForSupabase();
  jwt = await token();
});
afterAll(() => spy.mockRestore());
afterEach(async () => {
  vi.restoreAllMocks();
  spy = standInForSupabase();
  await cleanUp();
  const listed = await env.CARDS.list({ prefix: 'cards/test-' });
  await Promise.all(listed.objects.map((o) => env.CARDS.delete(o.key)));
});

const DAY = 24 * 60 * 60 * 1000;
const SLUG = 'test-scheduled-article';

const fields = (publishAt: string, slug = SLUG) => ({
  slug,
  title: 'A Scheduled Article for Monday Morning',
  h1: 'A scheduled article that goes live on its own',
  metaDescription: 'A meta description for a scheduled test article, long enough to pass the bounds the manager enforces.',
  excerpt: 'The excerpt of the scheduled article, shown on the Insights listing once it is live.',
  author: 'Executive Sidekick',
  // Newest of all, so it would head /blog, the feed and the related cards if it were visible.
  date: '2036-01-01',
  cluster: 'chief-of-staff',
  keywords: 'test, scheduling',
  content: 'Some body text for the scheduled article, long enough to pass the manager validation.',
  publishAt,
  intent: 'save',
});

const submit = (path: string, body: Record<string, string>) => fetchPath(path, { method: 'POST', cookie: `${SESSION_COOKIE}=${jwt}`, body: new URLSearchParams(body) });

/** One cron run as the platform would make it, at `at`, with `db` standing in for D1 and other bindings replaced if given. */
async function runCron(at: number, db?: D1Database, overrides: Partial<typeof env> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '* * * * *' }), { ...env, ...(db && { DB: db }), ...overrides } as never, ctx);
  await waitOnExecutionContext(ctx);
}

const row = (slug = SLUG) =>
  env.DB.prepare('SELECT status, publish_at FROM posts WHERE slug = ?').bind(slug).first<{ status: string; publish_at: string | null }>();
const versionOf = async (path: string) => (await env.DB.prepare('SELECT version FROM page_versions WHERE path = ?').bind(path).first<{ version: number }>())?.version ?? 0;

/** Where a visitor or a crawler could find the article, and whether it is there. */
async function visibleAt(slug = SLUG): Promise<Record<string, boolean>> {
  if (!(await statusOf('test-scheduled-neighbour'))) await insertPost({ slug: 'test-scheduled-neighbour', cluster: 'chief-of-staff' });
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const seen: Record<string, boolean> = { address: (await fetchPath(`/${slug}`)).status === 200 };
  for (const path of ['/blog', '/blog/feed.xml', '/sitemap.xml', '/sitemap', '/test-scheduled-neighbour']) {
    seen[path] = (await (await fetchPath(path, { userAgent: googlebot })).text()).includes(`/${slug}`);
  }
  return seen;
}
const everywhere = (value: boolean) => ({ address: value, '/blog': value, '/blog/feed.xml': value, '/sitemap.xml': value, '/sitemap': value, '/test-scheduled-neighbour': value });

/** The manager's form sent to the worker with some bindings replaced (the card renderer failing at save). */
const submitWith = (path: string, body: Record<string, string>, overrides: Partial<typeof env>) =>
  worker.fetch(
    new Request(ORIGIN + path, { method: 'POST', body: new URLSearchParams(body), redirect: 'manual', headers: { cookie: `${SESSION_COOKIE}=${jwt}` } }) as Parameters<typeof worker.fetch>[0],
    { ...env, ...overrides } as never,
    createExecutionContext(),
  );

/** The UK time two days from now, as the manager's datetime-local field takes it. */
const twoDaysAhead = () => ukInputValue(new Date(Date.now() + 2 * DAY));

/** Schedules the article through the manager's form, two days ahead unless `typed` says when; resolves to the instant it is due. */
async function scheduleTwoDaysAhead({ typed = twoDaysAhead(), overrides }: { typed?: string; overrides?: Partial<typeof env> } = {}): Promise<Date> {
  const res = overrides ? await submitWith('/blog/manage/new', fields(typed), overrides) : await submit('/blog/manage/new', fields(typed));
  expect(res.status, await res.clone().text()).toBe(303);
  return new Date((await row())!.publish_at!);
}

describe('an article scheduled for later', () => {
  it('is stored in UTC from the UK time typed, and listed in the manager as Scheduled for that UK time', async () => {
    // Typed once: a second reading of the clock could fall in the next minute.
    const typed = twoDaysAhead();
    const due = await scheduleTwoDaysAhead({ typed });
    expect(ukInputValue(due)).toBe(typed);
    expect((await row())!.status).toBe('draft');
    const list = textOf(await (await fetchPath('/blog/manage', { cookie: `${SESSION_COOKIE}=${jwt}` })).text());
    expect(list).toContain(`Scheduled for ${formatUkTime(due)}`);
    const edit = await (await fetchPath(`/blog/manage/${SLUG}/edit`, { cookie: `${SESSION_COOKIE}=${jwt}` })).text();
    expect(edit).toMatch(new RegExp(`<input[^>]*type="datetime-local"[^>]*value="${ukInputValue(due)}"`));
  });

  it('is invisible everywhere until a cron run at or after its time publishes it, with new content versions', async () => {
    const due = await scheduleTwoDaysAhead();
    expect(await visibleAt()).toEqual(everywhere(false));

    await runCron(due.getTime() - 60_000);
    expect((await row())!.status).toBe('draft');
    expect(await visibleAt()).toEqual(everywhere(false));

    const before = { post: await versionOf(`/${SLUG}`), blog: await versionOf('/blog'), feed: await versionOf('/blog/feed.xml') };
    await runCron(due.getTime() + 60_000);
    expect(await row()).toEqual({ status: 'published', publish_at: null });
    expect(await visibleAt()).toEqual(everywhere(true));
    expect(await versionOf(`/${SLUG}`)).toBeGreaterThan(before.post);
    expect(await versionOf('/blog')).toBeGreaterThan(before.blog);
    expect(await versionOf('/blog/feed.xml')).toBeGreaterThan(before.feed);
  });

  it('can be published at once from the manager, which ends its schedule', async () => {
    await scheduleTwoDaysAhead();
    expect((await submit(`/blog/manage/${SLUG}/publish`, {})).status).toBe(303);
    expect(await row()).toEqual({ status: 'published', publish_at: null });
    expect((await fetchPath(`/${SLUG}`)).status).toBe(200);
  });

  it('can be unscheduled: it stays a draft, and the cron leaves it alone', async () => {
    const due = await scheduleTwoDaysAhead();
    const list = await (await fetchPath('/blog/manage', { cookie: `${SESSION_COOKIE}=${jwt}` })).text();
    expect(list).toContain(`action="/blog/manage/${SLUG}/unschedule"`);
    expect((await submit(`/blog/manage/${SLUG}/unschedule`, {})).status).toBe(303);
    expect(await row()).toEqual({ status: 'draft', publish_at: null });
    await runCron(due.getTime() + DAY);
    expect(await statusOf(SLUG)).toBe('draft');
    expect((await fetchPath(`/${SLUG}`)).status).toBe(404);
  });

  it('is published by the next run when D1 fails during the publishing step, and the failure is logged', async () => {
    const due = await scheduleTwoDaysAhead();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const d1 = faultyD1(env.DB, [{ sql: /SET status = 'published', publish_at = NULL/, fail: 1 }]);
    await runCron(due.getTime() + 60_000, d1.db);
    expect(await statusOf(SLUG)).toBe('draft');
    expect(errors.mock.calls.map((c) => JSON.parse(String(c[0])))).toContainEqual(expect.objectContaining({ event: 'scheduled_publish_failed', slug: SLUG }));
    expect((await fetchPath(`/${SLUG}`)).status).toBe(404);

    await runCron(due.getTime() + 120_000, d1.db);
    expect(await statusOf(SLUG)).toBe('published');
    expect((await fetchPath(`/${SLUG}`)).status).toBe(200);
  });
});

describe('a scheduled article whose card could not be drawn when it was saved', () => {
  const FIRST_DRAW_MS = 60_000;
  const SITE_CARD = `${ORIGIN}/og-image.png`;
  const renderer = { TEST_CARD_RENDERER: 'fail' } as Partial<typeof env>;
  const card = () => articleCard({ slug: SLUG, h1: fields('').h1, cluster: 'chief-of-staff' }).key;
  const storedCard = async () => (await env.DB.prepare('SELECT card FROM posts WHERE slug = ?').bind(SLUG).first<{ card: string | null }>())?.card;
  const ogImage = async () => meta(await (await fetchPath(`/${SLUG}`)).text(), 'property', 'og:image');

  /** Saved with the renderer failing: the editor was told, and the article has no card of its own. */
  async function scheduledWithoutCard(): Promise<Date> {
    const due = await scheduleTwoDaysAhead({ overrides: renderer });
    expect(await storedCard()).toBeNull();
    expect((await env.CARDS.list({ prefix: `cards/${SLUG}/` })).objects).toEqual([]);
    return due;
  }

  it('gets its own card drawn by the cron run that publishes it', { timeout: FIRST_DRAW_MS }, async () => {
    const due = await scheduledWithoutCard();
    await runCron(due.getTime() + 60_000);
    expect(await row()).toEqual({ status: 'published', publish_at: null });
    expect(await storedCard()).toBe(card());
    expect((await env.CARDS.head(card()))?.httpMetadata?.contentType).toBe('image/png');
    expect(await ogImage()).toBe(`${ORIGIN}/${card()}`);
    expect((await fetchPath(`/${card()}`)).status).toBe(200);
  });

  for (const [fault, overrides, stage] of [
    ['the renderer fails', () => renderer, 'draw'],
    ['R2 refuses the card', () => ({ CARDS: failingR2(env.CARDS, ['put']) }), 'store'],
  ] as const) {
    it(`is still published when ${fault} at cron time, with the site's card, and the operator's log says so`, { timeout: FIRST_DRAW_MS }, async () => {
      const due = await scheduledWithoutCard();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      await runCron(due.getTime() + 60_000, undefined, overrides());
      expect(await row()).toEqual({ status: 'published', publish_at: null });
      expect(await storedCard()).toBeNull();
      expect((await env.CARDS.list({ prefix: `cards/${SLUG}/` })).objects).toEqual([]);
      expect((await fetchPath(`/${SLUG}`)).status).toBe(200);
      expect(await ogImage()).toBe(SITE_CARD);
      const logged = errors.mock.calls.map((c) => JSON.parse(String(c[0])));
      expect(logged).toContainEqual(expect.objectContaining({ event: 'social_card_failed', stage, key: card() }));
      expect(logged).toContainEqual(expect.objectContaining({ event: 'scheduled_post_published_without_card', slug: SLUG }));
      expect(logged.map((l) => l.event)).not.toContain('scheduled_publish_failed');
    });
  }
});

describe('a publishing time the manager refuses', () => {
  const cases: [string, () => string, RegExp][] = [
    ['in the past', () => ukInputValue(new Date(Date.now() - 60 * 60_000)), /Publishing time must be later than now \(\d{1,2} \w+ \d{4} at \d\d:\d\d (GMT|BST)\)/],
    ['unreadable', () => 'next Tuesday', /Publishing time must be a real date and time in UK time/],
    ['skipped when the clocks go forward', () => '2037-03-29T01:30', /Publishing time must be a real date and time in UK time/],
  ];
  for (const [name, typed, message] of cases) {
    it(`${name}: says so on the form, keeps every field as typed and stores nothing`, async () => {
      const before = await postCount();
      const value = typed();
      const res = await submit('/blog/manage/new', fields(value));
      expect(res.status).toBe(422);
      const html = await res.text();
      expect(textOf(html)).toMatch(message);
      expect(html).toContain(`value="${value}"`);
      expect(html).toContain('value="A Scheduled Article for Monday Morning"');
      expect(await postCount()).toBe(before);
    });
  }

  it('through the JSON API: 400 with the message, nothing stored', async () => {
    const before = await postCount();
    const res = await fetchPath('/api/blog/posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields('2020-01-01T09:00'), keywords: ['test'] }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.publishAt).toMatch(/later than now/);
    expect(await postCount()).toBe(before);
  });

  const api = (method: 'POST' | 'PUT', body: Record<string, unknown>, slug = '') =>
    fetchPath(`/api/blog/posts${slug && `/${slug}`}`, { method, headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const apiFields = (publishAt?: string) => {
    const { publishAt: _, ...rest } = fields('');
    return { ...rest, keywords: ['test'], ...(publishAt === undefined ? {} : { publishAt }) };
  };
  const nextYear = new Date().getUTCFullYear() + 1;

  it('through the JSON API: a time that is not a real one, or more than five years away, is a 400 and nothing is stored or published', async () => {
    const before = await postCount();
    const cases: [string, RegExp][] = [
      ['9999-12-31T23:59-23:59', /must be a real date and time/],
      [`${nextYear}-02-30T10:00Z`, /must be a real date and time/],
      [`${nextYear}-06-31T10:00:00+01:00`, /must be a real date and time/],
      [`${nextYear}-06-15T24:00Z`, /must be a real date and time/],
      [`${nextYear}-06-15T10:00+15:00`, /must be a real date and time/],
      [`${nextYear + 6}-06-15T10:00`, /must be within 5 years, on or before \d{1,2} \w+ \d{4}/],
      ['+010000-01-01T00:00:00Z', /must be a real date and time/],
    ];
    for (const [publishAt, message] of cases) {
      const res = await api('POST', apiFields(publishAt));
      expect(res.status, publishAt).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields.publishAt, publishAt).toMatch(message);
    }
    expect(await postCount()).toBe(before);
    await runCron(Date.now());
    expect(await postCount()).toBe(before);
  });

  it('through the JSON API: a time with its own offset is stored in one canonical UTC form', async () => {
    const res = await api('POST', apiFields(`${nextYear}-06-15T10:00+02:00`));
    expect(res.status).toBe(201);
    expect(await row()).toEqual({ status: 'draft', publish_at: `${nextYear}-06-15T08:00:00.000Z` });
    // Not due a minute before, due at the instant, whatever the offset it was typed with.
    await runCron(Date.parse(`${nextYear}-06-15T07:59:00Z`));
    expect((await row())?.status).toBe('draft');
    await runCron(Date.parse(`${nextYear}-06-15T08:00:00Z`));
    expect((await row())?.status).toBe('published');
  });

  it('through the JSON API: an update that leaves out publishAt leaves the schedule alone; null ends it', async () => {
    const due = `${nextYear}-03-01T09:00:00.000Z`;
    expect((await api('POST', apiFields(due))).status).toBe(201);
    const res = await api('PUT', { ...apiFields(), title: 'A Scheduled Article, Retitled' }, SLUG);
    expect(res.status).toBe(200);
    expect(await row()).toEqual({ status: 'draft', publish_at: due });
    expect((await api('PUT', { ...apiFields(), publishAt: 9 }, SLUG)).status).toBe(400);
    expect((await api('PUT', { ...apiFields(), publishAt: null }, SLUG)).status).toBe(200);
    expect(await row()).toEqual({ status: 'draft', publish_at: null });
  });

  it('a time stored before these checks, in a form that sorts before every real one, is cleared by the migration, not published', async () => {
    await insertPost({ slug: SLUG, status: 'draft' });
    await env.DB.prepare('UPDATE posts SET publish_at = ?1 WHERE slug = ?2').bind('+010000-01-01T23:58:00.000Z', SLUG).run();
    await insertPost({ slug: `${SLUG}-kept`, status: 'draft' });
    await env.DB.prepare('UPDATE posts SET publish_at = ?1 WHERE slug = ?2').bind(`${nextYear}-01-01T09:00:00Z`, `${SLUG}-kept`).run();
    await env.DB.prepare(canonicalTimes).run();
    expect(await row()).toEqual({ status: 'draft', publish_at: null });
    expect(await row(`${SLUG}-kept`)).toEqual({ status: 'draft', publish_at: `${nextYear}-01-01T09:00:00.000Z` });
    await runCron(Date.now());
    expect((await row())?.status).toBe('draft');
  });

  it('on an article that is already published', async () => {
    await insertPost({ slug: SLUG });
    const res = await submit(`/blog/manage/${SLUG}/edit`, fields(ukInputValue(new Date(Date.now() + DAY))));
    expect(res.status).toBe(422);
    expect(textOf(await res.text())).toContain('This article is already published.');
    expect(await row()).toEqual({ status: 'published', publish_at: null });
  });
});
