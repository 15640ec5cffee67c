// Reads, before a deploy changes anything, what would undo it: the Worker version serving every request and the
// D1 bookmark of this moment (worker/deploy-undo.ts parses both). Used by deploy.mjs and its rehearsal
// (tests/e2e/deploy-rehearsal.spec.ts), where `env` points wrangler at a stand-in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wranglerError } from '../../worker/deploy-preflight.ts';
import { liveVersion, parseBookmark, type WayBack } from '../../worker/deploy-undo.ts';
import { root, wrangler } from './wrangler.ts';

export async function recordWayBack(config: string, env: NodeJS.ProcessEnv = {}): Promise<WayBack> {
  const { d1_databases: databases } = JSON.parse(readFileSync(path.resolve(root, config), 'utf8')) as { d1_databases: { binding: string; database_name: string }[] };
  const database = databases.find((d) => d.binding === 'DB')!.database_name;
  const info = await wrangler(['d1', 'time-travel', 'info', database, '--json', '--config', config], { env });
  if (info.code !== 0) throw new Error(`the database's bookmark could not be recorded: ${wranglerError(`${info.stdout}\n${info.stderr}`)}`);
  // A Worker with no deployment has no version to return to; anything else wrong would have failed above too.
  const status = await wrangler(['deployments', 'status', '--json', '--config', config], { env });
  return { database, bookmark: parseBookmark(info.stdout), versionId: status.code === 0 ? liveVersion(status.stdout) : null };
}
