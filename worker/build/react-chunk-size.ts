import type { Plugin } from 'vite';

const TARGET = 'Buffer.byteLength(chunk, "utf8")';

/**
 * React's pipeable renderer (worker/render-stream.ts) sizes every HTML fragment with `Buffer.byteLength`: in workerd
 * a native call through a lazily installed global, about 10,000 per home page, and it flattens each fragment
 * first. Those sizes only steer heuristics (whether a finished Suspense boundary is inlined or outlined, per
 * `progressiveChunkSize`), never what is written, so the string length serves: our markup is almost all ASCII.
 * Measured locally: uncached home renders 252 -> 331 req/s. If a React release changes that line, the build
 * stops here instead of quietly getting slower.
 */
export function reactChunkSize(): Plugin {
  let patched = false;
  return {
    name: 'react-chunk-size',
    apply: 'build',
    transform(code, id) {
      if (!/react-dom-server\.bun\.(production|development)\.js$/.test(id)) return;
      if (!code.includes(TARGET)) this.error(`"${TARGET}" is no longer in ${id}: review worker/build/react-chunk-size.ts`);
      patched = true;
      return { code: code.replace(TARGET, 'chunk.length'), map: null };
    },
    buildEnd() {
      if (this.environment.config.consumer === 'server' && !patched) this.error('React\'s Bun server build was not in the worker bundle: review worker/build/react-chunk-size.ts');
    },
  };
}
