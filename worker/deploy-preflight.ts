/**
 * What `npm run deploy` checks before anything leaves this machine (tests/tools/deploy-preflight.mjs gathers
 * the inputs and runs it): no business fact is still an example value (routes/_lib/site-config.ts), the D1 database
 * id is a real one, and every setting the site needs in production is a [vars] value or a secret.
 * Pure functions, no I/O: Node runs this file with type stripping, so it imports nothing.
 */

export const REQUIRED_SETTINGS = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'BLOG_ADMIN_EMAILS', 'LEADS_DEDUPE_SECRET'] as const;

const PLACEHOLDER_DATABASE_ID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

export interface WranglerFacts {
  databaseId: string | null;
  vars: Record<string, string>;
}

/** The two things the preflight needs from wrangler.toml; enough TOML for this project's file, not a parser. */
export function readWranglerToml(text: string): WranglerFacts {
  const vars: Record<string, string> = {};
  let databaseId: string | null = null;
  let table = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (!line || line.startsWith('#')) continue;
    const header = line.match(/^\[\[?\s*([\w.-]+)\s*\]\]?$/);
    if (header) {
      table = header[1]!;
      continue;
    }
    const pair = line.match(/^([\w-]+)\s*=\s*"((?:[^"\\]|\\.)*)"$/);
    if (!pair) continue;
    if (table === 'vars') vars[pair[1]!] = pair[2]!;
    if (table === 'd1_databases' && pair[1] === 'database_id') databaseId = pair[2]!;
  }
  return { databaseId, vars };
}

/** Every string in the facts, with its path (SITE.checkoutUrls.starter), that is still an example value. */
export function exampleFacts(facts: unknown, examples: ReadonlySet<string>, path = 'SITE'): string[] {
  if (typeof facts === 'string') return examples.has(facts) ? [path] : [];
  if (Array.isArray(facts)) return facts.flatMap((v, i) => exampleFacts(v, examples, `${path}[${i}]`));
  if (facts && typeof facts === 'object') return Object.entries(facts).flatMap(([k, v]) => exampleFacts(v, examples, `${path}.${k}`));
  return [];
}

export interface PreflightInput {
  facts: unknown;
  examples: ReadonlySet<string>;
  wrangler: WranglerFacts;
  /** Secret names from `wrangler secret list`, or null when they could not be listed (with the reason). */
  secrets: string[] | null;
  secretsError?: string;
}

/** What must be set before a deploy, one line each; an empty list means go. */
export function preflightProblems({ facts, examples, wrangler, secrets, secretsError }: PreflightInput): string[] {
  const problems: string[] = [];
  for (const path of exampleFacts(facts, examples)) {
    problems.push(`${path} is still an example value: put the business's own in routes/_lib/site-config.ts (and drop its example() wrapper).`);
  }
  if (!wrangler.databaseId || PLACEHOLDER_DATABASE_ID.test(wrangler.databaseId)) {
    problems.push('database_id in wrangler.toml is the placeholder: run `npx wrangler d1 create executive-sidekick` and put the printed id there.');
  }
  const missing = REQUIRED_SETTINGS.filter((name) => !wrangler.vars[name]?.trim() && !secrets?.includes(name));
  for (const name of missing) problems.push(`${name} is not set: give it a value in wrangler.toml [vars] or run \`npx wrangler secret put ${name}\`.`);
  if (missing.length && secrets === null) {
    problems.push(`The Worker's secrets could not be listed, so none could be counted${secretsError ? ` (${secretsError})` : ''}: run \`npx wrangler login\` and try again.`);
  }
  return problems;
}
