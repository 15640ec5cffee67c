/**
 * Social cards: every page carries its own og:image (with size, type and alt) and twitter:card
 * summary_large_image; an article's card is drawn when it is saved or published, stored in the real local R2
 * binding under its content version and served with immutable caching; when R2 or the renderer fails, the article
 * keeps the site's card and the editor is told.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { articleCard } from '../../routes/blog/social-card';
import { ROUTES } from '../../routes/table';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp } from './blog-fixtures';
import { fetchPath, meta, ORIGIN, textOf } from './helpers';
import { expectUnreadablePicture, failingR2 } from './r2-faults';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import { CARDS_PER_RUN } from '../../worker/article-cards';
import type { ClusterKey } from '../../routes/blog/clusters';

const SITE_CARD = `${ORIGIN}/og-image.png`;
const FIRST_DRAW_MS = 60_000;

let spy: ReturnType<typeof standInForSupabase>;
let cookie: string;
beforeAll(async () => {
  spy = standInForSupabase();
  cookie = `${SESSION_COOKIE}=${await token()}`;
});
afterAll(() => spy.mockRestore());
afterEach(async () => {
  await cleanUp();
  const listed = await env.CARDS.list({ prefix: 'cards/test-' });
  await Promise.all(listed.objects.map((o) => env.CARDS.delete(o.key)));
});

const article = (slug: string, h1: string, cluster = 'chief-of-staff') => ({
  slug,
  title: `A test article at /${slug}`,
  h1,
  metaDescription: 'A description of the test article that is long enough for search engines and short enough to show.',
  excerpt: 'An excerpt of the test article that readers see on the Insights page.',
  author: 'Executive Sidekick',
  date: '2031-01-15',
  cluster,
  keywords: 'testing, cards',
  content: 'The body of the test article, long enough to pass validation, with a [link](/services).',
  intent: 'save',
});
type Fields = ReturnType<typeof article>;

/** The worker with some bindings replaced (an R2 bucket that fails), as a request from the editor. */
const editorRequest = (path: string, fields: Record<string, string>, overrides: Partial<typeof env> = {}, headers: Record<string, string> = {}) =>
  worker.fetch(
    new Request(ORIGIN + path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { cookie, ...headers } }) as Parameters<typeof worker.fetch>[0],
    { ...env, ...overrides } as never,
    createExecutionContext(),
  );

/** A visitor's GET, to the worker with some bindings replaced. */
const visit = (path: string, overrides: Record<string, unknown>) =>
  worker.fetch(new Request(ORIGIN + path, { cf: { country: 'GB' } } as RequestInit) as Parameters<typeof worker.fetch>[0], { ...env, ...overrides } as never, createExecutionContext());

async function publishArticle(fields: Fields, overrides: Partial<typeof env> = {}, headers: Record<string, string> = {}) {
  const saved = await editorRequest('/blog/manage/new', fields, overrides, headers);
  expect(saved.status).toBe(303);
  const published = await editorRequest(`/blog/manage/${fields.slug}/publish`, {}, overrides, headers);
  expect(published.status).toBe(303);
  return { saved: saved.headers.get('location')!, published: published.headers.get('location')! };
}

const ogImageOf = async (path: string) => meta(await (await fetchPath(path)).text(), 'property', 'og:image')!;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('an article’s card', () => {
  it('is drawn on save, stored in R2 under its content version, and served as a 1200 x 630 PNG with immutable caching', { timeout: FIRST_DRAW_MS }, async () => {
    const fields = article('test-card-first', 'What a chief of staff takes off your desk in the first month');
    const { saved, published } = await publishArticle(fields);
    expect(saved).toBe(`/blog/manage?notice=created&slug=${fields.slug}`);
    expect(published).toBe(`/blog/manage?notice=published&slug=${fields.slug}`);

    const { key } = articleCard(fields as never);
    expect(key).toMatch(/^cards\/test-card-first\/[0-9a-z]+\.png$/);
    const stored = await env.CARDS.get(key);
    expect(stored?.httpMetadata?.contentType).toBe('image/png');
    expect(pngSize(new Uint8Array(await stored!.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const html = await (await fetchPath(`/${fields.slug}`)).text();
    expect(meta(html, 'property', 'og:image')).toBe(`${ORIGIN}/${key}`);
    expect(meta(html, 'name', 'twitter:image')).toBe(`${ORIGIN}/${key}`);
    expect(meta(html, 'property', 'og:image:alt')).toBe(`Chief of staff: ${fields.h1}. Executive Sidekick.`);

    const served = await fetchPath(`/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pngSize(new Uint8Array(await served.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('differs from another article’s, and a new headline gets a new address while a body edit keeps it', { timeout: FIRST_DRAW_MS }, async () => {
    const one = article('test-card-one', 'Delegating the weekly review without losing the thread');
    const two = article('test-card-two', 'Sleep, stress and the founder who never switches off', 'founder-wellbeing');
    await publishArticle(one);
    await publishArticle(two);
    const [imageOne, imageTwo] = [await ogImageOf(`/${one.slug}`), await ogImageOf(`/${two.slug}`)];
    expect(imageOne).not.toBe(imageTwo);
    const bytesOf = async (url: string) => new Uint8Array(await (await fetchPath(new URL(url).pathname)).arrayBuffer());
    const [bytesOne, bytesTwo] = [await bytesOf(imageOne), await bytesOf(imageTwo)];
    expect(bytesOne.length).toBeGreaterThan(1000);
    expect(Buffer.from(bytesOne).equals(Buffer.from(bytesTwo))).toBe(false);

    const bodyEdit = await editorRequest(`/blog/manage/${one.slug}/edit`, { ...one, content: `${one.content} One more sentence for the body.` });
    expect(bodyEdit.headers.get('location')).toBe(`/blog/manage?notice=updated&slug=${one.slug}`);
    expect(await ogImageOf(`/${one.slug}`)).toBe(imageOne);

    const retitled = await editorRequest(`/blog/manage/${one.slug}/edit`, { ...one, h1: 'Handing over the weekly review, and keeping the thread' });
    expect(retitled.headers.get('location')).toBe(`/blog/manage?notice=updated&slug=${one.slug}`);
    const renewed = await ogImageOf(`/${one.slug}`);
    expect(renewed).not.toBe(imageOne);
    expect((await fetchPath(new URL(renewed).pathname)).status).toBe(200);
  });

  it('is not served for a key that is not a card’s', async () => {
    for (const path of ['/cards/test-none/abc.png', '/cards/Bad..Slug/abc.png', '/cards/test-none/abc.svg']) {
      expect((await fetchPath(path)).status).toBe(404);
    }
  });

  it('is a 503 that nothing keeps, and no picture, while R2 cannot read it; once R2 answers it is served again', { timeout: FIRST_DRAW_MS }, async () => {
    const fields = article('test-card-unreadable', 'A card that R2 cannot read for a moment');
    await publishArticle(fields);
    const { key } = articleCard(fields as never);
    // With the edge cache on, as in production: a kept answer would be replayed to the next visitor.
    const cached = { EDGE_CACHE: 'on' };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await visit(`/${key}`, { ...cached, CARDS: failingR2(env.CARDS, ['get']) });
    const logged = errors.mock.calls.map((c) => JSON.parse(String(c[0])));
    errors.mockRestore();
    await expectUnreadablePicture(res);
    expect(logged).toContainEqual(expect.objectContaining({ event: 'stored_picture_unreadable', key }));

    const again = await visit(`/${key}`, cached);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await again.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  for (const [fault, overrides, headers] of [
    ['R2 refuses the write', () => ({ CARDS: failingR2(env.CARDS, ['put']) }), {}],
    ['the renderer fails', () => ({ TEST_CARD_RENDERER: 'fail' }), {}],
  ] as const) {
    it(`when ${fault}, the article is saved and published with the site’s card, and the editor is told`, { timeout: FIRST_DRAW_MS }, async () => {
      const fields = article('test-card-fault', 'A card that cannot be drawn today');
      const { saved, published } = await publishArticle(fields, overrides(), headers);
      expect(saved).toBe(`/blog/manage?notice=created&slug=${fields.slug}&card=failed`);
      expect(published).toBe(`/blog/manage?notice=published&slug=${fields.slug}&card=failed`);

      const page = await fetchPath(`/${fields.slug}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(meta(html, 'property', 'og:image')).toBe(SITE_CARD);
      expect(meta(html, 'property', 'og:image:alt')).toBe('Executive Sidekick: the strategic sidekick for leaders carrying too much.');
      expect((await env.CARDS.list({ prefix: `cards/${fields.slug}/` })).objects).toEqual([]);

      const list = await fetchPath(published, { cookie });
      expect(textOf(await list.text())).toContain(
        "Its picture for social media (the card LinkedIn and email show when the article is shared) could not be drawn, so for now it is shared with the site's own card.",
      );

      // Once the fault has passed, publishing again draws it.
      await editorRequest(`/blog/manage/${fields.slug}/unpublish`, {});
      const again = await editorRequest(`/blog/manage/${fields.slug}/publish`, {});
      expect(again.headers.get('location')).toBe(`/blog/manage?notice=published&slug=${fields.slug}`);
      expect(await ogImageOf(`/${fields.slug}`)).toBe(`${ORIGIN}/${articleCard(fields as never).key}`);
    });
  }
});

describe('the articles the site ships with', () => {
  type Seed = { slug: string; h1: string; cluster: ClusterKey; card: string | null };
  const seeds = async () => (await env.DB.prepare("SELECT slug, h1, cluster, card FROM posts WHERE status = 'published' ORDER BY slug").all<Seed>()).results;
  const cron = async (overrides: Partial<typeof env> = {}) => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), { ...env, ...overrides } as never, ctx);
    await waitOnExecutionContext(ctx);
  };
  const drawnCards = async () => (await env.CARDS.list({ prefix: 'cards/' })).objects.filter((o) => !o.key.startsWith('cards/test-'));
  afterEach(async () => {
    await env.DB.prepare("UPDATE posts SET card = NULL WHERE slug NOT LIKE 'test-%'").run();
    await Promise.all((await drawnCards()).map((o) => env.CARDS.delete(o.key)));
  });

  it('get cards of their own from the cron, a few a run, and never from a visitor’s request', { timeout: FIRST_DRAW_MS }, async () => {
    const before = await seeds();
    expect(before.length).toBe(8);
    expect(before.every((p) => p.card === null)).toBe(true);
    // A visit, by a person or a crawler, draws nothing: the page carries the site's card until the cron has drawn one.
    const first = before[0]!;
    for (const ua of ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0', 'facebookexternalhit/1.1']) {
      const html = await (await fetchPath(`/${first.slug}`, { headers: { 'user-agent': ua } })).text();
      expect(meta(html, 'property', 'og:image')).toBe(SITE_CARD);
    }
    expect(await drawnCards()).toEqual([]);

    await cron();
    expect((await seeds()).filter((p) => p.card).length).toBe(CARDS_PER_RUN);
    for (let run = 0; run < Math.ceil(8 / CARDS_PER_RUN); run++) await cron();
    for (const post of await seeds()) {
      const { key } = articleCard(post);
      expect(post.card, post.slug).toBe(key);
      const html = await (await fetchPath(`/${post.slug}`)).text();
      expect(meta(html, 'property', 'og:image'), post.slug).toBe(`${ORIGIN}/${key}`);
      expect(meta(html, 'property', 'og:image:alt'), post.slug).toContain(post.h1);
      const png = await fetchPath(`/${key}`);
      expect(png.status, post.slug).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
    }
    expect(new Set((await seeds()).map((p) => p.card)).size).toBe(8);
  });

  it('keep the site’s card while drawing fails, and get their own on a later run', { timeout: FIRST_DRAW_MS }, async () => {
    const errors = vi.spyOn(console, 'error');
    await cron({ TEST_CARD_RENDERER: 'fail' } as Partial<typeof env>);
    expect((await seeds()).filter((p) => p.card)).toEqual([]);
    expect(errors.mock.calls.some((call) => String(call[0]).includes('social_card_failed'))).toBe(true);
    await cron();
    expect((await seeds()).filter((p) => p.card).length).toBe(CARDS_PER_RUN);
  });
});

describe('every page’s og:image', () => {
  const families = ['home', 'persona', 'industry', 'topic', 'service-topic', 'legal', 'blog', 'services'] as const;
  const pages = families.map((family) => ROUTES.find((r) => r.family === family)!);

  it('is its own card, with width, height, type and alt, and twitter:card summary_large_image', async () => {
    const images = new Set<string>();
    for (const route of pages) {
      const html = await (await fetchPath(route.path)).text();
      const image = meta(html, 'property', 'og:image')!;
      expect(image, route.path).toMatch(new RegExp(`^${ORIGIN}/assets/cards/[a-z0-9-]+-[0-9a-z]+\\.png$`));
      expect(meta(html, 'name', 'twitter:image')).toBe(image);
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('630');
      expect(meta(html, 'property', 'og:image:type')).toBe('image/png');
      expect(meta(html, 'property', 'og:image:alt')).toMatch(/^.+: .+\. Executive Sidekick\.$/);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      images.add(image);
    }
    expect(images.size).toBe(pages.length);
  });

  it('names the page’s family: a persona, an industry, a guide', async () => {
    const alt = async (family: string) => meta(await (await fetchPath(ROUTES.find((r) => r.family === family)!.path)).text(), 'property', 'og:image:alt');
    expect(await alt('persona')).toMatch(/^Leadership archetype · The .+: /);
    expect(await alt('industry')).toMatch(/^Industry · .+: /);
    expect(await alt('topic')).toMatch(/^Guide · .+: /);
  });

  it('is the site’s card on a page outside the route table (the not-found page, the manager’s editor)', async () => {
    for (const [path, opts] of [['/no-such-page-here', {}], ['/blog/manage/new', { cookie }]] as const) {
      const html = await (await fetchPath(path, opts)).text();
      expect(meta(html, 'property', 'og:image'), path).toBe(SITE_CARD);
      expect(meta(html, 'property', 'og:image:alt')).toBe('Executive Sidekick: the strategic sidekick for leaders carrying too much.');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    }
  });
});
