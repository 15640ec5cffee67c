/**
 * Each format's own structure, walked over the whole file (never a window of it): the size it declares where the
 * decoder will look, whether every part it needs is there, and whether it declares two different sizes. The size
 * itself is read again by image-size (./sniff.ts), and the two must agree. JPEG, PNG, WebP and AVIF only.
 */

/** What a walk found: the size as stored, whether the file is whole, or that it contradicts itself. */
export type Walked = { width: number; height: number; whole: boolean; turned?: boolean } | 'inconsistent' | null;

const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
export const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u32le = (b: Uint8Array, at: number) => (u16le(b, at) | (u16le(b, at + 2) << 16)) >>> 0;

/** PNG: IHDR first, then chunks whose lengths lead exactly to IEND, with image data before it. */
export function png(b: Uint8Array): Walked {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  const [width, height] = [u32be(b, 16), u32be(b, 20)];
  let at = 8;
  let data = false;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    if (ascii(b, at + 4, 'IHDR') && at !== 8) return 'inconsistent';
    if (ascii(b, at + 4, 'IDAT')) data = true;
    if (ascii(b, at + 4, 'IEND')) return { width, height, whole: data };
    at += 12 + length;
  }
  return { width, height, whole: false };
}

/** EXIF orientation 5 to 8 (a quarter turn) from an APP1 segment's first directory. */
function turned(b: Uint8Array, at: number, end: number): boolean {
  if (!ascii(b, at, 'Exif\0\0')) return false;
  const tiff = at + 6;
  const little = ascii(b, tiff, 'II');
  const r16 = (p: number) => (little ? u16le(b, p) : u16be(b, p));
  const ifd = tiff + (little ? u32le(b, tiff + 4) : u32be(b, tiff + 4));
  if (ifd + 2 > end) return false;
  for (let i = 0, n = r16(ifd); i < n && ifd + 2 + i * 12 + 12 <= end; i++) {
    const entry = ifd + 2 + i * 12;
    if (r16(entry) === 0x0112) return r16(entry + 8) >= 5 && r16(entry + 8) <= 8;
  }
  return false;
}

/**
 * JPEG: every segment up to the scan; one frame size (start-of-frame markers C0 to CF but DHT C4, JPG C8 and DAC
 * CC), a scan after it, and an end-of-image marker after the scan (a truncated file has none). Bytes after the
 * end marker (some cameras append a preview) are allowed.
 */
export function jpeg(b: Uint8Array): Walked {
  let frame: { width: number; height: number } | null = null;
  let turn = false;
  for (let i = 2; i + 4 <= b.length; ) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (marker === 0xe1) turn = turned(b, i + 4, Math.min(b.length, i + 2 + length));
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc && i + 9 <= b.length) {
      const size = { width: u16be(b, i + 7), height: u16be(b, i + 5) };
      if (frame && (frame.width !== size.width || frame.height !== size.height)) return 'inconsistent';
      frame = size;
    }
    if (marker === 0xd9) return frame && { ...frame, whole: false, turned: turn };
    if (marker === 0xda) {
      if (!frame) return null;
      return { ...frame, whole: hasEnd(b, i + 2 + length), turned: turn };
    }
    i += 2 + length;
  }
  return frame && { ...frame, whole: false, turned: turn };
}

/** An end-of-image marker after the scan header, with entropy-coded data between them. */
function hasEnd(b: Uint8Array, from: number): boolean {
  for (let i = b.length - 2; i > from; i--) if (b[i] === 0xff && b[i + 1] === 0xd9) return true;
  return false;
}

/** WebP: the RIFF length within the file; an extended file's canvas the size of its still frame. */
export function webp(b: Uint8Array): Walked {
  if (b.length < 30) return null;
  const whole = u32le(b, 4) + 8 <= b.length;
  const frame = (at: number) => {
    if (ascii(b, at, 'VP8L') && b[at + 8] === 0x2f) {
      const [b1, b2, b3, b4] = [b[at + 9]!, b[at + 10]!, b[at + 11]!, b[at + 12]!];
      return { width: 1 + (((b2 & 0x3f) << 8) | b1), height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)) };
    }
    if (ascii(b, at, 'VP8 ') && b[at + 11] === 0x9d && b[at + 12] === 0x01 && b[at + 13] === 0x2a) {
      return { width: u16le(b, at + 14) & 0x3fff, height: u16le(b, at + 16) & 0x3fff };
    }
    return null;
  };
  if (!ascii(b, 12, 'VP8X')) {
    const size = frame(12);
    return size && { ...size, whole };
  }
  const canvas = { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  const animated = (b[20]! & 0x02) !== 0;
  for (let at = 12; at + 8 <= b.length; at += 8 + u32le(b, at + 4) + (u32le(b, at + 4) % 2)) {
    const size = frame(at);
    if (size && !animated && (size.width !== canvas.width || size.height !== canvas.height)) return 'inconsistent';
    if (size) return { ...canvas, whole };
  }
  return animated ? { ...canvas, whole } : { ...canvas, whole: false };
}

interface Box {
  type: string;
  start: number;
  /** Where its contents begin (after the header) and where it ends. */
  body: number;
  end: number;
}

/** The boxes between `from` and `to`, or null when a length leads outside them. */
function boxes(b: Uint8Array, from: number, to: number): Box[] | null {
  const out: Box[] = [];
  for (let at = from; at < to; ) {
    if (at + 8 > to) return null;
    let size = u32be(b, at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to || u32be(b, at + 8) !== 0) return null;
      size = u32be(b, at + 12);
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) return null;
    out.push({ type: String.fromCharCode(...b.subarray(at + 4, at + 8)), start: at, body, end: at + size });
    at += size;
  }
  return out;
}

/**
 * AVIF (HEIF): the top-level boxes must lead exactly to the end of the file, with one `meta` box; the size is the
 * `ispe` property the item-property associations give the primary item (`pitm`), as a decoder reads it.
 */
export function avif(b: Uint8Array): Walked {
  const top = boxes(b, 0, b.length);
  if (!top) return { width: 0, height: 0, whole: false };
  const metas = top.filter((x) => x.type === 'meta');
  if (metas.length !== 1) return metas.length ? 'inconsistent' : null;
  const meta = metas[0]!;
  const inner = boxes(b, meta.body + 4, meta.end);
  const find = (list: Box[] | null, type: string) => list?.filter((x) => x.type === type) ?? [];
  const [pitm] = find(inner, 'pitm');
  const [iprp] = find(inner, 'iprp');
  if (!pitm || !iprp || !top.some((x) => x.type === 'mdat')) return { width: 0, height: 0, whole: false };
  const primary = b[pitm.body] === 0 ? u16be(b, pitm.body + 4) : u32be(b, pitm.body + 4);
  const props = boxes(b, iprp.body, iprp.end);
  const [ipco] = find(props, 'ipco');
  const ipmas = find(props, 'ipma');
  const properties = ipco && boxes(b, ipco.body, ipco.end);
  if (!properties || ipmas.length !== 1) return 'inconsistent';
  const sizes = associated(b, ipmas[0]!, primary)
    .map((index) => properties[index - 1])
    .filter((p): p is Box => p?.type === 'ispe')
    .map((p) => ({ width: u32be(b, p.body + 4), height: u32be(b, p.body + 8) }));
  if (sizes.length !== 1) return sizes.length ? 'inconsistent' : null;
  return { ...sizes[0]!, whole: true };
}

/** The property indices (1-based) an `ipma` box associates with `item`. */
function associated(b: Uint8Array, ipma: Box, item: number): number[] {
  const [version, flags] = [b[ipma.body]!, b[ipma.body + 3]!];
  let at = ipma.body + 8;
  for (let n = u32be(b, ipma.body + 4); n > 0 && at < ipma.end; n--) {
    const id = version < 1 ? u16be(b, at) : u32be(b, at);
    at += version < 1 ? 2 : 4;
    const count = b[at++]!;
    const wide = (flags & 1) !== 0;
    const indices: number[] = [];
    for (let k = 0; k < count && at < ipma.end; k++) {
      indices.push(wide ? u16be(b, at) & 0x7fff : b[at]! & 0x7f);
      at += wide ? 2 : 1;
    }
    if (id === item) return indices;
  }
  return [];
}
