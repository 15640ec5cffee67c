/**
 * Answering with a picture stored in R2 (an article's social card, routes/blog; an uploaded picture's variant,
 * routes/pictures): each address names its content, so the answer never changes.
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import type { Services } from './services';
import { log, errorMessage } from '../_lib/log';

type PictureRead = Services['cards']['read'];

/**
 * A stored picture under `key` (null: the address is none of ours), with immutable caching and nosniff. A missing
 * one is a plain 404 that nothing keeps: a card's address can be asked for before its card exists (a save whose
 * drawing failed).
 */
export async function storedPicture(c: Context<AppEnv>, key: string | null, read: PictureRead, type: string) {
  const none = () => c.text('There is no picture at this address.', 404, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  if (!key) return none();
  let picture: Awaited<ReturnType<PictureRead>>;
  try {
    picture = await read(c, key);
  } catch (err) {
    log.error('stored_picture_unreadable', { key, message: errorMessage(err) });
    return c.text('This picture cannot be read just now. Please try again shortly.', 503, { 'Cache-Control': 'no-store', 'Retry-After': '30' });
  }
  if (!picture) return none();
  return c.body(picture.body, 200, {
    'Content-Type': type,
    'Content-Length': String(picture.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
}
