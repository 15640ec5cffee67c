/**
 * 'Share a preview': a link that shows a draft or scheduled article as it will look, to anyone holding it, without
 * signing in (migrations/0030_preview_links.sql). The token is 32 random bytes; only its SHA-256 is stored, so the
 * table cannot be turned back into links. A link works until it expires (PREVIEW_LINK_DAYS, 7 by default) or is
 * revoked, and only while its article is a draft. Publishing (by hand or by schedule) or deleting the article removes
 * its links in the same transaction (the triggers of migrations/0032_article_numbers.sql), so neither unpublishing
 * nor bringing a deleted article back revives one, and the article's seq, which links are filed under, is never given
 * to another article.
 */
import type { Db } from '../_app/services';
import type { Env } from '../_app/env';
import { sha256Hex } from '../_lib/hash';
import type { Post } from './types';
import { getPost } from './repository';
import { PREVIEW_PATH } from './routes';

const DEFAULT_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

export function previewDays(env: Pick<Env, 'PREVIEW_LINK_DAYS'>): number {
  const n = Number(env.PREVIEW_LINK_DAYS?.trim());
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_DAYS;
}

export interface PreviewLink {
  /** The token's hash: names the link for revoking, but opens nothing. */
  id: string;
  createdBy: string;
  createdAt: number;
  expiresAt: number;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const previewPath = (token: string) => `${PREVIEW_PATH}/${token}`;

/** A new link to the article at `slug`; its token, shown once. */
export async function createPreviewLink(db: Db, slug: string, by: string, now: number, days: number): Promise<{ token: string; expiresAt: number } | null> {
  const token = b64url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = now + days * DAY_MS;
  const res = await db
    .prepare(`INSERT INTO preview_links (id, post, created_by, created_at, expires_at) SELECT ?, seq, ?, ?, ? FROM posts WHERE slug = ? AND status = 'draft'`)
    .bind(await sha256Hex(token), by, now, expiresAt, slug)
    .run();
  return res.meta.changes > 0 ? { token, expiresAt } : null;
}

/** The article's links that still work, newest first. */
export async function livePreviewLinks(db: Db, slug: string, now: number): Promise<PreviewLink[]> {
  const { results } = await db
    .prepare(
      `SELECT id, created_by, created_at, expires_at FROM preview_links
       WHERE post = (SELECT seq FROM posts WHERE slug = ?) AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC`,
    )
    .bind(slug, now)
    .all<{ id: string; created_by: string; created_at: number; expires_at: number }>();
  return results.map((r) => ({ id: r.id, createdBy: r.created_by, createdAt: r.created_at, expiresAt: r.expires_at }));
}

/** Stops a link to the article at `slug`; false when there was no such live link. */
export async function revokePreviewLink(db: Db, slug: string, id: string, now: number): Promise<boolean> {
  const res = await db
    .prepare(`UPDATE preview_links SET revoked_at = ? WHERE id = ? AND post = (SELECT seq FROM posts WHERE slug = ?) AND revoked_at IS NULL`)
    .bind(now, id, slug)
    .run();
  return res.meta.changes > 0;
}

/** The draft a token opens now and until when, or null: a forged, expired or revoked token, or an article deleted or published since. */
export async function previewedPost(db: Db, token: string, now: number): Promise<{ post: Post; expiresAt: number } | null> {
  if (!TOKEN.test(token)) return null;
  const row = await db
    .prepare(
      `SELECT p.slug, l.expires_at FROM preview_links l JOIN posts p ON p.seq = l.post
       WHERE l.id = ? AND l.revoked_at IS NULL AND l.expires_at > ? AND p.status = 'draft'`,
    )
    .bind(await sha256Hex(token), now)
    .first<{ slug: string; expires_at: number }>();
  const post = row && (await getPost(db, row.slug));
  return post ? { post, expiresAt: row.expires_at } : null;
}
