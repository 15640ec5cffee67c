/**
 * Vite plugin: during the client build, draws the social card of every page in the route table into the client
 * assets (worker/social-card/build-cards.ts), under the versioned name the page links, so a build-time page never
 * draws a card on a visitor's request. /assets/* is served with immutable caching (public/_headers). Under
 * `vite dev` the same cards are drawn once, on the first request for one, and served from memory.
 */
import type { Plugin } from 'vite';
import { runnerImport } from 'vite';

type BuildCards = typeof import('../social-card/build-cards.ts');

// Through Vite's module runner, not the config's bundle: the route table's imports are the app's own.
const loadCards = async (root: string) =>
  (await runnerImport<BuildCards>('/worker/social-card/build-cards.ts', { configFile: false, root, logLevel: 'warn' })).module.buildCards();

export function socialCards(): Plugin[] {
  return [
    {
      name: 'social-cards',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      async generateBundle() {
        for (const card of await loadCards(this.environment.config.root)) this.emitFile({ type: 'asset', ...card });
      },
    },
    {
      name: 'social-cards-dev',
      apply: 'serve',
      configureServer(server) {
        let cards: Promise<Map<string, Uint8Array>> | undefined;
        server.middlewares.use(async (req, res, next) => {
          if (!req.url?.startsWith('/assets/cards/')) return next();
          try {
            cards ??= loadCards(server.config.root).then((list) => new Map(list.map((c) => [`/${c.fileName}`, c.source])));
            const png = (await cards).get(req.url.split('?')[0]!);
            if (!png) return next();
            res.setHeader('Content-Type', 'image/png');
            res.end(png);
          } catch (err) {
            next(err);
          }
        });
      },
    },
  ];
}
