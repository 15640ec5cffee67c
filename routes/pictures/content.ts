/** What the site says about an uploaded picture it refused, by the reason (Services.media.upload). British English. */
import type { UploadRefusal } from '../_app/services';
import { MEDIA_LIMITS } from '../_lib/media';

const MB = 1024 * 1024;

/**
 * A refused file's size, precise enough to be true beside the 10 MB limit: megabytes to one decimal, cut rather
 * than rounded, while that reads as more than the limit ('10.4 MB'); within a tenth of it, the bytes themselves
 * ('10,485,761 bytes, just over 10 MB'), never '10 MB' for a file the message says is too big.
 */
function megabytes(bytes: number): string {
  const tenths = Math.floor((bytes / MB) * 10) / 10;
  if (tenths * MB > MEDIA_LIMITS.bytes) return `${tenths.toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;
  return `${bytes.toLocaleString('en-GB')} bytes, just over ${MEDIA_LIMITS.bytes / MB} MB`;
}

export const refusals = {
  empty: 'The picture file is empty. Choose the file again.',
  'not-image': 'This file is not a picture the site can use: its contents are not JPEG, PNG, WebP or AVIF, whatever its name says. Export it in one of those formats and choose it again.',
  svg: 'SVG drawings are not accepted, because they can carry scripts. Export it as PNG or WebP and choose it again.',
  'too-large': (mb: string) => `This picture is ${mb}; the largest the site accepts is 10 MB. Export it smaller (2,000 pixels wide is plenty) and choose it again.`,
  'too-many-pixels': (w: number, h: number) =>
    `This picture declares ${w.toLocaleString('en-GB')} by ${h.toLocaleString('en-GB')} pixels, more than the 40 megapixels the site accepts. Resize it and choose it again.`,
  'too-long': (w: number, h: number) =>
    `This picture declares ${w.toLocaleString('en-GB')} by ${h.toLocaleString('en-GB')} pixels; the site accepts at most 16,383 pixels on a side. Crop or resize it and choose it again.`,
  broken: 'This picture cannot be read: the file is cut short or holds no picture data, so it was probably damaged while being copied or saved. Open it in an image editor, export it again and choose the new file.',
  inconsistent: 'This picture’s file gives two different sizes for itself, so the site cannot trust either. Open it in an image editor, export it again and choose the new file.',
} as const;

/** The sentence for a refusal of a file of `bytes`, with the size the file declared where that was the fault. */
export function refusalText(refusal: UploadRefusal, bytes: number, declared?: { width: number; height: number }): string {
  if (refusal === 'too-large') return refusals['too-large'](megabytes(bytes));
  if (refusal === 'too-many-pixels' || refusal === 'too-long') return refusals[refusal](declared?.width ?? 0, declared?.height ?? 0);
  return refusals[refusal];
}
