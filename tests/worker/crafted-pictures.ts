/**
 * Pictures built from the fixtures to lie about themselves or to be broken, as a hostile or careless upload would
 * be: a decoy size where a window-reading guard looks, two sizes in one header, a file cut short.
 */

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const be32 = (n: number) => new Uint8Array([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const le32 = (n: number) => new Uint8Array([n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24]);
const text = (s: string) => new TextEncoder().encode(s);
const box = (type: string, body: Uint8Array) => concat(be32(8 + body.length), text(type), body);
const ispe = (width: number, height: number) => box('ispe', concat(new Uint8Array(4), be32(width), be32(height)));

/** Offset of the first `needle` in `b`. */
function indexOf(b: Uint8Array, needle: string): number {
  const n = text(needle);
  outer: for (let i = 0; i + n.length <= b.length; i++) {
    for (let k = 0; k < n.length; k++) if (b[i + k] !== n[k]) continue outer;
    return i;
  }
  throw new Error(`${needle} not found`);
}

/**
 * An AVIF whose real header (its `meta` box, the primary item 6,400 x 6,400) comes after 64 KB of padding that
 * holds a 100 x 100 `ispe` box: a guard reading only the first 64 KB sees the decoy.
 */
export function avifWithDecoy(avif: Uint8Array): Uint8Array {
  const ftypEnd = (avif[0]! << 24) | (avif[1]! << 16) | (avif[2]! << 8) | avif[3]!;
  const copy = avif.slice();
  const at = indexOf(copy, 'ispe');
  copy.set(concat(be32(6400), be32(6400)), at + 8);
  const decoy = box('free', concat(ispe(100, 100), new Uint8Array(64 * 1024)));
  return concat(copy.subarray(0, ftypEnd), decoy, copy.subarray(ftypEnd));
}

/** An AVIF with a second, larger `ispe` property that no item uses: the file gives two sizes. */
export function avifWithStraySize(avif: Uint8Array): Uint8Array {
  const copy = avif.slice();
  const ipco = indexOf(copy, 'ipco') - 4;
  const meta = indexOf(copy, 'meta') - 4;
  const iprp = indexOf(copy, 'iprp') - 4;
  const extra = ispe(5000, 5000);
  const grow = (at: number) => copy.set(be32(((copy[at]! << 24) | (copy[at + 1]! << 16) | (copy[at + 2]! << 8) | copy[at + 3]!) + extra.length), at);
  for (const at of [meta, iprp, ipco]) grow(at);
  const ipcoEnd = ipco + ((copy[ipco]! << 24) | (copy[ipco + 1]! << 16) | (copy[ipco + 2]! << 8) | copy[ipco + 3]!) - extra.length;
  return concat(copy.subarray(0, ipcoEnd), extra, copy.subarray(ipcoEnd));
}

/** A JPEG with a second start-of-frame segment declaring 100 x 100 before its real one. */
export function jpegWithTwoSizes(jpeg: Uint8Array): Uint8Array {
  const frame = new Uint8Array([0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 100, 0x00, 100, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return concat(jpeg.subarray(0, 2), frame, jpeg.subarray(2));
}

/** A JPEG's first half: the header and part of the picture data, no end. */
export const truncated = (bytes: Uint8Array) => bytes.slice(0, Math.floor(bytes.length / 2));

/** A JPEG's header alone, up to its scan, then the end-of-image marker: no picture data at all. */
export function jpegHeaderOnly(jpeg: Uint8Array): Uint8Array {
  for (let i = 2; i + 4 <= jpeg.length; i += 2 + ((jpeg[i + 2]! << 8) | jpeg[i + 3]!)) {
    if (jpeg[i + 1] === 0xda) return concat(jpeg.subarray(0, i), new Uint8Array([0xff, 0xd9]));
  }
  throw new Error('no scan');
}

/** An extended WebP whose canvas says 100 x 100 around a still frame of another size. */
export function webpWithTwoSizes(webp: Uint8Array): Uint8Array {
  const frame = webp.subarray(12);
  const vp8x = concat(text('VP8X'), le32(10), new Uint8Array([0, 0, 0, 0]), new Uint8Array([99, 0, 0, 99, 0, 0]));
  return concat(text('RIFF'), le32(4 + vp8x.length + frame.length), text('WEBP'), vp8x, frame);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Uint8Array) => (b.reduce((c, x) => CRC_TABLE[(c ^ x) & 255]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
const chunk = (type: string, data: Uint8Array) => concat(be32(data.length), text(type), data, be32(crc32(concat(text(type), data))));

/** A whole, valid-looking PNG 1 pixel wide and 40,000,000 tall: within 40 megapixels, beyond any WebP. */
export function pngStrip(): Uint8Array {
  const header = concat(be32(1), be32(40_000_000), new Uint8Array([8, 0, 0, 0, 0]));
  // A zlib stream of one empty stored block: the data is short, but the guard refuses the header before any decode.
  const data = new Uint8Array([0x78, 0x01, 0x01, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01]);
  return concat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', new Uint8Array()));
}
