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
 * credential is checked as it is; the cookies go through the session keeper (./keeper.ts), which renews them.
 */
export function requireEditor(kind: 'page' | 'api'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = kind === 'api' ? bearerToken(c) : undefined;
    const result = bearer ? await verifyAccessToken(c.env, bearer) : await keepSession(c);
    if (!result.ok) {
      log.warn('manager_refused', { reason: result.reason, method: c.req.method, path: c.req.path });
      if (kind === 'page') {
        const kept = await keptForLater(c, result);
        if (kept) return kept;
        const res = c.redirect(signInAgain(result), 303);
        // A script's call (the article form's autosave) leaves the cookies as they are: the form's own Save, which
        // may follow at once, must still carry the ended session to be kept for after signing in again.
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

/**
 * A form the editor posted after their session ended is kept, sealed (./sealed.ts), and they are sent to sign in
 * with the way back to it; null when there is nothing to keep. Only a post carrying the editor's own signed token
 * is kept, and only its fields, read to the manager's cap (a picture it carried is chosen again).
 */
/** A request a page's script made (fetch), not a navigation; a browser without Fetch Metadata counts as navigating. */
function isScriptCall(c: Context<AppEnv>): boolean {
  const mode = c.req.header('sec-fetch-mode');
  return mode !== undefined && mode !== 'navigate';
}

async function keptForLater(c: Context<AppEnv>, result: Refused): Promise<Response | null> {
  // A form the browser sent (a navigation), not a script's call: the article form's autosave has its own answer.
  if (c.req.method !== 'POST' || !result.expired || isScriptCall(c)) return null;
  const read = await formFieldsOf(c.req.raw, BODY_CAPS.manager).catch(() => null);
  if (!read) return null;
  const fields = Object.fromEntries(Object.entries(read.fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
  if (!(await keepForm(c, result.expired.email, { path: c.req.path, fields, hadFile: read.hadFile }))) return null;
  return c.redirect(`${AUTH_ROUTE.path}?kept&next=${encodeURIComponent(KEPT_FORM_PATH)}`, 303);
}
