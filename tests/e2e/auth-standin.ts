import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { SUPABASE_STANDIN_PORT } from './playwright.config';
import type { Handler } from './stand-in-handler';

/**
 * Supabase Auth's password grant and JWKS for the e2e suite: real ES256 JWTs signed with a key pair made at
 * start-up, so the worker verifies them exactly as it would Supabase's own.
 */
export const EDITOR = { email: 'editor@executivesidekick.co.uk', password: 'e2e-editor-password' };
const ISSUER = `http://127.0.0.1:${SUPABASE_STANDIN_PORT}/auth/v1`;

const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const kid = createHash('sha256').update(publicKey.export({ format: 'der', type: 'spki' })).digest('hex').slice(0, 16);
const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' }] };

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

function accessToken(email: string, expiresIn: number): string {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'ES256', kid, typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ iss: ISSUER, aud: 'authenticated', sub: randomUUID(), email, role: 'authenticated', iat: now, exp: now + expiresIn }));
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${header}.${payload}.${b64url(signature)}`;
}

export const authStandIn: Handler = (req, body) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'GET' && url.pathname === '/auth/v1/.well-known/jwks.json') return { status: 200, json: jwks };
  if (req.method === 'POST' && url.pathname === '/auth/v1/logout') return { status: 204, json: null };
  if (req.method !== 'POST' || url.pathname !== '/auth/v1/token' || url.searchParams.get('grant_type') !== 'password') return null;
  const { email, password } = JSON.parse(body || '{}') as { email?: string; password?: string };
  if (email !== EDITOR.email || password !== EDITOR.password) {
    return { status: 400, json: { code: 'invalid_credentials', error_code: 'invalid_credentials', msg: 'Invalid login credentials' } };
  }
  const expiresIn = 3600;
  return {
    status: 200,
    json: {
      access_token: accessToken(email, expiresIn),
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: Math.floor(Date.now() / 1000) + expiresIn,
      refresh_token: randomUUID(),
      user: { id: randomUUID(), aud: 'authenticated', role: 'authenticated', email, is_anonymous: false, email_confirmed_at: '2026-01-05T09:00:00Z' },
    },
  };
};
