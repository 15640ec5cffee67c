/** The gate in front of every manager request: a verified Supabase token whose email is on the allow-list. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../_app/env';
import { bearerToken } from './session';
import type { Refused } from '../_app/services';
import { verifyAccessToken } from './verify';
import { AUTH_ROUTE, KEPT_FORM_PATH } from './routes';
import { keepSession } from './keeper';
import { keepForm } from './sealed';
import { formFieldsOf } from '../_app/form-fields';
import { log } from '../_lib/log';
import { BODY_CAPS } from '../_app/body-cap';
import type { Context } from 'hono';
import { matchesRoute, type LazyRoute } from '../_app/lazy-routes';
import type { Fields } from '../_app/request-body';
import { notKeptAnswer } from './not-kept-page';

const API_REFUSAL: Record<Refused['reason'], { status: 401 | 403 | 503; error: string }> = {
  missing: { status: 401, error: 'Sign in first: send a Supabase access token as a Bearer credential or the session cookie.' },
  invalid: { status: 401, error: 'The access token is invalid or has expired. Sign in again.' },
  forbidden: { status: 403, error: 'This account is not allowed to manage Insights.' },
  unconfigured: { status: 503, error: 'Sign-in is not configured on this deployment.' },
  unavailable: { status: 503, error: 'The sign-in service could not be reached to check the token. Try again shortly.' },
};

/** Where a refused page request goes: /auth, saying why when the keeper ended the session. */
export const signInAgain = (result: Refused) => (result.ended ? `${AUTH_ROUTE.path}?ended=${result.ended}` : AUTH_ROUTE.path);

/**
 * Pages send anyone refused to /auth, which explains why; API calls get a status and a JSON reason. A bearer
 * credential is checked as it is; the cookies go through the session keeper (./keeper.ts), which renews them. A
 * page's `forms` posted without a valid session are kept for after signing in (keptForLater).
 */
export function requireEditor(kind: 'page' | 'api', forms: readonly LazyRoute[] = []): MiddlewareHandler<AppEnv> {
  const isForm = matchesRoute(forms, 'POST');
  return async (c, next) => {
    const bearer = kind === 'api' ? bearerToken(c) : undefined;
    const result = bearer ? await verifyAccessToken(c.env, bearer) : await keepSession(c);
    if (!result.ok) {
      log.warn('manager_refused', { reason: result.reason, method: c.req.method, path: c.req.path });
      if (kind === 'page') {
        const kept = isForm(c.req.path) ? await keptForLater(c, result) : null;
        if (kept) return kept;
        const res = c.redirect(signInAgain(result), 303);
        // A script's call (the article form's autosave) leaves the cookies as they are: the form's own Save, which
        // may follow at once, must still carry the ended session to be kept for its editor.
        if (isScriptCall(c)) res.headers.delete('Set-Cookie');
        return res;
      }
      const { status, error } = API_REFUSAL[result.reason];
      if (status === 401) c.header('WWW-Authenticate', 'Bearer realm="insights"');
      return c.json({ error }, status);
    }
    c.set('editor', result.email);
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}

/** A request a page's script made (fetch), not a navigation; a browser without Fetch Metadata counts as navigating. */
function isScriptCall(c: Context<AppEnv>): boolean {
  const mode = c.req.header('sec-fetch-mode');
  return mode !== undefined && mode !== 'navigate';
}

/**
 * A form posted with no valid session (none sent, expired, signed out, or not a token at all) is kept, sealed
 * (./sealed.ts), and the browser is sent to sign in with the way back to it; a form that cannot be kept gets a page
 * saying so. Only its fields are kept, read to Save's own cap (a picture it carried is chosen again). Null when
 * there is nothing to keep: a script's call (the article form's autosave has its own answer) or a body that is not
 * a form.
 */
async function keptForLater(c: Context<AppEnv>, result: Refused): Promise<Response | null> {
  if (c.req.method !== 'POST' || (result.reason !== 'missing' && result.reason !== 'invalid') || isScriptCall(c)) return null;
  const read = await formFieldsOf(c.req.raw, BODY_CAPS.manager).catch(() => null);
  if (!read) return null;
  const outcome = read === 'tooLarge' ? read : await keepForm(c, { path: c.req.path, ...keptFields(read), ...(result.expired && { email: result.expired.email }) });
  if (outcome === 'kept') return c.redirect(`${AUTH_ROUTE.path}?kept&next=${encodeURIComponent(KEPT_FORM_PATH)}`, 303);
  return notKeptAnswer(c, outcome);
}

const keptFields = (read: { fields: Fields; hadFile: boolean }) => ({
  fields: Object.fromEntries(Object.entries(read.fields).filter((e): e is [string, string] => typeof e[1] === 'string')),
  hadFile: read.hadFile,
});
