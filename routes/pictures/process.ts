/**
 * One upload, checked and stored: its type and size from its header (sniff.ts), then the WebP variants and the
 * social card's crop made by the Images binding, stripped of metadata (strip.ts) and written to IMAGES_BUCKET. The
 * original is never stored. Everything is made before anything is written, and a write that fails removes the
 * ones before it, so a refusal or a failure leaves nothing behind. Loaded on the first upload (store.ts), never
 * with the startup module.
 */
import { log, errorMessage } from '../_lib/log';
import type { Env } from '../_app/env';
import type { UploadResult } from '../_app/services';
import { CARD_PHOTO_SIZE, cardPhotoKey, MEDIA_LIMITS, mediaId, mediaKey, variantWidths } from '../_lib/media';
import { inspectImage, looksLikeSvg } from './sniff';
import { stripJpeg, stripWebp } from './strip';

type Media = Pick<Env, 'IMAGES' | 'IMAGES_BUCKET'>;

const streamOf = (bytes: Uint8Array) => new Response(bytes).body!;

async function transformed(env: Media, bytes: Uint8Array, transform: ImageTransform, format: 'image/webp' | 'image/jpeg'): Promise<Uint8Array> {
  const result = await env.IMAGES.input(streamOf(bytes)).transform(transform).output({ format, quality: 82 });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

async function hashOf(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function logFailure(stage: 'resize' | 'store', id: string, err: unknown) {
  log.error('media_upload_failed', { stage, id, message: errorMessage(err) });
}

export async function processUpload(env: Media, bytes: Uint8Array): Promise<UploadResult> {
  if (bytes.byteLength === 0) return { ok: false, refused: 'empty' };
  if (bytes.byteLength > MEDIA_LIMITS.bytes) return { ok: false, refused: 'too-large' };
  const inspected = inspectImage(bytes);
  if ('problem' in inspected) {
    const { problem } = inspected;
    return { ok: false, refused: problem === 'not-image' && looksLikeSvg(bytes) ? 'svg' : problem };
  }
  const { width, height } = inspected;
  if (width * height > MEDIA_LIMITS.pixels) return { ok: false, refused: 'too-many-pixels', declared: { width, height } };
  if (Math.max(width, height) > MEDIA_LIMITS.side) return { ok: false, refused: 'too-long', declared: { width, height } };

  const id = mediaId(await hashOf(bytes), width, height);
  const image = { id, width, height, variants: variantWidths(width) };
  // The same picture uploaded before (to this article or another): its variants are already stored. R2 failing to
  // answer is the upload's own failure, told to the editor as such, not a failed save of the whole article.
  try {
    if (await env.IMAGES_BUCKET.head(cardPhotoKey(id))) return { ok: true, image, written: [] };
  } catch (err) {
    logFailure('store', id, err);
    return { ok: false, failed: 'store' };
  }

  let files: { key: string; bytes: Uint8Array; type: string }[];
  try {
    files = [];
    for (const w of image.variants) {
      files.push({ key: mediaKey(id, w), bytes: stripWebp(await transformed(env, bytes, { width: w, fit: 'scale-down' }, 'image/webp')), type: 'image/webp' });
    }
    const crop = await transformed(env, bytes, { ...CARD_PHOTO_SIZE, fit: 'cover' }, 'image/jpeg');
    files.push({ key: cardPhotoKey(id), bytes: stripJpeg(crop), type: 'image/jpeg' });
  } catch (err) {
    logFailure('resize', id, err);
    return { ok: false, failed: 'resize' };
  }

  const written: string[] = [];
  try {
    for (const file of files) {
      await env.IMAGES_BUCKET.put(file.key, file.bytes, { httpMetadata: { contentType: file.type } });
      written.push(file.key);
    }
  } catch (err) {
    logFailure('store', id, err);
    await discardKeys(env, written);
    return { ok: false, failed: 'store' };
  }
  log.info('media_uploaded', { id, variants: image.variants, bytes: files.reduce((n, f) => n + f.bytes.byteLength, 0) });
  return { ok: true, image, written };
}

/** Removes what an upload wrote; a removal that fails is logged with its keys for the operator. */
export async function discardKeys(env: Pick<Env, 'IMAGES_BUCKET'>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await env.IMAGES_BUCKET.delete(keys);
  } catch (err) {
    log.error('media_cleanup_failed', { keys, message: errorMessage(err) });
  }
}
