/**
 * Property: whatever query string a page is asked for, the worker answers 2xx, 3xx or 4xx, never 5xx. Every path
 * in the route table, the Insights listing, a post, the manager (signed in), the assessments and their result
 * pages, the currency switch and sign-in; keys are each page's own parameters, names that live on
 * Object.prototype, and random strings; values are anything, malformed percent-encoding included.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRES } from '../../routes/assessments/questionnaires';
import { resultPath } from '../../routes/assessments/types';
import { ROUTES } from '../../routes/table';
import { standInForSupabase, token } from './auth-standin';
import { SEED_NEWEST_FIRST } from './blog-fixtures';
import { fetchPath } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

let spy: ReturnType<typeof standInForSupabase>;
let session = '';
beforeAll(async () => {
  spy = standInForSupabase();
  session = `${SESSION_COOKIE}=${await token()}`;
});
afterAll(() => spy.mockRestore());

const PATHS = [
  ...ROUTES.map((r) => r.path),
  '/blog',
  `/${SEED_NEWEST_FIRST[0]}`,
  ...Object.values(QUESTIONNAIRES).flatMap((q) => [q.path, resultPath(q)]),
  '/currency',
  '/blog/manage/new',
  `/blog/manage/${SEED_NEWEST_FIRST[0]}/edit`,
  `/blog/manage/${SEED_NEWEST_FIRST[0]}/delete`,
];

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty', 'prototype', '__defineGetter__', 'isPrototypeOf'];
const KEYS = ['notice', 'slug', 'page', 'cluster', 'a', 'next', 'to', 'signed-out', 'q', 'utm_source', ...PROTOTYPE_NAMES];

const value = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  fc.constantFrom('', '0', '-1', '1e999', 'NaN', '99999999999999999999', 'GBP', 'usd', 'created', 'published', '//evil.example', '/\t/x', '\u0000'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.stringMatching(/^[0-5]{0,20}$/),
);
const encodedPair = fc.tuple(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...KEYS) }, fc.string({ maxLength: 10 })), value).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
/** Bytes as a client might send them unencoded: lone '%', half escapes, invalid UTF-8 sequences. */
const rawPair = fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom('%', '%E0%A4%A', '%ff%fe', '%C0%AF', '%', '%%', '%u0041', '%00', '=%3D', '&&')).map(([k, v]) => `${k}=${v}`);
const query = fc.array(fc.oneof({ weight: 4, arbitrary: encodedPair }, { weight: 1, arbitrary: rawPair }), { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join('&')}`);

const isManager = (path: string) => path.startsWith('/blog/manage');

async function status(path: string, search: string): Promise<number> {
  const res = await fetchPath(path + search, { country: 'GB', cookie: isManager(path) ? session : undefined });
  await res.arrayBuffer();
  return res.status;
}

describe('no query string makes a page fail', () => {
  it('the manager’s notice never looks a name up on Object.prototype', async () => {
    for (const notice of PROTOTYPE_NAMES) expect(await status('/blog/manage', `?notice=${notice}&slug=x`), notice).toBe(200);
  });

  it(`every one of ${PATHS.length} paths, with every parameter named after something on Object.prototype`, { timeout: 60_000 }, async () => {
    for (const path of PATHS) {
      for (const name of PROTOTYPE_NAMES) {
        const search = `?${KEYS.map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(name)}`).join('&')}`;
        expect(await status(path, search), `${path}${search}`).toBeLessThan(500);
      }
    }
  });

  it(`every one of ${PATHS.length} paths, with random query strings, answers below 500`, { timeout: 120_000 }, async () => {
    for (const path of PATHS) {
      await fc.assert(
        fc.asyncProperty(query, async (search) => {
          const code = await status(path, search);
          expect(code, `${path}${search}`).toBeLessThan(500);
        }),
        { numRuns: 12 },
      );
    }
  });
});
