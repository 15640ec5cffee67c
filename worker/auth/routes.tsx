/** /auth: sign in (POST /auth), see who is signed in (GET /auth), sign out (POST /auth/sign-out). */
import { Hono, type Context } from 'hono';
import { SignInPage, type SignInState } from '../../routes/auth/sign-in-page';
import { routeByPath } from '../../routes/table';
import type { AppEnv } from '../env';
import { renderPage } from '../render';
import { sameOriginOnly } from './same-origin';
import { signIn } from './sign-in';
import { clearSession, expiredSessionCookie, sessionToken, setSession } from './session';
import { verifyAccessToken } from './verify';

const authRoute = routeByPath('/auth')!;

export const auth = new Hono<AppEnv>();

function page(c: Context<AppEnv>, state: SignInState, status = 200, headers: Record<string, string> = {}) {
  return renderPage(c, <SignInPage state={state} />, {
    meta: { title: authRoute.title, description: authRoute.description, path: '/auth', noindex: true },
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

auth.get('/auth', async (c) => {
  const token = sessionToken(c);
  if (c.req.query('signed-out') !== undefined && !token) return page(c, { message: 'signedOut', tone: 'info' });
  if (!token) return page(c, {});
  const session = await verifyAccessToken(c.env, token);
  if (session.ok) return page(c, { signedInAs: session.email, canManage: true });
  if (session.reason === 'forbidden' && session.email) return page(c, { signedInAs: session.email, message: 'forbidden' });
  if (session.reason === 'unavailable' || session.reason === 'unconfigured') return page(c, { message: session.reason }, 503);
  return page(c, { message: 'expired', tone: 'info' }, 200, { 'Set-Cookie': expiredSessionCookie() });
});

auth.post('/auth', sameOriginOnly, async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
  const password = typeof form.password === 'string' ? form.password : '';
  const result = await signIn(c.env, email, password);
  if (!result.ok) return page(c, { message: result.message, email }, result.status);
  setSession(c, result.token, result.maxAge);
  console.log(JSON.stringify({ event: 'sign_in', email: result.email }));
  return c.redirect('/blog/manage', 303);
});

auth.post('/auth/sign-out', sameOriginOnly, (c) => {
  clearSession(c);
  return c.redirect('/auth?signed-out', 303);
});
