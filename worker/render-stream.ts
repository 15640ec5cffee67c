/**
 * The stream every page is rendered into. `@hono/react-renderer` (render.tsx) asks `react-dom/server.edge` for
 * `renderToReadableStream`; the build resolves that import, from that package only, here
 * (worker/build/react-renderer-alias.ts). React's edge build encodes every HTML fragment on its own and measured
 * about 3.5 times dearer than its pipeable build, so this answers with the pipeable one: the same HTML, one UTF-8
 * chunk per flush. tests/worker/render-parity.test.tsx and tests/e2e/render-parity.spec.ts render every route both
 * ways (test builds only: `x-test-renderer: react-edge`) and require the same document.
 */
import type { ReactNode } from 'react';
// The Bun build of React's streaming renderer, on purpose: it hands the destination strings, so the document is
// encoded to UTF-8 once per flush. The edge build encodes every fragment on its own (about 10,000 TextEncoder
// calls for the home page), which made streaming renders two to three times dearer than the markup itself
// (docs/performance.md). Its only runtime needs are Node's util/crypto/stream modules, which nodejs_compat provides.
import { renderToPipeableStream } from 'react-dom/server.bun';

export interface StreamOptions {
  nonce?: string;
  onError?: (error: unknown) => void;
  /**
   * The one option React's edge build lacks: hold the stream until every Suspense boundary is ready (crawlers).
   * With React's own build the caller awaits `stream.allReady` before reading; `@hono/react-renderer` cannot.
   */
  waitForAll?: boolean;
  /** Test builds only: render with React's own edge build instead, for the parity tests. */
  reactEdge?: boolean;
}

/** `react-dom/server.edge`'s entry point, as `@hono/react-renderer` calls it with its `readableStreamOptions`. */
export async function renderToReadableStream(node: ReactNode, options: StreamOptions = {}): Promise<ReadableStream<Uint8Array>> {
  if (__TEST_HOOKS__ && options.reactEdge) {
    // Imported from here, React's own edge renderer: the build redirects only @hono/react-renderer's import.
    const edge = await import('react-dom/server.edge');
    const stream = await edge.renderToReadableStream(node, { nonce: options.nonce, onError: options.onError });
    if (options.waitForAll) await stream.allReady;
    return stream;
  }
  return renderToHtmlStream(node, options);
}

/**
 * Streams a React document as UTF-8: the shell as soon as it is ready, then each Suspense boundary as it
 * resolves, each flush as one chunk. Rejects if the shell itself fails, so the caller can answer with its error page.
 */
export function renderToHtmlStream(node: ReactNode, opts: StreamOptions): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const encoder = new TextEncoder();
    let pending = '';
    let open = true;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start: (c) => void (controller = c),
      // The visitor went away: stop rendering, and drop what React still writes while it winds down.
      cancel: (reason) => {
        open = false;
        render.abort(reason);
      },
    });
    // The subset of a Node writable that React's pipeable renderer uses.
    const destination = {
      write(chunk: string) {
        if (open) pending += chunk;
        return true;
      },
      flush() {
        if (!pending) return;
        controller.enqueue(encoder.encode(pending));
        pending = '';
      },
      end() {
        destination.flush();
        if (open) controller.close();
        open = false;
      },
      destroy(error: unknown) {
        if (open) controller.error(error);
        open = false;
      },
      on: () => destination,
    };
    const start = () => {
      render.pipe(destination as unknown as NodeJS.WritableStream);
      resolve(stream);
    };
    const render = renderToPipeableStream(node, {
      nonce: opts.nonce,
      onError: opts.onError ?? (() => {}),
      onShellReady: opts.waitForAll ? undefined : start,
      onAllReady: opts.waitForAll ? start : undefined,
      onShellError: reject,
    });
  });
}
