import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { keepDeployOnProduction, productionRoutes } from './worker/build/deploy.ts';
import { localCountry } from './worker/build/local-country.ts';
import { reactChunkSize } from './worker/build/react-chunk-size.ts';
import { reactRendererAlias } from './worker/build/react-renderer-alias.ts';
import { reactServerOnlyStream } from './worker/build/react-server-only-stream.ts';
import { socialCards } from './worker/build/social-cards.ts';

/**
 * One build, two environments: the worker (server render, API) and the client (island loader, islands, CSS).
 * The client entry and stylesheet keep stable names so the worker can link them without a manifest;
 * the worker appends ?v=<build id> so they can still be cached as immutable. Island chunks are content-hashed.
 */
const SHARED = ['/client/currency.ts', '/client/toast.ts', '/client/geo.ts', '/routes/_lib/currency.ts', '/routes/_lib/islands.ts', '/routes/_lib/site-config.ts'];
const BUILD_ID = process.env.BUILD_ID ?? Date.now().toString(36);

// `vite build --mode test` (npm run build:test, into dist-test/) is the build the browser tests and measurement
// scripts serve: it keeps the test hooks (worker/globals.d.ts) and is never what `wrangler deploy` picks up
// (worker/build/deploy.ts). Every other build compiles them out; the production build adds the Custom Domains.
export default defineConfig(({ command, mode }) => ({
  // __BUILT_AT__ is the lastmod of the sitemap of build-only pages (routes/sitemap/xml.ts).
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    __BUILT_AT__: JSON.stringify(new Date().toISOString()),
    __DEV__: JSON.stringify(command === 'serve'),
    __TEST_HOOKS__: JSON.stringify(mode === 'test'),
  },
  // Rolldown warns whenever plugins take much of a build's time (Tailwind's does on a busy machine): a measurement,
  // not a fault, and it pushed `npm start`'s address up the screen.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  plugins: [
    localCountry(),
    cloudflare({ config: command === 'build' && mode !== 'test' ? productionRoutes : undefined }),
    tailwindcss(),
    reactChunkSize(),
    reactServerOnlyStream(),
    reactRendererAlias(),
    keepDeployOnProduction(),
    // Every route-table page's social card, drawn into the client assets (routes/_layout/page-card.ts names them).
    socialCards(),
  ],
  environments: {
    // The worker (wrangler.toml's name): minified, which roughly halves what each isolate parses at startup.
    executive_sidekick: { build: { minify: true } },
    client: {
      build: {
        rollupOptions: {
          input: { entry: 'client/entry.ts', styles: 'client/styles.css' },
          output: {
            entryFileNames: 'assets/[name].js',
            // Code the loader shares with islands goes in a hashed chunk: if it stayed in entry.js, an island's
            // `import './entry.js'` (no ?v=) would load and run the loader a second time.
            manualChunks: (id) => (SHARED.some((m) => id.endsWith(m)) ? 'shared' : undefined),
            chunkFileNames: 'assets/[name]-[hash].js',
            assetFileNames: (info) => (info.names?.[0] === 'styles.css' ? 'assets/styles.css' : 'assets/[name]-[hash][extname]'),
          },
        },
      },
    },
  },
}));
