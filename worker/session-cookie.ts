/**
 * Whether a request carries the operator's session cookie at all (signed in or stale), answered from the raw
 * request before any routing: the edge cache then never serves or stores the page, and the visit is not counted.
 * The cookie is sign-in's (routes/sign-in/session.ts); its name is declared data (routes/sign-in/routes.ts).
 * Worked out once per request, whoever asks first (the request's facts, worker/request-facts.ts, or the visit
 * counter's check, worker/analytics/visit.ts): later questions read the answer.
 */
import { SESSION_COOKIE } from '../routes/sign-in/routes';

const SESSION_IN_COOKIES = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;]`);
const answers = new WeakMap<Request, boolean>();

export function carriesSession(req: Request): boolean {
  if (!answers.has(req)) answers.set(req, SESSION_IN_COOKIES.test(req.headers.get('cookie') ?? ''));
  return answers.get(req)!;
}
