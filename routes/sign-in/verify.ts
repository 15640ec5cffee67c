/**
 * Edge verification of a Supabase access token: signature against the project's JWKS, issuer,
 * audience and expiry (jose), then the email claim against BLOG_ADMIN_EMAILS.
 */
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Env } from '../_app/env';
import type { Refused, Verified } from '../_app/services';
import { isRevoked, revocationIds } from './revocation';
import { supabaseUrl } from '../_app/supabase';
import { log, errorMessage } from '../_lib/log';

export function adminEmails(env: Pick<Env, 'BLOG_ADMIN_EMAILS'>): Set<string> {
  return new Set((env.BLOG_ADMIN_EMAILS ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean));
}

// One key set per project URL for the life of the isolate: jose caches the keys and refetches on an unknown kid.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(base: string) {
  let jwks = keySets.get(base);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`), { timeoutDuration: 5000 });
    keySets.set(base, jwks);
  }
  return jwks;
}

/** Failures that say something about the token itself, as opposed to the key service being unreachable. */
const TOKEN_ERRORS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSMultipleMatchingKeys,
];

export async function verifyAccessToken(env: Env, token: string | undefined): Promise<Verified | Refused> {
  if (!token) return { ok: false, reason: 'missing' };
  const base = supabaseUrl(env);
  if (!base) return { ok: false, reason: 'unconfigured' };
  try {
    const { payload } = await jwtVerify(token, keySet(base), {
      issuer: `${base}/auth/v1`,
      audience: 'authenticated',
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['exp', 'sub'],
    });
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    // An anonymous Supabase user has signed in without any credential, so it is never an editor.
    if (!email || payload.is_anonymous === true || !adminEmails(env).has(email)) return { ok: false, reason: 'forbidden', email: email || undefined };
    return await notRevoked(env, { ok: true, email, expiresAt: payload.exp!, revocationIds: await revocationIds(token, payload.session_id) });
  } catch (err) {
    if (TOKEN_ERRORS.some((E) => err instanceof E)) return { ok: false, reason: 'invalid' };
    log.error('jwks_unavailable', { message: errorMessage(err) });
    return { ok: false, reason: 'unavailable' };
  }
}

/** A signed-out session is refused until its token expires; if the list cannot be read, nobody gets in. */
async function notRevoked(env: Env, verified: Verified): Promise<Verified | Refused> {
  try {
    return (await isRevoked(env.DB, verified.revocationIds)) ? { ok: false, reason: 'invalid' } : verified;
  } catch (err) {
    log.error('revocation_check_failed', { message: errorMessage(err) });
    return { ok: false, reason: 'unavailable' };
  }
}
