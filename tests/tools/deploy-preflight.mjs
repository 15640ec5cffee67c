// `npm run deploy` runs this first: it refuses, listing what to fix, while the site still carries example business
// facts, the placeholder D1 id, a secret written into wrangler.toml, a name that is both a variable and a secret,
// or lacks a setting it needs. The decisions are worker/deploy-preflight.ts; this gathers their inputs.
// `--config <file>` checks another wrangler configuration (the deploy rehearsal, tests/e2e/deploy-rehearsal.spec.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXAMPLE_VALUES, SITE } from '../../routes/_lib/site-config.ts';
import { parseSecretList, preflightProblems, preflightWarnings, readWranglerToml } from '../../worker/deploy-preflight.ts';
import { root, wrangler } from './wrangler.ts';

const { values } = parseArgs({ options: { config: { type: 'string', default: 'wrangler.toml' } } });
const configPath = path.resolve(root, values.config);

let facts;
try {
  facts = readWranglerToml(await readFile(configPath, 'utf8'));
} catch (err) {
  console.error(`Not deploying: ${err.message}`);
  process.exit(1);
}

// Secret names only: `wrangler secret list` never prints values.
const listing = await wrangler(['secret', 'list', '--format', 'json', '--config', configPath]);
let secrets;
try {
  secrets = listing.code === 0 ? { names: parseSecretList(listing.stdout) } : { failed: `${listing.stdout}\n${listing.stderr}` };
} catch {
  secrets = { failed: `${listing.stdout}\n${listing.stderr}` };
}

const problems = preflightProblems({ facts: SITE, examples: EXAMPLE_VALUES, wrangler: facts, secrets });
// Warnings do not stop a deploy: the site works without them, but something goes unmeasured.
for (const w of preflightWarnings({ secrets })) console.warn(`Warning: ${w}`);
if (problems.length) {
  console.error(`Not deploying: ${problems.length} thing${problems.length === 1 ? '' : 's'} to fix first.\n`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log('Preflight passed: real business facts, a real D1 database, secrets only as secrets, and every required setting present.');
