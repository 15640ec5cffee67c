import type { ReactNode } from 'react';
// The Bun build of React's streaming renderer, on purpose: it hands the destination strings, so the document is
// encoded to UTF-8 once per flush. The edge build encodes every fragment on its own (about 10,000 TextEncoder
// calls for the home page), which made streaming renders two to three times dearer than the markup itself
// (docs/performance.md). Its only runtime needs are Node's util/crypto/stream modules, which nodejs_compat provides.
import { renderToPipeableStream } from 'react-dom/server.bun';

export interface HtmlStreamOptions {
  nonce?: string;
  /** Hold the first byte until every Suspense boundary has resolved (crawlers). */
  waitForAll?: boolean;
  onError: (error: unknown) => void;
}

/**
 * Streams a React document as UTF-8: the shell as soon as it is ready, then each Suspense boundary as it
 * resolves, each flush as one chunk. Rejects if the shell itself fails, so the caller can answer with its error page.
 */
export function renderToHtmlStream(node: ReactNode, opts: HtmlStreamOptions): Promise<ReadableStream<Uint8Array>> {
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
      onError: opts.onError,
      onShellReady: opts.waitForAll ? undefined : start,
      onAllReady: opts.waitForAll ? start : undefined,
      onShellError: reject,
    });
  });
}
