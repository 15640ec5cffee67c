/**
 * The operator's session in two cookies, both HttpOnly, Secure and SameSite=Strict. The access token (Path=/, so the
 * edge cache and the visit counter recognise the operator anywhere) lives until the working day ends even after
 * the token itself expires: its signed claims say whose session it was, which the session keeper (./keeper.ts)
 * needs to renew it and ./sealed.ts to keep a form posted with it. Supabase's refresh token goes only where it is
 * used: the manager and the sign-in routes, as two cookies of one name, one per path.
 */
import type { Context } from 'hono';
import { deleteCookie, generateCookie, getCookie, setCookie } from 'hono/cookie';
import { KEPT_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATHS, SESSION_COOKIE } from './routes';

/** One set of attributes for setting and clearing: a clear with another path would leave the session cookie in place. */
const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' } as const;

export function setSession(c: Context, token: string, maxAge: number) {
  setCookie(c, SESSION_COOKIE, token, { ...ATTRIBUTES, maxAge });
}

/** The refresh token on each of its paths, for as long as the access token's cookie. */
export function setRefreshToken(c: Context, refreshToken: string, maxAge: number) {
  for (const path of REFRESH_COOKIE_PATHS) setCookie(c, REFRESH_COOKIE, refreshToken, { ...ATTRIBUTES, path, maxAge });
}

export function clearSession(c: Context) {
  deleteCookie(c, SESSION_COOKIE, ATTRIBUTES);
  clearRefreshToken(c);
}

export function clearRefreshToken(c: Context) {
  for (const path of REFRESH_COOKIE_PATHS) deleteCookie(c, REFRESH_COOKIE, { ...ATTRIBUTES, path });
}

/** A Set-Cookie value for a page answer that passes its own headers (Services.auth.expiredCookie). */
export const expiredSessionCookie = () =>
  generateCookie(SESSION_COOKIE, '', { ...ATTRIBUTES, maxAge: 0, expires: new Date(0) });

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

export function refreshToken(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

/** Whether this browser holds a kept form (./sealed.ts reads and checks it, and clears the cookie with the last one). */
export const holdsKept = (c: Context) => Boolean(getCookie(c, KEPT_COOKIE));

/** API clients may send the token as a bearer credential instead of the cookie. */
export function bearerToken(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  return auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
}
