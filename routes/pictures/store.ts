/**
 * Services.media, which this family offers (./index.tsx): uploads checked, resized and stored (./process.ts,
 * imported on the first upload so that the image code never weighs on the startup module), and the stored variants
 * read back for /media/...
 */
import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import type { Services } from '../_app/services';

const processing = () => import('./process');

export const media: Services['media'] = {
  async upload(c, bytes) {
    return (await processing()).processUpload(c.env, bytes);
  },
  async discard(c, keys) {
    if (keys.length) await (await processing()).discardKeys(c.env, keys);
  },
  async read(c: Context<AppEnv>, key) {
    const object = await c.env.IMAGES_BUCKET.get(key);
    return object && { body: object.body, size: object.size };
  },
};
