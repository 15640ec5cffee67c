/**
 * Reads to the end whatever request body the app left unread before the answer goes out. A handler may answer
 * early (a 413, a 429, a cross-site refusal) without touching the body; in production that is fine, but the
 * local server (vite preview through @cloudflare/vite-plugin and undici) then resets the connection while it is
 * still writing the body, and the next request on it gets vite's 500 page. Bytes are discarded, never parsed.
 * A body the size cap cut off part-way (hono's reader still holds it) cannot be drained here; one with a declared
 * length, which every browser and fetch sends, is never read by the cap, so it always can.
 */
import type { MiddlewareHandler } from 'hono';

/** Beyond this the rest is left to the platform: reading a huge upload only to discard it is not worth it. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (!body || body.locked || c.req.raw.bodyUsed) return;
  const reader = body.getReader();
  try {
    for (let read = 0; read <= DRAIN_LIMIT; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to drain.
  }
};
