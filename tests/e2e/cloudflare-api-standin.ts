import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the few reads of Cloudflare's API (client/v4) that the deploy scripts make through wrangler: the
 * Worker's secret names, its current deployment, and the D1 database with its Time Travel bookmark. It answers in
 * the API's envelope, so wrangler parses and reports it as it would the real thing (CLOUDFLARE_API_BASE_URL points
 * wrangler here). Each account id is a situation an operator can be in.
 */
export const ACCOUNTS = {
  /** The Worker exists, with a version serving every request and these secrets put. */
  deployed: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
  /** No Worker yet: a first deploy. */
  empty: 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2',
} as const;

export const DEPLOYED_SECRETS = ['SUPABASE_URL', 'BLOG_ADMIN_EMAILS', 'SUPABASE_ANON_KEY', 'LEADS_DEDUPE_SECRET'];
export const LIVE_VERSION = '7c1e0c9a-3d4b-4f1e-8a2b-6d5e4f3a2b1c';
export const BOOKMARK = '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683';

type Answer = { status: number; result?: unknown; errors?: { code: number; message: string }[] };

const WORKER_MISSING: Answer = { status: 404, errors: [{ code: 10007, message: 'workers.api.error.script_not_found' }] };

function answer(method: string, path: string): Answer {
  const m = path.match(/^\/client\/v4\/accounts\/(\w+)\/(.*)$/);
  if (!m || method !== 'GET') return { status: 404, errors: [{ code: 7003, message: 'No route for that URI' }] };
  const [, account, rest] = m;
  const deployed = account === ACCOUNTS.deployed;
  if (/^workers\/scripts\/[\w-]+\/secrets$/.test(rest!)) {
    return deployed ? { status: 200, result: DEPLOYED_SECRETS.map((name) => ({ name, type: 'secret_text' })) } : WORKER_MISSING;
  }
  if (/^workers\/scripts\/[\w-]+\/deployments$/.test(rest!)) {
    if (!deployed) return WORKER_MISSING;
    const versions = [{ version_id: LIVE_VERSION, percentage: 100 }];
    return { status: 200, result: { deployments: [{ id: 'e4d3c2b1-0000-4000-8000-000000000001', source: 'wrangler', strategy: 'percentage', created_on: '2026-11-20T09:00:00Z', versions }] } };
  }
  const db = rest!.match(/^d1\/database\/([\w-]+)(\/time_travel\/bookmark)?$/);
  if (db) return db[2] ? { status: 200, result: { bookmark: BOOKMARK } } : { status: 200, result: { uuid: db[1], name: 'executive-sidekick', version: 'production' } };
  return { status: 404, errors: [{ code: 7003, message: 'No route for that URI' }] };
}

/** Starts on a free port; returns its base URL for CLOUDFLARE_API_BASE_URL, the paths it was asked for, and stop(). */
export async function startCloudflareApi(): Promise<{ baseUrl: string; asked: string[]; stop: () => Promise<void> }> {
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://stand-in').pathname;
    asked.push(`${req.method} ${path}`);
    const { status, result = null, errors = [] } = answer(req.method!, path);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: status < 400, errors, messages: [], result }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/client/v4`, asked, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
