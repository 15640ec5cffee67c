import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';

/**
 * React's own edge renderer, which `@hono/react-renderer` would use without worker/react-renderer-alias.ts. Test
 * builds only (`x-test-renderer: react-edge`): the parity tests render every page with it and with the worker's
 * renderer and compare the HTML. Crawlers wait for the whole document the way React documents it: `allReady`.
 */
// The options are spelled out rather than imported: ./react-renderer-stream.ts loads this module, not the reverse.
export async function renderWithReactEdge(
  node: ReactNode,
  options: { nonce?: string; onError?: (error: unknown) => void; waitForAll?: boolean },
): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(node, { nonce: options.nonce, onError: options.onError });
  if (options.waitForAll) await stream.allReady;
  return stream;
}
