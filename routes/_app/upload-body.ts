/**
 * The body of a form that may carry a picture (the article form, multipart/form-data): read like any other
 * (./request-body.ts) but with its file kept and a cap of its own, the largest picture plus the manager's cap for
 * the fields. A body over the cap, declared or counted, is never buffered whole: its first part (the form puts the
 * picture last, so this holds every field typed) is parsed for the fields, so the form can come back with them,
 * and the rest is read and discarded up to DISCARD_LIMIT (the local server resets a connection whose body is left
 * unread: worker/drain-body.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { BODY_CAPS } from './body-cap';
import type { AppEnv } from './env';
import { bodyMode, parseInput, type BodyRefusal, type Fields } from './request-body';

const DISCARD_LIMIT = 64 * 1024 * 1024;

/** Whether this request is a form post that may carry a file (the article form's paths, multipart). */
export const isUpload = (method: string, contentType: string | undefined, path: string, paths: RegExp) =>
  method === 'POST' && bodyMode(contentType) === 'multipart' && paths.test(path);

export async function readCapped(body: ReadableStream<Uint8Array> | null, keep: number): Promise<{ bytes: Uint8Array; total: number }> {
  const chunks: Uint8Array[] = [];
  let kept = 0;
  let total = 0;
  if (!body) return { bytes: new Uint8Array(), total };
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (kept < keep) {
      const part = value.subarray(0, keep - kept);
      chunks.push(part);
      kept += part.byteLength;
    }
    if (total > DISCARD_LIMIT) {
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(kept);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return { bytes, total };
}

const boundaryOf = (contentType: string) => /;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
// windows-1252 decodes one character per byte, so indexes in the text are indexes in the bytes.
const asText = (bytes: Uint8Array) => new TextDecoder('windows-1252').decode(bytes);

/** The complete fields at the start of a multipart body cut short: everything up to its last boundary, closed. */
export async function leadingFields(prefix: Uint8Array, contentType: string): Promise<Fields> {
  const boundary = boundaryOf(contentType);
  if (!boundary) return {};
  const cut = asText(prefix).lastIndexOf(`\r\n--${boundary}`);
  if (cut < 0) return {};
  const closed = new Uint8Array(cut + boundary.length + 8);
  closed.set(prefix.subarray(0, cut));
  closed.set(new TextEncoder().encode(`\r\n--${boundary}--\r\n`), cut);
  const read = await parseInput(closed.buffer, contentType, ['multipart']);
  return 'input' in read ? read.input : {};
}

/** Whether the part a multipart body was cut short in is a file, so that every text field before it arrived whole. */
export function cutInFile(prefix: Uint8Array, contentType: string): boolean {
  const boundary = boundaryOf(contentType);
  if (!boundary) return false;
  const text = asText(prefix);
  const last = text.lastIndexOf(`--${boundary}`);
  const headersEnd = last < 0 ? -1 : text.indexOf('\r\n\r\n', last);
  return headersEnd > 0 && /;\s*filename=/i.test(text.slice(last, headersEnd));
}

/**
 * Sets `input` (the fields) and `upload` (the file named `fileField`, or the size of a body over `cap`). Only for
 * requests isUpload accepts: the caller's gate (the editor's) has run first, so a stranger's upload is never read.
 */
export function acceptUpload(fileField: string, cap: number, onRefused: (c: Parameters<MiddlewareHandler<AppEnv>>[0], refusal: BodyRefusal) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const contentType = c.req.header('content-type')!;
    const declared = Number(c.req.header('content-length'));
    const over = Number.isFinite(declared) && declared > cap;
    const { bytes, total } = await readCapped(c.req.raw.body, over ? BODY_CAPS.manager : cap + 1);
    if (over || total > cap) {
      c.set('input', await leadingFields(bytes, contentType));
      c.set('upload', { file: null, tooLarge: over ? declared : total });
      return next();
    }
    if (!/;\s*boundary=/i.test(contentType)) return onRefused(c, (await parseInput(bytes.buffer as ArrayBuffer, contentType, ['multipart'])) as BodyRefusal);
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    } catch {
      return onRefused(c, { status: 400, error: 'invalid_body', message: 'The form data is cut off or malformed, so it cannot be read. Please send the form again.' });
    }
    const fields: Fields = Object.create(null);
    for (const [name, value] of form.entries()) if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value;
    const file = form.get(fileField);
    c.set('input', fields);
    c.set('upload', { file: file instanceof File && file.size > 0 ? file : null, tooLarge: null });
    return next();
  };
}

