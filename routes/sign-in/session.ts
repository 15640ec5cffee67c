/** The operator's session: the Supabase access token in an HttpOnly, Secure, SameSite=Strict cookie that expires with it. */
import type { Context } from 'hono';
import { deleteCookie, generateCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from './routes';

/** One set of attributes for setting and clearing: a clear with another path would leave the session cookie in place. */
const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' } as const;

export function setSession(c: Context, token: string, maxAge: number) {
  setCookie(c, SESSION_COOKIE, token, { ...ATTRIBUTES, maxAge });
}

export function clearSession(c: Context) {
  deleteCookie(c, SESSION_COOKIE, ATTRIBUTES);
}

/** A Set-Cookie value for a page answer that passes its own headers (Services.auth.expiredCookie). */
export const expiredSessionCookie = () =>
  generateCookie(SESSION_COOKIE, '', { ...ATTRIBUTES, maxAge: 0, expires: new Date(0) });

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/** API clients may send the token as a bearer credential instead of the cookie. */
export function requestToken(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? sessionToken(c);
}
