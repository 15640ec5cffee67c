/**
 * Malformed request bodies at every route that takes one. The routes come from the families' own apps (the table
 * routes/index.ts mounts), so a route added later is covered without touching this file: a multipart body with no
 * boundary, a cut-off multipart body and a body of a type the route does not take each get a 400 or a 415 with a
 * message a person can read, never a 5xx, and change nothing: no post, lead, version or revoked session is written
 * and Supabase is not asked.
 */
import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAMILIES } from '../../routes/index';
import { services } from '../../worker/services';
import { standInForSupabase, supabase, token } from './auth-standin';
import { cleanUp, insertPost } from './blog-fixtures';
import { fetchPath, textOf } from './helpers';
import { SESSION_COOKIE } from '../../routes/sign-in/routes';
import { NOTES_PATH } from '../../routes/_lib/analytics';

let spy: ReturnType<typeof standInForSupabase>;
beforeAll(() => {
  spy = standInForSupabase();
});
afterAll(() => spy.mockRestore());

const SLUG = 'test-malformed-target';
let leadId: number;
beforeEach(async () => {
  await insertPost({ slug: SLUG });
  const lead = await env.DB.prepare(
    `INSERT INTO leads_outbox (idempotency_key, dedupe_key, source, record, status, attempts, next_attempt_at, lease_until, created_at, updated_at)
     VALUES (lower(hex(randomblob(32))), NULL, 'newsletter_signup', '{"source":"newsletter_signup","email":"malformed@example.com"}', 'pending', 0, 0, 0, 0, 0)
     RETURNING id`,
  ).first<{ id: number }>();
  leadId = lead!.id;
  spy.mockClear();
  supabase.loggedOut.length = 0;
});
afterEach(async () => {
  await cleanUp();
  await env.DB.prepare('DELETE FROM leads_outbox WHERE id = ?').bind(leadId).run();
});

/**
 * Every method-and-path that can carry a body, as the families register them, but the page notes: a beacon posts
 * them as text/plain, so any type is read as JSON, a note over 1 KB is a 413 and a request that is not a person's
 * is answered 204 unread (routes/analytics/notes.ts; tests/worker/analytics-ingest.test.ts refuses malformed notes).
 */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROUTES = [
  ...new Map(
    FAMILIES.flatMap((family) => family(services).routes)
      .filter((r) => BODY_METHODS.has(r.method) && r.path !== NOTES_PATH)
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
];

const concrete = (path: string) => path.replace(':slug', SLUG).replace(':id', String(leadId)).replace(':from', 'test-malformed-old-address');

/** What a route would accept if it were well-formed: a complete article, so that a lenient parse would store it. */
const ARTICLE = {
  slug: 'test-malformed-stored',
  title: 'An Article That Must Not Be Stored',
  h1: 'An Article That Must Not Be Stored, Headline',
  metaDescription: 'A description of an article that a malformed request carries, long enough to pass the bounds.',
  excerpt: 'An excerpt of the article that a malformed request carries.',
  author: 'Executive Sidekick',
  date: '2031-07-01',
  cluster: 'founder-wellbeing',
  keywords: 'malformed',
  content: 'The body of an article that a malformed request carries, long enough to pass validation.',
  email: 'malformed@example.com',
};
const multipartPart = (name: string, value: string) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const MULTIPART = `${Object.entries(ARTICLE).map(([k, v]) => multipartPart(k, v)).join('')}--x--\r\n`;

const MALFORMED = {
  'a multipart body with no boundary': { type: 'multipart/form-data', body: MULTIPART },
  'a cut-off multipart body': { type: 'multipart/form-data; boundary=x', body: MULTIPART.slice(0, MULTIPART.length / 2) },
  'a body of a type the route does not take': { type: 'text/plain;charset=UTF-8', body: JSON.stringify(ARTICLE) },
};

async function stored() {
  const tables = ['posts', 'post_redirects', 'leads_outbox', 'revoked_sessions', 'content_version', 'page_versions'];
  const rows = await env.DB.batch(tables.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY 1`)));
  return JSON.stringify(rows.map((r) => r.results));
}

/** The words a person is shown: a JSON answer's message, a page's text or the plain text. */
async function messageOf(res: Response): Promise<string> {
  const type = res.headers.get('content-type') ?? '';
  const body = await res.text();
  if (type.startsWith('application/json')) {
    const json = JSON.parse(body) as { message?: string; error?: string };
    return json.message ?? json.error ?? '';
  }
  return type.startsWith('text/html') ? textOf(body.slice(body.indexOf('<main'))) : body;
}

describe('a malformed body at every route that takes one', () => {
  it('covers the manager, its JSON API, sign-in, the assessments and every lead form', () => {
    const paths = ROUTES.map((r) => `${r.method} ${r.path}`);
    for (const expected of ['POST /blog/manage/new', 'POST /blog/manage/:slug/edit', 'POST /blog/manage/:slug/publish', 'POST /blog/manage/:slug/delete',
      'POST /blog/manage/leads/:id/send', 'POST /blog/manage/leads/:id/discard', 'POST /api/blog/posts', 'PUT /api/blog/posts/:slug',
      'POST /api/blog/preview', 'POST /auth', 'POST /auth/sign-out', 'POST /assessment', 'POST /api/contact']) {
      expect(paths).toContain(expected);
    }
    for (const { path } of ROUTES) expect(concrete(path), path).not.toContain(':');
  });

  for (const [what, { type, body }] of Object.entries(MALFORMED)) {
    it.each(ROUTES)(`${what}: $method $path answers 400 or 415 with a message, and nothing is stored`, async ({ method, path }) => {
      const before = await stored();
      const res = await fetchPath(concrete(path), {
        method,
        cookie: `${SESSION_COOKIE}=${await token()}`,
        headers: { 'content-type': type, 'x-test-client-ip': crypto.randomUUID() },
        body,
      });
      expect([400, 415], `${res.status}`).toContain(res.status);
      const message = await messageOf(res);
      expect(message.length, message).toBeGreaterThan(20);
      expect(message).not.toMatch(/TypeError|SyntaxError|undefined|\bat \S+:\d+/);
      expect(await stored()).toBe(before);
      expect(supabase.loggedOut).toEqual([]);
      expect(spy.mock.calls.filter(([input]) => !String(input instanceof Request ? input.url : input).includes('/.well-known/jwks.json'))).toEqual([]);
    });
  }
});

describe('a well-formed body of each type a route takes', () => {
  it('a multipart form (enctype="multipart/form-data") saves an article, a file part is not a field', async () => {
    const form = new FormData();
    form.append('excerpt', new File(['An excerpt sent as a file, which is not a field.'], 'excerpt.txt'));
    for (const [name, value] of Object.entries(ARTICLE)) form.append(name, value);
    form.append('title', 'A second title, which the first one wins over');
    form.append('intent', 'save');
    const res = await fetchPath('/blog/manage/new', { method: 'POST', cookie: `${SESSION_COOKIE}=${await token()}`, body: form });
    expect(res.status).toBe(303);
    const saved = await env.DB.prepare('SELECT title, excerpt FROM posts WHERE slug = ?').bind(ARTICLE.slug).first<{ title: string; excerpt: string }>();
    expect(saved).toEqual({ title: ARTICLE.title, excerpt: ARTICLE.excerpt });
  });
});
