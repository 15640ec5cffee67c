/**
 * Services.auth as the sign-in family provides it (routes/_app/services.ts, offered from ./index.tsx): the editor
 * gate, the session checked at the edge, the throttle, and signing in and out with Supabase. The blog's manager
 * and the Leads screen use it through Services, never these modules.
 */
import type { Services } from '../_app/services';
import { log } from '../_lib/log';
import { requireEditor } from './editor-gate';
import { revoke, signOutUpstream } from './revocation';
import { clearSession, expiredSessionCookie, sessionToken, setSession } from './session';
import { signIn } from './supabase-sign-in';
import { noteSignIn, signInThrottle } from './throttle';
import { verifyAccessToken } from './verify';

export const auth: Services['auth'] = {
  requireEditor,
  session: (c) => verifyAccessToken(c.env, sessionToken(c)),
  hasSession: (c) => sessionToken(c) !== undefined,
  throttle: signInThrottle,
  async signIn(c, email, password) {
    const result = await signIn(c.env, email, password);
    if (result.ok) setSession(c, result.token, result.maxAge);
    if (result.ok || result.message === 'wrongCredentials') await noteSignIn(c, email, result.ok ? 'signed_in' : 'wrong_password');
    return result;
  },
  async signOut(c) {
    const token = sessionToken(c);
    if (token) {
      // Only a token this worker would accept needs refusing here; Supabase is asked to end any session.
      const session = await verifyAccessToken(c.env, token);
      if (session.ok) {
        // If D1 cannot take the row the browser still forgets the cookie and Supabase still ends the session;
        // the error is logged, because the token itself would then work until it expires.
        await revoke(c.env.DB, session.revocationIds, session.expiresAt).catch((err: Error) =>
          log.error('sign_out_revocation_failed', { email: session.email, message: err.message }),
        );
        log.info('sign_out', { email: session.email });
      }
      await signOutUpstream(c.env, token);
    }
    clearSession(c);
  },
  expiredCookie: expiredSessionCookie,
};
