/** SHA-256 of a text (or bytes: a cached page's ETag, worker/page-memory.ts), as lowercase hex: for storing a secret's name without the secret (sessions, kept forms, preview links). */
export async function sha256Hex(text: string | BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', typeof text === 'string' ? new TextEncoder().encode(text) : text);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
