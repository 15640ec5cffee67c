import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ADAPTER = fileURLToPath(new URL('./react-renderer-stream.ts', import.meta.url));
const SERVER_ENTRIES = new Set(['react-dom/server', 'react-dom/server.edge']);

/**
 * Points `@hono/react-renderer`'s imports of React's server renderer at worker/react-renderer-stream.ts, and
 * nothing else's: the parity test still reaches React's own edge build under its usual name. Without this the
 * worker would also carry React's edge and legacy string renderers, which it never calls.
 */
export function reactRendererAlias(): Plugin {
  return {
    name: 'react-renderer-alias',
    enforce: 'pre',
    resolveId(id, importer) {
      if (SERVER_ENTRIES.has(id) && importer && /[\\/]@hono[\\/]react-renderer[\\/]/.test(importer)) return ADAPTER;
    },
  };
}
