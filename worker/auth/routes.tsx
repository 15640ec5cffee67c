/** /auth: sign in (POST /auth), see who is signed in (GET /auth), sign out (POST /auth/sign-out). */
import { Hono, type Context } from 'hono';
import { SignInPage, type SignInState } from '../../routes/auth/sign-in-page';
import { routeByPath } from '../../routes/table';
import type { AppEnv } from '../../routes/_app/env';
import { renderPage } from '../render';
import { sameOriginOnly } from '../../routes/_app/same-origin';
import { signIn } from './sign-in';
import { clearSession, expiredSessionCookie, sessionToken, setSession } from './session';
import { verifyAccessToken } from './verify';
import { revoke, signOutUpstream } from './revocation';
import { clientIp } from '../../routes/_app/http';
import { BODY_CAPS, capBody } from '../../routes/_app/body-cap';
import { allow, retryAfterSeconds } from '../rate-limit';
import { sameSitePath } from '../../routes/_lib/same-site-path';

const authRoute = routeByPath('/auth')!;

export const auth = new Hono<AppEnv>();

function page(c: Context<AppEnv>, state: SignInState, status = 200, headers: Record<string, string> = {}) {
  return renderPage(c, <SignInPage state={state} />, {
    meta: { title: authRoute.title, description: authRoute.description, path: '/auth', noindex: true },
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

/** Sign-in attempts per client address and per email address (AUTH_RATE_LIMITER in wrangler.toml). */
/** Keep in step with AUTH_RATE_LIMITER in wrangler.toml. */
const SIGN_IN_LIMIT = 10;
const SIGN_IN_PERIOD_S = 60;
const signInLimiter = (env: AppEnv['Bindings']) => ({ name: 'sign_in', binding: env.AUTH_RATE_LIMITER, limit: SIGN_IN_LIMIT, periodS: SIGN_IN_PERIOD_S });

async function throttled(c: Context<AppEnv>, email: string): Promise<boolean> {
  const limiter = signInLimiter(c.env);
  // Both keys are counted on every attempt, so that neither hides the other.
  const [byAddress, byEmail] = await Promise.all([allow(limiter, `ip:${clientIp(c)}`), allow(limiter, `email:${email.slice(0, 254)}`)]);
  return !byAddress || !byEmail;
}

auth.get('/auth', async (c) => {
  const token = sessionToken(c);
  const next = sameSitePath(c.req.query('next'), new URL(c.req.url).origin) ?? undefined;
  if (c.req.query('signed-out') !== undefined && !token) return page(c, { message: 'signedOut', tone: 'info' });
  if (!token) return page(c, { next });
  const session = await verifyAccessToken(c.env, token);
  if (session.ok) return page(c, { signedInAs: session.email, canManage: true });
  if (session.reason === 'forbidden' && session.email) return page(c, { signedInAs: session.email, message: 'forbidden' });
  if (session.reason === 'unavailable' || session.reason === 'unconfigured') return page(c, { message: session.reason }, 503);
  return page(c, { message: 'expired', tone: 'info' }, 200, { 'Set-Cookie': expiredSessionCookie() });
});

auth.post('/auth', sameOriginOnly, capBody(BODY_CAPS.auth), async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
  const password = typeof form.password === 'string' ? form.password : '';
  const next = typeof form.next === 'string' ? (sameSitePath(form.next, new URL(c.req.url).origin) ?? undefined) : undefined;
  if (email && password && (await throttled(c, email))) {
    console.warn(JSON.stringify({ event: 'sign_in_rate_limited' }));
    return page(c, { message: 'tooManyAttempts', email, next }, 429, { 'Retry-After': String(retryAfterSeconds(signInLimiter(c.env))) });
  }
  const result = await signIn(c.env, email, password);
  if (!result.ok) return page(c, { message: result.message, email, next }, result.status);
  setSession(c, result.token, result.maxAge);
  console.log(JSON.stringify({ event: 'sign_in', email: result.email }));
  // Back to where the editor was headed, if that is a path on this site; else the manager.
  return c.redirect(next ?? '/blog/manage', 303);
});

/** Ends the session: revoked at Supabase, and refused here until its token would have expired anyway. */
auth.post('/auth/sign-out', sameOriginOnly, capBody(BODY_CAPS.auth), async (c) => {
  const token = sessionToken(c);
  if (token) {
    // Only a token this worker would accept needs refusing here; Supabase is asked to end any session.
    const session = await verifyAccessToken(c.env, token);
    if (session.ok) {
      // If D1 cannot take the row the browser still forgets the cookie and Supabase still ends the session;
      // the error is logged, because the token itself would then work until it expires.
      await revoke(c.env.DB, session.revocationIds, session.expiresAt).catch((err: Error) =>
        console.error(JSON.stringify({ event: 'sign_out_revocation_failed', email: session.email, message: err.message })),
      );
      console.log(JSON.stringify({ event: 'sign_out', email: session.email }));
    }
    await signOutUpstream(c.env, token);
  }
  clearSession(c);
  return c.redirect('/auth?signed-out', 303);
});
