/**
 * Calendly's and Cal.com's webhook signatures, checked with WebCrypto's HMAC verify (a constant-time comparison),
 * and the one rule for the time a delivery was signed, for every provider. Stripe's signature is checked by the
 * official library (./deliveries.ts). Stripe and Calendly sign `t.body`, in the header `t=<seconds>,v1=<hex>`
 * (Stripe-Signature, Calendly-Webhook-Signature); Cal.com signs the body alone, in `X-Cal-Signature-256: <hex>`, and
 * its only time is the body's `createdAt`.
 */

/**
 * Seconds a signed time may be ahead of or behind this server's clock: Stripe's library default (five minutes) and
 * the three minutes of Calendly's own verification example. Cal.com's createdAt gets Stripe's five minutes ahead;
 * how old it may be is ./deliveries.ts's calMaxAgeS.
 */
export const TOLERANCE_S = { stripe: 300, calendly: 180, cal: 300 } as const;

const HEX = /^(?:[0-9a-f]{2})+$/i;
const bytes = (hex: string) => new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));

async function hmacVerify(secret: string, hex: string, data: string): Promise<boolean> {
  if (!HEX.test(hex) || hex.length !== 64) return false;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return crypto.subtle.verify('HMAC', key, bytes(hex), new TextEncoder().encode(data));
}

/** `t=<seconds>,v1=<hex>`'s parts by name, and t in milliseconds when it is a whole number of seconds. */
export function signedHeader(header: string): { parts: Map<string, string>; signedAtMs: number | null } {
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = parts.get('t');
  return { parts, signedAtMs: t && /^\d{1,12}$/.test(t) ? Number(t) * 1000 : null };
}

const UNITS = [[86_400, 'day'], [3_600, 'hour'], [60, 'minute'], [1, 'second']] as const;

/** 300 → '5 minutes', 3,884,400 → '44 days and 23 hours'. */
function span(seconds: number): string {
  let left = Math.floor(seconds);
  const parts = UNITS.flatMap(([size, unit]) => {
    const n = Math.floor(left / size);
    left -= n * size;
    return n ? [`${n} ${unit}${n === 1 ? '' : 's'}`] : [];
  });
  return parts.join(' and ') || '0 seconds';
}

/**
 * null when a delivery signed at `signedAtMs` is neither more than `aheadS` ahead of now nor more than `maxAgeS` old.
 * Both ways: a delivery dated ahead would otherwise stay acceptable, and replayable, until that time had passed.
 */
export function signedTimeProblem(signedAtMs: number, nowMs: number, aheadS: number, maxAgeS = aheadS): string | null {
  if (signedAtMs - nowMs > aheadS * 1000) return `The delivery is dated more than ${span(aheadS)} ahead of this server’s clock.`;
  if (nowMs - signedAtMs > maxAgeS * 1000) return `The delivery is dated more than ${span(maxAgeS)} ago.`;
  return null;
}

/** null when the delivery is genuine; otherwise what is wrong with it (for the 400's body, never logged with the payload). */
export async function calendlySignatureProblem(header: string | null, body: string, key: string, nowMs = Date.now()): Promise<string | null> {
  if (!header) return 'The Calendly-Webhook-Signature header is missing.';
  const { parts, signedAtMs } = signedHeader(header);
  const v1 = parts.get('v1');
  if (signedAtMs === null || !v1) return 'The Calendly-Webhook-Signature header must be t=<seconds>,v1=<signature>.';
  const late = signedTimeProblem(signedAtMs, nowMs, TOLERANCE_S.calendly);
  if (late) return late;
  return (await hmacVerify(key, v1, `${parts.get('t')}.${body}`)) ? null : 'The signature does not match the body.';
}

export async function calSignatureProblem(header: string | null, body: string, secret: string): Promise<string | null> {
  if (!header) return 'The X-Cal-Signature-256 header is missing.';
  return (await hmacVerify(secret, header.trim(), body)) ? null : 'The signature does not match the body.';
}
