/**
 * /auth: sign in (POST /auth), see who is signed in (GET /auth), sign out (POST /auth/sign-out). The family also
 * offers the rest of sign-in (the session, the editor gate, the throttle) as Services.auth (./service.ts).
 */
import type { Context } from 'hono';
import type { SignInState } from './sign-in-page';
import type { AppEnv } from '../_app/env';
import { factory } from '../_app/factory';
import { sameOriginOnly } from '../_app/same-origin';
import type { Offers, Services } from '../_app/services';
import { BODY_CAPS, capBody } from '../_app/body-cap';
import { acceptBody, FORM_BODIES } from '../_app/request-body';
import { sameSitePath } from '../_lib/same-site-path';
import { TURNSTILE_FIELD } from '../_lib/lead-fields';
import { MANAGE_ROUTE } from '../manage/routes';
import { AUTH_ROUTE, SIGN_OUT_PATH } from './routes';
import type { SignInMessage } from './content';
import { log } from '../_lib/log';
import { auth } from './service';
import { authDocument } from './page';
import { loadOperator } from './load';

const ENDED_MESSAGES: Record<string, SignInMessage> = { idle: 'endedIdle', day: 'endedDay', refused: 'endedRefused' };

/** The page's view is loaded on first use: only the operator signs in (tests/e2e/production-build.spec.ts). */
async function page(c: Context<AppEnv>, state: SignInState, status = 200, headers: Record<string, string> = {}) {
  const { SignInPage } = await loadOperator();
  return authDocument(c, <SignInPage state={state} />, status, headers);
}

export const signIn = (s: Services) =>
  factory
    .createApp()
    .get(AUTH_ROUTE.path, async (c) => {
      const next = sameSitePath(c.req.query('next'), new URL(c.req.url).origin) ?? undefined;
      const signedIn = s.auth.hasSession(c);
      if (c.req.query('signed-out') !== undefined && !signedIn) return page(c, { message: 'signedOut', tone: 'info' });
      // Why the manager sent the editor here: the session ended (./keeper.ts), or a form was kept for later.
      const ended = ENDED_MESSAGES[c.req.query('ended') ?? ''];
      const why: SignInState = c.req.query('kept') !== undefined ? { message: 'kept', tone: 'info' } : ended ? { message: ended, tone: 'info' } : {};
      if (!signedIn) return page(c, { next, ...why });
      const session = await s.auth.session(c);
      if (session.ok) return page(c, { signedInAs: session.email, canManage: true });
      if (session.reason === 'forbidden' && session.email) return page(c, { signedInAs: session.email, message: 'forbidden' });
      if (session.reason === 'unavailable' || session.reason === 'unconfigured') return page(c, { message: session.reason }, 503);
      const message = why.message ?? (session.ended ? ENDED_MESSAGES[session.ended] : 'expired');
      // A session the keeper ended has had its cookies cleared already; an expired one without a refresh token is cleared here.
      if (session.ended) return page(c, { next, message, tone: 'info' });
      return page(c, { next, message, tone: 'info' }, 200, { 'Set-Cookie': s.auth.expiredCookie() });
    })
    .post(AUTH_ROUTE.path, sameOriginOnly, capBody(BODY_CAPS.auth), acceptBody(FORM_BODIES), async (c) => {
      const form = c.var.input ?? {};
      const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
      const password = typeof form.password === 'string' ? form.password : '';
      const next = typeof form.next === 'string' ? (sameSitePath(form.next, new URL(c.req.url).origin) ?? undefined) : undefined;
      const token = typeof form[TURNSTILE_FIELD] === 'string' ? form[TURNSTILE_FIELD] : undefined;
      const guard = email && password ? await s.auth.throttle(c, email, token) : undefined;
      if (guard?.kind === 'wait') {
        log.warn('sign_in_rate_limited', { reason: guard.reason });
        return page(c, { message: 'tooManyAttempts', email, next }, 429, { 'Retry-After': String(guard.seconds) });
      }
      if (guard?.kind === 'challenge') {
        log.warn('sign_in_challenge', { outcome: guard.failed ? 'refused' : 'asked' });
        return page(c, { message: guard.failed ? 'challengeFailed' : 'challenge', email, next, challenge: guard.siteKey }, guard.failed ? 403 : 400);
      }
      const result = await s.auth.signIn(c, email, password);
      if (!result.ok) return page(c, { message: result.message, email, next }, result.status);
      log.info('sign_in', { email: result.email });
      // Back to where the editor was headed, if that is a path on this site; else the manager.
      return c.redirect(next ?? MANAGE_ROUTE.path, 303);
    })
    /** Ends the session: revoked at Supabase, and refused here until its token would have expired anyway. */
    .post(SIGN_OUT_PATH, sameOriginOnly, capBody(BODY_CAPS.auth), acceptBody(FORM_BODIES), async (c) => {
      await s.auth.signOut(c);
      return c.redirect(`${AUTH_ROUTE.path}?signed-out`, 303);
    });

export default signIn;

/** Sign-in, sign-out and the editor gate, which the blog's manager and the Leads screen reach through Services.auth. */
export const offers: Pick<Offers, 'auth'> = { auth };
