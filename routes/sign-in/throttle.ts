/**
 * Sign-in throttling that slows a guesser without letting a stranger lock the operator out (docs/architecture.md,
 * 'Sign-in throttling'). Before a password is checked:
 * - each client address has AUTH_RATE_LIMITER's allowance of attempts a minute, whatever the email;
 * - an address that got one email's password wrong PAIR_FAILURES times waits until those failures are forgotten;
 * - an email with EMAIL_FAILURES wrong passwords from anywhere is under attack: with Turnstile configured every
 *   attempt at it must pass the check; without it (or while siteverify is down), only addresses that have already
 *   failed at it are turned away. An address that has not failed is never refused for what others did.
 */
import type { Context } from 'hono';
import type { AppEnv, Env } from '../_app/env';
import { clientIp } from '../_app/http';
import type { SignInGuard } from '../_app/services';
import { checkTurnstile } from '../_app/turnstile';
import { allow, retryAfterSeconds, type Limiter } from '../_app/rate-limit';
import { FAILURE_MEMORY_MS, failureKeys, forgetPair, recentFailures, recordFailure, type Failures } from './failures';
import { log, errorMessage } from '../_lib/log';

/** Keep in step with AUTH_RATE_LIMITER in wrangler.toml (tests/unit/rate-limit.test.ts checks). */
const SIGN_IN_LIMIT = 10;
const SIGN_IN_PERIOD_S = 60;
export const PAIR_FAILURES = 5;
export const EMAIL_FAILURES = 10;

export const signInLimiter = (env: Env): Limiter => ({ name: 'sign_in', binding: env.AUTH_RATE_LIMITER, limit: SIGN_IN_LIMIT, periodS: SIGN_IN_PERIOD_S });

const GO: SignInGuard = { kind: 'go' };

/** Turnstile's site key when the check can be asked for: the secret verifies it, the site key shows it. */
function turnstileSiteKey(env: Env): string | null {
  const secret = env.TURNSTILE_SECRET_KEY?.trim();
  const siteKey = env.TURNSTILE_SITE_KEY?.trim();
  if (secret && !siteKey) log.error('turnstile_site_key_missing', { message: 'TURNSTILE_SECRET_KEY is set but TURNSTILE_SITE_KEY is not: sign-in cannot show the check.' });
  return secret && siteKey ? siteKey : null;
}

/** The failure counts, or null when D1 cannot answer: the per-address limit still holds, and the operator is never kept out by a database fault. */
async function failuresOrNull(env: Env, ip: string, email: string, now: number): Promise<Failures | null> {
  try {
    return await recentFailures(env.DB, await failureKeys(ip, email), now);
  } catch (err) {
    log.error('sign_in_failures_unavailable', { message: errorMessage(err) });
    return null;
  }
}

export async function signInThrottle(c: Context<AppEnv>, email: string, challengeToken?: string): Promise<SignInGuard> {
  const env = c.env;
  const ip = clientIp(c.req.raw, c.env);
  const now = Date.now();
  const limiter = signInLimiter(env);
  const [addressAllowed, failures] = await Promise.all([allow(limiter, `ip:${ip}`, now), failuresOrNull(env, ip, email, now)]);
  if (!addressAllowed) return { kind: 'wait', seconds: retryAfterSeconds(limiter, now), reason: 'address' };
  if (!failures) return GO;
  const untilPairForgotten = Math.max(1, Math.ceil((failures.pairLastAt + FAILURE_MEMORY_MS - now) / 1000));
  if (failures.pair >= PAIR_FAILURES) return { kind: 'wait', seconds: untilPairForgotten, reason: 'pair' };
  if (failures.email < EMAIL_FAILURES) return GO;

  const siteKey = turnstileSiteKey(env);
  if (siteKey) {
    const token = challengeToken && challengeToken.length <= 2048 ? challengeToken : '';
    if (!token) return { kind: 'challenge', siteKey, failed: false };
    const verdict = await checkTurnstile(env, token, ip, 'sign_in');
    if (verdict === 'passed') return GO;
    if (verdict === 'refused') return { kind: 'challenge', siteKey, failed: true };
  }
  return failures.pair > 0 ? { kind: 'wait', seconds: untilPairForgotten, reason: 'email_under_attack' } : GO;
}

/** After Supabase answered: a wrong password counts against the email and the pair; a right one clears the pair. */
export async function noteSignIn(c: Context<AppEnv>, email: string, outcome: 'wrong_password' | 'signed_in'): Promise<void> {
  const now = Date.now();
  try {
    const keys = await failureKeys(clientIp(c.req.raw, c.env), email);
    if (outcome === 'signed_in') return await forgetPair(c.env.DB, keys);
    const count = await recordFailure(c.env.DB, keys, now);
    // Once per run of failures: the operator's cue that someone is guessing at this account.
    if (count === EMAIL_FAILURES) log.warn('sign_in_email_under_attack', { email, failures: count });
  } catch (err) {
    log.error('sign_in_failures_unavailable', { message: errorMessage(err) });
  }
}
