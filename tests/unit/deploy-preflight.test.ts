import { describe, expect, it } from 'vitest';
import wranglerToml from '../../wrangler.toml?raw';
import varsOnly from './fixtures/deploy/wrangler-vars-only.toml?raw';
import secretsOnly from './fixtures/deploy/wrangler-secrets-only.toml?raw';
import overlapping from './fixtures/deploy/wrangler-overlapping.toml?raw';
import singleQuoted from './fixtures/deploy/wrangler-single-quoted.toml?raw';
import listedJson from './fixtures/deploy/secret-list-listed.json?raw';
import notSignedIn from './fixtures/deploy/secret-list-not-signed-in.txt?raw';
import workerMissing from './fixtures/deploy/secret-list-worker-missing.txt?raw';
import twoAccounts from './fixtures/deploy/secret-list-two-accounts.txt?raw';
import tokenRefused from './fixtures/deploy/secret-list-token-refused.txt?raw';
import offline from './fixtures/deploy/secret-list-offline.txt?raw';
import serverError from './fixtures/deploy/secret-list-server-error.txt?raw';
import { EXAMPLE_VALUES, SITE } from '../../routes/_lib/site-config';
import {
  exampleFacts,
  listingFailure,
  parseSecretList,
  preflightProblems,
  preflightWarnings,
  readWranglerToml,
  type SecretListing,
  type WranglerFacts,
} from '../../worker/deploy-preflight';

/**
 * The preflight's decisions, fed what it reads in a real deploy: wrangler.toml files of every kind, and what
 * `wrangler secret list` really printed (captured from wrangler 4.164 against a stand-in of Cloudflare's API) when
 * it listed secrets, was not signed in, found no Worker, saw two accounts, had its token refused, was offline, or
 * got a server error.
 */
const realFacts = { companyNumber: '09876543', checkoutUrls: { starter: 'https://buy.stripe.com/real' } };
const ALL_SECRETS = ['SUPABASE_ANON_KEY', 'LEADS_DEDUPE_SECRET'];
const check = (wrangler: WranglerFacts, secrets: SecretListing, facts: unknown = realFacts) =>
  preflightProblems({ facts, examples: EXAMPLE_VALUES, wrangler, secrets });

describe('the deploy preflight reads wrangler.toml as TOML', () => {
  it('reads the project’s wrangler.toml: no secret among its [vars], and the placeholder database id', () => {
    const facts = readWranglerToml(wranglerToml);
    expect(facts.name).toBe('executive-sidekick');
    expect(facts.databaseId).toBe('00000000-0000-0000-0000-000000000000');
    expect(facts.vars).toEqual({
      SITE_ORIGIN: 'https://www.executivesidekick.co.uk',
      SUPABASE_URL: '',
      BLOG_ADMIN_EMAILS: '',
      HSTS_PRELOAD: 'off',
      MANAGER_SESSION_HOURS: '12',
      MANAGER_IDLE_MINUTES: '120',
      ARTICLE_VERSIONS_KEPT: '100',
      PREVIEW_LINK_DAYS: '7',
      ANALYTICS_RETENTION_MONTHS: '25',
      ATTRIBUTION_RETENTION_DAYS: '45',
      CONTENT_SIGNAL: 'search=yes, ai-input=yes, ai-train=no',
      INDEXNOW_ENDPOINT: 'https://api.indexnow.org/indexnow',
    });
    // As shipped, with both secrets put: the operator still has the database id and the two settings to fill in.
    expect(check(facts, { names: ALL_SECRETS })).toEqual([
      'database_id in wrangler.toml is the placeholder: run `npx wrangler d1 create executive-sidekick` and put the printed id there.',
      `SUPABASE_URL is empty: give it a value on line ${facts.varLines.SUPABASE_URL} of wrangler.toml.`,
      `BLOG_ADMIN_EMAILS is empty: give it a value on line ${facts.varLines.BLOG_ADMIN_EMAILS} of wrangler.toml.`,
    ]);
    expect(wranglerToml.split('\n')[facts.varLines.SUPABASE_URL! - 1]).toBe('SUPABASE_URL = ""');
  });

  it('takes single-quoted (literal) strings, a quoted key and a trailing comment as the values they are', () => {
    const facts = readWranglerToml(singleQuoted);
    expect(facts.databaseId).toBe('3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c');
    expect(facts.vars.SUPABASE_URL).toBe('https://abcdefghijklmnop.supabase.co');
    expect(facts.vars.BLOG_ADMIN_EMAILS).toBe('editor@executivesidekick.co.uk, second.editor@executivesidekick.co.uk');
    expect(check(facts, { names: parseSecretList(listedJson) })).toEqual([]);
  });

  it('says where a file that is not TOML goes wrong', () => {
    expect(() => readWranglerToml('[vars]\nSUPABASE_URL = "https://abc.supabase.co\n')).toThrow(/^wrangler\.toml is not valid TOML \(line 2, column \d+\): /);
  });
});

describe('the deploy preflight keeps secrets out of wrangler.toml', () => {
  it('passes secrets only: every secret put, [vars] holding just the address', () => {
    const facts = readWranglerToml(secretsOnly);
    expect(check(facts, { names: ['SUPABASE_URL', 'BLOG_ADMIN_EMAILS', ...ALL_SECRETS] })).toEqual([]);
  });

  it('refuses vars only, naming the line of each secret to delete and the command that replaces it', () => {
    const facts = readWranglerToml(varsOnly);
    expect(check(facts, { names: [] })).toEqual([
      'SUPABASE_ANON_KEY is a secret, but line 14 of wrangler.toml makes it a variable: delete that line (then run `npx wrangler secret put SUPABASE_ANON_KEY`).',
      'LEADS_DEDUPE_SECRET is a secret, but line 16 of wrangler.toml makes it a variable: delete that line (then run `npx wrangler secret put LEADS_DEDUPE_SECRET`).',
    ]);
  });

  it('refuses a name that is both a variable and a secret (Cloudflare’s code 10053), even when the variable is empty', () => {
    const facts = readWranglerToml(overlapping);
    expect(check(facts, { names: ['SUPABASE_URL', 'BLOG_ADMIN_EMAILS', ...ALL_SECRETS] })).toEqual([
      "SUPABASE_URL is both a variable (line 13 of wrangler.toml) and a secret, which Cloudflare refuses ('Binding name already in use', code 10053): delete that line to keep the secret, or run `npx wrangler secret delete SUPABASE_URL` to keep the variable.",
      'SUPABASE_ANON_KEY is a secret, but line 14 of wrangler.toml makes it a variable: delete that line (the secret is already set).',
      "BLOG_ADMIN_EMAILS is both a variable (line 15 of wrangler.toml) and a secret, which Cloudflare refuses ('Binding name already in use', code 10053): delete that line to keep the secret, or run `npx wrangler secret delete BLOG_ADMIN_EMAILS` to keep the variable.",
    ]);
  });

  it('asks for each missing secret with what to put in it, and for a setting that is neither', () => {
    const facts = readWranglerToml(secretsOnly);
    expect(check(facts, { names: ['SUPABASE_URL'] })).toEqual([
      'BLOG_ADMIN_EMAILS is not set: add it to [vars] in wrangler.toml.',
      "SUPABASE_ANON_KEY is not set: run `npx wrangler secret put SUPABASE_ANON_KEY` and enter the Supabase project's anon key, from Project Settings > API.",
      'LEADS_DEDUPE_SECRET is not set: run `npx wrangler secret put LEADS_DEDUPE_SECRET` and enter any long random string, e.g. from `openssl rand -hex 32`.',
    ]);
  });

  it('refuses Turnstile’s secret without its site key, which would refuse every form submission', () => {
    const facts = readWranglerToml(singleQuoted);
    const names = [...ALL_SECRETS, 'TURNSTILE_SECRET_KEY'];
    expect(check(facts, { names })).toEqual([expect.stringMatching(/^TURNSTILE_SECRET_KEY is set but TURNSTILE_SITE_KEY is not/)]);
    expect(check({ ...facts, vars: { ...facts.vars, TURNSTILE_SITE_KEY: '0x4AAAAAAAB' } }, { names })).toEqual([]);
  });

  it('refuses a SITE_ORIGIN that cannot name the domain, and an HSTS_PRELOAD other than on or off', () => {
    const facts = readWranglerToml(singleQuoted);
    for (const origin of ['http://www.executivesidekick.co.uk', 'https://www.executivesidekick.co.uk/home', 'www.executivesidekick.co.uk', 'https://localhost']) {
      const problems = check({ ...facts, vars: { ...facts.vars, SITE_ORIGIN: origin } }, { names: ALL_SECRETS });
      expect(problems, origin).toEqual([expect.stringMatching(/^SITE_ORIGIN must be an https origin .* fix line 12 of wrangler\.toml\.$/)]);
    }
    expect(check({ ...facts, vars: { ...facts.vars, HSTS_PRELOAD: 'yes' } }, { names: ALL_SECRETS })).toEqual(['HSTS_PRELOAD must be "on" or "off" (line 15 of wrangler.toml).']);
  });
});

describe('the deploy preflight checks the crawler settings', () => {
  const facts = readWranglerToml(wranglerToml);
  const problems = (vars: Record<string, unknown>) => check({ ...facts, databaseId: 'real', vars: { ...facts.vars, SUPABASE_URL: 'x', BLOG_ADMIN_EMAILS: 'x', ...vars } }, { names: ALL_SECRETS });

  it('refuses a CONTENT_SIGNAL robots.txt could not state, and an INDEXNOW_ENDPOINT that is not https', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ CONTENT_SIGNAL: 'search=yes, ai-input=no' })).toEqual([]);
    for (const bad of ['search=maybe', 'ai-training=no', 'search=yes, search=no', '']) {
      expect(problems({ CONTENT_SIGNAL: bad }), bad).toEqual([expect.stringMatching(new RegExp(`^CONTENT_SIGNAL cannot be read, .*line ${facts.varLines.CONTENT_SIGNAL} of wrangler\\.toml`))]);
    }
    for (const bad of ['http://api.indexnow.org/indexnow', 'api.indexnow.org/indexnow']) {
      expect(problems({ INDEXNOW_ENDPOINT: bad }), bad).toEqual([expect.stringMatching(/^INDEXNOW_ENDPOINT must be an https address/)]);
    }
  });

  it('keeps INDEXNOW_KEY a secret', () => {
    expect(problems({ INDEXNOW_KEY: 'a3f9c2e17b8d4e0f' })).toEqual([expect.stringMatching(/^INDEXNOW_KEY is a secret, but wrangler\.toml \[vars\] makes it a variable/)]);
  });
});

describe('the deploy preflight says why the secrets could not be listed, with the next step for each reason', () => {
  const facts = readWranglerToml(singleQuoted);
  const failed = (output: string) => check(facts, { failed: output });

  it('tells the reasons apart from what wrangler printed', () => {
    expect(
      [notSignedIn, workerMissing, twoAccounts, tokenRefused, offline, serverError].map(listingFailure),
    ).toEqual(['not-signed-in', 'worker-missing', 'choose-account', 'credentials-refused', 'offline', 'other']);
  });

  it('not signed in: log in on your own computer, or give CI a token and the account id', () => {
    expect(failed(notSignedIn)).toEqual([
      'wrangler is not signed in, so the secrets could not be checked: on your own computer run `npx wrangler login`; in CI set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID (docs/deploy.md, "Deploying from CI").',
    ]);
  });

  it('no Worker yet (a first deploy): every secret is missing, and putting one creates the Worker', () => {
    expect(failed(workerMissing)).toEqual([
      expect.stringMatching(/^SUPABASE_ANON_KEY is not set: run `npx wrangler secret put SUPABASE_ANON_KEY`/),
      expect.stringMatching(/^LEADS_DEDUPE_SECRET is not set: run `npx wrangler secret put LEADS_DEDUPE_SECRET`/),
      'The Worker "executive-sidekick" does not exist in this Cloudflare account yet, as before a first deploy: `npx wrangler secret put` creates it to hold the secrets above. If it should exist, check the account with `npx wrangler whoami`.',
    ]);
  });

  it('other failures name no setting as missing (none could be checked) and quote wrangler', () => {
    expect(failed(twoAccounts)).toEqual([expect.stringContaining('set CLOUDFLARE_ACCOUNT_ID')]);
    expect(failed(tokenRefused)).toEqual([
      expect.stringMatching(/^Cloudflare refused wrangler's credentials \(A request to the Cloudflare API \(\/accounts\/\w+\/workers\/scripts\/executive-sidekick\/secrets\) failed\. Authentication error \[code: 10000\]\): the token in CLOUDFLARE_API_TOKEN/),
    ]);
    expect(failed(offline)).toEqual([expect.stringMatching(/^wrangler could not reach Cloudflare/)]);
    expect(failed(serverError)).toEqual([
      expect.stringMatching(/^wrangler could not list the Worker's secrets: A request to the Cloudflare API .* failed\. An unknown error has occurred \[code: 10013\] Run `npx wrangler secret list`/),
    ]);
    for (const output of [notSignedIn, twoAccounts, tokenRefused, offline, serverError]) {
      expect(failed(output).join('\n')).not.toContain('login` and try again');
      expect(failed(output).some((p) => / is not set/.test(p))).toBe(false);
    }
  });

  it('still finds what the file alone shows when the secrets cannot be listed', () => {
    const problems = check(readWranglerToml(varsOnly), { failed: notSignedIn });
    expect(problems.filter((p) => / is a secret, but line \d+ of wrangler\.toml/.test(p))).toHaveLength(2);
  });
});

describe('the deploy preflight and the business facts', () => {
  it('names every example fact still in the site config, as shipped', () => {
    const found = exampleFacts(SITE, EXAMPLE_VALUES);
    for (const path of ['SITE.companyNumber', 'SITE.registeredOffice', 'SITE.bookingUrl', 'SITE.realityCheckCheckoutUrl', 'SITE.checkoutUrls.starter', 'SITE.checkoutUrls.fullforce']) {
      expect(found).toContain(path);
    }
    expect(found).not.toContain('SITE.brand');
    const problems = check(readWranglerToml(singleQuoted), { names: ALL_SECRETS }, SITE);
    expect(problems).toHaveLength(found.length);
    expect(problems[0]).toMatch(/^SITE\.\w+ is still an example value: put the business's own in routes\/_lib\/site-config\.ts/);
  });

  it('refuses the placeholder or a missing database id', () => {
    const facts = readWranglerToml(singleQuoted);
    for (const databaseId of ['00000000-0000-0000-0000-000000000000', null]) {
      expect(check({ ...facts, databaseId }, { names: ALL_SECRETS })).toEqual([expect.stringContaining('database_id in wrangler.toml is the placeholder')]);
    }
  });
});

describe('the deploy preflight warns when payments or booked calls will not be measured', () => {
  it('names the missing webhook secrets, and says nothing once they are set or when the secrets could not be listed', () => {
    const none = preflightWarnings({ secrets: { names: ['SUPABASE_ANON_KEY', 'LEADS_DEDUPE_SECRET'] } });
    expect(none).toHaveLength(2);
    expect(none[0]).toMatch(/STRIPE_WEBHOOK_SECRET is not set, so revenue will not be measured/);
    expect(none[1]).toMatch(/booked calls will not be measured/);
    expect(preflightWarnings({ secrets: { names: ['STRIPE_WEBHOOK_SECRET', 'CAL_WEBHOOK_SECRET'] } })).toEqual([]);
    expect(preflightWarnings({ secrets: { names: ['STRIPE_WEBHOOK_SECRET'] } })).toHaveLength(1);
    expect(preflightWarnings({ secrets: { failed: 'fetch failed' } })).toEqual([]);
  });
});
