/**
 * A manager form posted after its session ended is kept, sealed, for its editor to finish after signing in again
 * (migrations/0027_manager_sessions.sql, sealed_submissions). The fields are encrypted with AES-GCM under a key made
 * for that one submission, which only the editor's browser holds: it is in an HttpOnly, Secure, SameSite=Strict
 * cookie sent to the manager alone, beside a random id whose SHA-256 names the row. So the database alone can
 * neither read nor claim a kept form, another browser has neither id nor key, and a kept form is opened once (the
 * row is deleted as it is read), only by the editor whose session posted it, and never after KEPT_SECONDS. Only a
 * post carrying an editor's own signed token (expired or ended: Refused.expired) is kept, so nobody else can fill
 * the table.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../_app/env';
import type { KeptForm } from '../_app/services';
import { errorMessage, log } from '../_lib/log';
import { sha256Hex } from '../_lib/hash';
import { KEPT_COOKIE } from './routes';
import { MANAGE_ROUTE } from '../manage/routes';

type C = Context<AppEnv>;

/** A day, as long as anyone needs to notice and sign in again. */
export const KEPT_SECONDS = 24 * 3600;
/** Kept forms one browser holds at once; the oldest is dropped beyond this (the cookie must stay small). */
const MAX_KEPT = 6;
const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'Strict', path: MANAGE_ROUTE.path } as const;

const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));

interface Handle {
  id: string;
  key: string;
}

/** The cookie's handles, newest first: `id.key` pairs joined by '~'. */
function handles(c: C): Handle[] {
  const raw = getCookie(c, KEPT_COOKIE) ?? '';
  return raw
    .split('~')
    .map((pair) => pair.split('.'))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^[\w-]{22}$/.test(parts[0]!) && /^[\w-]{43}$/.test(parts[1]!))
    .map(([id, key]) => ({ id, key }));
}

function writeHandles(c: C, list: Handle[]) {
  if (list.length === 0) return deleteCookie(c, KEPT_COOKIE, ATTRIBUTES);
  setCookie(c, KEPT_COOKIE, list.map((h) => `${h.id}.${h.key}`).join('~'), { ...ATTRIBUTES, maxAge: KEPT_SECONDS });
}

const rowId = (id: string) => sha256Hex(`kept:${id}`);
const aesKey = (raw: Uint8Array, usage: 'encrypt' | 'decrypt') => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, [usage]);

/** Seals `form` for `email`; false (and logged) when it could not be stored, and the caller then has nothing kept. */
export async function keepForm(c: C, email: string, form: Omit<KeptForm, 'email' | 'keptAt'>): Promise<boolean> {
  const id = crypto.getRandomValues(new Uint8Array(16));
  const key = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const now = Math.floor(Date.now() / 1000);
  const handle = { id: b64url(id), key: b64url(key) };
  const plain = new TextEncoder().encode(JSON.stringify({ ...form, email, keptAt: now } satisfies KeptForm));
  // The row's id is bound into the ciphertext, so a sealed value moved to another row does not open.
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(await rowId(handle.id)) }, await aesKey(key, 'encrypt'), plain),
  );
  const stored = new Uint8Array(iv.length + sealed.length);
  stored.set(iv);
  stored.set(sealed, iv.length);
  try {
    await c.env.DB.batch([
      c.env.DB.prepare(`INSERT INTO sealed_submissions (id, sealed, expires_at) VALUES (?, ?, ?)`).bind(await rowId(handle.id), stored, now + KEPT_SECONDS),
      c.env.DB.prepare(`DELETE FROM sealed_submissions WHERE expires_at <= ?`).bind(now),
    ]);
  } catch (err) {
    log.error('kept_form_unstored', { email, path: form.path, message: errorMessage(err) });
    return false;
  }
  writeHandles(c, [handle, ...handles(c)].slice(0, MAX_KEPT));
  log.info('kept_form', { email, path: form.path });
  return true;
}

/**
 * Opens this browser's newest kept form for `editor`, once: its row is deleted whatever the outcome, and its
 * handle dropped from the cookie. Null when there is none, it expired, or it is another editor's.
 */
export async function takeKeptForm(c: C, editor: string): Promise<KeptForm | null> {
  const [handle, ...rest] = handles(c);
  if (!handle) return null;
  writeHandles(c, rest);
  const id = await rowId(handle.id);
  const row = await c.env.DB.prepare(`DELETE FROM sealed_submissions WHERE id = ? RETURNING sealed, expires_at`).bind(id).first<{ sealed: ArrayBuffer | number[]; expires_at: number }>();
  if (!row || row.expires_at <= Math.floor(Date.now() / 1000)) return null;
  const bytes = new Uint8Array(row.sealed);
  let form: KeptForm;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, 12), additionalData: new TextEncoder().encode(id) },
      await aesKey(fromB64url(handle.key), 'decrypt'),
      bytes.subarray(12),
    );
    form = JSON.parse(new TextDecoder().decode(plain)) as KeptForm;
  } catch {
    log.warn('kept_form_unreadable', { editor });
    return null;
  }
  if (form.email !== editor) {
    log.warn('kept_form_other_editor', { editor });
    return null;
  }
  log.info('kept_form_taken', { email: editor, path: form.path });
  return form;
}
