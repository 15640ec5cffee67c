/**
 * An upload's type and size from its own bytes (magic numbers and headers), never its name or declared type, and
 * before anything decodes it: a small file whose header claims 100,000 x 100,000 pixels is refused here, not
 * after it has been inflated. JPEG, PNG, WebP and AVIF only.
 */
import type { MediaType } from '../../routes/_lib/media';

export interface Sniffed {
  type: MediaType;
  /** As the picture is shown: a JPEG's EXIF orientation 5 to 8 swaps the stored width and height. */
  width: number;
  height: number;
}

const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);

function png(b: Uint8Array): Sniffed | null {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  return { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
}

/** EXIF orientation (1 to 8) from an APP1 segment, or 1. */
function orientation(b: Uint8Array, at: number, end: number): number {
  if (!ascii(b, at, 'Exif\0\0')) return 1;
  const tiff = at + 6;
  const little = ascii(b, tiff, 'II');
  const r16 = (p: number) => (little ? u16le(b, p) : u16be(b, p));
  const r32 = (p: number) => (little ? (u16le(b, p) | (u16le(b, p + 2) << 16)) >>> 0 : u32be(b, p));
  const ifd = tiff + r32(tiff + 4);
  if (ifd + 2 > end) return 1;
  for (let i = 0, n = r16(ifd); i < n && ifd + 2 + i * 12 + 12 <= end; i++) {
    const entry = ifd + 2 + i * 12;
    if (r16(entry) === 0x0112) return r16(entry + 8);
  }
  return 1;
}

function jpeg(b: Uint8Array): Sniffed | null {
  let turn = 1;
  for (let i = 2; i + 9 < b.length; ) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = u16be(b, i + 2);
    if (marker === 0xe1) turn = orientation(b, i + 4, Math.min(b.length, i + 2 + length));
    // Start of frame (baseline, progressive, lossless, arithmetic): C0 to CF but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16be(b, i + 5);
      const width = u16be(b, i + 7);
      return turn >= 5 ? { type: 'image/jpeg', width: height, height: width } : { type: 'image/jpeg', width, height };
    }
    if (marker === 0xda || length < 2) return null;
    i += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): Sniffed | null {
  if (b.length < 30) return null;
  if (ascii(b, 12, 'VP8X')) return { type: 'image/webp', width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const [b1, b2, b3, b4] = [b[21]!, b[22]!, b[23]!, b[24]!];
    return { type: 'image/webp', width: 1 + (((b2 & 0x3f) << 8) | b1), height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)) };
  }
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { type: 'image/webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

/** The largest image spatial extents ('ispe') property in the file's header boxes: the primary picture's size. */
function avif(b: Uint8Array): Sniffed | null {
  const brands = b.subarray(8, Math.min(b.length, 8 + Math.max(0, u32be(b, 0) - 8)));
  const isAvif = [...Array(Math.floor(brands.length / 4)).keys()].some((k) => ascii(brands, k * 4, 'avif') || ascii(brands, k * 4, 'avis'));
  if (!isAvif) return null;
  let best: Sniffed | null = null;
  for (let i = 0, end = Math.min(b.length - 16, 64 * 1024); i < end; i++) {
    if (b[i] === 0x69 && ascii(b, i, 'ispe')) {
      const width = u32be(b, i + 8);
      const height = u32be(b, i + 12);
      if (!best || width * height > best.width * best.height) best = { type: 'image/avif', width, height };
    }
  }
  return best;
}

/** The picture's type and size, or null when the bytes are not a JPEG, PNG, WebP or AVIF whose header can be read. */
export function sniffImage(b: Uint8Array): Sniffed | null {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n')) return png(b);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (b.length >= 12 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return webp(b);
  if (b.length >= 16 && ascii(b, 4, 'ftyp')) return avif(b);
  return null;
}

/** Whether bytes that are no picture look like SVG (or other XML): worth its own message, since SVG can carry script. */
export function looksLikeSvg(b: Uint8Array): boolean {
  const head = new TextDecoder().decode(b.subarray(0, 2048)).toLowerCase();
  return /<svg[\s>]/.test(head) || head.trimStart().startsWith('<?xml');
}
