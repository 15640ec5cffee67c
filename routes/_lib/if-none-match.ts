import { sha256Hex } from './hash';

/** A strong entity tag for exact bytes or text: the first 128 bits of its SHA-256, quoted. */
export async function entityTag(content: string | BufferSource): Promise<string> {
  return `"${(await sha256Hex(content)).slice(0, 32)}"`;
}

/**
 * Whether a request's If-None-Match names the representation whose entity tag is `etag` (RFC 9110, section 13.1.2):
 * `*` names any current representation; otherwise a comma-separated list of entity tags, each compared weakly (a
 * `W/` prefix on either side is ignored, which is the only comparison that field allows). A malformed member
 * matches nothing, so the full answer is sent.
 */
export function noneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  for (const member of header.split(',')) if (opaque(member.trim()) === wanted) return true;
  return false;
}

/** The quoted part of an entity tag, without its weakness marker; '' when it is not one. */
function opaque(tag: string): string {
  const strong = tag.startsWith('W/') ? tag.slice(2) : tag;
  return strong.length >= 2 && strong.startsWith('"') && strong.endsWith('"') ? strong : '';
}
