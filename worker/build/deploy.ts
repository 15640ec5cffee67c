import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { WorkerConfig } from '@cloudflare/vite-plugin';
import type { Plugin } from 'vite';
import { customDomainRoutes } from '../site-domains.ts';

/**
 * What a build leaves for `wrangler deploy` (vite.config.ts). Only the production build carries the Custom Domains
 * (from SITE_ORIGIN, worker/site-domains.ts); and a test build never leaves wrangler pointed at itself.
 */

/** The production build's routes; wrangler.toml must not set its own, or the two could name different domains. */
export function productionRoutes(config: WorkerConfig): Partial<WorkerConfig> {
  if (config.routes?.length || config.route) {
    throw new Error('wrangler.toml sets routes: remove them. The Custom Domains come from SITE_ORIGIN (worker/site-domains.ts).');
  }
  return { routes: customDomainRoutes(String(config.vars.SITE_ORIGIN ?? '')) };
}

/** Where the production build's configuration is, from the directory of the deploy redirect. */
const PRODUCTION_CONFIG = 'dist/executive_sidekick/wrangler.json';

/** Read by a person when wrangler quotes this file while refusing it. */
export const NO_PRODUCTION_BUILD =
  'No production build to deploy: the last build was a test build (dist-test/, test hooks compiled in). Deploy with `npm run deploy`, which builds production first.';

/**
 * What .wrangler/deploy/config.json should say after a test build: the production build when there is one,
 * otherwise something without the `configPath` wrangler requires, so that a bare `wrangler deploy` stops and
 * prints it (message included) instead of deploying anything.
 */
export function deployRedirectAfterTestBuild(root: string): string {
  if (existsSync(path.join(root, PRODUCTION_CONFIG))) return JSON.stringify({ configPath: `../../${PRODUCTION_CONFIG}`, auxiliaryWorkers: [] });
  return JSON.stringify({ notDeployable: NO_PRODUCTION_BUILD }, null, 2);
}

/**
 * @cloudflare/vite-plugin rewrites .wrangler/deploy/config.json at the end of every build so that a bare
 * `wrangler deploy` deploys that build. After `npm run build:test` (which `npm test`, `npm run bench` and the other
 * measurements run) that would be the test build. In test builds this runs after it and puts that right.
 */
export function keepDeployOnProduction(): Plugin {
  let root = '';
  return {
    name: 'keep-deploy-on-production',
    apply: (_, env) => env.command === 'build' && env.mode === 'test',
    configResolved(config) {
      root = config.root;
    },
    writeBundle: {
      order: 'post',
      handler() {
        if (this.environment.name !== 'executive_sidekick') return;
        const file = path.join(root, '.wrangler/deploy/config.json');
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, deployRedirectAfterTestBuild(root));
      },
    },
  };
}
