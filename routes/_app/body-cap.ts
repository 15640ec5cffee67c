/**
 * Every POST body has a size cap (hono/body-limit): a declared length over it is refused at once, an undeclared
 * one as soon as the count passes it, and nothing more is parsed. drain-body.ts then discards what is left
 * unread before the answer goes out.
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const BODY_CAPS = {
  /** Sign-in and sign-out: an email address and a password. */
  auth: 8 * 1024,
  /** An assessment's answers. */
  assessment: 16 * 1024,
  /** The longest message (5,000 characters) in any script, percent-encoded. */
  lead: 64 * 1024,
  /** A post: 100,000 characters of Markdown plus its fields, percent-encoded. */
  manager: 1024 * 1024,
} as const;

export const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-GB')} KB`;

/** The refusal when the caller has no page of its own to show: plain text, saying what the cap is. */
export function tooLargeText(c: Context, maxSize: number) {
  return c.text(`What you sent is larger than this form accepts (at most ${kilobytes(maxSize)}). Please shorten it and try again.`, 413, {
    'Cache-Control': 'no-store',
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- usable on any app's routes, like hono's own middleware
export function capBody<E extends Env = any>(
  maxSize: number,
  onTooLarge: (c: Context<E>) => Response | Promise<Response> = (c) => tooLargeText(c, maxSize),
): MiddlewareHandler<E> {
  return bodyLimit({ maxSize, onError: onTooLarge as (c: Context) => Response | Promise<Response> });
}
