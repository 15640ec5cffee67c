/**
 * Sends one lead to Supabase's sync-to-agile function with supabase-js, and says what the answer means for
 * the outbox: delivered, worth retrying, or refused for good.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LeadRecord } from '../_lib/lead-fields';
import { loadSupabase, supabaseClient, type SupabaseConfig } from '../_app/supabase';

export const FORWARD_TIMEOUT_MS = 4000;
export const SYNC_FUNCTION = 'sync-to-agile';

/**
 * Only these answers say the record itself is wrong, so sending it again cannot help. Everything else
 * (401/403 after a key rotation, 404 before the function is deployed, 409, 410, 429, 5xx, anything unknown)
 * is about the service, not the lead, and is retried for the whole retention period.
 */
export const PERMANENT = new Set([400, 422]);

export type ForwardResult =
  | { outcome: 'delivered' }
  /** `status` is the HTTP status when there was an answer (none for network errors and timeouts). */
  | { outcome: 'retry'; reason: string; status?: number; retryAfterMs?: number }
  | { outcome: 'permanent'; reason: string; status: number }
  /** The configuration itself is unusable: nothing was sent, and no attempt should be counted. */
  | { outcome: 'unconfigured'; reason: string };

/** Every outbound call gets a hard deadline; the global fetch is looked up per call so tests can intercept it. */
function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    return globalThis.fetch(input, { ...init, signal });
  };
}

function retryAfterMs(res: Response): number | undefined {
  const value = res.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * One client per project and timeout for the isolate's life: building one costs about as much CPU as the call
 * itself, and a cron run sends up to DRAIN_LIMITS.batch leads (delivery.ts). It keeps no session (auth is off)
 * and its fetch reads globalThis.fetch per call, so sharing it changes nothing but the cost.
 */
const clients = new Map<string, SupabaseClient>();

async function clientFor(config: SupabaseConfig, timeoutMs: number): Promise<SupabaseClient> {
  const id = `${config.url}\n${config.anonKey}\n${timeoutMs}`;
  let client = clients.get(id);
  if (!client) {
    client = await supabaseClient(config, fetchWithTimeout(timeoutMs));
    if (clients.size >= 8) clients.clear();
    clients.set(id, client);
  }
  return client;
}

export async function forwardLead(
  config: SupabaseConfig,
  record: LeadRecord,
  idempotencyKey: string,
  timeoutMs = FORWARD_TIMEOUT_MS,
): Promise<ForwardResult> {
  const { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } = await loadSupabase();
  let client: SupabaseClient;
  try {
    client = await clientFor(config, timeoutMs);
  } catch (err) {
    return { outcome: 'unconfigured', reason: `invalid Supabase configuration: ${(err as Error).message}` };
  }

  const { error } = await client.functions.invoke(SYNC_FUNCTION, {
    body: { record },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (!error) return { outcome: 'delivered' };

  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    await res.body?.cancel();
    const status = res.status;
    const reason = `HTTP ${status}`;
    if (PERMANENT.has(status)) return { outcome: 'permanent', reason, status };
    return { outcome: 'retry', reason, status, retryAfterMs: retryAfterMs(res) };
  }
  if (error instanceof FunctionsRelayError) {
    const res = error.context as Response;
    await res.body?.cancel();
    return { outcome: 'retry', reason: `relay error (HTTP ${res.status})`, status: res.status };
  }
  if (error instanceof FunctionsFetchError) {
    const cause = error.context as { name?: string; message?: string } | undefined;
    if (cause?.name === 'TimeoutError') return { outcome: 'retry', reason: `timed out after ${timeoutMs} ms` };
    return { outcome: 'retry', reason: `network error: ${cause?.message ?? 'unknown'}` };
  }
  return { outcome: 'retry', reason: `unexpected error: ${(error as Error).message}` };
}
