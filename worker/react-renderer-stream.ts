import type { ReactNode } from 'react';
import { renderToHtmlStream, type HtmlStreamOptions } from './html-stream';

/**
 * What `@hono/react-renderer` gets when it asks for `react-dom/server.edge` or `react-dom/server` (the build
 * resolves those two imports, from that package only, here: worker/react-renderer-alias.ts). React's edge build
 * encodes every HTML fragment on its own and measured about 3.5 times dearer than its pipeable build, so this
 * answers `renderToReadableStream` with the pipeable one (worker/html-stream.ts): the same HTML, one UTF-8 chunk
 * per flush. tests/worker/render-parity.test.tsx and tests/e2e/render-parity.spec.ts render every route both ways and compare them.
 */
export interface AdapterStreamOptions {
  nonce?: string;
  onError?: (error: unknown) => void;
  /**
   * The one option React's edge build lacks: hold the stream until every Suspense boundary is ready (crawlers).
   * With React's own build the caller awaits `stream.allReady` before reading; `@hono/react-renderer` cannot.
   */
  waitForAll?: boolean;
  /** Test builds only: render with React's own edge build instead (worker/react-edge-render.ts). */
  reactEdge?: boolean;
}

export async function renderToReadableStream(node: ReactNode, options: AdapterStreamOptions = {}): Promise<ReadableStream<Uint8Array>> {
  if (__TEST_HOOKS__ && options.reactEdge) return (await import('./react-edge-render')).renderWithReactEdge(node, options);
  const opts: HtmlStreamOptions = { nonce: options.nonce, waitForAll: options.waitForAll, onError: options.onError ?? (() => {}) };
  return renderToHtmlStream(node, opts);
}

/** `@hono/react-renderer` imports this for its non-streaming mode, which the worker never uses (render.tsx streams). */
export function renderToString(): never {
  throw new Error('The worker renders pages as streams only: use reactRenderer with `stream` (worker/render.tsx).');
}
