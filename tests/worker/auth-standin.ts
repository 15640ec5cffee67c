/**
 * Supabase Auth, as the worker sees it, for the worker tests: a token endpoint and a JWKS for a key pair
 * made here. The worker runs in the tests' isolate, so spying on globalThis.fetch answers its outbound calls.
 */
import { env } from 'cloudflare:test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, vi } from 'vitest';

export const SUPABASE = env.SUPABASE_URL!;
export const ISSUER = `${SUPABASE}/auth/v1`;
export const ADMIN = 'editor@executivesidekick.co.uk';
export const PASSWORD = 'correct horse battery staple';
export const NOT_ADMIN = 'reader@example.com';

const KID = `test-${crypto.randomUUID()}`;
const trusted = await generateKeyPair('ES256', { extractable: true });
/** Same kid, different key: what a forger without the project's private key can produce. */
const forged = await generateKeyPair('ES256', { extractable: true });
const jwks = { keys: [{ ...(await exportJWK(trusted.publicKey)), kid: KID, alg: 'ES256', use: 'sig' }] };

export interface TokenOptions {
  email?: string;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
  key?: CryptoKey;
  /** An anonymous Supabase user (signed in without any credential). */
  anonymous?: boolean;
  /** The sign-in this token belongs to; a new one unless given. */
  sessionId?: string;
}

export function token({ email = ADMIN, issuer = ISSUER, audience = 'authenticated', expiresIn = 3600, key = trusted.privateKey, anonymous = false, sessionId = crypto.randomUUID() }: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, role: 'authenticated', is_anonymous: anonymous, session_id: sessionId })
    .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'JWT' })
    .setSubject(crypto.randomUUID())
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

export const forgedKey = forged.privateKey;

/** 'up' answers like Supabase; 'down' fails the connection; 'error' answers 503. */
export const supabase = {
  state: 'up' as 'up' | 'down' | 'error',
  passwords: new Map([[ADMIN, PASSWORD], [NOT_ADMIN, PASSWORD]]),
  /** Accounts whose email address has not been confirmed; Supabase can be set to let them sign in. */
  unconfirmed: new Set<string>(),
  /** Access tokens Supabase was asked to sign out (POST /auth/v1/logout with the token as Bearer). */
  loggedOut: [] as string[],
  /** Seconds each access token lasts (Supabase's default is an hour). */
  tokenSeconds: 3600,
  /** Live refresh tokens and the sign-in each renews; a used or signed-out one is removed, as GoTrue rotates them. */
  refreshTokens: new Map<string, { email: string; sessionId: string }>(),
  /** How many refresh_token grants were asked for. */
  refreshes: 0,
};

/** A session as GoTrue answers the password and refresh_token grants. */
async function sessionAnswer(email: string, sessionId: string) {
  const refresh = crypto.randomUUID();
  supabase.refreshTokens.set(refresh, { email, sessionId });
  return json({
    access_token: await token({ email, sessionId, expiresIn: supabase.tokenSeconds }),
    token_type: 'bearer',
    expires_in: supabase.tokenSeconds,
    expires_at: Math.floor(Date.now() / 1000) + supabase.tokenSeconds,
    refresh_token: refresh,
    user: {
      id: crypto.randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      is_anonymous: false,
      email_confirmed_at: supabase.unconfirmed.has(email) ? null : '2026-01-05T09:00:00Z',
    },
  });
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export async function answer(req: Request): Promise<Response> {
  if (supabase.state === 'down') throw new TypeError('Network connection lost.');
  if (supabase.state === 'error') return json({ message: 'Service Unavailable' }, 503);
  const url = new URL(req.url);
  if (req.method === 'GET' && url.pathname === '/auth/v1/.well-known/jwks.json') return json(jwks);
  if (req.method === 'POST' && url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
    if (req.headers.get('apikey') !== env.SUPABASE_ANON_KEY) return json({ message: 'Invalid API key' }, 401);
    const { email, password } = (await req.json()) as { email: string; password: string };
    if (supabase.passwords.get(email) !== password) return json({ code: 'invalid_credentials', error_code: 'invalid_credentials', msg: 'Invalid login credentials' }, 400);
    return sessionAnswer(email, crypto.randomUUID());
  }
  if (req.method === 'POST' && url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'refresh_token') {
    if (req.headers.get('apikey') !== env.SUPABASE_ANON_KEY) return json({ message: 'Invalid API key' }, 401);
    supabase.refreshes++;
    const { refresh_token } = (await req.json()) as { refresh_token?: string };
    const held = refresh_token ? supabase.refreshTokens.get(refresh_token) : undefined;
    if (!held) return json({ code: 'refresh_token_not_found', error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' }, 400);
    supabase.refreshTokens.delete(refresh_token!);
    return sessionAnswer(held.email, held.sessionId);
  }
  if (req.method === 'POST' && url.pathname === '/auth/v1/logout') {
    const bearer = req.headers.get('authorization')?.replace(/^Bearer /, '');
    if (!bearer) return json({ message: 'This endpoint requires a Bearer token' }, 401);
    supabase.loggedOut.push(bearer);
    // 'local' scope: every refresh token of this token's sign-in stops working.
    const sid = (JSON.parse(atob(bearer.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { session_id?: string }).session_id;
    for (const [refresh, held] of supabase.refreshTokens) if (held.sessionId === sid) supabase.refreshTokens.delete(refresh);
    return new Response(null, { status: 204 });
  }
  return json({ message: 'Not found' }, 404);
}

/** Answers the worker's calls to any *.supabase.test project here; everything else goes to `others` (out as normal unless given). Returns the spy. */
export function standInForSupabase(others: typeof fetch = globalThis.fetch) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    return new URL(req.url).hostname.endsWith('supabase.test') ? answer(req) : others(input, init);
  });
}

/**
 * For a test file: Supabase answered here for the whole file, and a signed-in editor's session cookie, read once
 * the file starts (`editor.cookie`).
 */
export function editorWithStandIn(sessionCookie: string) {
  const editor = { cookie: '' };
  let spy: ReturnType<typeof standInForSupabase>;
  beforeAll(async () => {
    spy = standInForSupabase();
    editor.cookie = `${sessionCookie}=${await token()}`;
  });
  afterAll(() => spy.mockRestore());
  return editor;
}
