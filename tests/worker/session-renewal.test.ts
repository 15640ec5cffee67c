/**
 * The operator's session outlives its access token while they work (routes/sign-in/keeper.ts): the token is renewed
 * at the edge with Supabase's refresh_token grant, through supabase-js, until the working day ends or the operator
 * has been idle too long; a refused renewal ends the session cleanly, and signing out revokes both tokens.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { ADMIN, PASSWORD, standInForSupabase, supabase } from './auth-standin';
import { fetchPath, ORIGIN, textOf } from './helpers';
import { REFRESH_COOKIE, SESSION_COOKIE } from '../../routes/sign-in/routes';

let spy: ReturnType<typeof standInForSupabase>;
beforeAll(() => {
  spy = standInForSupabase();
});
afterAll(() => spy.mockRestore());
afterEach(async () => {
  supabase.state = 'up';
  supabase.tokenSeconds = 3600;
  supabase.refreshTokens.clear();
  await env.DB.prepare('DELETE FROM manager_sessions').run();
});

/** Tokens that expire in seconds; long enough that a busy machine's sign-in still finds its first token valid. */
const SHORT_TOKEN_S = 3;
const outliveShortToken = () => new Promise((r) => setTimeout(r, SHORT_TOKEN_S * 1000 + 1100));

/** The browser's cookies, as Set-Cookie answers change them; `for` gives those a request to `path` carries. */
class Jar {
  cookies = new Map<string, { value: string; path: string; attributes: string }>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((p) => p.trim());
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      const path = attrs.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
      const gone = attrs.some((a) => a === 'Max-Age=0');
      if (gone) this.cookies.delete(`${name}@${path}`);
      else this.cookies.set(`${name}@${path}`, { value, path, attributes: attrs.join('; ') });
    }
    return res;
  }
  for(path: string) {
    return [...this.cookies.entries()]
      .filter(([, c]) => path === c.path || path.startsWith(c.path === '/' ? '/' : `${c.path}/`) || path.startsWith(`${c.path}?`))
      .map(([key, c]) => `${key.split('@')[0]}=${c.value}`)
      .join('; ');
  }
  value(name: string, path: string) {
    return this.cookies.get(`${name}@${path}`)?.value;
  }
}

async function signIn(jar: Jar) {
  // Each from its own address: the sign-in limit allows ten a minute from one.
  const headers = { 'x-test-client-ip': crypto.randomUUID() };
  const res = await fetchPath('/auth', { method: 'POST', headers, body: new URLSearchParams({ email: ADMIN, password: PASSWORD }) });
  expect(res.status).toBe(303);
  return jar.take(res);
}
const get = async (jar: Jar, path: string) => jar.take(await fetchPath(path, { cookie: jar.for(path) }));
const sessionRow = async () => env.DB.prepare('SELECT started_at, seen_at FROM manager_sessions').first<{ started_at: number; seen_at: number }>();
const age = (column: 'started_at' | 'seen_at', seconds: number) => env.DB.prepare(`UPDATE manager_sessions SET ${column} = ${column} - ?`).bind(seconds).run();

describe('signing in keeps the refresh token where it is used', () => {
  it('sets the access token for the site and the refresh token for the manager and sign-in paths only, each HttpOnly, Secure and SameSite=Strict', async () => {
    const jar = new Jar();
    await signIn(jar);
    const access = jar.cookies.get(`${SESSION_COOKIE}@/`)!;
    expect(access).toBeDefined();
    for (const path of ['/blog/manage', '/auth']) {
      const refresh = jar.cookies.get(`${REFRESH_COOKIE}@${path}`)!;
      expect(refresh.value).toBe(jar.value(REFRESH_COOKIE, '/auth'));
      expect(refresh.attributes).toMatch(/HttpOnly/);
      expect(refresh.attributes).toMatch(/Secure/);
      expect(refresh.attributes).toMatch(/SameSite=Strict/);
    }
    expect([...jar.cookies.keys()].sort()).toEqual([`${REFRESH_COOKIE}@/auth`, `${REFRESH_COOKIE}@/blog/manage`, `${SESSION_COOKIE}@/`]);
    // Both live for the working day (MANAGER_SESSION_HOURS, 12 by default).
    const maxAge = Number(access.attributes.match(/Max-Age=(\d+)/)![1]);
    expect(maxAge).toBeGreaterThan(12 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600);
    expect(await sessionRow()).not.toBeNull();
  });
});

describe('renewing at the edge', () => {
  it('renews a token near its expiry with the refresh_token grant, rotating the refresh token', async () => {
    supabase.tokenSeconds = 60; // inside the 90 s margin from the start
    const jar = new Jar();
    await signIn(jar);
    const firstAccess = jar.value(SESSION_COOKIE, '/');
    const firstRefresh = jar.value(REFRESH_COOKIE, '/blog/manage');
    const before = supabase.refreshes;
    const res = await get(jar, '/blog/manage');
    expect(res.status).toBe(200);
    expect(supabase.refreshes).toBe(before + 1);
    expect(jar.value(SESSION_COOKIE, '/')).not.toBe(firstAccess);
    expect(jar.value(REFRESH_COOKIE, '/blog/manage')).not.toBe(firstRefresh);
    // The old refresh token was used up; the new one is on both paths.
    expect(supabase.refreshTokens.has(firstRefresh!)).toBe(false);
    expect(jar.value(REFRESH_COOKIE, '/auth')).toBe(jar.value(REFRESH_COOKIE, '/blog/manage'));
  });

  it('renews an access token that has already expired, so the save goes through', async () => {
    supabase.tokenSeconds = SHORT_TOKEN_S;
    const jar = new Jar();
    await signIn(jar);
    await outliveShortToken();
    supabase.tokenSeconds = 3600;
    const res = await get(jar, '/blog/manage/new');
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain('New article');
    // The next request uses the renewed token as it is: no second renewal.
    const before = supabase.refreshes;
    expect((await get(jar, '/blog/manage')).status).toBe(200);
    expect(supabase.refreshes).toBe(before);
  });

  it('does not renew a token with time left', async () => {
    const jar = new Jar();
    await signIn(jar);
    const before = supabase.refreshes;
    expect((await get(jar, '/blog/manage')).status).toBe(200);
    expect(supabase.refreshes).toBe(before);
  });

  it('keeps a token that still works when Supabase cannot be reached to renew it', async () => {
    supabase.tokenSeconds = 60;
    const jar = new Jar();
    await signIn(jar);
    supabase.state = 'down';
    expect((await get(jar, '/blog/manage')).status).toBe(200);
  });
});

describe('ending a session', () => {
  it('a renewal Supabase refuses ends the session cleanly: refresh cookies cleared, the editor told', async () => {
    supabase.tokenSeconds = SHORT_TOKEN_S;
    const jar = new Jar();
    await signIn(jar);
    supabase.refreshTokens.clear(); // the session was ended at Supabase, from another device
    await outliveShortToken();
    const res = await get(jar, '/blog/manage');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth?ended=refused');
    expect(jar.value(REFRESH_COOKIE, '/blog/manage')).toBeUndefined();
    expect(jar.value(REFRESH_COOKIE, '/auth')).toBeUndefined();
    expect(await sessionRow()).toBeNull();
    const page = await get(jar, '/auth?ended=refused');
    expect(textOf(await page.text())).toContain('Your session could not be renewed');
    // And the manager stays closed.
    expect((await get(jar, '/blog/manage')).headers.get('location')).toBe('/auth');
  });

  it("a script's call refused after the session ended leaves the cookies, so the form's own Save that follows can still be kept", async () => {
    supabase.tokenSeconds = SHORT_TOKEN_S;
    const jar = new Jar();
    await signIn(jar);
    supabase.refreshTokens.clear();
    await outliveShortToken();
    // The article form's autosave, a fetch: refused, and nothing cleared.
    const autosave = await fetchPath('/blog/manage', { cookie: jar.for('/blog/manage'), headers: { 'sec-fetch-mode': 'cors' } });
    expect(autosave.status).toBe(303);
    expect(autosave.headers.getSetCookie()).toEqual([]);
    expect(jar.value(SESSION_COOKIE, '/')).toBeDefined();
    // The same refusal to a navigation ends the session as before.
    const page = await get(jar, '/blog/manage');
    expect(page.headers.get('location')).toBe('/auth?ended=refused');
    expect(jar.value(REFRESH_COOKIE, '/blog/manage')).toBeUndefined();
  });

  it('an operator idle for longer than MANAGER_IDLE_MINUTES is signed out, and Supabase ends the session', async () => {
    const jar = new Jar();
    await signIn(jar);
    const access = jar.value(SESSION_COOKIE, '/')!;
    await age('seen_at', 121 * 60);
    const res = await get(jar, '/blog/manage');
    expect(res.headers.get('location')).toBe('/auth?ended=idle');
    expect(supabase.loggedOut).toContain(access);
    expect(jar.value(REFRESH_COOKIE, '/blog/manage')).toBeUndefined();
    expect((await get(jar, '/blog/manage')).headers.get('location')).toBe('/auth');
    expect(textOf(await (await fetchPath('/auth?ended=idle')).text())).toContain('had not been used for a while');
  });

  it('use within the idle time keeps the session going', async () => {
    const jar = new Jar();
    await signIn(jar);
    await age('seen_at', 100 * 60);
    expect((await get(jar, '/blog/manage')).status).toBe(200);
    const row = await sessionRow();
    expect(Math.floor(Date.now() / 1000) - row!.seen_at).toBeLessThan(5);
  });

  it('a session past the working day (MANAGER_SESSION_HOURS) is not renewed however busy the operator is', async () => {
    supabase.tokenSeconds = SHORT_TOKEN_S;
    const jar = new Jar();
    await signIn(jar);
    await age('started_at', 12 * 3600);
    await outliveShortToken();
    const before = supabase.refreshes;
    const res = await get(jar, '/blog/manage');
    expect(res.headers.get('location')).toBe('/auth?ended=day');
    // It renewed once to have a token Supabase's logout accepts, and ended the session with it.
    expect(supabase.refreshes).toBe(before + 1);
    expect(supabase.refreshTokens.size).toBe(0);
  });

  it('the settings change both limits', async () => {
    const jar = new Jar();
    await signIn(jar);
    await age('seen_at', 11 * 60);
    const res = worker.fetch(
      new Request(`${ORIGIN}/blog/manage`, { headers: { cookie: jar.for('/blog/manage') }, redirect: 'manual' }) as Parameters<typeof worker.fetch>[0],
      { ...env, MANAGER_IDLE_MINUTES: '10' } as never,
      createExecutionContext(),
    );
    expect((await res).headers.get('location')).toBe('/auth?ended=idle');
  });

  it('signing out after the access token expired renews it to revoke the session at Supabase, and clears every cookie', async () => {
    supabase.tokenSeconds = SHORT_TOKEN_S;
    const jar = new Jar();
    await signIn(jar);
    const refresh = jar.value(REFRESH_COOKIE, '/auth')!;
    await outliveShortToken();
    const res = jar.take(await fetchPath('/auth/sign-out', { method: 'POST', cookie: jar.for('/auth/sign-out'), body: new URLSearchParams() }));
    expect(res.status).toBe(303);
    expect(supabase.refreshTokens.has(refresh)).toBe(false);
    expect(supabase.refreshTokens.size).toBe(0);
    expect(supabase.loggedOut.length).toBeGreaterThan(0);
    expect(jar.cookies.size).toBe(0);
    expect(await sessionRow()).toBeNull();
  });
});
