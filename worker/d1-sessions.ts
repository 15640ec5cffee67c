/**
 * Reads through the D1 Sessions API, so that with read replication on (docs/operations.md, "Reads from the nearest replica") a query may be
 * answered by the replica nearest the data centre running the worker.
 *
 * - Public pages: one session per request, 'first-unconstrained': the first query goes to any copy, and the
 *   request's later queries see at least what the first one saw. A reader may see an edit a moment late.
 * - The editor (the manager and its JSON API): the session continues from the bookmark in the editor's
 *   cookie, and each response stores the session's new bookmark back, so every read sees at least everything
 *   the editor has written, whichever replica answers. Without a cookie the first query goes to the primary.
 * A request without a session (another binding, the page-version reads) goes to the primary as before.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { AppEnv } from '../routes/_app/env';
import type { Db } from '../routes/_app/services';

export const BOOKMARK_COOKIE = 'd1_bookmark';
/** A day: the bookmark only has to outlive replication lag, and a stale one is merely older than needed. */
const BOOKMARK_SECONDS = 24 * 60 * 60;
/** D1 bookmarks are hyphenated hex; anything else in the cookie is ignored rather than handed to D1. */
const BOOKMARK = /^[0-9a-f]{1,32}(-[0-9a-f]{1,64}){0,7}$/i;

const sessions = new WeakMap<Request, D1DatabaseSession>();

function session(c: Context<AppEnv>, start: () => string): D1DatabaseSession {
  let s = sessions.get(c.req.raw);
  if (!s) {
    s = c.env.DB.withSession(start());
    sessions.set(c.req.raw, s);
  }
  return s;
}

/** The database as a public page reads it: any copy, consistent within the request. */
export function publicDb(c: Context<AppEnv>): Db {
  return session(c, () => 'first-unconstrained');
}

/** The database as the editor reads and writes it: never older than the editor's own last write. */
export function editorDb(c: Context<AppEnv>): Db {
  return session(c, () => {
    const bookmark = getCookie(c, BOOKMARK_COOKIE);
    return bookmark && BOOKMARK.test(bookmark) ? bookmark : 'first-primary';
  });
}

/** Around every editor request: after it, the session's bookmark goes back in the cookie (HttpOnly, Secure, SameSite). */
export const editorSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const bookmark = sessions.get(c.req.raw)?.getBookmark();
  if (!bookmark) return;
  c.res.headers.append(
    'Set-Cookie',
    generateCookie(BOOKMARK_COOKIE, bookmark, { httpOnly: true, secure: true, sameSite: 'Strict', path: '/', maxAge: BOOKMARK_SECONDS }),
  );
};
