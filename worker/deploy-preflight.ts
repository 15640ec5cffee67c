/**
 * What `npm run deploy` checks before anything leaves this machine (tests/tools/deploy-preflight.mjs gathers the
 * inputs: wrangler.toml, the output of `wrangler secret list`, routes/_lib/site-config.ts). It refuses, one line
 * per thing to fix, while a business fact is still an example value, the D1 id is the placeholder, SITE_ORIGIN
 * cannot name the domain, a secret is written into wrangler.toml, a name is both a variable and a secret (which
 * Cloudflare refuses, code 10053), or a setting production needs is missing. When the secrets cannot be listed it
 * says why, with the next step for that reason. Pure functions, no I/O: Node runs this file with type stripping.
 */
import { parse, TomlError } from 'smol-toml';
import { siteHosts } from './site-domains.ts';
import { DEFAULT_CONTENT_SIGNAL, readContentSignal } from '../routes/_lib/content-signal.ts';

/** Needed in production: a non-empty [vars] value or a secret (the first two), or a secret (the last two). */
export const REQUIRED_SETTINGS = ['SUPABASE_URL', 'BLOG_ADMIN_EMAILS', 'SUPABASE_ANON_KEY', 'LEADS_DEDUPE_SECRET'] as const;

/** Never in wrangler.toml, which is committed: only `wrangler secret put`. */
export const SECRET_SETTINGS: readonly string[] = [
  'SUPABASE_ANON_KEY',
  'LEADS_DEDUPE_SECRET',
  'TURNSTILE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'CALENDLY_WEBHOOK_SIGNING_KEY',
  'CAL_WEBHOOK_SECRET',
  'INDEXNOW_KEY',
];

/** What to put in each secret, for the message that asks for it. */
const SECRET_HINTS: Record<string, string> = {
  SUPABASE_ANON_KEY: "the Supabase project's anon key, from Project Settings > API",
  LEADS_DEDUPE_SECRET: 'any long random string, e.g. from `openssl rand -hex 32`',
};

const PLACEHOLDER_DATABASE_ID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

export interface WranglerFacts {
  name: string;
  databaseId: string | null;
  vars: Record<string, unknown>;
  /** The line (1-based) of each [vars] entry, so a message can say which line to delete. */
  varLines: Record<string, number>;
}

/** Reads wrangler.toml with a TOML parser; throws with the parser's line and column when the file is not TOML. */
export function readWranglerToml(text: string): WranglerFacts {
  let config: Record<string, unknown>;
  try {
    config = parse(text);
  } catch (err) {
    const where = err instanceof TomlError ? ` (line ${err.line}, column ${err.column})` : '';
    throw new Error(`wrangler.toml is not valid TOML${where}: ${(err as Error).message.split('\n')[0]}`);
  }
  const databases = Array.isArray(config.d1_databases) ? (config.d1_databases as Record<string, unknown>[]) : [];
  const db = databases.find((d) => d.binding === 'DB');
  const vars = config.vars && typeof config.vars === 'object' ? (config.vars as Record<string, unknown>) : {};
  return {
    name: typeof config.name === 'string' ? config.name : '',
    databaseId: typeof db?.database_id === 'string' ? db.database_id : null,
    vars,
    varLines: varLines(text),
  };
}

/** Where each key of the [vars] table sits. Only for messages: the values come from the parser. */
function varLines(text: string): Record<string, number> {
  const lines: Record<string, number> = {};
  let table = '';
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    const header = line.match(/^\[\[?\s*([^\]]+?)\s*\]\]?/);
    if (header) table = header[1]!;
    const key = line.match(/^(?:"([^"]+)"|'([^']+)'|([\w-]+))\s*=/);
    if (!header && key && table === 'vars') lines[key[1] ?? key[2] ?? key[3]!] = i + 1;
  });
  return lines;
}

/** Every string in the facts, with its path (SITE.checkoutUrls.starter), that is still an example value. */
export function exampleFacts(facts: unknown, examples: ReadonlySet<string>, path = 'SITE'): string[] {
  if (typeof facts === 'string') return examples.has(facts) ? [path] : [];
  if (Array.isArray(facts)) return facts.flatMap((v, i) => exampleFacts(v, examples, `${path}[${i}]`));
  if (facts && typeof facts === 'object') return Object.entries(facts).flatMap(([k, v]) => exampleFacts(v, examples, `${path}.${k}`));
  return [];
}

/** The secret names `wrangler secret list --format json` printed (it may print notices before the JSON). */
export function parseSecretList(stdout: string): string[] {
  const list: unknown = JSON.parse(stdout.slice(stdout.indexOf('[')));
  if (!Array.isArray(list)) throw new Error('wrangler secret list did not print a list');
  return list.map((s: { name?: unknown }) => String(s.name));
}

export type ListingFailure = 'not-signed-in' | 'worker-missing' | 'choose-account' | 'credentials-refused' | 'offline' | 'other';

const stripColour = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Why `wrangler secret list` failed, from what it printed. Checked against its real output (tests/unit/fixtures/deploy). */
export function listingFailure(output: string): ListingFailure {
  const text = stripColour(output);
  if (/necessary to set a CLOUDFLARE_API_TOKEN|You are not authenticated|Not logged in|run `wrangler login`/i.test(text)) return 'not-signed-in';
  if (/Worker "[^"]+" not found|\[code: 10007\]|does not exist on your account/.test(text)) return 'worker-missing';
  if (/More than one account available/.test(text)) return 'choose-account';
  if (/\[code: (9106|9109|10000|10001)\]|Authentication error|Invalid access token/.test(text)) return 'credentials-refused';
  if (/fetch failed|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|connectivity issue/.test(text)) return 'offline';
  return 'other';
}

/** wrangler's own words for an error: its [ERROR] line, and the API's message with its code when there is one. */
export function wranglerError(output: string): string {
  const lines = stripColour(output)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const error = lines.find((l) => l.startsWith('✘'))?.replace(/^✘\s*\[ERROR\]\s*/, '') ?? lines.find((l) => !/^npm (warn|notice)/.test(l)) ?? 'no output';
  const coded = lines.find((l) => /\[code: \d+\]/.test(l) && l !== error);
  return coded ? `${error} ${coded}` : error;
}

/** Secret names as listed, or what wrangler printed when it could not list them. */
export type SecretListing = { names: string[] } | { failed: string };

export interface PreflightInput {
  facts: unknown;
  examples: ReadonlySet<string>;
  wrangler: WranglerFacts;
  secrets: SecretListing;
}

const isSet = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null);

/** What must be fixed before a deploy, one line each; an empty list means go. */
export function preflightProblems({ facts, examples, wrangler, secrets }: PreflightInput): string[] {
  const problems: string[] = [];
  const { vars, varLines } = wrangler;
  const at = (name: string) => (varLines[name] ? `line ${varLines[name]} of wrangler.toml` : 'wrangler.toml [vars]');

  for (const path of exampleFacts(facts, examples)) {
    problems.push(`${path} is still an example value: put the business's own in routes/_lib/site-config.ts (and drop its example() wrapper).`);
  }
  if (!wrangler.databaseId || PLACEHOLDER_DATABASE_ID.test(wrangler.databaseId)) {
    problems.push('database_id in wrangler.toml is the placeholder: run `npx wrangler d1 create executive-sidekick` and put the printed id there.');
  }
  try {
    siteHosts(String(vars.SITE_ORIGIN ?? ''));
  } catch (err) {
    problems.push(`${(err as Error).message} It names the domain the Worker is attached to: fix ${at('SITE_ORIGIN')}.`);
  }
  if (vars.HSTS_PRELOAD !== undefined && !['on', 'off'].includes(String(vars.HSTS_PRELOAD))) {
    problems.push(`HSTS_PRELOAD must be "on" or "off" (${at('HSTS_PRELOAD')}).`);
  }
  if (vars.CONTENT_SIGNAL !== undefined && !readContentSignal(String(vars.CONTENT_SIGNAL))) {
    problems.push(
      `CONTENT_SIGNAL cannot be read, and robots.txt would state the default instead: write search, ai-input and ai-train, each once, as yes or no, ` +
        `such as "${DEFAULT_CONTENT_SIGNAL}" (${at('CONTENT_SIGNAL')}).`,
    );
  }
  if (vars.INDEXNOW_ENDPOINT !== undefined && !/^https:\/\/[^/\s]+\/\S*$/.test(String(vars.INDEXNOW_ENDPOINT))) {
    problems.push(`INDEXNOW_ENDPOINT must be an https address, such as "https://api.indexnow.org/indexnow" (${at('INDEXNOW_ENDPOINT')}).`);
  }

  // What wrangler could tell us about the secrets: their names, none yet (no Worker), or nothing (and why).
  const failure = 'failed' in secrets ? listingFailure(secrets.failed) : null;
  const listed = 'names' in secrets ? secrets.names : failure === 'worker-missing' ? [] : null;
  const secret = (name: string) => listed?.includes(name) ?? false;

  for (const name of Object.keys(vars)) {
    if (SECRET_SETTINGS.includes(name)) {
      const then = secret(name) ? 'the secret is already set' : `then run \`npx wrangler secret put ${name}\``;
      problems.push(`${name} is a secret, but ${at(name)} makes it a variable: delete that line (${then}).`);
    } else if (secret(name)) {
      problems.push(
        `${name} is both a variable (${at(name)}) and a secret, which Cloudflare refuses ('Binding name already in use', code 10053): ` +
          `delete that line to keep the secret, or run \`npx wrangler secret delete ${name}\` to keep the variable.`,
      );
    }
  }

  for (const name of REQUIRED_SETTINGS) {
    if (SECRET_SETTINGS.includes(name)) {
      // One written into [vars] was named above, with the same next step.
      if (listed && !secret(name) && !(name in vars)) problems.push(`${name} is not set: run \`npx wrangler secret put ${name}\` and enter ${SECRET_HINTS[name]}.`);
    } else if (name in vars && !isSet(vars[name]) && !secret(name)) {
      problems.push(`${name} is empty: give it a value on ${at(name)}.`);
    } else if (!(name in vars) && listed && !secret(name)) {
      problems.push(`${name} is not set: add it to [vars] in wrangler.toml.`);
    }
  }

  if (secret('TURNSTILE_SECRET_KEY') && !isSet(vars.TURNSTILE_SITE_KEY) && !secret('TURNSTILE_SITE_KEY')) {
    problems.push(
      'TURNSTILE_SECRET_KEY is set but TURNSTILE_SITE_KEY is not, so the forms could not show the check and every submission would be refused: ' +
        "add TURNSTILE_SITE_KEY (the widget's site key) to [vars] in wrangler.toml, or run `npx wrangler secret delete TURNSTILE_SECRET_KEY` to leave Turnstile off.",
    );
  }

  if ('failed' in secrets) problems.push(listingProblem(listingFailure(secrets.failed), wrangler.name, secrets.failed));
  return problems;
}

/**
 * What the deploy goes ahead without, but the operator should know: a webhook endpoint answers 404 until its
 * secret is set (routes/analytics/attribution/webhooks.ts), so payments or booked calls are not measured. Nothing when the
 * secrets could not be listed (preflightProblems has already said so).
 */
export function preflightWarnings({ secrets }: Pick<PreflightInput, 'secrets'>): string[] {
  if (!('names' in secrets)) return [];
  const has = (name: string) => secrets.names.includes(name);
  const warnings: string[] = [];
  if (!has('STRIPE_WEBHOOK_SECRET')) {
    warnings.push(
      'STRIPE_WEBHOOK_SECRET is not set, so revenue will not be measured: add the webhook in Stripe and run `npx wrangler secret put STRIPE_WEBHOOK_SECRET` with its signing secret (docs/analytics.md, "Setting up the providers").',
    );
  }
  if (!has('CALENDLY_WEBHOOK_SIGNING_KEY') && !has('CAL_WEBHOOK_SECRET')) {
    warnings.push(
      'Neither CALENDLY_WEBHOOK_SIGNING_KEY nor CAL_WEBHOOK_SECRET is set, so booked calls will not be measured: subscribe the webhook in Calendly (or Cal.com) and put its key with `npx wrangler secret put` (docs/analytics.md, "Setting up the providers").',
    );
  }
  return warnings;
}

/** The next step for each reason the secrets could not be listed. */
function listingProblem(failure: ListingFailure, worker: string, failed: string): string {
  switch (failure) {
    case 'worker-missing':
      return (
        `The Worker "${worker}" does not exist in this Cloudflare account yet, as before a first deploy: ` +
        '`npx wrangler secret put` creates it to hold the secrets above. If it should exist, check the account with `npx wrangler whoami`.'
      );
    case 'not-signed-in':
      return (
        'wrangler is not signed in, so the secrets could not be checked: on your own computer run `npx wrangler login`; ' +
        'in CI set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID (docs/deploy.md, "Deploying from CI").'
      );
    case 'choose-account':
      return "Your sign-in reaches more than one Cloudflare account: set CLOUDFLARE_ACCOUNT_ID to the id of the site's account (`npx wrangler whoami` lists them).";
    case 'credentials-refused':
      return (
        `Cloudflare refused wrangler's credentials (${wranglerError(failed)}): the token in CLOUDFLARE_API_TOKEN is wrong, expired or lacks a ` +
        'permission the deploy needs (docs/deploy.md, "Deploying from CI", lists them). On your own computer, unset it and run `npx wrangler login`.'
      );
    case 'offline':
      return 'wrangler could not reach Cloudflare, so the secrets could not be checked: check the network connection and run `npm run deploy` again.';
    case 'other':
      return `wrangler could not list the Worker's secrets: ${wranglerError(failed)} Run \`npx wrangler secret list\` to see its whole message.`;
  }
}
