/** Operator sign-in at /auth (not in the sitemap), and the name of the cookie that carries the session. */
import { route, type FamilyPages } from '../_app/routes';
import { authPage } from './content';
import { MANAGE_ROUTE } from '../manage/routes';

export const AUTH_ROUTE = route('/auth', 'auth', 'Sign in', authPage, { sitemap: false, source: 'database', unmeasured: true });

/** Where the signed-in page's button posts to end the session. */
export const SIGN_OUT_PATH = '/auth/sign-out';

/**
 * The session cookie (./session.ts sets it). Declared here because the worker needs its name without the session
 * code: a request that carries it is never served from the edge cache and is not counted as a visit.
 */
export const SESSION_COOKIE = 'sb_session';

const SESSION_IN_COOKIES = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;]`);

/**
 * Whether a request carries the session cookie at all (signed in or stale), answered from the raw request before
 * any routing: the edge cache then never serves or stores the page, and the visit is not counted.
 */
export function carriesSession(req: Request): boolean {
  // Asked by the request's facts (worker/request-facts.ts) and the visit counter: worked out once per request.
  if (!answers.has(req)) answers.set(req, SESSION_IN_COOKIES.test(req.headers.get('cookie') ?? ''));
  return answers.get(req)!;
}
const answers = new WeakMap<Request, boolean>();

/** Supabase's refresh token, sent only to the manager and the sign-in routes (./session.ts). */
export const REFRESH_COOKIE = 'sb_refresh';
/** Forms posted without a valid session and kept (./sealed.ts): the cookie holding this browser's key to them, and where the manager reopens the newest. */
export const KEPT_COOKIE = 'sb_kept';
export const KEPT_FORM_PATH = `${MANAGE_ROUTE.path}/kept`;

export const REFRESH_COOKIE_PATHS = [MANAGE_ROUTE.path, AUTH_ROUTE.path] as const;

export const PAGES: FamilyPages = { position: 45, routes: [AUTH_ROUTE] };
