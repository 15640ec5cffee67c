/**
 * Calendly's and Cal.com's webhook signatures, checked with WebCrypto's HMAC verify (a constant-time comparison).
 * Stripe's is checked by the official library (./deliveries.ts). Calendly signs `t.body` like Stripe, in the header
 * `Calendly-Webhook-Signature: t=<seconds>,v1=<hex>`; Cal.com signs the body alone, in `X-Cal-Signature-256: <hex>`.
 */

/** Seconds a Calendly signature's timestamp may differ from now, as in Calendly's own verification example. */
export const CALENDLY_TOLERANCE_S = 180;

const HEX = /^(?:[0-9a-f]{2})+$/i;
const bytes = (hex: string) => new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));

async function hmacVerify(secret: string, hex: string, data: string): Promise<boolean> {
  if (!HEX.test(hex) || hex.length !== 64) return false;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return crypto.subtle.verify('HMAC', key, bytes(hex), new TextEncoder().encode(data));
}

/** null when the delivery is genuine; otherwise what is wrong with it (for the 400's body, never logged with the payload). */
export async function calendlySignatureProblem(header: string | null, body: string, key: string, nowMs = Date.now()): Promise<string | null> {
  if (!header) return 'The Calendly-Webhook-Signature header is missing.';
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1) return 'The Calendly-Webhook-Signature header must be t=<seconds>,v1=<signature>.';
  if (Math.abs(nowMs / 1000 - Number(t)) > CALENDLY_TOLERANCE_S) return 'The signature’s timestamp is outside the tolerance.';
  return (await hmacVerify(key, v1, `${t}.${body}`)) ? null : 'The signature does not match the body.';
}

export async function calSignatureProblem(header: string | null, body: string, secret: string): Promise<string | null> {
  if (!header) return 'The X-Cal-Signature-256 header is missing.';
  return (await hmacVerify(secret, header.trim(), body)) ? null : 'The signature does not match the body.';
}
