/**
 * An upload's type and size from its own bytes, never its name or declared type, and before anything decodes it:
 * a small file whose header claims 100,000 x 100,000 pixels is refused here, not after it has been inflated. The
 * type is told by its magic number; the size is read twice over the whole file, by image-size (a maintained parser
 * of every format's header) and by the format's own walk (./formats.ts), which also finds what a decoder would
 * stop at: a file cut short, or a header that declares two sizes. JPEG, PNG, WebP and AVIF only.
 */
import { imageSize } from 'image-size';
import type { MediaType } from '../_lib/media';
import { avif, jpeg, png, u32be, webp, type Walked } from './formats';

export interface Sniffed {
  type: MediaType;
  /** As the picture is shown: a JPEG's EXIF orientation 5 to 8 swaps the stored width and height. */
  width: number;
  height: number;
}

/** A picture, or why it cannot be one: not a known format, cut short or without its data, or contradicting itself. */
export type Inspected = Sniffed | { problem: 'not-image' | 'broken' | 'inconsistent' };

const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));

function isAvif(b: Uint8Array): boolean {
  const brands = b.subarray(8, Math.min(b.length, 8 + Math.max(0, u32be(b, 0) - 8)));
  return [...Array(Math.floor(brands.length / 4)).keys()].some((k) => ascii(brands, k * 4, 'avif') || ascii(brands, k * 4, 'avis'));
}

/** The format by its magic number, and its own walk. */
function typeOf(b: Uint8Array): [MediaType, (b: Uint8Array) => Walked] | null {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n')) return ['image/png', png];
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return ['image/jpeg', jpeg];
  if (b.length >= 12 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return ['image/webp', webp];
  if (b.length >= 16 && ascii(b, 4, 'ftyp') && isAvif(b)) return ['image/avif', avif];
  return null;
}

/** image-size's reading of the stored size (the largest image of a HEIF file), or null when it cannot read one. */
function parsedSize(b: Uint8Array): { width: number; height: number } | null {
  try {
    const size = imageSize(b);
    return size.width && size.height ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}

export function inspectImage(b: Uint8Array): Inspected {
  const known = typeOf(b);
  if (!known) return { problem: 'not-image' };
  const [type, walk] = known;
  const walked = walk(b);
  if (walked === 'inconsistent') return { problem: 'inconsistent' };
  if (!walked) return { problem: 'not-image' };
  if (!walked.whole || walked.width < 1 || walked.height < 1) return { problem: 'broken' };
  const parsed = parsedSize(b);
  if (!parsed) return { problem: 'broken' };
  if (parsed.width !== walked.width || parsed.height !== walked.height) return { problem: 'inconsistent' };
  return walked.turned ? { type, width: walked.height, height: walked.width } : { type, width: walked.width, height: walked.height };
}

/** The picture's type and size, or null when the bytes are not a whole, consistent JPEG, PNG, WebP or AVIF. */
export function sniffImage(b: Uint8Array): Sniffed | null {
  const inspected = inspectImage(b);
  return 'problem' in inspected ? null : inspected;
}

/** Whether bytes that are no picture look like SVG (or other XML): worth its own message, since SVG can carry script. */
export function looksLikeSvg(b: Uint8Array): boolean {
  const head = new TextDecoder().decode(b.subarray(0, 2048)).toLowerCase();
  return /<svg[\s>]/.test(head) || head.trimStart().startsWith('<?xml');
}
