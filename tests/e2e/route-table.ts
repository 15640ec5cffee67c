/**
 * The route table for tests that run in Node (Playwright), where Vite's `import.meta.glob` does not exist: the
 * same rule as routes/table.ts (every `routes/<folder>/routes.ts` but `_`-folders, by their PAGES' position),
 * read from the folders with Node's own import.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tableOf, type FamilyPages } from '../../routes/_app/routes';

const routesDir = path.resolve(import.meta.dirname, '../../routes');
const folders = readdirSync(routesDir).filter((d) => !d.startsWith('_') && existsSync(path.join(routesDir, d, 'routes.ts')));

export const ROUTES = tableOf(
  await Promise.all(folders.map(async (d) => ((await import(`../../routes/${d}/routes.ts`)) as { PAGES: FamilyPages }).PAGES)),
);
