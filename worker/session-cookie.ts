/**
 * Whether a request carries the operator's session cookie at all (signed in or stale): the edge cache never serves
 * or stores its page. Declared with the cookie's name by sign-in (routes/sign-in/routes.ts), where the visit counter
 * (routes/analytics/visit.ts) reads it too; worked out once per request, whoever asks first.
 */
export { carriesSession } from '../routes/sign-in/routes';
