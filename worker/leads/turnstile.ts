/** Cloudflare Turnstile, verified on the server. On only when TURNSTILE_SECRET_KEY is set. */
import type { Env } from '../../routes/_app/env';

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export function turnstileEnabled(env: Env): boolean {
  return !!env.TURNSTILE_SECRET_KEY?.trim();
}

/** True when the token is good, or when siteverify cannot be reached (fail open, logged). */
export async function verifyTurnstile(env: Env, token: string, ip: string): Promise<boolean> {
  const body = new FormData();
  body.append('secret', env.TURNSTILE_SECRET_KEY!.trim());
  body.append('response', token);
  if (ip !== 'unknown') body.append('remoteip', ip);
  try {
    const res = await globalThis.fetch(SITEVERIFY, { method: 'POST', body, signal: AbortSignal.timeout(4000) });
    const data = (await res.json()) as { success?: boolean; 'error-codes'?: string[] };
    if (!data.success) console.warn(JSON.stringify({ event: 'lead_turnstile_refused', codes: data['error-codes'] ?? [] }));
    return data.success === true;
  } catch (err) {
    // Turnstile guards against bots; it must not cost a real lead when Cloudflare's check itself is down.
    console.error(JSON.stringify({ event: 'lead_turnstile_unavailable', message: (err as Error).message }));
    return true;
  }
}
