// Runs the project's wrangler with the Node that runs the caller (npm scripts use Node 22 from node_modules/.bin)
// and hands back what it printed. For the deploy scripts (deploy-preflight.mjs, deploy.mjs, way-back.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'node_modules/wrangler/bin/wrangler.js');

export interface WranglerRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `inherit: true` gives wrangler the terminal (its prompts and progress, as if the operator had typed the command)
 * and captures nothing; otherwise its output is captured without colour. `env` adds to the environment.
 */
export function wrangler(args: string[], { inherit = false, env = {} as NodeJS.ProcessEnv } = {}): Promise<WranglerRun> {
  return new Promise((resolve) => {
    const childEnv = { ...process.env, ...(inherit ? {} : { NO_COLOR: '1', FORCE_COLOR: '0' }), ...env };
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env: childEnv, stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
