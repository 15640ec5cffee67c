/**
 * POST /api/page-notes (NOTES_PATH): what only the browser knows, sent by client/notes.ts after the load event or
 * on a click. It takes only this site's own pages and the known events, caps the body, refuses anything
 * malformed with a 4xx that says what was wrong, and ignores a flood from one visitor hash (429). Bots, the
 * signed-in operator and Global Privacy Control get 204 and are not counted.
 */
import type { Context } from 'hono';
import { CLICK_KINDS, NOTE_EVENTS, NOTE_LIMITS, NOTES_MAX_BYTES, NOTES_PATH, VITALS, type ClickKind, type NoteEvent } from '../_lib/analytics';
import type { IslandName } from '../_lib/islands';
import { PLAN_KEYS } from '../_lib/plans';
import { CTA } from '../_layout/copy';
import { OTHER_LABEL } from './rollups';
import { capBody } from '../_app/body-cap';
import { siteOrigin, type AppEnv, type Env } from '../_app/env';
import { factory } from '../_app/factory';
import { crossSite } from '../_app/same-origin';
import { RESULT_PATHS } from '../assessments/routes';
import { ROUTES } from '../table';
import { retryAfterSeconds } from '../_app/rate-limit';
import { afterAnswer, analyticsLimiter, enqueue, identify, type AnalyticsMessage, type Visitor } from './record';
import { isMeasured, notAPerson, visitOrigin } from './visit';

type C = Context<AppEnv>;

const PAGES = new Set([...ROUTES.map((r) => r.path), ...RESULT_PATHS]);
const POST_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Published posts this isolate has already seen asked about (bounded). */
const knownPosts = new Set<string>();

/** One of the site's measured pages: a page of the route table (not an operator's), an assessment result, or a published post. */
async function isSitePage(env: Env, path: string): Promise<boolean> {
  if (!isMeasured(path)) return false;
  if (PAGES.has(path) || knownPosts.has(path)) return true;
  if (!POST_PATH.test(path) || path.length > 120) return false;
  const row = await env.DB.prepare("SELECT 1 AS found FROM posts WHERE slug = ?1 AND status = 'published'").bind(path.slice(1)).first();
  if (row && knownPosts.size < 5000) knownPosts.add(path);
  return !!row;
}

/** Where the copy-email button sits, as the browser names it: its island's name. */
const COPY_EMAIL_PLACE: IslandName = 'copy-email';
const CHECKOUT_TARGETS = new Set<string>([...PLAN_KEYS, 'reality-check']);
const TARGETS: Record<ClickKind, (t: string) => boolean> = {
  booking: (t) => t === 'calendar',
  checkout: (t) => CHECKOUT_TARGETS.has(t),
  copy_email: (t) => t === 'email',
};
const VITAL_MAX = { LCP: 60_000, INP: 60_000, CLS: 10 } as const;
const LABEL = new RegExp(`^[^\\p{Cc}<>]{1,${NOTE_LIMITS.label}}$`, 'u');
const PLACE = new RegExp(`^[a-z][a-z0-9-]{0,${NOTE_LIMITS.place - 1}}$`);

type Parsed = { event: NoteEvent; path: string; build: (who: Visitor) => AnalyticsMessage[] } | { error: string };

const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length <= max ? v : null);

/** Checks a note's fields; the messages it becomes are built once the visitor is known. */
export function parseNote(req: Request, env: Env, value: unknown): Parsed {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'A page note must be a JSON object.' };
  const note = value as Record<string, unknown>;
  const event = note.e;
  if (!NOTE_EVENTS.includes(event as NoteEvent)) return { error: `Unknown event: use one of ${NOTE_EVENTS.join(', ')}.` };
  const path = text(note.p, 200);
  if (!path || !path.startsWith('/')) return { error: 'p must be the path of the page, starting with /.' };

  switch (event as NoteEvent) {
    case 'view': {
      const query = note.q === undefined ? '' : text(note.q, NOTE_LIMITS.query);
      const referrer = note.r === undefined ? '' : text(note.r, NOTE_LIMITS.referrer);
      if (query === null || (query && !query.startsWith('?'))) return { error: `q must be the page's query string, at most ${NOTE_LIMITS.query} characters.` };
      if (referrer === null) return { error: `r must be the referrer, at most ${NOTE_LIMITS.referrer} characters.` };
      const page = new URL(path + query, siteOrigin(env));
      return { event: 'view', path, build: (who) => [{ t: 'view', ...who, path, ...visitOrigin(req, env, page, referrer || null) }] };
    }
    case 'cta': {
      const kind = note.k as ClickKind;
      if (!CLICK_KINDS.includes(kind)) return { error: `k must be one of ${CLICK_KINDS.join(', ')}.` };
      const target = text(note.g, 40);
      if (!target || !TARGETS[kind](target)) return { error: `g is not a known destination for ${kind}.` };
      const label = typeof note.l === 'string' ? note.l.replace(/\s+/g, ' ').trim() : '';
      if (!LABEL.test(label)) return { error: `l must be the button's words, 1 to ${NOTE_LIMITS.label} characters.` };
      const place = text(note.w, NOTE_LIMITS.place);
      if (!place || !PLACE.test(place)) return { error: 'w must name where the button sits: lower-case letters, digits and hyphens.' };
      // Booking and checkout clicks are counted at their go-addresses (../attribution/go.ts), which every such link
      // now goes through: a note about one, from a page that still has the script, is taken and counted nowhere,
      // so a click is never counted twice.
      if (kind !== 'copy_email') return { event: 'cta', path, build: () => [] };
      // The one button counted here is the footer's, whose words and place (its island, client/notes.ts) are known:
      // any others are counted as one 'other', so a note sent from outside a browser cannot put words in the screen.
      const words = label === CTA.copyEmail ? label : OTHER_LABEL;
      const where = place === COPY_EMAIL_PLACE ? place : OTHER_LABEL;
      return { event: 'cta', path, build: (who) => [{ t: 'conversion', day: who.day, visitor: who.visitor, page: path, kind, target, label: words, place: where }] };
    }
    case 'vitals': {
      const found = VITALS.filter((name) => note[name] !== undefined);
      if (!found.length) return { error: `Send at least one of ${VITALS.join(', ')}.` };
      for (const name of found) {
        const v = note[name];
        if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > VITAL_MAX[name]) return { error: `${name} must be a number from 0 to ${VITAL_MAX[name]}.` };
      }
      return { event: 'vitals', path, build: (who) => found.map((name) => ({ t: 'vitals', day: who.day, path, name, value: note[name] as number })) };
    }
  }
}

const refuse = (c: C, status: 400 | 403 | 413 | 422 | 429, message: string, headers: Record<string, string> = {}) =>
  c.text(message, status, { 'Cache-Control': 'no-store', ...headers });

export function notesApi() {
  const api = factory.createApp();
  api.post(
    NOTES_PATH,
    capBody(NOTES_MAX_BYTES, (c) => refuse(c, 413, `A page note is at most ${NOTES_MAX_BYTES} bytes.`)),
    async (c) => {
      if (await crossSite(c)) return refuse(c, 403, 'Page notes are taken only from this site’s own pages.');
      if (notAPerson(c.req.raw)) return c.body(null, 204);
      // sendBeacon posts a string as text/plain, so the body is read as JSON whatever its declared type.
      let value: unknown;
      try {
        value = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(await c.req.arrayBuffer()));
      } catch {
        return refuse(c, 400, 'The page note is not valid JSON.');
      }
      const note = parseNote(c.req.raw, c.env, value);
      if ('error' in note) return refuse(c, 422, note.error);
      if (!(await isSitePage(c.env, note.path))) return refuse(c, 422, `${note.path.slice(0, 80)} is not a page of this site.`);
      const who = await identify(c.env, c.req.raw);
      if (!who) {
        const wait = retryAfterSeconds(analyticsLimiter(c.env));
        return refuse(c, 429, 'Too many page notes from this browser; they are ignored for a minute.', { 'Retry-After': String(wait) });
      }
      const messages = note.build(who);
      afterAnswer(c.executionCtx, 'note', () => Promise.all(messages.map((m) => enqueue(c.env, m))));
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    },
  );
  api.all(NOTES_PATH, (c) => c.text('Send page notes with POST.', 405, { Allow: 'POST', 'Cache-Control': 'no-store' }));
  return api;
}
