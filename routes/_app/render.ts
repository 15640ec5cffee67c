/**
 * How a family renders a page: `c.render(<Page />, options)` (`@hono/react-renderer`). The worker's document
 * (worker/render.tsx) applies the options before the first byte: status, headers and, for a page that streams,
 * the nonce React's inline scripts need (and the Content Security Policy names, worker/security.ts).
 */
import type { HeadMeta } from '../_layout/document';

export interface RenderOptions {
  meta: HeadMeta;
  status?: number;
  /** The page streams data behind Suspense: React's inline boundary scripts need a nonce. */
  streaming?: boolean;
  headers?: Record<string, string>;
}

declare module '@hono/react-renderer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: the props c.render takes
  interface Props extends RenderOptions {}
}
