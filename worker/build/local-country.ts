import path from 'node:path';
import type { Plugin } from 'vite';
import { writeLocalCf } from './local-cf.mjs';

/**
 * Local runs (`npm start` is vite preview, `npm run dev` vite dev; both run the worker in workerd through
 * @cloudflare/vite-plugin's Miniflare) have no Cloudflare edge to say where a visitor is. Left alone, Miniflare
 * fetches a sample `request.cf` from workers.cloudflare.com on start: offline, that prints a stack trace and falls
 * back to a placeholder in Texas, so the site priced in dollars. Instead every local request comes from
 * LOCAL_COUNTRY (the environment, else .dev.vars, else GB: the site a UK visitor sees, in pounds). The `cf` object
 * is written to .wrangler/local-cf.json and named in CLOUDFLARE_CF_FETCH_PATH, which Miniflare reads instead of
 * fetching anything. Builds are untouched: in production request.cf.country comes from Cloudflare.
 */
export function localCountry(): Plugin {
  return {
    name: 'local-country',
    config(config, { command }) {
      if (command !== 'serve') return;
      const root = path.resolve(config.root ?? '.');
      const file = path.join(root, '.wrangler', 'local-cf.json');
      // A path of the developer's own choosing wins.
      const chosen = process.env.CLOUDFLARE_CF_FETCH_PATH;
      if (chosen && chosen !== file) return;
      writeLocalCf(file, root);
      process.env.CLOUDFLARE_CF_FETCH_PATH = file;
    },
  };
}
