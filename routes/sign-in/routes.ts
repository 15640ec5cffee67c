/** Operator sign-in at /auth (not in the sitemap), and the name of the cookie that carries the session. */
import { route, type FamilyPages } from '../_app/routes';
import { authPage } from './content';

export const AUTH_ROUTE = route('/auth', 'auth', 'Sign in', authPage, { sitemap: false, source: 'database', unmeasured: true });

/** Where the signed-in page's button posts to end the session. */
export const SIGN_OUT_PATH = '/auth/sign-out';

/**
 * The session cookie (./session.ts sets it). Declared here because the worker needs its name without the session
 * code: a request that carries it is never served from the edge cache and is not counted as a visit.
 */
export const SESSION_COOKIE = 'sb_session';

export const PAGES: FamilyPages = { position: 45, routes: [AUTH_ROUTE] };
