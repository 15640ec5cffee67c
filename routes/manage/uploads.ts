/**
 * A picture sent with the article form: checked as far as it can be without reading it (its size, its alt text),
 * then stored through Services.media (routes/pictures), which checks its bytes. A refusal names the field at fault
 * and stores nothing; the form comes back with everything typed.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import type { Services } from '../_app/services';
import type { SavedUpload } from './editor';
import { refusalText } from '../pictures/content';
import { imageAltError, type FieldErrors } from './validate';

type C = Context<AppEnv>;

/** What stops the picture before it is read: a body over the cap (413) or a missing or unusable alt text (422). */
export function uploadErrors(c: C, alt: string): { status: 413 | 422; errors: FieldErrors } | null {
  const upload = c.var.upload;
  if (upload?.tooLarge) return { status: 413, errors: { image: refusalText('too-large', upload.tooLarge) } };
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
  return { kind: 'refused', errors: { image: refusalText(result.refused, file.size, result.declared) } };
}
