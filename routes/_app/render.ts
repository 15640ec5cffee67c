/**
 * How a family renders a page: `c.render(<Page />, options)` (`@hono/react-renderer`). The worker's document
 * (worker/render.tsx) applies the options before the first byte: status, headers, the page's Content Security
 * Policy and, for a page that streams, the nonce React's inline scripts need.
 */
import type { HeadMeta } from '../_layout/document';

export interface RenderOptions {
  meta: HeadMeta;
  status?: number;
  /** The page streams data behind Suspense: React's inline boundary scripts need a nonce. */
  streaming?: boolean;
  /** The page embeds the booking calendar (frame-src allows it). */
  frames?: boolean;
  headers?: Record<string, string>;
}

declare module '@hono/react-renderer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: the props c.render takes
  interface Props extends RenderOptions {}
}
