/**
 * Every query the public pages and the manager run walks an index: EXPLAIN QUERY PLAN of the very SQL strings
 * the worker uses (routes/blog/queries.ts), on a table of thousands of posts with statistics gathered, fails on
 * a full scan of posts; the listings' page step must be answered from a covering index (it skips posts without
 * reading their rows).
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerQueries, searchQuery, SQL, type ManagerFilter } from '../../routes/blog/queries';
import { cleanUp, insertManyPosts } from './blog-fixtures';
import { seedLeads } from './leads-helpers';
import type { LeadsFilter } from '../../routes/_app/services';
import { SUMMARY_SQL } from '../../routes/leads/outbox';
import { leadListQueries } from '../../routes/leads/outbox-list';
import { SEARCH_SQL } from '../../routes/search/queries';

beforeAll(async () => {
  await insertManyPosts(3000);
  // The Leads screen's outbox after a long outage: thousands waiting, some parked, and a day of deliveries.
  await seedLeads(4000, { tag: 'plan-retrying' });
  await seedLeads(500, { tag: 'plan-waiting', state: 'waiting', source: 'contact_form' });
  await seedLeads(300, { tag: 'plan-parked', state: 'parked', source: 'charity_application' });
  const delivered = await seedLeads(2000, { tag: 'plan-delivered' });
  await env.DB.prepare(`UPDATE leads_outbox SET status = 'delivered', record = NULL, delivered_at = created_at WHERE id BETWEEN ?1 AND ?2`)
    .bind(delivered[0], delivered.at(-1))
    .run();
  // With statistics the planner knows most posts are published: an index must still win.
  await env.DB.prepare('ANALYZE').run();
}, 60_000);
afterAll(async () => {
  await cleanUp();
  await env.DB.prepare('DELETE FROM leads_outbox').run();
  await env.DB.prepare('ANALYZE').run();
}, 60_000);

async function plan(sql: string, binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...binds).all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** "SCAN posts" without an index reads every row; "SCAN posts USING [COVERING] INDEX …" walks an index in order. */
const fullScan = (detail: string) => /^SCAN posts\b(?! USING)/.test(detail);

const PUBLIC: [string, string, unknown[]][] = [
  ['the listing', SQL.listing, [6, 6000]],
  ['a topic listing', SQL.listingInCluster, ['founder-wellbeing', 6, 6000]],
  ['the listing count', SQL.publishedCount, []],
  ['a topic count', SQL.publishedCountInCluster, ['founder-wellbeing']],
  ['a post head', SQL.postHead, ['ceo-weekly-review']],
  ['a post body', SQL.postBody, ['ceo-weekly-review']],
  ['related posts', SQL.relatedTo, ['ceo-weekly-review', 'ceo-weekly-review', 3]],
  ['the feed', SQL.feed, [20]],
  ['the HTML sitemap page', SQL.sitemapPage, [100, 2000]],
  ['sitemap.xml while small', SQL.sitemapSmall, [1000]],
  ['the sitemap index', SQL.sitemapParts, []],
  ['a child sitemap', SQL.sitemapPart, [1000, 2000]],
  ["the cron's scheduled drafts", SQL.due, ['2030-01-01T00:00:00.000Z', 20]],
  ["the cron's articles without a card", SQL.cardless, [3]],
  ['a search of the articles', SEARCH_SQL.articles, ['"bulk"', 10, 20]],
  ["a search's count", SEARCH_SQL.articleCount, ['"bulk"']],
  ['the newest articles, for a search that finds nothing', SEARCH_SQL.newest, [3]],
  ['the articles read most, for a search that finds nothing', SEARCH_SQL.mostRead, ['2026-01-01', 3]],
];

const FILTERS: ManagerFilter[] = [{}, { status: 'draft' }, { cluster: 'chief-of-staff' }, { status: 'published', cluster: 'founder-wellbeing' }];
const MANAGER: [string, string, unknown[]][] = [...FILTERS, ...FILTERS.map((f) => ({ ...f, search: searchQuery('bulk plan')! }))].flatMap((f) => {
  const q = managerQueries(f);
  const name = JSON.stringify(f);
  return [
    [`the manager's page ${name}`, q.page, [...q.binds, 50, 500]],
    [`the manager's count ${name}`, q.count, q.binds],
  ] as [string, string, unknown[]][];
});

const LEAD_FILTERS: LeadsFilter[] = [
  {},
  { newestFirst: true },
  { state: 'waiting' },
  { state: 'retrying' },
  { state: 'parked' },
  { source: 'contact_form' },
  { state: 'parked', source: 'charity_application', newestFirst: true },
  { email: 'plan-parked.2' },
  { email: '@example.com', state: 'retrying', source: 'newsletter_signup' },
];
const LEADS: [string, string, unknown[]][] = LEAD_FILTERS.flatMap((f) => {
  const q = leadListQueries(f);
  const name = JSON.stringify(f);
  return [
    [`the Leads screen's page ${name}`, q.page.sql, [...q.page.binds, 50, 2500]],
    [`the Leads screen's count ${name}`, q.count.sql, q.count.binds],
  ] as [string, string, unknown[]][];
});
const LEAD_SUMMARY: [string, string, unknown[]][] = [
  ['the counts by state', SUMMARY_SQL.states, []],
  ['deliveries in the last day', SUMMARY_SQL.deliveredSince, [Date.now() - 86_400_000]],
  ['the oldest undelivered lead', SUMMARY_SQL.oldest, []],
  ['the leads stuck over an hour (the cron alarm)', SUMMARY_SQL.stuck, [Date.now() - 3600_000]],
];
/** "SCAN leads_outbox" without an index reads every row, delivered ones and their records included. */
const outboxScan = (detail: string) => /^SCAN leads_outbox\b(?! USING)/.test(detail);

describe('the search', () => {
  it('ranks in the full-text index and reads a post by rowid for each result, never sorting every match', async () => {
    const details = await plan(SEARCH_SQL.articles, ['"bulk"', 10, 20]);
    expect(details.some((d) => /VIRTUAL TABLE INDEX/.test(d)), details.join('\n')).toBe(true);
    expect(details.some((d) => /SEARCH p USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(d)), details.join('\n')).toBe(true);
    expect(details.filter((d) => /TEMP B-TREE/.test(d)), details.join('\n')).toEqual([]);
  });
});

describe('query plans at thousands of waiting leads', () => {
  it.each([...LEADS, ...LEAD_SUMMARY])('%s never scans the whole outbox', async (_name, sql, binds) => {
    const details = await plan(sql, binds);
    expect(details.filter(outboxScan), details.join('\n')).toEqual([]);
    // An order from the index, never a sort of every matching lead.
    expect(details.filter((d) => /TEMP B-TREE/.test(d)), details.join('\n')).toEqual([]);
  });

  it.each(LEADS.filter(([name]) => name.includes('page')))('%s finds its page in leads_outbox_undelivered and reads only the page by id', async (_name, sql, binds) => {
    const details = await plan(sql, binds);
    expect(details.some((d) => /SCAN leads_outbox USING (COVERING )?INDEX leads_outbox_undelivered/.test(d)), details.join('\n')).toBe(true);
    expect(details.some((d) => /SEARCH leads_outbox USING INTEGER PRIMARY KEY/.test(d)), details.join('\n')).toBe(true);
  });

  it.each(LEADS.filter(([name]) => name.includes('count') && !name.includes('email')))('%s is a few rows of lead_counts, not a count of leads', async (_name, sql, binds) => {
    const details = await plan(sql, binds);
    expect(details.every((d) => /lead_counts/.test(d)), details.join('\n')).toBe(true);
  });

  it('deliveries in the last day are a range of leads_outbox_delivered', async () => {
    const details = await plan(SUMMARY_SQL.deliveredSince, [Date.now() - 86_400_000]);
    expect(details, details.join('\n')).toEqual([expect.stringMatching(/^SEARCH leads_outbox USING COVERING INDEX leads_outbox_delivered \(status=\? AND delivered_at>\?\)/)]);
  });

  it('catches a full scan of the outbox when there is one', async () => {
    const details = await plan(`SELECT id FROM leads_outbox WHERE json_extract(record, '$.email') LIKE ?`, ['%ada%']);
    expect(details.filter(outboxScan)).not.toEqual([]);
  });
});

describe('query plans at thousands of posts', () => {
  it("the cron's scheduled drafts are read from the partial index posts_due, which holds only scheduled posts", async () => {
    const details = await plan(SQL.due, ['2030-01-01T00:00:00.000Z', 20]);
    expect(details.some((d) => /USING INDEX posts_due/.test(d)), details.join('\n')).toBe(true);
  });

  it.each([...PUBLIC, ...MANAGER])('%s never scans the whole posts table', async (_name, sql, binds) => {
    const details = await plan(sql, binds);
    expect(details.filter(fullScan), details.join('\n')).toEqual([]);
  });

  it.each([...PUBLIC, ...MANAGER].filter(([, sql]) => / LIMIT \? OFFSET \?\)/.test(sql)))(
    '%s skips posts through a covering index, never their rows',
    async (_name, sql, binds) => {
      const details = await plan(sql, binds);
      expect(details.some((d) => /^(SCAN|SEARCH) posts USING COVERING INDEX/.test(d)), details.join('\n')).toBe(true);
      // Sorting would mean reading every candidate first: the order must come from the index.
      expect(details.filter((d) => /TEMP B-TREE/.test(d)).length, details.join('\n')).toBeLessThanOrEqual(1);
    },
  );

  it('a search starts from the full-text index and reads only its matches', async () => {
    const q = managerQueries({ search: searchQuery('bulk plan')! });
    const details = await plan(q.page, [...q.binds, 50, 0]);
    expect(details[0], details.join('\n')).toMatch(/posts_search VIRTUAL TABLE/);
    expect(details.some((d) => /SEARCH posts USING INTEGER PRIMARY KEY/.test(d)), details.join('\n')).toBe(true);
  });

  it('catches a full scan when there is one (the check itself can fail)', async () => {
    const details = await plan(`SELECT slug FROM posts WHERE title LIKE ?`, ['%plan%']);
    expect(details.filter(fullScan)).not.toEqual([]);
  });
});
