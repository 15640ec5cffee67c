import { createServer, type Server } from 'node:http';
import { SUPABASE_STANDIN_PORT } from './playwright.config';
import { authStandIn } from './auth-standin';
import { syncToAgileStandIn } from './sync-to-agile-standin';
import type { Handler } from './stand-in-handler';

/**
 * Local stand-ins for external services, speaking their real protocols on 127.0.0.1.
 * Supabase: the worker's supabase-js client calls `${SUPABASE_URL}/functions/v1/...` and `/auth/v1/...`.
 * Handlers are added by the features that need them (leads, sign-in); unknown paths answer 404 like Supabase.
 */
export const supabaseHandlers: Handler[] = [authStandIn, syncToAgileStandIn];

export async function startStandIns(): Promise<() => Promise<void>> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      for (const handle of supabaseHandlers) {
        const answer = handle(req, body);
        if (answer) {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          return res.end(JSON.stringify(answer.json));
        }
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(SUPABASE_STANDIN_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
