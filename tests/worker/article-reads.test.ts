import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Lexer } from 'marked';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { cleanUp, insertPost } from './blog-fixtures';
import { ORIGIN } from './helpers';

/**
 * The D1 binding as it is, with every round trip it makes written down: the SQL of each statement run alone, or of
 * every statement of a batch together. Public pages read through a session (worker/d1-sessions.ts), which is counted too.
 */
function countingD1(real: D1Database) {
  const trips: string[][] = [];
  const sqlOf = new WeakMap<object, string>();
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const once = <T,>(run: () => Promise<T>) => (trips.push([sql]), run());
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) => once(() => (column === undefined ? statement.first() : statement.first(column))),
      all: () => once(() => statement.all()),
      run: () => once(() => statement.run()),
      raw: (options?: { columnNames?: boolean }) => once(() => statement.raw(options as never)),
      unwrapped: statement,
    };
    sqlOf.set(wrapped, sql);
    return wrapped as unknown as D1PreparedStatement;
  };
  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      trips.push(statements.map((s) => sqlOf.get(s) ?? '?'));
      return real.batch(statements.map((s) => (s as unknown as { unwrapped: D1PreparedStatement }).unwrapped));
    },
    exec: (query: string) => real.exec(query),
    dump: () => real.dump(),
  };
  const withSession = () => ({ ...db, getBookmark: () => null });
  return { db: { ...db, withSession } as unknown as D1Database, trips };
}

/** An article page through the whole worker, the page cache off as in production for a query string. */
async function read(path: string, db: D1Database = env.DB) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(ORIGIN + path, { headers: { 'user-agent': 'Googlebot/2.1' } }) as never, { ...env, DB: db } as never, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanUp();
});

describe('an uncached article', () => {
  it('reads its head, body, questions and related posts in one round trip to D1', async () => {
    await insertPost({ slug: 'test-one-trip', content: 'The body of the article read in one trip.' });
    await insertPost({ slug: 'test-one-trip-related' });
    await read('/test-one-trip');
    const { db, trips } = countingD1(env.DB);
    const { res, body } = await read('/test-one-trip', db);
    expect(res.status).toBe(200);
    expect(body).toContain('The body of the article read in one trip.');
    expect(body).toContain('href="/test-one-trip-related"');
    expect(body).toContain('Is this a test question?');
    expect(trips.filter((trip) => trip.some((sql) => /\bFROM posts\b/.test(sql)))).toHaveLength(1);
  });

  it('is still a 404 in one round trip when no post is published at its address', async () => {
    await insertPost({ slug: 'test-one-trip-draft', status: 'draft' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db, trips } = countingD1(env.DB);
    expect((await read('/test-one-trip-draft', db)).res.status).toBe(404);
    // The head's answer, then the old addresses: only an address that would be a 404 pays for the second read.
    expect(trips.filter((trip) => trip.some((sql) => /\bFROM posts\b/.test(sql)))).toHaveLength(1);
  });

  it('renders its Markdown once per edit, not on every request', async () => {
    await insertPost({ slug: 'test-rendered-once', content: 'The first words of the article.' });
    const parse = vi.spyOn(Lexer, 'lex');
    const first = await read('/test-rendered-once');
    expect(first.body).toContain('The first words of the article.');
    const again = await read('/test-rendered-once');
    expect(again.body).toBe(first.body);
    expect(parse.mock.calls.filter(([markdown]) => String(markdown).includes('The first words'))).toHaveLength(1);

    // Edited in any isolate: the new words are rendered, once.
    await env.DB.prepare(`UPDATE posts SET content = ? WHERE slug = ?`).bind('The edited words of the article.', 'test-rendered-once').run();
    expect((await read('/test-rendered-once')).body).toContain('The edited words of the article.');
    expect((await read('/test-rendered-once')).body).not.toContain('The first words');
    expect(parse.mock.calls.filter(([markdown]) => String(markdown).includes('The edited words'))).toHaveLength(1);
  });
});
