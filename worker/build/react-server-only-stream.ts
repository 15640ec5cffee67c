import type { Plugin } from 'vite';

/**
 * react-dom/server.bun re-exports React's legacy string renderer (renderToString, renderToStaticMarkup) next to
 * the pipeable one, and the bundler cannot drop a CommonJS require it has reached: about 250 KB of code the worker
 * never calls. This removes the legacy require from that entry at build time, so only renderToPipeableStream
 * (worker/render-stream.ts) ships. If a React release changes the entry, the build stops here.
 */
const LEGACY = /^\s*l = require\('\.\/cjs\/react-dom-server-legacy\.browser\.(production|development)\.js'\);$|^exports\.renderTo(String|StaticMarkup) = l\.renderTo(String|StaticMarkup);$/gm;

export function reactServerOnlyStream(): Plugin {
  return {
    name: 'react-server-only-stream',
    apply: 'build',
    transform(code, id) {
      if (!/react-dom[\\/]server\.bun\.js$/.test(id)) return;
      const found = code.match(LEGACY)?.length ?? 0;
      if (found !== 4) this.error(`React's legacy renderer is no longer required as expected in ${id}: review worker/build/react-server-only-stream.ts`);
      return { code: code.replace(LEGACY, ''), map: null };
    },
  };
}
