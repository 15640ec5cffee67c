/**
 * Pictures in articles, against the real local R2 bucket and Images binding: an upload is checked by its bytes,
 * resized once into WebP variants (never enlarged) with its metadata gone, stored in R2 and served with immutable
 * caching; the article, its card on /blog, its social card and the feed show it. Every bad upload is refused on the
 * form with the other fields kept and nothing stored, and a failing binding leaves nothing half-stored.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { articleCard } from '../../routes/blog/social-card';
import { sniffImage } from '../../routes/pictures/sniff';
import photoUrl from '../fixtures/photo-exif.jpg?inline';
import smallPngUrl from '../fixtures/small.png?inline';
import webpUrl from '../fixtures/photo.webp?inline';
import avifUrl from '../fixtures/photo.avif?inline';
import bombUrl from '../fixtures/bomb.png?inline';
import textUrl from '../fixtures/not-a-picture.png?inline';
import svgUrl from '../fixtures/script.svg?inline';
import { standInForSupabase, token } from './auth-standin';
import { avifWithDecoy, avifWithStraySize, jpegHeaderOnly, jpegWithTwoSizes, pngStrip, truncated, webpWithTwoSizes } from './crafted-pictures';
import { cleanUp } from './blog-fixtures';
import { faultyD1 } from './d1-faults';
import { expectUnreadablePicture, failingR2 } from './r2-faults';
import { decode, fetchPath, meta, ORIGIN, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import { manageCopy } from '../../routes/manage/content';

/** A fixture's bytes from the `data:` URL Vite inlines it as (base64, or percent-encoded for SVG). */
function bytesOf(dataUrl: string): Uint8Array {
  const [head, data] = [dataUrl.slice(0, dataUrl.indexOf(',')), dataUrl.slice(dataUrl.indexOf(',') + 1)];
  return head.endsWith(';base64') ? Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0)) : new TextEncoder().encode(decodeURIComponent(data));
}
const PHOTO = bytesOf(photoUrl);
const AVIF = bytesOf(avifUrl);
const TWO_SIZES = 'This picture’s file gives two different sizes for itself';
const CANNOT_READ = 'This picture cannot be read: the file is cut short or holds no picture data';
const SLOW_MS = 60_000;

let spy: ReturnType<typeof standInForSupabase>;
let cookie: string;
beforeAll(async () => {
  spy = standInForSupabase();
  cookie = `${SESSION_COOKIE}=${await token()}`;
});
afterAll(() => spy.mockRestore());
afterEach(async () => {
  await env.DB.prepare(`DELETE FROM post_images WHERE post IN (SELECT seq FROM posts WHERE slug LIKE 'test-%')`).run();
  await env.DB.prepare(`DELETE FROM new_article_images`).run();
  await cleanUp();
  for (const bucket of [env.IMAGES_BUCKET, env.CARDS]) {
    const listed = await bucket.list();
    await Promise.all(listed.objects.map((o) => bucket.delete(o.key)));
  }
  vi.restoreAllMocks();
});

const article = (slug: string, extra: Record<string, string> = {}) => ({
  slug,
  title: `A test article with pictures at /${slug}`,
  h1: 'How a fractional chief of staff runs the quarterly offsite',
  metaDescription: 'A description of the test article that is long enough for search engines and short enough to show.',
  excerpt: 'An excerpt of the test article that readers see on the Insights page.',
  author: 'Executive Sidekick',
  date: '2031-02-10',
  cluster: 'chief-of-staff',
  keywords: 'testing, pictures',
  content: 'The body of the test article, long enough to pass validation.',
  intent: 'save',
  ...extra,
});

type Picture = { bytes: Uint8Array | Blob; name: string; type: string };

function formOf(fields: Record<string, string>, picture?: Picture): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) form.append('image', new File([picture.bytes as Blob], picture.name, { type: picture.type }));
  return form;
}

/** The worker with some bindings replaced (a failing R2 bucket or Images binding), as a request from the editor. */
const send = (path: string, body: BodyInit, overrides: Partial<typeof env> = {}, headers: Record<string, string> = {}) =>
  worker.fetch(
    new Request(ORIGIN + path, { method: 'POST', body, redirect: 'manual', headers: { cookie, ...headers } }) as Parameters<typeof worker.fetch>[0],
    { ...env, ...overrides } as never,
    createExecutionContext(),
  );

const upload = (path: string, fields: Record<string, string>, picture?: Picture, overrides: Partial<typeof env> = {}) => send(path, formOf(fields, picture), overrides);

const photo: Picture = { bytes: PHOTO, name: 'offsite.jpg', type: 'image/jpeg' };
const ALT = 'The leadership team around a whiteboard at the quarterly offsite';

async function stored(): Promise<{ key: string; bytes: Uint8Array; type?: string }[]> {
  const { objects } = await env.IMAGES_BUCKET.list();
  return Promise.all(
    objects.map(async (o) => {
      const object = (await env.IMAGES_BUCKET.get(o.key))!;
      return { key: o.key, bytes: new Uint8Array(await object.arrayBuffer()), type: object.httpMetadata?.contentType };
    }),
  );
}

const imageRows = async () => (await env.DB.prepare(`SELECT post, id, alt, width, height, variants FROM post_images`).all()).results;
const postRow = (slug: string) => env.DB.prepare(`SELECT slug, cover FROM posts WHERE slug = ?`).bind(slug).first<{ slug: string; cover: string | null }>();
const contains = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(Buffer.from(needle, 'latin1'));
const valueOf = (html: string, name: string) => decode(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? '');
const imgTags = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => {
  // HTML attribute names are case-insensitive: React writes srcSet and fetchPriority, Markdown srcset.
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m ? decode(m[1]!) : undefined;
};

describe('an uploaded picture', () => {
  it('is resized into WebP variants without its EXIF and GPS data, stored in R2 and recorded in D1', { timeout: SLOW_MS }, async () => {
    // The fixture itself carries EXIF with a camera and a GPS position (the GPS IFD pointer, tag 0x8825).
    expect(contains(PHOTO, 'Exif\0\0')).toBe(true);
    expect(contains(PHOTO, 'SidekickTestCam')).toBe(true);
    expect(Buffer.from(PHOTO).includes(Buffer.from([0x88, 0x25])) || Buffer.from(PHOTO).includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload('/blog/manage/new', article('test-pictures-one', { imageAlt: ALT, imageCover: 'on' }), photo);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/blog/manage?notice=created&slug=test-pictures-one');

    const rows = await imageRows();
    expect(rows).toHaveLength(1);
    const id = (rows[0] as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f]{16}-2400x1600$/);
    expect(rows[0]).toMatchObject({ alt: ALT, width: 2400, height: 1600, variants: '[480,960,1600]' });
    expect((await postRow('test-pictures-one'))?.cover).toBe(id);

    const files = await stored();
    // Three WebP variants and the social card's crop; never the original.
    expect(files.map((f) => f.key).sort()).toEqual([`media/${id}/1600.webp`, `media/${id}/480.webp`, `media/${id}/960.webp`, `media/${id}/card.jpg`]);
    for (const file of files) {
      for (const marker of ['Exif', 'EXIF', 'XMP ', 'SidekickTestCam', 'Executive Sidekick test fixture']) expect(contains(file.bytes, marker), `${file.key} ${marker}`).toBe(false);
      if (file.key.endsWith('.webp')) {
        const width = Number(/\/(\d+)\.webp$/.exec(file.key)![1]);
        expect(file.type).toBe('image/webp');
        expect(sniffImage(file.bytes)).toEqual({ type: 'image/webp', width, height: Math.round((width * 1600) / 2400) });
      } else {
        expect(file.type).toBe('image/jpeg');
        expect(sniffImage(file.bytes)).toEqual({ type: 'image/jpeg', width: 510, height: 630 });
        // No APP1 segment (where EXIF and XMP live) anywhere before the picture data.
        expect(Buffer.from(file.bytes).indexOf(Buffer.from([0xff, 0xe1]))).toBe(-1);
      }
    }
  });

  it('is served from R2 with its type, nosniff and immutable caching; anything else under /media is a 404', { timeout: SLOW_MS }, async () => {
    await upload('/blog/manage/new', article('test-pictures-served', { imageAlt: ALT }), photo);
    const id = ((await imageRows())[0] as { id: string }).id;
    const res = await fetchPath(`/media/${id}/960.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = new Uint8Array(await res.arrayBuffer());
    expect(sniffImage(served)).toEqual({ type: 'image/webp', width: 960, height: 640 });

    for (const path of [`/media/${id}/1200.webp`, `/media/${id}/card.jpg`, '/media/0123456789abcdef-2400x1600/960.webp', '/media/not-a-picture/960.webp', `/media/${id}/960.png`]) {
      const missing = await fetchPath(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('content-type'), path).not.toContain('image');
    }
  });

  it('is shown in the article with srcset, sizes, width, height and alt, as its cover on the article, on /blog, in the feed and on its social card', { timeout: SLOW_MS }, async () => {
    const slug = 'test-pictures-shown';
    await upload('/blog/manage/new', article(slug, { imageAlt: ALT, imageCover: 'on' }), photo);
    const id = ((await imageRows())[0] as { id: string }).id;
    // The edit screen offers the Markdown to copy; the body then shows the picture below the fold.
    const editor = await (await fetchPath(`/blog/manage/${slug}/edit`, { cookie })).text();
    const snippet = `![${ALT}](/media/${id}/960.webp)`;
    expect(decode(editor)).toContain(snippet);
    const edited = await upload(`/blog/manage/${slug}/edit`, article(slug, { content: `The body of the test article, with its picture.\n\n${snippet}\n\nAnd a closing paragraph.`, cover: id }));
    expect(edited.status).toBe(303);
    expect((await send(`/blog/manage/${slug}/publish`, new URLSearchParams())).status).toBe(303);

    const html = await (await fetchPath(`/${slug}`)).text();
    const pictures = imgTags(html).filter((tag) => attr(tag, 'src')?.startsWith('/media/'));
    expect(pictures).toHaveLength(2);
    const [cover, inBody] = pictures as [string, string];
    const srcset = `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1600.webp 1600w`;
    for (const tag of [cover, inBody]) {
      expect(attr(tag, 'srcset')).toBe(srcset);
      expect(attr(tag, 'sizes')).toBeTruthy();
      expect(attr(tag, 'width')).toBe('1600');
      expect(attr(tag, 'height')).toBe('1067');
      expect(attr(tag, 'alt')).toBe(ALT);
      expect(attr(tag, 'decoding')).toBe('async');
    }
    expect(attr(cover, 'loading')).toBe('eager');
    expect(attr(cover, 'fetchpriority')).toBe('high');
    expect(attr(inBody, 'loading')).toBe('lazy');

    const listing = await (await fetchPath('/blog')).text();
    expect(imgTags(listing).some((tag) => attr(tag, 'srcset') === srcset && attr(tag, 'loading') === 'lazy')).toBe(true);

    const feed = await (await fetchPath('/blog/feed.xml')).text();
    expect(feed).toContain(`<media:content url="${ORIGIN}/media/${id}/1600.webp" medium="image" type="image/webp" width="1600" height="1067">`);

    // The social card is drawn with the photograph (its own version), not the drawn cover.
    const withPhoto = articleCard({ slug, h1: article(slug).h1, cluster: 'chief-of-staff', cover: id });
    const drawn = articleCard({ slug, h1: article(slug).h1, cluster: 'chief-of-staff' });
    expect(withPhoto.key).not.toBe(drawn.key);
    expect(await env.CARDS.head(withPhoto.key)).not.toBeNull();
    expect(html).toContain(`content="${ORIGIN}/${withPhoto.key}"`);
  });

  it('is shown, lazily and with all its variants, on the article’s card among another article’s related articles', { timeout: SLOW_MS }, async () => {
    const [covered, neighbour] = ['test-pictures-related-cover', 'test-pictures-related-page'];
    await upload('/blog/manage/new', article(covered, { imageAlt: ALT, imageCover: 'on' }), photo);
    await upload('/blog/manage/new', article(neighbour, { h1: 'What the quarterly offsite leaves on the chief of staff’s desk' }));
    for (const slug of [covered, neighbour]) expect((await send(`/blog/manage/${slug}/publish`, new URLSearchParams())).status).toBe(303);
    const id = ((await imageRows())[0] as { id: string }).id;

    // A crawler gets the whole page at once, related articles included (routes/blog/public.tsx).
    const html = await (await fetchPath(`/${neighbour}`, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).text();
    const heading = html.indexOf('More on this topic');
    expect(heading).toBeGreaterThan(-1);
    const related = html.slice(heading, html.indexOf('</section>', heading));
    const card = related.slice(related.lastIndexOf('<article', related.indexOf(`href="/${covered}"`)), related.indexOf('</article>', related.indexOf(`href="/${covered}"`)));
    const pictures = imgTags(card).filter((tag) => attr(tag, 'src')?.startsWith('/media/'));
    expect(pictures).toHaveLength(1);
    const cover = pictures[0]!;
    expect(attr(cover, 'srcset')).toBe(`/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1600.webp 1600w`);
    expect(attr(cover, 'width')).toBe('1600');
    expect(attr(cover, 'height')).toBe('1067');
    expect(attr(cover, 'alt')).toBe(ALT);
    expect(attr(cover, 'loading')).toBe('lazy');
    expect(attr(cover, 'sizes')).toBeTruthy();
  });

  it('is judged by its bytes, not its name: a PNG named .jpg, a WebP and an AVIF are taken, a small one is never enlarged', { timeout: SLOW_MS }, async () => {
    const cases = [
      { bytes: bytesOf(smallPngUrl), name: 'small.jpg', type: 'image/jpeg', size: '300x200', variants: '[300]' },
      { bytes: bytesOf(webpUrl), name: 'photo.webp', type: 'image/webp', size: '1200x800', variants: '[480,960,1200]' },
      { bytes: bytesOf(avifUrl), name: 'photo.avif', type: 'image/avif', size: '800x600', variants: '[480,800]' },
    ];
    for (const [i, picture] of cases.entries()) {
      const res = await upload('/blog/manage/new', article(`test-pictures-kind-${i}`, { imageAlt: ALT }), picture);
      expect(res.status, picture.name).toBe(303);
      const row = (await env.DB.prepare(`SELECT id, variants FROM post_images WHERE post = (SELECT seq FROM posts WHERE slug = ?)`).bind(`test-pictures-kind-${i}`).first<{ id: string; variants: string }>())!;
      expect(row.id.endsWith(picture.size), picture.name).toBe(true);
      expect(row.variants).toBe(picture.variants);
      const widest = JSON.parse(row.variants).pop();
      expect(sniffImage(new Uint8Array(await (await fetchPath(`/media/${row.id}/${widest}.webp`)).arrayBuffer()))?.width).toBe(widest);
    }
  });
});

describe('a bad upload', () => {
  const THIRTY_MB = 30 * 1024 * 1024;
  const bad: [string, () => { picture?: Picture; extra?: Record<string, string> }, number, string][] = [
    ['a text file named .png', () => ({ picture: { bytes: bytesOf(textUrl), name: 'chart.png', type: 'image/png' } }), 422, 'This file is not a picture the site can use: its contents are not JPEG, PNG, WebP or AVIF, whatever its name says.'],
    ['an SVG with a script', () => ({ picture: { bytes: bytesOf(svgUrl), name: 'logo.svg', type: 'image/svg+xml' } }), 422, 'SVG drawings are not accepted, because they can carry scripts.'],
    ['a decompression bomb (a tiny PNG whose header claims 100,000 x 100,000 pixels)', () => ({ picture: { bytes: bytesOf(bombUrl), name: 'bomb.png', type: 'image/png' } }), 422, 'This picture declares 100,000 by 100,000 pixels, more than the 40 megapixels the site accepts.'],
    ['a 30 MB upload', () => ({ picture: { bytes: new Blob([PHOTO, new Uint8Array(THIRTY_MB)]), name: 'huge.jpg', type: 'image/jpeg' } }), 413, 'the largest the site accepts is 10 MB.'],
    // Within a tenth of a megabyte of the limit the size is told in bytes: '10 MB' would contradict the refusal.
    ['a file of 10 MB and 1 byte', () => ({ picture: { bytes: new Blob([PHOTO, new Uint8Array(10 * 1024 * 1024 + 1 - PHOTO.length)]), name: 'just-over.jpg', type: 'image/jpeg' } }), 422, 'This picture is 10,485,761 bytes, just over 10 MB; the largest the site accepts is 10 MB.'],
    ['a file of 10.5 MB', () => ({ picture: { bytes: new Blob([PHOTO, new Uint8Array(10.5 * 1024 * 1024 - PHOTO.length)]), name: 'over.jpg', type: 'image/jpeg' } }), 422, 'This picture is 10.5 MB; the largest the site accepts is 10 MB.'],
    ['a picture with no alt text', () => ({ picture: photo, extra: { imageAlt: '  ' } }), 422, 'Describe the picture for people who cannot see it (its alt text)'],
    // Sizes read from the whole header, never a window of it, and a header that gives two sizes is not believed.
    ['an AVIF whose real 6,400 x 6,400 header sits after a 100 x 100 decoy and 64 KB of padding', () => ({ picture: { bytes: avifWithDecoy(AVIF), name: 'decoy.avif', type: 'image/avif' } }), 422, 'This picture declares 6,400 by 6,400 pixels, more than the 40 megapixels the site accepts.'],
    ['an AVIF with a second, larger size no item uses', () => ({ picture: { bytes: avifWithStraySize(AVIF), name: 'two.avif', type: 'image/avif' } }), 422, TWO_SIZES],
    ['a JPEG with two frame headers of different sizes', () => ({ picture: { bytes: jpegWithTwoSizes(PHOTO), name: 'two.jpg', type: 'image/jpeg' } }), 422, TWO_SIZES],
    ['a WebP whose canvas and frame differ', () => ({ picture: { bytes: webpWithTwoSizes(bytesOf(webpUrl)), name: 'two.webp', type: 'image/webp' } }), 422, TWO_SIZES],
    // A picture that cannot be decoded is the file's fault, not a store that is down: 422, never "try again".
    ['a truncated JPEG', () => ({ picture: { bytes: truncated(PHOTO), name: 'cut.jpg', type: 'image/jpeg' } }), 422, CANNOT_READ],
    ['a header-only JPEG', () => ({ picture: { bytes: jpegHeaderOnly(PHOTO), name: 'empty.jpg', type: 'image/jpeg' } }), 422, CANNOT_READ],
    ['a truncated PNG', () => ({ picture: { bytes: truncated(bytesOf(smallPngUrl)), name: 'cut.png', type: 'image/png' } }), 422, CANNOT_READ],
    ['a 1 x 40,000,000 PNG', () => ({ picture: { bytes: pngStrip(), name: 'strip.png', type: 'image/png' } }), 422, 'This picture declares 1 by 40,000,000 pixels; the site accepts at most 16,383 pixels on a side.'],
  ];
  for (const [what, make, status, message] of bad) {
    it(`is refused: ${what}, with its message, the other fields kept and nothing stored`, { timeout: SLOW_MS }, async () => {
      const images = vi.spyOn(env.IMAGES, 'input');
      const { picture, extra } = make();
      const fields = article('test-pictures-bad', { imageAlt: ALT, ...extra, title: 'A title typed before the picture was refused' });
      const res = await upload('/blog/manage/new', fields, picture);
      expect(res.status).toBe(status);
      const html = await res.text();
      expect(textOf(html)).toContain(message);
      expect(valueOf(html, 'title')).toBe('A title typed before the picture was refused');
      expect(valueOf(html, 'slug')).toBe('test-pictures-bad');
      expect(html).toContain('aria-invalid="true"');
      expect(await postRow('test-pictures-bad')).toBeNull();
      expect(await imageRows()).toEqual([]);
      expect(await stored()).toEqual([]);
      // Refused from its header or its size: the Images binding never decoded it.
      expect(images).not.toHaveBeenCalled();
    });
  }

  it('is refused as it streams when its length is not declared (413), without buffering it whole', { timeout: SLOW_MS }, async () => {
    const fields = article('test-pictures-streamed', { imageAlt: ALT });
    const multipart = new Response(formOf(fields, { bytes: new Blob([new Uint8Array(THIRTY_MB)]), name: 'huge.jpg', type: 'image/jpeg' }));
    const contentType = multipart.headers.get('content-type')!;
    const bytes = new Uint8Array(await multipart.arrayBuffer());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1024 * 1024) controller.enqueue(bytes.slice(at, at + 1024 * 1024));
        controller.close();
      },
    });
    const res = await send('/blog/manage/new', stream, {}, { 'content-type': contentType });
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(textOf(html)).toContain('the largest the site accepts is 10 MB');
    expect(valueOf(html, 'title')).toBe(fields.title);
    expect(await postRow('test-pictures-streamed')).toBeNull();
    expect(await stored()).toEqual([]);
  });
});

describe('when a binding fails', () => {
  /** A bucket whose second write fails, as R2 does mid-outage: the first variant was already written. */
  const failingSecondPut = (bucket: R2Bucket): R2Bucket => {
    let puts = 0;
    return new Proxy(bucket, {
      get(target, prop) {
        if (prop === 'put') return (...args: Parameters<R2Bucket['put']>) => (++puts === 2 ? Promise.reject(new Error('R2 put failed: service unavailable (test)')) : target.put(...args));
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  const throwingImages = (images: ImagesBinding): ImagesBinding =>
    new Proxy(images, {
      get(target, prop) {
        if (prop === 'input') return () => { throw new Error('IMAGES_TRANSFORM_ERROR 9523: internal error (test)'); };
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  for (const [fault, overrides, stage] of [
    ['R2 rejects a write', () => ({ IMAGES_BUCKET: failingSecondPut(env.IMAGES_BUCKET) }), 'store'],
    ['the Images binding throws', () => ({ IMAGES: throwingImages(env.IMAGES) }), 'resize'],
  ] as const) {
    it(`when ${fault}, the editor is told, the fields are kept, nothing is half-stored and the operator's log says why`, { timeout: SLOW_MS }, async () => {
      const errors = vi.spyOn(console, 'error');
      const fields = article('test-pictures-fault', { imageAlt: ALT });
      const res = await upload('/blog/manage/new', fields, photo, overrides());
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(textOf(html)).toContain('The picture could not be stored just now, so nothing was saved.');
      expect(valueOf(html, 'title')).toBe(fields.title);
      expect(valueOf(html, 'imageAlt')).toBe(ALT);
      expect(await stored()).toEqual([]);
      expect(await postRow('test-pictures-fault')).toBeNull();
      expect(await imageRows()).toEqual([]);
      const logged = errors.mock.calls.map((call) => String(call[0])).find((line) => line.includes('media_upload_failed'));
      expect(JSON.parse(logged!)).toMatchObject({ event: 'media_upload_failed', stage });
    });
  }

  it("when R2 cannot say whether the picture is already stored, the editor gets the upload's message, the fields are kept and nothing is stored", { timeout: SLOW_MS }, async () => {
    const errors = vi.spyOn(console, 'error');
    const fields = article('test-pictures-head', { imageAlt: ALT, imageCover: 'on' });
    const res = await upload('/blog/manage/new', fields, photo, { IMAGES_BUCKET: failingR2(env.IMAGES_BUCKET, ['head']) });
    expect(res.status).toBe(503);
    const text = textOf(await res.clone().text());
    expect(text).toContain('The picture could not be stored just now, so nothing was saved.');
    expect(text).not.toContain('the database did not answer');
    const html = await res.text();
    expect(valueOf(html, 'title')).toBe(fields.title);
    expect(valueOf(html, 'imageAlt')).toBe(ALT);
    expect(await stored()).toEqual([]);
    expect(await postRow('test-pictures-head')).toBeNull();
    expect(await imageRows()).toEqual([]);
    const logged = errors.mock.calls.map((call) => JSON.parse(String(call[0])));
    expect(logged).toContainEqual(expect.objectContaining({ event: 'media_upload_failed', stage: 'store', message: expect.stringContaining('R2 head failed') }));
    expect(logged.map((l) => l.event)).not.toContain('post_save_failed');
  });

  it("when the cover cannot be read from R2 as the social card is drawn, the article keeps the site's card and the editor is told", { timeout: SLOW_MS }, async () => {
    const errors = vi.spyOn(console, 'error');
    const slug = 'test-pictures-card-photo';
    const unreadable = { IMAGES_BUCKET: failingR2(env.IMAGES_BUCKET, ['get']) };
    const saved = await upload('/blog/manage/new', article(slug, { imageAlt: ALT, imageCover: 'on' }), photo, unreadable);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/blog/manage?notice=created&slug=${slug}&card=failed`);
    const id = ((await imageRows())[0] as { id: string }).id;
    expect((await postRow(slug))?.cover).toBe(id);
    const published = await send(`/blog/manage/${slug}/publish`, new URLSearchParams(), unreadable);
    expect(published.headers.get('location')).toBe(`/blog/manage?notice=published&slug=${slug}&card=failed`);

    const notice = textOf(await (await fetchPath(published.headers.get('location')!, { cookie })).text());
    expect(notice).toContain("could not be drawn, so for now it is shared with the site's own card");
    const html = await (await fetchPath(`/${slug}`)).text();
    expect(meta(html, 'property', 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect((await env.CARDS.list({ prefix: `cards/${slug}/` })).objects).toEqual([]);
    const withPhoto = articleCard({ slug, h1: article(slug).h1, cluster: 'chief-of-staff', cover: id });
    const logged = errors.mock.calls.map((call) => JSON.parse(String(call[0])));
    expect(logged).toContainEqual(expect.objectContaining({ event: 'social_card_failed', stage: 'photo', key: withPhoto.key }));
  });

  it('when R2 cannot read a stored variant, /media answers 503 with no-store, no picture, and nothing keeps it', { timeout: SLOW_MS }, async () => {
    await upload('/blog/manage/new', article('test-pictures-unreadable', { imageAlt: ALT }), photo);
    const id = ((await imageRows())[0] as { id: string }).id;
    // With the edge cache on, as in production: a kept answer would be replayed to the next visitor.
    const visit = (overrides: Partial<typeof env>) =>
      worker.fetch(new Request(`${ORIGIN}/media/${id}/960.webp`, { cf: { country: 'GB' } } as RequestInit) as Parameters<typeof worker.fetch>[0], { ...env, EDGE_CACHE: 'on', ...overrides } as never, createExecutionContext());
    const errors = vi.spyOn(console, 'error');
    const res = await visit({ IMAGES_BUCKET: failingR2(env.IMAGES_BUCKET, ['get']) });
    await expectUnreadablePicture(res);
    expect(errors.mock.calls.map((call) => JSON.parse(String(call[0])))).toContainEqual(expect.objectContaining({ event: 'stored_picture_unreadable', key: `media/${id}/960.webp` }));

    const again = await visit({});
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/webp');
    expect(sniffImage(new Uint8Array(await again.arrayBuffer()))).toEqual({ type: 'image/webp', width: 960, height: 640 });
  });

  it('when D1 refuses the save after the variants were stored, the variants are removed again', { timeout: SLOW_MS }, async () => {
    const { db } = faultyD1(env.DB, [{ sql: /INSERT INTO posts/, fail: 1 }]);
    const fields = article('test-pictures-d1', { imageAlt: ALT });
    const res = await upload('/blog/manage/new', fields, photo, { DB: db });
    expect(res.status).toBe(503);
    expect(valueOf(await res.text(), 'title')).toBe(fields.title);
    expect(await stored()).toEqual([]);
    expect(await postRow('test-pictures-d1')).toBeNull();
  });
});

describe('the JSON API', () => {
  const apiUpload = (slug: string, fields: Record<string, string>, picture?: Picture) => send(`/api/blog/posts/${slug}/images`, formOf(fields, picture));

  it('adds a picture to an article (201) with its Markdown, and makes it the cover when asked', { timeout: SLOW_MS }, async () => {
    expect((await upload('/blog/manage/new', article('test-pictures-api'))).status).toBe(303);
    const res = await apiUpload('test-pictures-api', { alt: ALT, cover: 'on' }, photo);
    expect(res.status).toBe(201);
    const { image } = (await res.json()) as { image: { id: string; markdown: string; variants: number[] } };
    expect(image.variants).toEqual([480, 960, 1600]);
    expect(image.markdown).toBe(`![${ALT}](/media/${image.id}/960.webp)`);
    expect((await postRow('test-pictures-api'))?.cover).toBe(image.id);
    expect((await fetchPath(`/media/${image.id}/480.webp`)).status).toBe(200);
  });

  it('answers 503 with the upload’s message, storing nothing, when R2 cannot say whether the picture is already stored', { timeout: SLOW_MS }, async () => {
    expect((await upload('/blog/manage/new', article('test-pictures-api-head'))).status).toBe(303);
    const res = await send('/api/blog/posts/test-pictures-api-head/images', formOf({ alt: ALT }, photo), { IMAGES_BUCKET: failingR2(env.IMAGES_BUCKET, ['head']) });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toContain('The picture could not be stored just now, so nothing was saved.');
    expect(await imageRows()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  const THIRTY_MB = 30 * 1024 * 1024;
  for (const [what, picture, fields, status, message] of [
    ['a text file named .png', () => ({ bytes: bytesOf(textUrl), name: 'chart.png', type: 'image/png' }), { alt: ALT }, 422, 'This file is not a picture the site can use'],
    ['an SVG with a script', () => ({ bytes: bytesOf(svgUrl), name: 'logo.svg', type: 'image/svg+xml' }), { alt: ALT }, 422, 'SVG drawings are not accepted'],
    ['a decompression bomb', () => ({ bytes: bytesOf(bombUrl), name: 'bomb.png', type: 'image/png' }), { alt: ALT }, 422, 'This picture declares 100,000 by 100,000 pixels'],
    ['a truncated JPEG', () => ({ bytes: truncated(PHOTO), name: 'cut.jpg', type: 'image/jpeg' }), { alt: ALT }, 422, CANNOT_READ],
    ['a 30 MB upload', () => ({ bytes: new Blob([new Uint8Array(THIRTY_MB)]), name: 'huge.jpg', type: 'image/jpeg' }), { alt: ALT }, 413, 'the largest the site accepts is 10 MB'],
    ['a picture with no alt text', () => photo, {}, 422, 'Describe the picture for people who cannot see it'],
  ] as const) {
    it(`refuses ${what} with a ${status} and a JSON error, storing nothing`, { timeout: SLOW_MS }, async () => {
      expect((await upload('/blog/manage/new', article('test-pictures-api-bad'))).status).toBe(303);
      const res = await apiUpload('test-pictures-api-bad', fields, picture());
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(((await res.json()) as { error: string }).error).toContain(message);
      expect(await imageRows()).toEqual([]);
      expect(await stored()).toEqual([]);
    });
  }
});

describe('a picture chosen on the new-article form, before its first save', () => {
  const waiting = async () => (await env.DB.prepare(`SELECT editor, id, alt, cover FROM new_article_images ORDER BY created_at`).all()).results;
  const newUpload = (fields: Record<string, string>, picture?: Picture, overrides: Partial<typeof env> = {}, headers: Record<string, string> = {}) =>
    send('/api/blog/new/images', formOf(fields, picture), overrides, headers);
  const newForm = async (headers: Record<string, string> = {}) =>
    worker.fetch(new Request(`${ORIGIN}/blog/manage/new`, { headers: { cookie, ...headers } }) as Parameters<typeof worker.fetch>[0], env as never, createExecutionContext());

  it('is stored at once with its Markdown, served for the live preview, listed on the form, and given to the article by its first save', { timeout: SLOW_MS }, async () => {
    const res = await newUpload({ alt: ALT, cover: 'on' }, photo);
    expect(res.status).toBe(201);
    const { image } = (await res.json()) as { image: { id: string; markdown: string } };
    expect(image.markdown).toBe(`![${ALT}](/media/${image.id}/960.webp)`);
    expect((await fetchPath(`/media/${image.id}/960.webp`)).status).toBe(200);
    expect(await waiting()).toEqual([{ editor: 'editor@executivesidekick.co.uk', id: image.id, alt: ALT, cover: 1 }]);

    // The form, opened again before saving, lists the picture and shows it as the cover asked for.
    const form = await (await newForm()).text();
    expect(form).toContain(`value="${image.markdown}"`);
    expect(form).toContain(`<input type="radio" name="cover" checked="" value="${image.id}"/>`);
    expect(valueOf(form, 'pictures')).toBe(image.id);

    const content = `The paragraph before.\n\n${image.markdown}\n\nThe paragraph after.`;
    const saved = await upload('/blog/manage/new', article('test-pictures-new', { content, pictures: valueOf(form, 'pictures') }));
    expect(saved.status).toBe(303);
    expect(await env.DB.prepare(`SELECT id, alt FROM post_images WHERE post = (SELECT seq FROM posts WHERE slug = ?)`).bind('test-pictures-new').all().then((r) => r.results)).toEqual([{ id: image.id, alt: ALT }]);
    expect((await postRow('test-pictures-new'))?.cover).toBe(image.id);
    expect(await waiting()).toEqual([]);
  });

  it("is kept for its own editor only: another editor's first save neither takes it nor may choose it as cover", { timeout: SLOW_MS }, async () => {
    const res = await newUpload({ alt: ALT }, photo);
    const { image } = (await res.json()) as { image: { id: string } };
    const other = { cookie: `${SESSION_COOKIE}=${await token({ email: 'second.editor@example.com' })}` };
    const refused = await send('/blog/manage/new', formOf(article('test-pictures-other', { cover: image.id })), {}, other);
    expect(refused.status).toBe(422);
    expect(decode(await refused.text())).toContain(manageCopy.images.notThisArticle);
    const saved = await send('/blog/manage/new', formOf(article('test-pictures-other')), {}, other);
    expect(saved.status).toBe(303);
    expect(await env.DB.prepare(`SELECT id FROM post_images WHERE post = (SELECT seq FROM posts WHERE slug = ?)`).bind('test-pictures-other').all().then((r) => r.results)).toEqual([]);
    expect(await waiting()).toEqual([{ editor: 'editor@executivesidekick.co.uk', id: image.id, alt: ALT, cover: 0 }]);
  });

  it('with two New article tabs open, each first save takes the pictures and cover of its own form only', { timeout: SLOW_MS }, async () => {
    // Both tabs open before any picture; the second then uploads one as its cover (the island adds it to its form).
    const opened = await (await newForm()).text();
    expect(valueOf(opened, 'pictures')).toBe('');
    const { image } = (await (await newUpload({ alt: ALT, cover: 'on' }, photo)).json()) as { image: { id: string } };
    const picturesOf = (slug: string) =>
      env.DB.prepare(`SELECT id FROM post_images WHERE post = (SELECT seq FROM posts WHERE slug = ?)`).bind(slug).all().then((r) => r.results);

    // The first tab, sent back for a missing title, still lists none of the second tab's pictures.
    const back = await upload('/blog/manage/new', article('test-pictures-tab-one', { title: '', pictures: '' }));
    expect(back.status).toBe(422);
    const html = await back.text();
    expect(html).not.toContain(image.id);
    expect(valueOf(html, 'pictures')).toBe('');

    expect((await upload('/blog/manage/new', article('test-pictures-tab-one', { pictures: '' }))).status).toBe(303);
    expect(await picturesOf('test-pictures-tab-one')).toEqual([]);
    expect((await postRow('test-pictures-tab-one'))?.cover).toBeNull();
    expect(await waiting()).toHaveLength(1);

    expect((await upload('/blog/manage/new', article('test-pictures-tab-two', { pictures: image.id }))).status).toBe(303);
    expect(await picturesOf('test-pictures-tab-two')).toEqual([{ id: image.id }]);
    expect((await postRow('test-pictures-tab-two'))?.cover).toBe(image.id);
    expect(await waiting()).toEqual([]);
  });

  it('a form sent back while D1 cannot list the waiting pictures still carries those it knew of, for its save to take', { timeout: SLOW_MS }, async () => {
    const { image } = (await (await newUpload({ alt: ALT }, photo)).json()) as { image: { id: string } };
    const { db } = faultyD1(env.DB, [{ sql: /FROM new_article_images/, fail: 1 }]);
    const back = await upload('/blog/manage/new', article('test-pictures-unlisted', { title: '', pictures: image.id }), undefined, { DB: db });
    expect(back.status).toBe(422);
    expect(valueOf(await back.text(), 'pictures')).toBe(image.id);
  });

  it('is not given to a deleted article brought back, which is not a new article form', { timeout: SLOW_MS }, async () => {
    expect((await upload('/blog/manage/new', article('test-pictures-undeleted'))).status).toBe(303);
    expect((await upload('/blog/manage/test-pictures-undeleted/delete', {})).status).toBe(303);
    const { image } = (await (await newUpload({ alt: ALT, cover: 'on' }, photo)).json()) as { image: { id: string } };
    const id = (await env.DB.prepare('SELECT id FROM deleted_posts WHERE slug = ?').bind('test-pictures-undeleted').first<{ id: number }>())!.id;
    expect((await upload(`/blog/manage/deleted/${id}/restore`, {})).headers.get('location')).toContain('notice=undeleted');
    expect((await postRow('test-pictures-undeleted'))?.cover).toBeNull();
    expect(await imageRows()).toEqual([]);
    expect(await waiting()).toEqual([expect.objectContaining({ id: image.id, cover: 1 })]);
  });

  it('is refused like any upload: without alt text (422) and without a session (401), storing nothing', { timeout: SLOW_MS }, async () => {
    const bare = await newUpload({}, photo);
    expect(bare.status).toBe(422);
    expect(((await bare.json()) as { error: string }).error).toContain('Describe the picture for people who cannot see it');
    const signedOut = await worker.fetch(
      new Request(`${ORIGIN}/api/blog/new/images`, { method: 'POST', body: formOf({ alt: ALT }, photo) }) as Parameters<typeof worker.fetch>[0],
      env as never,
      createExecutionContext(),
    );
    expect(signedOut.status).toBe(401);
    expect(await waiting()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it("when D1 cannot list the waiting pictures, the new-article form still opens, without them, and the operator's log says why", { timeout: SLOW_MS }, async () => {
    const errors = vi.spyOn(console, 'error');
    const { db } = faultyD1(env.DB, [{ sql: /FROM new_article_images/, fail: 1 }]);
    const res = await worker.fetch(
      new Request(`${ORIGIN}/blog/manage/new`, { headers: { cookie } }) as Parameters<typeof worker.fetch>[0],
      { ...env, DB: db } as never,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('name="title"');
    expect(html).not.toContain('name="cover"');
    const logged = errors.mock.calls.map(([line]) => String(line)).find((line) => line.includes('post_images_unreadable'));
    expect(JSON.parse(logged!)).toMatchObject({ event: 'post_images_unreadable', slug: null });
  });

  it('when D1 cannot keep it, answers 503 and removes the variants again, so the form sends it with Save', { timeout: SLOW_MS }, async () => {
    const { db } = faultyD1(env.DB, [{ sql: /INSERT INTO new_article_images/, fail: 1 }]);
    const res = await newUpload({ alt: ALT }, photo, { DB: db });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe(manageCopy.images.failed);
    expect(await waiting()).toEqual([]);
    expect(await stored()).toEqual([]);
  });
});
