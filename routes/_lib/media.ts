/**
 * Pictures uploaded with articles, as the pages see them. An upload (routes/pictures/process.ts) is checked by its
 * bytes, resized once into WebP variants and stored in R2 (IMAGES_BUCKET) under its id; the original is never
 * kept. The id names the picture's content (a hash of its bytes) and its size, `3f9a0c2b7d1e4a56-1600x1067`, so
 * the Markdown that shows it (`![alt](/media/<id>/960.webp)`) carries everything its <img> needs (srcset, width,
 * height) without a database read, and its addresses never change: the worker serves them with immutable caching.
 */

/** What an upload may be: the bytes decide, never the file's name or the type the browser declares. */
export const MEDIA_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'image/avif': 'AVIF' } as const;
export type MediaType = keyof typeof MEDIA_TYPES;

export const MEDIA_LIMITS = {
  /** The largest file accepted. */
  bytes: 10 * 1024 * 1024,
  /** Width times height as the file's header declares it, judged before anything decodes the picture. */
  pixels: 40_000_000,
  /**
   * The longest side: WebP's own limit (16,383 px), since every variant is a WebP no wider than the picture, so a
   * 1 x 40,000,000 strip could be neither decoded sensibly nor stored.
   */
  side: 16_383,
} as const;

/** The widths made at upload, never wider than the picture itself. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * The variants of a picture `width` pixels wide: each standard width it exceeds, and its own width up to the
 * widest (a 1200 px picture gets 480, 960 and 1200; a 300 px one only 300). Nothing is ever enlarged.
 */
export function variantWidths(width: number): number[] {
  const widest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const largest = Math.min(width, widest);
  return [...VARIANT_WIDTHS.filter((w) => w < largest), largest];
}

const ID_PATTERN = /^([0-9a-f]{16})-([1-9][0-9]{0,7})x([1-9][0-9]{0,7})$/;

export const mediaId = (hash: string, width: number, height: number) => `${hash.slice(0, 16)}-${width}x${height}`;

/** The picture's own size from its id, or null for anything that is not one. */
export function mediaSize(id: string): { width: number; height: number } | null {
  const m = ID_PATTERN.exec(id);
  return m ? { width: Number(m[2]), height: Number(m[3]) } : null;
}

/** Where a variant lives: the R2 key, which is also its path on the site. */
export const MEDIA_PREFIX = 'media/';
export const mediaKey = (id: string, width: number) => `${MEDIA_PREFIX}${id}/${width}.webp`;
export const mediaPath = (id: string, width: number) => `/${mediaKey(id, width)}`;
/** The crop a social card draws (never served): JPEG, which the card renderer reads. */
export const cardPhotoKey = (id: string) => `${MEDIA_PREFIX}${id}/card.jpg`;
export const CARD_PHOTO_SIZE = { width: 510, height: 630 } as const;

/** Every key an upload writes, for storing and for cleaning up after a failure. */
export const mediaKeys = (id: string) => {
  const size = mediaSize(id);
  return size ? [...variantWidths(size.width).map((w) => mediaKey(id, w)), cardPhotoKey(id)] : [];
};

/** A variant's key from the path /media/<id>/<width>.webp, or null for anything that is not one of its variants. */
export function mediaKeyOf(id: string, file: string): string | null {
  const size = mediaSize(id);
  const m = /^([1-9][0-9]{0,4})\.webp$/.exec(file);
  if (!size || !m || !variantWidths(size.width).includes(Number(m[1]))) return null;
  return mediaKey(id, Number(m[1]));
}

/** The variant a Markdown snippet names: the middle width, which the renderer replaces with the whole set anyway. */
export const snippetWidth = (id: string) => {
  const widths = variantWidths(mediaSize(id)?.width ?? 0);
  return widths[Math.min(1, widths.length - 1)]!;
};

export const markdownSnippet = (id: string, alt: string) => `![${alt.replace(/[[\]\\]/g, '')}](${mediaPath(id, snippetWidth(id))})`;

/** The id of the picture a root-relative address names, if it is one of ours. */
export function mediaIdOfPath(path: string): string | null {
  const m = /^\/media\/([^/]+)\/([^/]+)$/.exec(path);
  return m && mediaKeyOf(m[1]!, m[2]!) ? m[1]! : null;
}

/** How wide a picture is shown: the article's measure from 768 px, the screen's width below. */
export const BODY_SIZES = '(min-width: 768px) 42rem, 100vw';
export const CARD_SIZES = '(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw';

/** src, srcset, width and height for any <img> of a stored picture: the browser picks the variant, nothing shifts. */
export function pictureAttrs(id: string): { src: string; srcSet: string; width: number; height: number } | null {
  const size = mediaSize(id);
  if (!size) return null;
  const widths = variantWidths(size.width);
  const widest = widths[widths.length - 1]!;
  return {
    src: mediaPath(id, snippetWidth(id)),
    srcSet: widths.map((w) => `${mediaPath(id, w)} ${w}w`).join(', '),
    width: widest,
    height: Math.max(1, Math.round((size.height * widest) / size.width)),
  };
}
