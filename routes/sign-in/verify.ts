/**
 * Edge verification of a Supabase access token: signature against the project's JWKS, issuer,
 * audience and expiry (jose), then the email claim against BLOG_ADMIN_EMAILS.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
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
    const email = editorOf(env, payload);
    if (!email) return { ok: false, reason: 'forbidden', email: emailOf(payload) || undefined };
    const sessionId = typeof payload.session_id === 'string' && payload.session_id ? payload.session_id : undefined;
    return await notRevoked(env, { ok: true, email, expiresAt: payload.exp!, revocationIds: await revocationIds(token, payload.session_id), sessionId });
  } catch (err) {
    // jose checks the signature, issuer and audience before the expiry, so an expired token's claims are authentic:
    // the session keeper (./keeper.ts) renews it, and a form it carried may be kept for after sign-in (./sealed.ts).
    if (err instanceof errors.JWTExpired) {
      const email = editorOf(env, err.payload);
      const sessionId = typeof err.payload.session_id === 'string' && err.payload.session_id ? err.payload.session_id : undefined;
      return email ? { ok: false, reason: 'invalid', expired: { email, sessionId } } : { ok: false, reason: 'invalid' };
    }
    if (TOKEN_ERRORS.some((E) => err instanceof E)) return { ok: false, reason: 'invalid' };
    log.error('jwks_unavailable', { message: errorMessage(err) });
    return { ok: false, reason: 'unavailable' };
  }
}

const emailOf = (payload: JWTPayload) => (typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '');

/** The token's email if it names an editor; an anonymous Supabase user has signed in without any credential, so it never is. */
function editorOf(env: Env, payload: JWTPayload): string | null {
  const email = emailOf(payload);
  return email && payload.is_anonymous !== true && adminEmails(env).has(email) ? email : null;
}

/** A signed-out session is refused until its token expires; if the list cannot be read, nobody gets in. */
async function notRevoked(env: Env, verified: Verified): Promise<Verified | Refused> {
  try {
    if (!(await isRevoked(env.DB, verified.revocationIds))) return verified;
    // Signed out or ended: refused, though its claims are still authentic (see Refused.expired).
    return { ok: false, reason: 'invalid', expired: { email: verified.email, sessionId: verified.sessionId } };
  } catch (err) {
    log.error('revocation_check_failed', { message: errorMessage(err) });
    return { ok: false, reason: 'unavailable' };
  }
}
