/**
 * Vite plugin: during the client build, draws the social card of every page in the route table into the client
 * assets (worker/social-card/build-cards.ts), under the versioned name the page links, so a build-time page never
 * draws a card on a visitor's request. /assets/* is served with immutable caching (public/_headers).
 */
import { runnerImport, type Plugin } from 'vite';

export function socialCards(): Plugin {
  return {
    name: 'social-cards',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      // Through Vite's module runner, not the config's bundle: the route table's imports are the app's own.
      const { module } = await runnerImport<typeof import('./social-card/build-cards.ts')>('/worker/social-card/build-cards.ts', {
        configFile: false,
        root: this.environment.config.root,
        logLevel: 'warn',
      });
      for (const card of await module.buildCards()) this.emitFile({ type: 'asset', ...card });
    },
  };
}
