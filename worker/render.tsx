import { reactRenderer } from '@hono/react-renderer';
import type { Context, ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createMiddleware } from 'hono/factory';
import type { ReactElement, ReactNode } from 'react';
import { Document, type AssetUrls, type HeadMeta } from '../routes/_layout/document';
import type { RenderOptions } from '../routes/_app/render';
import { isBot } from '../routes/_lib/bots';
import { SlotProvider } from '../routes/_lib/slot-context';
import { ErrorView, NotFound } from '../routes/_layout/not-found';
import { notFoundPage } from '../routes/_layout/copy';
import { FooterNewsletter } from '../routes/_layout/newsletter-form';
import type { AppEnv } from '../routes/_app/env';
import { markFailedRead } from './failed-reads';
import type { StreamOptions } from './render-stream';
import { log, errorMessage } from '../routes/_lib/log';

export function assetUrls(): AssetUrls {
  if (__DEV__) return { script: '/client/entry.ts', style: '/client/styles.css' };
  return { script: `/assets/entry.js?v=${__BUILD_ID__}`, style: `/assets/styles.css?v=${__BUILD_ID__}` };
}

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's options for the page render: set by pageRenderer, read by the stream adapter. */
    renderStream: StreamOptions;
  }
}

/**
 * The document around every page; `c.render(page, options)` fills it. @hono/react-renderer calls it before it
 * starts the stream, so the status, headers and the nonce the stream and the policy need are set here, once.
 */
function PageDocument({ c, meta, children, status, streaming, headers }: { c: Context<AppEnv>; children: ReactElement } & RenderOptions) {
  const nonce = streaming ? crypto.randomUUID().replace(/-/g, '') : undefined;
  c.get('renderStream').nonce = nonce;
  // The Content Security Policy names it (worker/security.ts).
  if (nonce) c.set('secureHeadersNonce', nonce);
  c.status((status ?? 200) as ContentfulStatusCode);
  for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
  const currency = { currency: c.get('currency'), detected: c.get('currencySource') === 'country', source: c.get('currencySource') };
  return (
    <Document meta={meta} currency={currency} assets={assetUrls()} signUp={<FooterNewsletter />}>
      <SlotProvider value={c.get('copy')?.words}>{children}</SlotProvider>
    </Document>
  );
}

/**
 * `@hono/react-renderer` for every request, with this request's stream options: crawlers wait for the whole
 * document, and a failed Suspense boundary marks the response uncacheable. The worker build renders them with
 * React's pipeable renderer (worker/render-stream.ts). PageDocument adds the nonce when a page streams. Set up
 * once per request: a step of the pipeline (worker/pipeline.ts), and of the pages (worker/pages.tsx) when they run
 * on their own.
 */
export const pageRenderer = createMiddleware<AppEnv>((c, next) => {
  // Under the pipeline it runs before the caches (their error and not-found pages need it) and the pages pass by.
  if (c.get('renderStream')) return next();
  const stream: StreamOptions = {
    waitForAll: isBot(c.req.header('user-agent')),
    onError(error) {
      // A boundary that failed leaves its fallback in the HTML: that copy must not be cached.
      markFailedRead(c.req.raw);
      log.error('render_error', { path: c.req.path, message: errorMessage(error) });
    },
  };
  // Test builds only: the parity tests ask for React's own edge renderer, and the answer says it was used.
  if (__TEST_HOOKS__ && c.env.TEST_HOOKS === '1' && c.req.header('x-test-renderer') === 'react-edge') {
    stream.reactEdge = true;
    c.header('x-test-renderer', 'react-edge');
  }
  c.set('renderStream', stream);
  return reactRenderer(PageDocument as Parameters<typeof reactRenderer>[0], {
    stream: { 'Content-Type': 'text/html; charset=utf-8' },
    readableStreamOptions: stream,
  })(c, next);
});

/** Renders a page through `c.render`: the worker's own pages (not found, error) and the render tests use it. */
export async function renderPage(c: Context<AppEnv>, body: ReactNode, opts: RenderOptions): Promise<Response> {
  return c.render(<>{body}</>, opts);
}

/**
 * The catch-all page. The 404 status is what keeps it out of search indexes (a robots meta would only
 * repeat it). `status` is 404 except for the Lighthouse stand-in (worker/test-hooks.tsx).
 */
export function renderNotFound(c: Context<AppEnv>, status = 404): Promise<Response> {
  return renderPage(c, <NotFound />, {
    meta: { title: notFoundPage.title, description: notFoundPage.description, path: c.req.path, unmeasured: true },
    status,
  });
}

/**
 * An error no handler caught, in the pipeline or in the pages on their own (the edge cache's background refresh):
 * logged as the site's JSON `error` event and answered with the error page, never Hono's plain-text default.
 */
export const answerError: ErrorHandler<AppEnv> = (err, c) => {
  log.error('error', { method: c.req.method, path: c.req.path, message: err.message });
  return renderError(c);
};

/** The router fallback ('Unexpected Application Error'). Never shows a stack trace. */
export async function renderError(c: Context<AppEnv>): Promise<Response> {
  const meta: HeadMeta = {
    title: 'Unexpected Application Error',
    description: 'Something went wrong while preparing this page. Please try again shortly.',
    path: c.req.path,
    noindex: true,
    unmeasured: true,
  };
  try {
    const res = await renderPage(c, <ErrorView />, { meta, status: 500 });
    res.headers.set('Cache-Control', 'no-store');
    return res;
  } catch {
    return new Response(
      '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Unexpected Application Error</title></head><body><h1>Unexpected Application Error</h1><p>Please try again in a moment. <a href="/">Return to Home</a></p></body></html>',
      { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
    );
  }
}
