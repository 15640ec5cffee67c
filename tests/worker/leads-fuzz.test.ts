/**
 * Property: whatever arrives at a lead endpoint, the worker answers 2xx or 4xx, never 5xx, and every row it
 * writes is whole. Bodies are random text, random JSON, random field objects (strings of every kind, wrong
 * types, huge values) and random form posts, under every content type; sync-to-agile answers at random too.
 */
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from '../../routes/leads/outbox';
import { freshIp, leadsEnv, post, SYNC_URL } from './leads-helpers';

const RUNS_PER_ENDPOINT = 1500;
const ENDPOINTS = ['/api/newsletter', '/api/contact', '/api/charity-application', '/api/assessment-results'] as const;
const FIELDS = ['name', 'email', 'message', 'company', 'role', 'organisation', 'registration_number', 'annual_income', 'result', 'reference_code', 'cf-turnstile-response', 'source', '__proto__'];

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\n', '\r', '\t', '\u202e', '\ud800', '\udc00', '\ufffe', 'é', 'e\u0301', '👩🏽‍💼', '@', '.', ' ') }),
  fc.emailAddress(),
  fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
  fc.nat({ max: 7000 }).map((n) => 'x'.repeat(n)),
);
const anyValue = fc.oneof(anyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(anyText, { maxLength: 3 }), fc.object({ maxDepth: 2 }));
const fieldObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), anyValue, { maxKeys: 10 });

/** Close to a real submission, so plenty of cases get past validation into the outbox and out to sync-to-agile. */
const plausible = fc.record(
  {
    name: fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 60 })),
    email: fc.oneof(fc.emailAddress(), fc.emailAddress().map((e) => ` ${e.toUpperCase()}\t`)),
    message: fc.string({ unit: 'grapheme', minLength: 10, maxLength: 600 }),
    company: fc.string({ maxLength: 160 }),
    organisation: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
    annual_income: fc.string({ maxLength: 70 }),
    result: fc.oneof(
      fc.stringMatching(/^\/assessment\/result\?a=[0-4]{12,14}$/),
      fc.stringMatching(/^(https:\/\/www\.executivesidekick\.co\.uk)?\/ceo-burnout-assessment\/result\?a=[0-5]{14,16}$/),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ maxLength: 220 }),
    ),
    reference_code: fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.string({ minLength: 1 }) }),
  },
  { requiredKeys: ['email'] },
);

const contentTypes = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 2, arbitrary: fc.constant('application/x-www-form-urlencoded') },
  { weight: 1, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'text/plain', '', 'multipart/form-data; boundary=x', 'APPLICATION/JSON', 'application/jsonp') },
);

const body = fc.oneof(
  { weight: 4, arbitrary: plausible.map((o) => JSON.stringify(o)) },
  { weight: 4, arbitrary: fieldObject.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.json({ maxDepth: 4 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 400 }) },
  { weight: 2, arbitrary: fieldObject.map((o) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString()) },
  { weight: 1, arbitrary: fc.nat({ max: 120_000 }).map((n) => JSON.stringify({ email: 'big@example.com', message: 'm'.repeat(n) })) },
);

/** Mostly a browser on this site; sometimes a non-browser client; sometimes a cross-site attempt. */
const headers = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ origin: 'https://www.executivesidekick.co.uk', 'sec-fetch-site': 'same-origin' }) },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      { origin: fc.constantFrom('https://evil.example', 'null', 'not a url'), 'sec-fetch-site': fc.constantFrom('cross-site', 'same-site', 'none') },
      { requiredKeys: [] },
    ),
  },
);

let cases = 0;
const statuses = new Map<number, number>();

afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  console.log(JSON.stringify({ fuzzCases: cases, statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)) }));
});

describe('random bodies at the lead endpoints', () => {
  for (const path of ENDPOINTS) {
    it(`${path}: ${RUNS_PER_ENDPOINT} random requests, only 2xx and 4xx`, { timeout: 180_000 }, async () => {
      // Thousands of operator log lines would only slow the run down.
      for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => {});
      const elsewhere: string[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const url = new Request(input as RequestInfo).url;
        if (url !== SYNC_URL) elsewhere.push(url);
        const roll = Math.random();
        if (roll < 0.6) return Response.json({ success: true });
        if (roll < 0.75) return new Response('boom', { status: 500 });
        if (roll < 0.85) return new Response('bad', { status: 400 });
        throw new TypeError('Network connection lost.');
      });
      await fc.assert(
        fc.asyncProperty(body, contentTypes, headers, async (text, type, extra) => {
          cases++;
          // The in-memory limiter stands in for the binding here: input handling is under test, and it is quicker.
          const res = await post(path, text, { ip: freshIp(), bare: true, env: { LEADS_RATE_LIMITER: undefined }, headers: { 'content-type': type, ...extra } });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, `status for ${JSON.stringify(text).slice(0, 200)}`).toBeGreaterThanOrEqual(200);
          expect(res.status).toBeLessThan(500);
          if (type.toLowerCase().startsWith('application/json') && res.status !== 200) {
            expect(await res.json()).toMatchObject({ ok: false, message: expect.any(String) });
          } else {
            await res.body?.cancel();
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
      expect(elsewhere).toEqual([]);
    });
  }

  it('left only whole rows behind', async () => {
    const { results } = await leadsEnv.DB.prepare('SELECT * FROM leads_outbox').all<OutboxRow>();
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) {
      if (row.status === 'delivered') {
        expect(row.record).toBeNull();
        continue;
      }
      const record = JSON.parse(row.record!);
      expect(Object.keys(record).slice(0, 5)).toEqual(['name', 'email', 'message', 'source', 'newsletter_signup']);
      expect(record.source).toBe(row.source);
      expect(record.email).toMatch(/^[^\s@A-Z]+@[^\s@]+\.[^\s@]+$/);
    }
  });
});
