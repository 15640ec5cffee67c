/**
 * A picture sent with the article form: checked as far as it can be without reading it (its size, its alt text),
 * then stored through Services.media (worker/media/), which checks its bytes. A refusal names the field at fault
 * and stores nothing; the form comes back with everything typed.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import type { Services } from '../_app/services';
import { manageCopy } from './content';
import type { SavedUpload } from './editor';
import { MEDIA_LIMITS } from '../_lib/media';
import { imageAltError, type FieldErrors } from './validate';

type C = Context<AppEnv>;

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

/** What stops the picture before it is read: a body over the cap (413) or a missing or unusable alt text (422). */
export function uploadErrors(c: C, alt: string): { status: 413 | 422; errors: FieldErrors } | null {
  const upload = c.var.upload;
  if (upload?.tooLarge) return { status: 413, errors: { image: manageCopy.images.refused['too-large'](megabytes(upload.tooLarge)) } };
  if (!upload?.file) return null;
  const altError = imageAltError(alt);
  return altError ? { status: 422, errors: { imageAlt: altError } } : null;
}

export const chosenFile = (c: C) => c.var.upload?.file ?? null;

export type UploadOutcome =
  | { kind: 'none' }
  | { kind: 'stored'; upload: SavedUpload; written: string[] }
  | { kind: 'refused'; errors: FieldErrors }
  | { kind: 'failed' };

/** Stores the picture the form carries, if any (call uploadErrors first). */
export async function attachUpload(s: Services, c: C, alt: string, cover: boolean): Promise<UploadOutcome> {
  const file = chosenFile(c);
  if (!file) return { kind: 'none' };
  const result = await s.media.upload(c, new Uint8Array(await file.arrayBuffer()));
  if (result.ok) return { kind: 'stored', upload: { image: result.image, alt, cover }, written: result.written };
  if ('failed' in result) return { kind: 'failed' };
  const refused = manageCopy.images.refused;
  const message =
    result.refused === 'too-large' ? refused['too-large'](megabytes(file.size))
    : result.refused === 'too-many-pixels' || result.refused === 'too-long' ? refused[result.refused](result.declared?.width ?? 0, result.declared?.height ?? 0)
    : refused[result.refused];
  return { kind: 'refused', errors: { image: message } };
}
