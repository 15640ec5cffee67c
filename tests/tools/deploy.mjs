// `npm run deploy`, after the preflight (deploy-preflight.mjs): builds production, records the way back (the
// version live now and the database's bookmark, way-back.mjs), applies the remote D1 migrations, deploys exactly
// that build, and prints the commands that undo it. It refuses to migrate when the way back cannot be recorded.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { wayBackText } from '../../worker/deploy-undo.ts';
import { recordWayBack } from './way-back.ts';
import { root, wrangler } from './wrangler.ts';

// The production build's own configuration: never a test build, whatever .wrangler/deploy/config.json says.
const config = 'dist/executive_sidekick/wrangler.json';

const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let wayBack;
try {
  wayBack = await recordWayBack(config);
} catch (err) {
  console.error(`Not deploying: ${err.message}. Nothing has changed; run \`npm run deploy\` again once wrangler can reach the database.`);
  process.exit(1);
}
const undo = () => wayBackText(wayBack, new Date());

for (const [step, args] of [
  ['The remote migrations', ['d1', 'migrations', 'apply', 'DB', '--remote', '--config', config]],
  ['The deploy', ['deploy', '--config', config]],
]) {
  const { code } = await wrangler(args, { inherit: true });
  if (code !== 0) {
    console.error(`\n${step} failed (wrangler's message is above).\n\n${undo()}`);
    process.exit(1);
  }
}
console.log(`\nDeployed. Check the live site (README, "Deploying with wrangler", step 8).\n\n${undo()}`);
