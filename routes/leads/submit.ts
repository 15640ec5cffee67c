/**
 * One lead submission, from decoded fields to a stored outbox row: honeypot, validation, Turnstile, store,
 * then a delivery attempt after the answer has gone. The HTTP details (types, sizes, origins) are ./index.tsx's.
 */
import { checkLead, TURNSTILE_FIELD, trappedByHoneypot, validateLead, type LeadKind, type ResultReader } from '../_lib/lead-fields';
import { deliverLead, forwardUnstored } from './delivery';
import type { Env } from '../_app/env';
import type { SubmitResult } from '../_app/services';
import { dedupeKey, leadId } from './keys';
import { insertLead } from './outbox';
import { turnstileEnabled, verifyTurnstile } from '../_app/turnstile';
import { log } from '../_lib/log';

export async function submitLead(
  env: Env,
  kind: LeadKind,
  input: Record<string, unknown>,
  ctx: { ip: string; waitUntil: (p: Promise<unknown>) => void; readResult: ResultReader },
): Promise<SubmitResult> {
  if (trappedByHoneypot(input)) {
    log.warn('lead_honeypot', { kind });
    return { kind: 'accepted', values: checkLead(kind, input).values };
  }

  const check = validateLead(kind, input, ctx.readResult);
  if (!check.ok) return { kind: 'invalid', values: check.values, errors: check.errors };

  if (turnstileEnabled(env)) {
    const token = Object.hasOwn(input, TURNSTILE_FIELD) ? input[TURNSTILE_FIELD] : undefined;
    if (typeof token !== 'string' || !token || token.length > 2048) {
      const siteKey = env.TURNSTILE_SITE_KEY?.trim() ?? '';
      if (!siteKey) log.error('turnstile_site_key_missing', { message: 'TURNSTILE_SECRET_KEY is set but TURNSTILE_SITE_KEY is not: browsers cannot show the check.' });
      return { kind: 'turnstile_required', siteKey };
    }
    if (!(await verifyTurnstile(env, token, ctx.ip))) return { kind: 'turnstile_failed' };
  }

  const now = Date.now();
  const keys = { id: leadId(), dedupe: await dedupeKey(env, check.record, now) };
  let stored: { id: number; inserted: boolean };
  try {
    stored = await insertLead(env.DB, keys, check.record, now);
  } catch (err) {
    log.error('lead_store_failed', { kind, message: (err as Error).message });
    return (await forwardUnstored(env, check.record, keys.id)) ? { kind: 'accepted', values: check.values } : { kind: 'store_failed' };
  }
  if (!stored.inserted) {
    log.info('lead_duplicate', { kind, id: stored.id });
    return { kind: 'accepted', values: check.values };
  }
  log.info('lead_stored', { kind, id: stored.id });
  ctx.waitUntil(deliverLead(env, stored.id));
  return { kind: 'accepted', values: check.values };
}
