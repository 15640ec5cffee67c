import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { AdapterStreamOptions } from './react-renderer-stream';

/**
 * React's own edge renderer, which `@hono/react-renderer` would use without worker/react-renderer-alias.ts. Test
 * builds only (`x-test-renderer: react-edge`): the parity tests render every page with it and with the worker's
 * renderer and compare the HTML. Crawlers wait for the whole document the way React documents it: `allReady`.
 */
export async function renderWithReactEdge(node: ReactNode, options: AdapterStreamOptions): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(node, { nonce: options.nonce, onError: options.onError });
  if (options.waitForAll) await stream.allReady;
  return stream;
}
