/**
 * Whether a request carries the operator's session cookie at all (signed in or stale), answered from the raw
 * request before any routing: the edge cache then never serves or stores the page, and the visit is not counted.
 * The cookie is sign-in's (routes/sign-in/session.ts); its name is declared data (routes/sign-in/routes.ts).
 */
import { SESSION_COOKIE } from '../routes/sign-in/routes';

const SESSION_IN_COOKIES = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;]`);

export const carriesSession = (req: Request): boolean => SESSION_IN_COOKIES.test(req.headers.get('cookie') ?? '');
