/**
 * Reads through the D1 Sessions API: public pages open a 'first-unconstrained' session (any replica), and the
 * editor's requests continue the session named by the bookmark cookie and store the new bookmark back. The
 * binding is wrapped to record which session every statement on posts was prepared on.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATH } from '../../routes/blog/feed-link';
import { BOOKMARK_COOKIE } from '../../worker/d1-sessions';
import worker from '../../worker/index';
import { standInForSupabase, token } from './auth-standin';
import { cleanUp, insertPost, statusOf } from './blog-fixtures';
import { ORIGIN } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';

afterEach(cleanUp);
let supabase: ReturnType<typeof standInForSupabase>;
beforeAll(() => {
  supabase = standInForSupabase();
});
afterAll(() => supabase.mockRestore());

interface Recorded {
  /** The argument of every withSession call, in order. */
  sessions: string[];
  /** SQL prepared on the bare binding (the primary), and on a session, with the session's argument. */
  direct: string[];
  onSession: { session: string; sql: string }[];
}

function recordingD1(real: D1Database): { db: D1Database; log: Recorded } {
  const log: Recorded = { sessions: [], direct: [], onSession: [] };
  const db = {
    prepare: (sql: string) => (log.direct.push(sql), real.prepare(sql)),
    batch: (s: D1PreparedStatement[]) => real.batch(s),
    exec: (q: string) => real.exec(q),
    dump: () => real.dump(),
    withSession: (start: string) => {
      log.sessions.push(start);
      const session = real.withSession(start);
      return {
        prepare: (sql: string) => (log.onSession.push({ session: start, sql }), session.prepare(sql)),
        batch: (s: D1PreparedStatement[]) => session.batch(s),
        getBookmark: () => session.getBookmark(),
      };
    },
  };
  return { db: db as unknown as D1Database, log };
}

async function request(path: string, init: RequestInit = {}) {
  const { db, log } = recordingD1(env.DB);
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', ...init }) as never, { ...env, DB: db } as never, ctx);
  await res.text();
  await waitOnExecutionContext(ctx);
  return { res, log };
}

const readsPosts = (sql: string) => /\b(posts|post_counts|sitemap_parts|posts_search)\b/.test(sql);

describe('public pages', () => {
  it.each(['/blog', '/blog?cluster=founder-wellbeing&page=1', '/ceo-weekly-review', '/sitemap', '/sitemap.xml', FEED_PATH])(
    '%s reads posts only through a first-unconstrained session',
    async (path) => {
      const { res, log } = await request(path);
      expect(res.status).toBe(200);
      expect(log.sessions).toEqual(['first-unconstrained']);
      expect(log.onSession.filter((s) => readsPosts(s.sql)).length).toBeGreaterThan(0);
      expect(log.direct.filter(readsPosts)).toEqual([]);
    },
  );
});

describe("the editor's bookmark", () => {
  const cookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`));
  const bookmarkOf = (cookie: string) => decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!);

  it('starts at the primary, is stored in an HttpOnly, Secure, SameSite cookie, and every later request continues from it', async () => {
    await insertPost({ slug: 'test-session-draft', status: 'draft' });
    const signedIn = `${SESSION_COOKIE}=${await token()}`;
    const first = await request('/blog/manage', { headers: { cookie: signedIn } });
    expect(first.res.status).toBe(200);
    expect(first.log.sessions).toEqual(['first-primary']);
    const cookie = cookieOf(first.res)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    const bookmark = bookmarkOf(cookie);
    expect(bookmark.length).toBeGreaterThan(0);

    // A write continues the session and hands back a bookmark at least as new.
    const write = await request('/blog/manage/test-session-draft/publish', {
      method: 'POST',
      body: '',
      headers: {
        cookie: `${signedIn}; ${BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}`,
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(write.res.status).toBe(303);
    expect(write.log.sessions[0]).toBe(bookmark);
    expect(write.log.onSession.some((s) => /^UPDATE posts SET status/.test(s.sql))).toBe(true);
    expect(await statusOf('test-session-draft')).toBe('published');
    const after = bookmarkOf(cookieOf(write.res)!);
    expect(after >= bookmark).toBe(true);

    // The list the editor is sent back to reads from a copy that has that write.
    const list = await request('/blog/manage', { headers: { cookie: `${signedIn}; ${BOOKMARK_COOKIE}=${encodeURIComponent(after)}` } });
    expect(list.log.sessions).toEqual([after]);
    expect(list.log.onSession.filter((s) => readsPosts(s.sql)).length).toBeGreaterThan(0);
  });

  it('ignores a cookie that is not a bookmark, starting at the primary instead', async () => {
    const { res, log } = await request('/blog/manage', { headers: { cookie: `${SESSION_COOKIE}=${await token()}; ${BOOKMARK_COOKIE}=first-unconstrained` } });
    expect(res.status).toBe(200);
    expect(log.sessions).toEqual(['first-primary']);
  });

  it('is never set for someone who is not signed in', async () => {
    const { res, log } = await request('/blog/manage');
    expect(res.status).toBe(303);
    expect(cookieOf(res)).toBeUndefined();
    expect(log.sessions).toEqual([]);
  });
});
