import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * One build, two environments: the worker (server render, API) and the client (island loader, islands, CSS).
 * The client entry and stylesheet keep stable names so the worker can link them without a manifest;
 * the worker appends ?v=<build id> so they can still be cached as immutable. Island chunks are content-hashed.
 */
const BUILD_ID = process.env.BUILD_ID ?? Date.now().toString(36);

export default defineConfig(({ command }) => ({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID), __DEV__: JSON.stringify(command === 'serve') },
  plugins: [cloudflare(), tailwindcss()],
  environments: {
    client: {
      build: {
        rollupOptions: {
          input: { entry: 'client/entry.ts', styles: 'client/styles.css' },
          output: {
            entryFileNames: 'assets/[name].js',
            chunkFileNames: 'assets/[name]-[hash].js',
            assetFileNames: (info) => (info.names?.[0] === 'styles.css' ? 'assets/styles.css' : 'assets/[name]-[hash][extname]'),
          },
        },
      },
    },
  },
}));
