import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STREAM = fileURLToPath(new URL('../render-stream.ts', import.meta.url));

/**
 * `@hono/react-renderer` imports two of React's server entries, and nothing else's imports are touched (the parity
 * test still reaches React's own edge build under its usual name):
 * - `react-dom/server.edge`, whose `renderToReadableStream` it streams pages with, becomes worker/render-stream.ts
 *   (React's pipeable renderer, about a third of the edge renderer's cost).
 * - `react-dom/server`, whose `renderToString` only its non-streaming mode uses (the site always streams), becomes
 *   React's Bun build, already in the worker for render-stream.ts and without the legacy string renderer
 *   (react-server-only-stream.ts), so that mode would throw rather than ship a second renderer.
 * Without this the worker would carry React's edge and legacy string renderers, which it never calls. The guard:
 * the build fails unless both imports were seen and redirected.
 */
export function reactRendererAlias(): Plugin {
  const seen = new Set<string>();
  return {
    name: 'react-renderer-alias',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer || !/[\\/]@hono[\\/]react-renderer[\\/]/.test(importer)) return;
      if (id === 'react-dom/server.edge') {
        seen.add(id);
        return STREAM;
      }
      if (id === 'react-dom/server') {
        seen.add(id);
        return this.resolve('react-dom/server.bun', importer, { skipSelf: true });
      }
    },
    buildEnd() {
      if (this.environment?.config.consumer !== 'server' || this.environment.config.command !== 'build') return;
      for (const id of ['react-dom/server.edge', 'react-dom/server']) {
        if (!seen.has(id)) this.error(`@hono/react-renderer no longer imports ${id}: review worker/build/react-renderer-alias.ts`);
      }
    },
  };
}
