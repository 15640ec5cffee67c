/** Sign-in attempts per client address and per email address. Keep in step with AUTH_RATE_LIMITER in wrangler.toml. */
import type { Context } from 'hono';
import type { AppEnv, Env } from '../../routes/_app/env';
import { clientIp } from '../../routes/_app/http';
import { allow, retryAfterSeconds, type Limiter } from '../rate-limit';

const SIGN_IN_LIMIT = 10;
const SIGN_IN_PERIOD_S = 60;

export const signInLimiter = (env: Env): Limiter => ({ name: 'sign_in', binding: env.AUTH_RATE_LIMITER, limit: SIGN_IN_LIMIT, periodS: SIGN_IN_PERIOD_S });

/** Seconds to wait, or null while both the address and the email are under the limit. */
export async function signInThrottle(c: Context<AppEnv>, email: string): Promise<number | null> {
  const limiter = signInLimiter(c.env);
  // Both keys are counted on every attempt, so that neither hides the other.
  const [byAddress, byEmail] = await Promise.all([allow(limiter, `ip:${clientIp(c.req.raw, c.env)}`), allow(limiter, `email:${email.slice(0, 254)}`)]);
  return byAddress && byEmail ? null : retryAfterSeconds(limiter);
}
