import { describe, expect, it } from 'vitest';
import wranglerToml from '../../wrangler.toml?raw';
import { EXAMPLE_VALUES, SITE } from '../../routes/_lib/site-config';
import { exampleFacts, preflightProblems, readWranglerToml, REQUIRED_SETTINGS } from '../../worker/deploy-preflight';

const REAL_ID = '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c';
const allSet = { vars: { SUPABASE_URL: 'https://abc.supabase.co', SITE_ORIGIN: 'https://www.executivesidekick.co.uk' }, databaseId: REAL_ID };
const realFacts = { companyNumber: '09876543', checkoutUrls: { starter: 'https://buy.stripe.com/real' } };

describe('the deploy preflight', () => {
  it('passes a configuration with real facts, a real database and every setting', () => {
    expect(preflightProblems({ facts: realFacts, examples: EXAMPLE_VALUES, wrangler: allSet, secrets: ['SUPABASE_ANON_KEY', 'BLOG_ADMIN_EMAILS', 'LEADS_DEDUPE_SECRET'] })).toEqual([]);
  });

  it('names every example fact still in the site config, as shipped', () => {
    const found = exampleFacts(SITE, EXAMPLE_VALUES);
    for (const path of ['SITE.companyNumber', 'SITE.registeredOffice', 'SITE.bookingUrl', 'SITE.realityCheckCheckoutUrl', 'SITE.checkoutUrls.starter', 'SITE.checkoutUrls.fullforce']) {
      expect(found).toContain(path);
    }
    expect(found).not.toContain('SITE.brand');
    const problems = preflightProblems({ facts: SITE, examples: EXAMPLE_VALUES, wrangler: allSet, secrets: ['SUPABASE_ANON_KEY', 'BLOG_ADMIN_EMAILS', 'LEADS_DEDUPE_SECRET'] });
    expect(problems).toHaveLength(found.length);
    expect(problems[0]).toMatch(/^SITE\.\w+ is still an example value: put the business's own in routes\/_lib\/site-config\.ts/);
  });

  it('refuses the placeholder or a missing database id', () => {
    for (const databaseId of ['00000000-0000-0000-0000-000000000000', null]) {
      const problems = preflightProblems({ facts: realFacts, examples: EXAMPLE_VALUES, wrangler: { ...allSet, databaseId }, secrets: ['SUPABASE_ANON_KEY', 'BLOG_ADMIN_EMAILS', 'LEADS_DEDUPE_SECRET'] });
      expect(problems).toEqual([expect.stringContaining('database_id in wrangler.toml is the placeholder')]);
    }
  });

  it('lists each required setting that is neither a non-empty var nor a secret', () => {
    const problems = preflightProblems({ facts: realFacts, examples: EXAMPLE_VALUES, wrangler: { databaseId: REAL_ID, vars: { SUPABASE_URL: ' ' } }, secrets: ['BLOG_ADMIN_EMAILS'] });
    expect(problems).toEqual([
      'SUPABASE_URL is not set: give it a value in wrangler.toml [vars] or run `npx wrangler secret put SUPABASE_URL`.',
      'SUPABASE_ANON_KEY is not set: give it a value in wrangler.toml [vars] or run `npx wrangler secret put SUPABASE_ANON_KEY`.',
      'LEADS_DEDUPE_SECRET is not set: give it a value in wrangler.toml [vars] or run `npx wrangler secret put LEADS_DEDUPE_SECRET`.',
    ]);
  });

  it('says why when the secrets could not be listed', () => {
    const problems = preflightProblems({ facts: realFacts, examples: EXAMPLE_VALUES, wrangler: { databaseId: REAL_ID, vars: {} }, secrets: null, secretsError: 'not logged in' });
    expect(problems).toHaveLength(REQUIRED_SETTINGS.length + 1);
    expect(problems.at(-1)).toContain('could not be listed, so none could be counted (not logged in)');
  });

  it('reads the database id and [vars] from the project’s wrangler.toml', () => {
    const facts = readWranglerToml(wranglerToml);
    expect(facts.databaseId).toBe('00000000-0000-0000-0000-000000000000');
    expect(facts.vars).toEqual({ SITE_ORIGIN: 'https://www.executivesidekick.co.uk', SUPABASE_URL: '', SUPABASE_ANON_KEY: '', BLOG_ADMIN_EMAILS: '' });
    expect(preflightProblems({ facts: realFacts, examples: EXAMPLE_VALUES, wrangler: facts, secrets: [] })).toHaveLength(1 + REQUIRED_SETTINGS.length);
  });
});
