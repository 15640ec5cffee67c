/**
 * Services.cards: an article's social card drawn (by the renderer chunk, imported here on first use so that it
 * never weighs on the startup module) and stored in the CARDS bucket, and read back for /cards/... A failure is
 * logged and reported as false: the manager tells the editor, the publishing cron (../blog-schedule.ts) tells the
 * operator, and the article keeps the site's card.
 */
import type { Context } from 'hono';
import type { AppEnv, Env } from '../../routes/_app/env';
import type { CardSubject } from '../../routes/_lib/social-card';
import { log, errorMessage } from '../../routes/_lib/log';

/** A stored JPEG as a data: URL, the form satori reads an image in. */
async function photoUrl(env: CardEnv, key: string): Promise<string> {
  const object = await env.IMAGES_BUCKET.get(key);
  if (!object) throw new Error(`no cover photo at ${key}`);
  const bytes = new Uint8Array(await object.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/jpeg;base64,${btoa(binary)}`;
}

type CardEnv = Pick<Env, 'CARDS' | 'IMAGES_BUCKET' | 'TEST_HOOKS' | 'TEST_CARD_RENDERER'>;

/** Takes the bindings, not a request, so that the cron, which has none, draws the same way the manager does. */
export async function drawAndStore(env: CardEnv, subject: CardSubject, key: string, photoKey?: string): Promise<boolean> {
  const started = performance.now();
  let stage: 'photo' | 'draw' | 'store' = 'draw';
  try {
    if (photoKey) {
      stage = 'photo';
      subject = { ...subject, photo: await photoUrl(env, photoKey) };
      stage = 'draw';
    }
    // Test builds only: the renderer failing, which no binding can stand in for.
    if (__TEST_HOOKS__ && env.TEST_HOOKS === '1' && env.TEST_CARD_RENDERER === 'fail') throw new Error('renderer failure (TEST_CARD_RENDERER)');
    const { drawCard } = await import('./draw');
    const png = await drawCard(subject);
    stage = 'store';
    await env.CARDS.put(key, png, { httpMetadata: { contentType: 'image/png' } });
    log.info('social_card_drawn', { key, bytes: png.byteLength, ms: Math.round(performance.now() - started) });
    return true;
  } catch (err) {
    log.error('social_card_failed', { stage, key, message: errorMessage(err) });
    return false;
  }
}

export async function readCard(c: Context<AppEnv>, key: string): Promise<{ body: ReadableStream; size: number } | null> {
  const object = await c.env.CARDS.get(key);
  return object && { body: object.body, size: object.size };
}
