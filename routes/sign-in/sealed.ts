/**
 * A manager form posted without a valid session (signed out in another tab, the working day's cookie gone, the
 * session ended) is kept, sealed, for an editor to finish after signing in again in the same browser
 * (sealed_submissions: migrations/0027_manager_sessions.sql, migrations/0033_kept_forms_by_browser.sql). The fields
 * are encrypted with AES-GCM under this browser's key, 32 random bytes in an HttpOnly, Secure, SameSite=Strict
 * cookie sent to the manager alone; the row holds the ciphertext and a SHA-256 of the key, never the key. So the
 * database alone can neither read nor claim a kept form, and another browser, even signed in as the same editor,
 * finds nothing. A kept form is opened once (the row is deleted as it is read), only by an editor signed in in that
 * browser (the editor whose expired token came with it, when one did), and never after KEPT_SECONDS.
 *
 * Anyone can post to the manager's forms, so what is kept is bounded: only the forms the manager's route tables
 * declare (routes/sign-in/editor-gate.ts), each within Save's own cap (BODY_CAPS.manager), at most KEPT_PER_BROWSER
 * held for one browser and KEPT_PER_ADDRESS for one address at once.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../_app/env';
import { clientIp, clientNetwork } from '../_app/http';
import type { KeptForm } from '../_app/services';
import { errorMessage, log } from '../_lib/log';
import { sha256Hex } from '../_lib/hash';
import { KEPT_COOKIE } from './routes';
import { MANAGE_ROUTE } from '../manage/routes';

type C = Context<AppEnv>;

/** A day, as long as anyone needs to notice and sign in again. */
export const KEPT_SECONDS = 24 * 3600;
/** Forms one browser may have kept at once: a morning's tabs, each for KEPT_SECONDS. */
export const KEPT_PER_BROWSER = 5;
/** Forms one address (an IPv6 client's /64) may have kept at once, whatever browsers it uses: an office, not a flood. */
export const KEPT_PER_ADDRESS = 20;
const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'Strict', path: MANAGE_ROUTE.path } as const;

/** Why a form could not be kept: this browser or this address holds as many as it may, or D1 did not take it. */
export type NotKept = 'browser' | 'address' | 'unstored';

const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));

/** This browser's key, if its cookie holds one. */
function browserKey(c: C): string | undefined {
  const raw = getCookie(c, KEPT_COOKIE);
  return raw && /^[\w-]{43}$/.test(raw) ? raw : undefined;
}

const browserId = (key: string) => sha256Hex(`kept-browser:${key}`);
const addressId = (c: C) => sha256Hex(`kept-address:${clientNetwork(clientIp(c.req.raw, c.env))}`);
const aesKey = (key: string, usage: 'encrypt' | 'decrypt') => crypto.subtle.importKey('raw', fromB64url(key), 'AES-GCM', false, [usage]);
// The row's id is bound into the ciphertext, so a sealed value moved to another row does not open.
const gcm = (iv: Uint8Array, id: string) => ({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(id) });

/** How many forms a browser or an address holds, unexpired: SQL naming the parameters for its hash and the time. */
const held = (column: 'browser' | 'address', param: string, at: string) =>
  `(SELECT COUNT(*) FROM sealed_submissions WHERE ${column} = ${param} AND expires_at > ${at})`;

/** Seals `form` under this browser's key (made now if it has none), unless a bound is reached or D1 fails. */
export async function keepForm(c: C, form: Omit<KeptForm, 'keptAt'>): Promise<'kept' | NotKept> {
  const key = browserKey(c) ?? b64url(crypto.getRandomValues(new Uint8Array(32)));
  const id = b64url(crypto.getRandomValues(new Uint8Array(16)));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const now = Math.floor(Date.now() / 1000);
  const plain = new TextEncoder().encode(JSON.stringify({ ...form, keptAt: now } satisfies KeptForm));
  const sealed = new Uint8Array(await crypto.subtle.encrypt(gcm(iv, id), await aesKey(key, 'encrypt'), plain));
  const stored = new Uint8Array(iv.length + sealed.length);
  stored.set(iv);
  stored.set(sealed, iv.length);
  const [browser, address] = await Promise.all([browserId(key), addressId(c)]);
  const db = c.env.DB;
  try {
    // One statement counts and inserts, so two posts at once cannot both take the last place.
    const [, inserted] = await db.batch([
      db.prepare(`DELETE FROM sealed_submissions WHERE expires_at <= ?`).bind(now),
      db
        .prepare(
          `INSERT INTO sealed_submissions (id, sealed, expires_at, browser, address) SELECT ?1, ?2, ?3, ?4, ?5
           WHERE ${held('browser', '?4', '?6')} < ?7 AND ${held('address', '?5', '?6')} < ?8`,
        )
        .bind(id, stored, now + KEPT_SECONDS, browser, address, now, KEPT_PER_BROWSER, KEPT_PER_ADDRESS),
    ]);
    if (!inserted!.meta.changes) {
      const ofBrowser = await db.prepare(`SELECT ${held('browser', '?1', '?2')} AS n`).bind(browser, now).first<{ n: number }>();
      const bound = ofBrowser!.n >= KEPT_PER_BROWSER ? 'browser' : 'address';
      log.warn('kept_form_refused', { email: form.email ?? null, path: form.path, bound });
      return bound;
    }
  } catch (err) {
    log.error('kept_form_unstored', { email: form.email ?? null, path: form.path, message: errorMessage(err) });
    return 'unstored';
  }
  setCookie(c, KEPT_COOKIE, key, { ...ATTRIBUTES, maxAge: KEPT_SECONDS });
  log.info('kept_form', { email: form.email ?? null, path: form.path });
  return 'kept';
}

/**
 * Opens this browser's newest kept form for `editor`, once: its row is deleted whatever the outcome, and the cookie
 * with the last of them. Null when there is none, it expired, or another editor's session posted it.
 */
export async function takeKeptForm(c: C, editor: string): Promise<KeptForm | null> {
  const key = browserKey(c);
  if (!key) {
    deleteCookie(c, KEPT_COOKIE, ATTRIBUTES);
    return null;
  }
  const browser = await browserId(key);
  const now = Math.floor(Date.now() / 1000);
  const db = c.env.DB;
  const [taken, left] = await db.batch<{ id?: string; sealed?: ArrayBuffer | number[]; n?: number }>([
    db
      .prepare(
        `DELETE FROM sealed_submissions WHERE id = (SELECT id FROM sealed_submissions WHERE browser = ?1 AND expires_at > ?2 ORDER BY expires_at DESC LIMIT 1)
         RETURNING id, sealed`,
      )
      .bind(browser, now),
    db.prepare(`SELECT ${held('browser', '?1', '?2')} AS n`).bind(browser, now),
  ]);
  if (!left!.results[0]?.n) deleteCookie(c, KEPT_COOKIE, ATTRIBUTES);
  const row = taken!.results[0];
  if (!row?.id || !row.sealed) return null;
  const bytes = new Uint8Array(row.sealed);
  let form: KeptForm;
  try {
    const plain = await crypto.subtle.decrypt(gcm(bytes.subarray(0, 12), row.id), await aesKey(key, 'decrypt'), bytes.subarray(12));
    form = JSON.parse(new TextDecoder().decode(plain)) as KeptForm;
  } catch {
    log.warn('kept_form_unreadable', { editor });
    return null;
  }
  if (form.email !== undefined && form.email !== editor) {
    log.warn('kept_form_other_editor', { editor });
    return null;
  }
  log.info('kept_form_taken', { email: editor, path: form.path });
  return form;
}
