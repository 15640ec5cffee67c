/**
 * The two keys an outbox row carries (migrations/0012_leads_outbox_private_keys.sql). Neither may identify a
 * person once their details have left the outbox:
 * - the lead id is random: it is the Idempotency-Key sync-to-agile sees, and says nothing about the lead;
 * - the dedupe key is an HMAC of the UTC day and the record under LEADS_DEDUPE_SECRET, so nobody without the
 *   secret can test a guessed email address against it; it is cleared when its day is over (outbox.ts).
 */
import type { LeadRecord } from '../_lib/lead-fields';
import type { Env } from '../_app/env';
import { log } from '../_lib/log';

const hex = (bytes: ArrayBuffer | Uint8Array) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** 256 random bits as 64 hex digits. */
export function leadId(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * Without the secret set, each isolate makes up its own and keeps it in memory only. A default written in the
 * source would be public, and an HMAC under a public key is as guessable as a plain hash; a random one keeps
 * the promise and only weakens deduplication across isolates. The operator is told to set it.
 */
let isolateSecret: string | undefined;

function secretFor(env: Env): string {
  const configured = env.LEADS_DEDUPE_SECRET?.trim();
  if (configured) return configured;
  if (!isolateSecret) {
    isolateSecret = leadId();
    log.warn('leads_dedupe_secret_missing', {
      message: 'LEADS_DEDUPE_SECRET is not set: this isolate uses a random one, so a repeated submission reaching another isolate is not recognised.',
    });
  }
  return isolateSecret;
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    hmacKeys.set(secret, key);
  }
  return key;
}

/** The start of the UTC day `now` falls in: the dedupe window's edge. */
export function utcDayStart(now: number): number {
  return Math.floor(now / 86_400_000) * 86_400_000;
}

/**
 * The same submission on the same UTC day has the same dedupe key, so a double click, a resubmitted no-JS
 * form or a retry by the browser is stored, and delivered, once.
 */
export async function dedupeKey(env: Env, record: LeadRecord, now: number): Promise<string> {
  const day = new Date(utcDayStart(now)).toISOString().slice(0, 10);
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secretFor(env)), new TextEncoder().encode(`${day}\n${JSON.stringify(record)}`));
  return hex(mac);
}
