/**
 * Metadata out of the variants an upload makes, whatever the encoder kept: EXIF (camera, GPS position), XMP and
 * comments. The Images binding re-encodes every variant and drops metadata as it does so; these walks make sure of
 * it in the stored bytes, so a location never reaches R2 even if an encoder's default changes.
 */

const tag = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** A WebP without its EXIF and XMP chunks, and with VP8X's flags saying so. */
export function stripWebp(b: Uint8Array): Uint8Array {
  if (b.length < 12 || tag(b, 0) !== 'RIFF' || tag(b, 8) !== 'WEBP') throw new Error('variant is not a WebP file');
  const kept: Uint8Array[] = [b.slice(0, 12)];
  for (let at = 12; at + 8 <= b.length; ) {
    const size = new DataView(b.buffer, b.byteOffset + at + 4, 4).getUint32(0, true);
    const end = Math.min(b.length, at + 8 + size + (size & 1));
    const name = tag(b, at);
    if (name !== 'EXIF' && name !== 'XMP ') {
      const chunk = b.slice(at, end);
      // VP8X flags: bit 3 EXIF, bit 2 XMP.
      if (name === 'VP8X') chunk[8] = chunk[8]! & ~0b1100;
      kept.push(chunk);
    }
    at = end;
  }
  const out = new Uint8Array(kept.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of kept) {
    out.set(c, at);
    at += c.length;
  }
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

/** A JPEG without its application segments but JFIF (APP0) and Adobe (APP14), and without comments. */
export function stripJpeg(b: Uint8Array): Uint8Array {
  if (b[0] !== 0xff || b[1] !== 0xd8) throw new Error('card photo is not a JPEG file');
  const kept: Uint8Array[] = [b.slice(0, 2)];
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1]!;
    if (marker === 0xda) break;
    const end = at + 2 + ((b[at + 2]! << 8) | b[at + 3]!);
    const metadata = (marker >= 0xe1 && marker <= 0xef && marker !== 0xee) || marker === 0xfe;
    if (!metadata) kept.push(b.slice(at, end));
    at = end;
  }
  kept.push(b.slice(at));
  const out = new Uint8Array(kept.reduce((n, c) => n + c.length, 0));
  let pos = 0;
  for (const c of kept) {
    out.set(c, pos);
    pos += c.length;
  }
  return out;
}
