// `npm run deploy` runs this first: it refuses, listing what to set, while the site still carries example
// business facts, the placeholder D1 id, or lacks a setting it needs. The decisions are worker/deploy-preflight.ts.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { EXAMPLE_VALUES, SITE } from '../../routes/_lib/site-config.ts';
import { preflightProblems, readWranglerToml } from '../../worker/deploy-preflight.ts';

const root = path.resolve(import.meta.dirname, '../..');
const wrangler = readWranglerToml(await readFile(path.join(root, 'wrangler.toml'), 'utf8'));

let secrets = null;
let secretsError;
try {
  const { stdout } = await promisify(execFile)('npx', ['wrangler', 'secret', 'list', '--format', 'json'], { cwd: root, timeout: 60_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  secrets = JSON.parse(stdout.slice(stdout.indexOf('['))).map((s) => s.name);
} catch (err) {
  secretsError = String(err.stderr || err.message)
    .replace(/\x1b\[[0-9;]*m/g, '')
    .trim().split('\n').find((l) => /\S/.test(l) && !/npm warn/.test(l)) ?? 'wrangler failed';
}

const problems = preflightProblems({ facts: SITE, examples: EXAMPLE_VALUES, wrangler, secrets, secretsError });
if (problems.length) {
  console.error(`Not deploying: ${problems.length} thing${problems.length === 1 ? '' : 's'} to set first.\n`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log('Preflight passed: real business facts, a real D1 database, and every required setting present.');
