import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { SUPABASE_STANDIN_PORT } from './playwright.config';
import type { Handler } from './stand-in-handler';

/**
 * Supabase Auth's password and refresh_token grants, logout and JWKS for the e2e suite: real ES256 JWTs signed with
 * a key pair made at start-up, so the worker verifies them exactly as it would Supabase's own. Refresh tokens
 * rotate as GoTrue's do (each works once; the answer carries the next), and logout ends every refresh token of
 * the token's sign-in (its session_id claim).
 */
export const EDITOR = { email: 'editor@executivesidekick.co.uk', password: 'e2e-editor-password' };
/** An editor whose access tokens last BRIEF_TOKEN_SECONDS, so a test can outlive several of them. */
export const BRIEF_EDITOR = { email: 'brief.editor@executivesidekick.co.uk', password: 'e2e-brief-editor-password' };
export const BRIEF_TOKEN_SECONDS = 4;
/**
 * Editors of their own for the tests whose pictures wait for a new article's first save. A New article form opened
 * while a picture waits lists it, and its save takes it (routes/manage/new-images.ts), so the suite's other tests,
 * opening new articles as EDITOR at the same time, would take these tests' pictures.
 */
export const PICTURE_EDITOR = { email: 'pictures.editor@executivesidekick.co.uk', password: 'e2e-pictures-editor-password' };
export const TABS_EDITOR = { email: 'tabs.editor@executivesidekick.co.uk', password: 'e2e-tabs-editor-password' };
/**
 * An editor of its own for the autosave test that saves a new article first: that save forgets its editor's
 * new-article autosave (routes/manage/revisions.ts, forgetNewAutosave), which EDITOR's own autosave test offers back.
 */
export const AUTOSAVE_EDITOR = { email: 'autosave.editor@executivesidekick.co.uk', password: 'e2e-autosave-editor-password' };
/** The stand-in's own control path (not Supabase's): POST a refresh token to make it unknown, as if ended elsewhere. */
export const FORGET_REFRESH_PATH = '/__standin/auth/forget-refresh-token';

const ACCOUNTS = new Map([
  [EDITOR.email, { password: EDITOR.password, seconds: 3600 }],
  [BRIEF_EDITOR.email, { password: BRIEF_EDITOR.password, seconds: BRIEF_TOKEN_SECONDS }],
  [PICTURE_EDITOR.email, { password: PICTURE_EDITOR.password, seconds: 3600 }],
  [TABS_EDITOR.email, { password: TABS_EDITOR.password, seconds: 3600 }],
  [AUTOSAVE_EDITOR.email, { password: AUTOSAVE_EDITOR.password, seconds: 3600 }],
]);
const ISSUER = `http://127.0.0.1:${SUPABASE_STANDIN_PORT}/auth/v1`;

const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const kid = createHash('sha256').update(publicKey.export({ format: 'der', type: 'spki' })).digest('hex').slice(0, 16);
const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' }] };

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** Live refresh tokens and the sign-in each renews. */
const refreshTokens = new Map<string, { email: string; sessionId: string; userId: string }>();

function accessToken(email: string, sessionId: string, userId: string, expiresIn: number): string {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'ES256', kid, typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ iss: ISSUER, aud: 'authenticated', sub: userId, email, role: 'authenticated', session_id: sessionId, iat: now, exp: now + expiresIn }));
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${header}.${payload}.${b64url(signature)}`;
}

function session(email: string, sessionId: string, userId: string) {
  const expiresIn = ACCOUNTS.get(email)!.seconds;
  const refresh = randomUUID();
  refreshTokens.set(refresh, { email, sessionId, userId });
  return {
    status: 200,
    json: {
      access_token: accessToken(email, sessionId, userId, expiresIn),
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: Math.floor(Date.now() / 1000) + expiresIn,
      refresh_token: refresh,
      user: { id: userId, aud: 'authenticated', role: 'authenticated', email, is_anonymous: false, email_confirmed_at: '2026-01-05T09:00:00Z' },
    },
  };
}

const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString() || '{}') as { session_id?: string };

export const authStandIn: Handler = (req, body) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'GET' && url.pathname === '/auth/v1/.well-known/jwks.json') return { status: 200, json: jwks };
  if (req.method === 'POST' && url.pathname === FORGET_REFRESH_PATH) {
    refreshTokens.delete((JSON.parse(body || '{}') as { refresh_token?: string }).refresh_token ?? '');
    return { status: 204, json: null };
  }
  if (req.method === 'POST' && url.pathname === '/auth/v1/logout') {
    const sid = claims((req.headers.authorization ?? '').replace(/^Bearer /, '')).session_id;
    for (const [token, held] of refreshTokens) if (held.sessionId === sid) refreshTokens.delete(token);
    return { status: 204, json: null };
  }
  if (req.method !== 'POST' || url.pathname !== '/auth/v1/token') return null;
  const grant = url.searchParams.get('grant_type');
  if (grant === 'refresh_token') {
    const { refresh_token } = JSON.parse(body || '{}') as { refresh_token?: string };
    const held = refresh_token ? refreshTokens.get(refresh_token) : undefined;
    if (!held) return { status: 400, json: { code: 'refresh_token_not_found', error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' } };
    refreshTokens.delete(refresh_token!);
    return session(held.email, held.sessionId, held.userId);
  }
  if (grant !== 'password') return null;
  const { email, password } = JSON.parse(body || '{}') as { email?: string; password?: string };
  const account = email ? ACCOUNTS.get(email) : undefined;
  if (!account || password !== account.password) {
    return { status: 400, json: { code: 'invalid_credentials', error_code: 'invalid_credentials', msg: 'Invalid login credentials' } };
  }
  return session(email!, randomUUID(), randomUUID());
};
