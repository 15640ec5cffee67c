/** Cloudflare Turnstile, verified on the server. On only when TURNSTILE_SECRET_KEY is set. */
import type { Env } from './env';
import { log } from '../_lib/log';

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export function turnstileEnabled(env: Env): boolean {
  return !!env.TURNSTILE_SECRET_KEY?.trim();
}

export type TurnstileVerdict = 'passed' | 'refused' | 'unavailable';

/** Cloudflare's verdict on a token; 'unavailable' when siteverify cannot be reached. Refusals and outages are logged as `<purpose>_turnstile_…`. */
export async function checkTurnstile(env: Env, token: string, ip: string, purpose: 'lead' | 'sign_in'): Promise<TurnstileVerdict> {
  const body = new FormData();
  body.append('secret', env.TURNSTILE_SECRET_KEY!.trim());
  body.append('response', token);
  if (ip !== 'unknown') body.append('remoteip', ip);
  try {
    const res = await globalThis.fetch(SITEVERIFY, { method: 'POST', body, signal: AbortSignal.timeout(4000) });
    const data = (await res.json()) as { success?: boolean; 'error-codes'?: string[] };
    if (data.success === true) return 'passed';
    log.warn(`${purpose}_turnstile_refused`, { codes: data['error-codes'] ?? [] });
    return 'refused';
  } catch (err) {
    log.error(`${purpose}_turnstile_unavailable`, { message: (err as Error).message });
    return 'unavailable';
  }
}

/** True when the token is good, or when siteverify cannot be reached: Turnstile guards against bots, and must not cost a real lead when Cloudflare's check itself is down. */
export async function verifyTurnstile(env: Env, token: string, ip: string): Promise<boolean> {
  return (await checkTurnstile(env, token, ip, 'lead')) !== 'refused';
}
