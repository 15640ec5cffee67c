/**
 * Services.auth as the sign-in family provides it (routes/_app/services.ts, offered from ./index.tsx through
 * ./service.ts, which loads this module on first use): the editor gate, the session checked at the edge (jose), the
 * throttle, and signing in and out with Supabase. The manager, the Leads and the Analytics screens use it through
 * Services, never these modules.
 */
import type { Services } from '../_app/services';
import { log } from '../_lib/log';
import { requireEditor } from './editor-gate';
import { revoke, signOutUpstream } from './revocation';
import { holdsKept, refreshToken, sessionToken } from './session';
import { forgetSession, keepCookies, keepSession, sessionLimits, startSession, tokenForSignOut } from './keeper';
import { takeKeptForm } from './sealed';
import { clearSession, expiredSessionCookie, setSession } from './session';
import { signIn } from './supabase-sign-in';
import { noteSignIn, signInThrottle } from './throttle';
import { errorMessage } from '../_lib/log';

export const auth: Services['auth'] = {
  requireEditor,
  session: keepSession,
  hasSession: (c) => sessionToken(c) !== undefined || refreshToken(c) !== undefined,
  throttle: signInThrottle,
  async signIn(c, email, password) {
    const result = await signIn(c.env, email, password);
    if (result.ok) {
      const now = Math.floor(Date.now() / 1000);
      // Without a record of when it started, the session cannot be renewed: it then lasts as long as its first token.
      const recorded = result.sessionId
        ? await startSession(c.env.DB, result.sessionId, result.email, now, sessionLimits(c.env)).then(
            () => true,
            (err: unknown) => (log.error('session_record_unwritable', { email: result.email, message: errorMessage(err) }), false),
          )
        : false;
      if (recorded) keepCookies(c, result.token, result.refreshToken, now);
      else setSession(c, result.token, result.expiresAt - now);
    }
    if (result.ok || result.message === 'wrongCredentials') await noteSignIn(c, email, result.ok ? 'signed_in' : 'wrong_password');
    return result;
  },
  async signOut(c) {
    // A token this worker accepts, renewed from the refresh token if it has expired: Supabase's logout needs one,
    // and ends the session's refresh tokens with it.
    const valid = await tokenForSignOut(c);
    if (valid) {
      const session = valid.verified;
      // If D1 cannot take the row the browser still forgets the cookies and Supabase still ends the session;
      // the error is logged, because the token itself would then work until it expires.
      await revoke(c.env.DB, session.revocationIds, session.expiresAt).catch((err: Error) =>
        log.error('sign_out_revocation_failed', { email: session.email, message: err.message }),
      );
      if (session.sessionId) await forgetSession(c.env.DB, session.sessionId).catch(() => undefined);
      log.info('sign_out', { email: session.email });
      await signOutUpstream(c.env, valid.token);
    }
    clearSession(c);
  },
  expiredCookie: expiredSessionCookie,
  takeKept: (c) => takeKeptForm(c, c.var.editor),
  holdsKept,
};
