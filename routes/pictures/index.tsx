/**
 * Uploaded pictures, one folder from upload to serving: their bytes checked (./sniff.ts, ./formats.ts), their
 * variants made and stripped of metadata (./process.ts, ./strip.ts), stored in R2 (./store.ts, offered as
 * Services.media to the manager's article form and API), the words for a refused file (./content.ts), and
 * /media/<id>/<width>.webp served back.
 */
import { factory } from '../_app/factory';
import type { Offers, Services } from '../_app/services';
import { storedPicture } from '../_app/stored-picture';
import { mediaKeyOf } from '../_lib/media';
import { media } from './store';

export default function pictures(s: Services) {
  // A variant's address names its content, so it never changes.
  return factory.createApp().get('/media/:id/:file', (c) => storedPicture(c, mediaKeyOf(c.req.param('id'), c.req.param('file')), s.media.read, 'image/webp'));
}

export const offers: Pick<Offers, 'media'> = { media };
