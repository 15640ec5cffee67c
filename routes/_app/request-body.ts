/**
 * The one parse of a request body, for every handler that takes one. A body that cannot be read is a 400 and a body
 * of a type the route does not take a 415, each with a sentence saying what was wrong; nothing a client sends
 * reaches a handler half-read or as an exception. The size was capped before this (capBody in ./body-cap.ts), and
 * a cap exceeded while reading still propagates, so it stays a 413.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

export type BodyMode = 'json' | 'form' | 'multipart';

const MEDIA_TYPES: Record<BodyMode, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** What an HTML form can send: urlencoded by default, multipart with enctype="multipart/form-data". */
export const FORM_BODIES: readonly BodyMode[] = ['form', 'multipart'];
export const JSON_BODY: readonly BodyMode[] = ['json'];

export function bodyMode(contentType: string | null | undefined): BodyMode | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (Object.keys(MEDIA_TYPES) as BodyMode[]).find((mode) => MEDIA_TYPES[mode] === type) ?? null;
}

/** Submitted fields by name; the first of a repeated name wins, and a file is not a field. */
export type Fields = Record<string, unknown>;

export interface BodyRefusal {
  status: 400 | 415;
  error: 'unsupported_media_type' | 'invalid_body' | 'invalid_json';
  message: string;
}

export type BodyRead = { input: Fields } | BodyRefusal;

const refuse = (status: BodyRefusal['status'], error: BodyRefusal['error'], message: string): BodyRefusal => ({ status, error, message });

function fieldsOf(entries: Iterable<[string, unknown]>): Fields {
  const fields: Fields = Object.create(null);
  for (const [name, value] of entries) if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

function parseJson(text: string): BodyRead {
  if (!text.trim()) return refuse(400, 'invalid_json', 'The request body is empty: send the form fields as a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuse(400, 'invalid_body', 'The request body must be a JSON object of form fields.');
  }
  return { input: value as Fields };
}

async function parseMultipart(bytes: ArrayBuffer, contentType: string): Promise<BodyRead> {
  if (!/;\s*boundary=/i.test(contentType)) {
    return refuse(400, 'invalid_body', 'The form data names no boundary between its fields (multipart/form-data needs one), so it cannot be read.');
  }
  try {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    return { input: fieldsOf(form.entries()) };
  } catch {
    return refuse(400, 'invalid_body', 'The form data is cut off or malformed, so it cannot be read. Please send the form again.');
  }
}

/** Parses a body already read, as one of the `accepted` modes. */
export async function parseInput(bytes: ArrayBuffer, contentType: string | null, accepted: readonly BodyMode[]): Promise<BodyRead> {
  const mode = bodyMode(contentType);
  if (!mode || !accepted.includes(mode)) {
    const sent = contentType?.split(';')[0]!.trim() || 'no content type';
    return refuse(415, 'unsupported_media_type', `Send the request body as ${accepted.map((m) => MEDIA_TYPES[m]).join(' or ')}, not ${sent}.`);
  }
  if (mode === 'multipart') return parseMultipart(bytes, contentType!);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse(400, 'invalid_body', 'The request body is not valid UTF-8 text.');
  }
  return mode === 'form' ? { input: fieldsOf(new URLSearchParams(text)) } : parseJson(text);
}

/** Reads and parses the body of `req`. */
export async function readInput(req: Request, accepted: readonly BodyMode[]): Promise<BodyRead> {
  return parseInput(await req.arrayBuffer(), req.headers.get('content-type'), accepted);
}

/** A refusal as plain text, for callers with no page of their own to show it on. */
export const refusalText = (c: Context, refusal: BodyRefusal) => c.text(refusal.message, refusal.status, { 'Cache-Control': 'no-store' });

/**
 * Every request but GET and HEAD has its body read here, before the handler runs: the handler finds the fields in
 * `c.var.input` (null when the request had no body at all, like a publish button's post), and a body that cannot be
 * read never reaches it, even on a route that needs no fields, so such a request changes nothing.
 */
export function acceptBody(
  accepted: readonly BodyMode[],
  onRefused: (c: Context<AppEnv>, refusal: BodyRefusal) => Response | Promise<Response> = refusalText,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const bytes = await c.req.raw.arrayBuffer();
    if (bytes.byteLength === 0) {
      c.set('input', null);
      return next();
    }
    const read = await parseInput(bytes, c.req.header('content-type') ?? null, accepted);
    if ('status' in read) return onRefused(c, read);
    c.set('input', read.input);
    return next();
  };
}
