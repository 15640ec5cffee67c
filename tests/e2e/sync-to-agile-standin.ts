import { SUPABASE_STANDIN_PORT } from './playwright.config';
import type { Handler } from './stand-in-handler';

/**
 * Supabase's sync-to-agile function for the e2e suite. It records every record it accepts, and can be told
 * to fail for one visitor's email (so tests running in parallel never disturb each other):
 *   POST /__control/sync-to-agile/fail     { email, status, times }  answer `status` the next `times` calls
 *   GET  /__control/sync-to-agile/received?email=...                   { accepted: [...], refused: n }
 */
export const STANDIN_URL = `http://127.0.0.1:${SUPABASE_STANDIN_PORT}`;

/** The records the stand-in accepted for this address: the lead made it through the outbox to sync-to-agile. */
export async function deliveredTo(email: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${STANDIN_URL}/__control/sync-to-agile/received?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { accepted: { record: Record<string, unknown> }[] }).accepted.map((a) => a.record);
}

interface Accepted {
  record: Record<string, unknown>;
  apikey: string | undefined;
  authorization: string | undefined;
}

const accepted: Accepted[] = [];
const refused = new Map<string, number>();
const failures = new Map<string, { status: number; times: number }>();

export const syncToAgileStandIn: Handler = (req, body) => {
  const url = new URL(req.url ?? '/', STANDIN_URL);
  if (req.method === 'POST' && url.pathname === '/__control/sync-to-agile/fail') {
    const { email, status, times } = JSON.parse(body) as { email: string; status: number; times: number };
    failures.set(email, { status, times });
    return { status: 200, json: { ok: true } };
  }
  if (req.method === 'GET' && url.pathname === '/__control/sync-to-agile/received') {
    const email = url.searchParams.get('email');
    return { status: 200, json: { accepted: accepted.filter((a) => a.record.email === email), refused: refused.get(email ?? '') ?? 0 } };
  }
  if (req.method !== 'POST' || url.pathname !== '/functions/v1/sync-to-agile') return null;

  const payload = JSON.parse(body || '{}') as { record?: Record<string, unknown> };
  const email = String(payload.record?.email ?? '');
  const failure = failures.get(email);
  if (failure && failure.times > 0) {
    failure.times--;
    refused.set(email, (refused.get(email) ?? 0) + 1);
    return { status: failure.status, json: { error: 'The stand-in was told to fail for this address.' } };
  }
  if (!payload.record || Object.keys(payload).length !== 1) return { status: 400, json: { error: 'Expected exactly { record }.' } };
  const header = (name: string) => [req.headers[name]].flat()[0];
  accepted.push({ record: payload.record, apikey: header('apikey'), authorization: header('authorization') });
  return { status: 200, json: { success: true } };
};
