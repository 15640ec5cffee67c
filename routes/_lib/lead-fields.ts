/**
 * The lead forms as data: which fields each has, their limits and the messages a visitor sees.
 * Pure, so the worker (which never trusts the browser) and the islands validate with the same rules.
 */
import { CHARITY_COPY, FIELD_COPY, FORM_ERRORS, type FieldCopy, type FieldName } from './lead-copy';

export type LeadKind = 'newsletter' | 'contact' | 'charity' | 'assessment' | 'burnout_assessment';
/** 'Email me my results' on an assessment's result page: the record says what the result was. */
export type ResultLeadKind = Extract<LeadKind, 'assessment' | 'burnout_assessment'>;

export interface FieldSpec {
  name: FieldName;
  required: boolean;
  max: number;
  min?: number;
  multiline?: boolean;
  email?: boolean;
  /** Carried by the form, never typed: rendered as a hidden input. */
  hidden?: boolean;
}

const name = (required: boolean): FieldSpec => ({ name: 'name', required, max: 100 });
const email: FieldSpec = { name: 'email', required: true, max: 254, email: true };
/** The result page's own address (`/assessment/result?a=…`); the worker reads it with a ResultReader. */
const result: FieldSpec = { name: 'result', required: true, max: 200, hidden: true };

export const LEAD_FIELDS: Record<LeadKind, FieldSpec[]> = {
  newsletter: [name(false), email],
  contact: [
    name(true),
    email,
    { name: 'company', required: false, max: 150 },
    { name: 'message', required: true, min: 10, max: 5000, multiline: true },
  ],
  charity: [
    name(true),
    email,
    { name: 'role', required: false, max: 100 },
    { name: 'organisation', required: true, max: 150 },
    { name: 'registration_number', required: false, max: 40 },
    { name: 'annual_income', required: false, max: 60 },
    { name: 'message', required: true, min: 20, max: 5000, multiline: true },
  ],
  assessment: [email, name(false), result],
  burnout_assessment: [email, name(false), result],
};

/** The HTML constraints of a lead form's field: the same limits the worker enforces. */
export function fieldLimits(kind: LeadKind, field: FieldName): { name: FieldName; required: boolean; maxLength: number; minLength?: number } {
  const spec = LEAD_FIELDS[kind].find((f) => f.name === field);
  if (!spec) throw new Error(`The ${kind} form has no ${field} field`);
  return { name: spec.name, required: spec.required, maxLength: spec.max, ...(spec.min !== undefined && { minLength: spec.min }) };
}

export function fieldCopy(kind: LeadKind, field: FieldName): FieldCopy {
  return (kind === 'charity' && CHARITY_COPY[field]) || FIELD_COPY[field];
}

/**
 * Bots fill every field they see; people never see this one. Filled in means: accept and drop. The name is
 * deliberately not one browsers autofill (such as 'website'), so a real visitor's lead is never dropped.
 */
export const HONEYPOT_FIELD = 'reference_code';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '' && !(typeof value === 'string' && value.trim() === '');

/** A bot filled in the field people never see: it is told all went well, nothing is stored, and no conversion is counted. */
export const trappedByHoneypot = (input: Record<string, unknown>) => Object.hasOwn(input, HONEYPOT_FIELD) && filled(input[HONEYPOT_FIELD]);
/** The field Cloudflare's Turnstile widget adds to a form. */
export const TURNSTILE_FIELD = 'cf-turnstile-response';

export const LEAD_SOURCES = {
  newsletter: 'newsletter_signup',
  contact: 'contact_form',
  charity: 'charity_application',
  assessment: 'assessment',
  burnout_assessment: 'burnout_assessment',
} as const satisfies Record<LeadKind, string>;
export type LeadSource = (typeof LEAD_SOURCES)[LeadKind];
export const LEAD_KINDS = Object.keys(LEAD_SOURCES) as LeadKind[];

export function isResultLeadKind(kind: LeadKind): kind is ResultLeadKind {
  return kind === 'assessment' || kind === 'burnout_assessment';
}

/**
 * Reads a result link for a results email: null unless it is this site's result page of `kind`'s questionnaire
 * with answers that decode; otherwise the canonical path and the record's message. The reading needs the scoring
 * and its copy, which the browser has no use for: the assessments offer it (Services.results.reader,
 * routes/assessments/result-link.ts) and the worker validates with it.
 */
export type ResultReader = (kind: ResultLeadKind, link: string) => { path: string; message: string } | null;

/** Name sent for a results email left without one, as the newsletter does. */
export const RESULT_LEAD_NAME = 'Assessment Visitor';

/**
 * What is forwarded to sync-to-agile as { record }. The first five keys are the newsletter record's:
 *   newsletter  { name (default 'Newsletter Subscriber'), email, message: 'Newsletter subscription',
 *                 source: 'newsletter_signup', newsletter_signup: true }
 *   contact     { name, email, message ('Company: …' line first when given), source: 'contact_form',
 *                 newsletter_signup: false, company? }
 *   charity     { name, email, message (Organisation, Your role, Registration number, Latest annual income
 *                 lines, then the challenge), source: 'charity_application', newsletter_signup: false,
 *                 company: the organisation }
 *   assessment, burnout_assessment
 *               { name (default 'Assessment Visitor'), email, message (the result in a line or two, then
 *                 'Result link: https://…'), source: 'assessment' | 'burnout_assessment', newsletter_signup: false }
 * Details also go in `message`, so a function that reads only the five keys still passes them on.
 */
export interface LeadRecord {
  name: string;
  email: string;
  message: string;
  source: LeadSource;
  newsletter_signup: boolean;
  company?: string;
}

export type FieldErrors = Partial<Record<FieldName, string>>;
export type FieldValues = Partial<Record<FieldName, string>>;

export type Validation =
  | { ok: true; values: FieldValues; record: LeadRecord }
  | { ok: false; values: FieldValues; errors: FieldErrors };

// C0 controls (tab, LF and CR allowed only in multi-line fields), DEL, C1 controls, bidirectional overrides
// (they can make text display differently from what it says), lone surrogates and non-characters.
const FORBIDDEN_SINGLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/;
const FORBIDDEN_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// A single line also refuses the line and paragraph separators and every format character (zero-width spaces,
// marks that steer the text's direction, soft hyphens): invisible, they make a name differ from what it shows.
const FORMAT = /[\p{Cf}\u2028\u2029]/u;
// The format characters real text needs: a joiner between letters (Persian and Indic spelling), inside an emoji
// (👩🏽‍💼) or the tags of a flag (England, Scotland, Wales).
const NEEDED_FORMAT =
  /(?<=[\p{L}\p{M}])[\u200c\u200d](?=[\p{L}\p{M}])|(?<=\p{Extended_Pictographic}[\p{Emoji_Modifier}\ufe0f]?)\u200d(?=\p{Extended_Pictographic})|(?<=\u{1f3f4})[\u{e0020}-\u{e007e}]+\u{e007f}/gu;

// RFC 5322's dot-atom with the letters, marks and digits of any script (RFC 6531), then a domain of two or more
// labels of letters, digits and inner hyphens whose last is not all digits. No quoted local part, comment or
// address literal: nothing a person types needs them, and they are how angle brackets and spaces get in.
const ATOM = String.raw`[a-z0-9!#$%&'*+/=?^_\x60{|}~\-\p{L}\p{M}\p{N}]+`;
const LABEL = String.raw`[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}\-]{0,61}[\p{L}\p{M}\p{N}])?`;
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+(?!\\d+$)${LABEL}$`, 'u');

export function isValidEmail(value: string): boolean {
  const [local = ''] = value.split('@');
  return value.length <= 254 && local.length <= 64 && EMAIL.test(value);
}

function hasForbidden(raw: string, spec: FieldSpec): boolean {
  if (LONE_SURROGATE.test(raw)) return true;
  if (spec.multiline) return FORBIDDEN_MULTI.test(raw);
  return FORBIDDEN_SINGLE.test(raw) || FORMAT.test(raw.replace(NEEDED_FORMAT, ''));
}

function clean(raw: string, spec: FieldSpec): string {
  const text = raw.normalize('NFC').trim();
  if (spec.email) return text.toLowerCase();
  return spec.multiline ? text.replace(/\r\n?/g, '\n') : text;
}

/** Checks one field. `raw` is whatever arrived: only strings (or nothing) can be valid. */
export function checkField(kind: LeadKind, spec: FieldSpec, raw: unknown): { value: string; error?: string } {
  const label = fieldCopy(kind, spec.name).label;
  if (raw === undefined || raw === null) raw = '';
  if (typeof raw !== 'string') return { value: '', error: FORM_ERRORS.notText(label) };
  if (hasForbidden(raw, spec)) return { value: '', error: FORM_ERRORS.controlCharacters(label) };
  const value = clean(raw, spec);
  if (!value) return { value, error: spec.required ? requiredMessage(kind, spec) : undefined };
  if (spec.email) return isValidEmail(value) ? { value } : { value, error: requiredMessage(kind, spec) };
  if (value.length > spec.max) return { value, error: FORM_ERRORS.tooLong(label, spec.max) };
  if (spec.min && value.length < spec.min) return { value, error: FORM_ERRORS.tooShort(label, spec.min) };
  return { value };
}

function requiredMessage(kind: LeadKind, spec: FieldSpec): string {
  if (spec.email) return kind === 'newsletter' ? FORM_ERRORS.newsletterEmail : FORM_ERRORS.email;
  return fieldCopy(kind, spec.name).required;
}

/** The field rules alone, as the browser can check them: the values as they would be stored, and a message per broken rule. */
export function checkLead(kind: LeadKind, input: Record<string, unknown>): { values: FieldValues; errors: FieldErrors } {
  const values: FieldValues = {};
  const errors: FieldErrors = {};
  for (const spec of LEAD_FIELDS[kind]) {
    const raw = Object.hasOwn(input, spec.name) ? input[spec.name] : undefined;
    const { value, error } = checkField(kind, spec, raw);
    values[spec.name] = value;
    if (error) errors[spec.name] = error;
  }
  return { values, errors };
}

/**
 * Validates and normalises a submission (a JSON object or decoded form fields) into the record to forward.
 * Results emails also need `readResult`; their result link is read even when another field is wrong, so the
 * values always hold its canonical path once it is good.
 */
export function validateLead(kind: LeadKind, input: Record<string, unknown>, readResult?: ResultReader): Validation {
  const { values, errors } = checkLead(kind, input);
  let resultMessage: string | undefined;
  if (isResultLeadKind(kind) && !errors.result) {
    if (!readResult) throw new Error(`Validating a ${kind} lead needs a ResultReader`);
    const read = readResult(kind, values.result!);
    if (read) {
      values.result = read.path;
      resultMessage = read.message;
    } else {
      errors.result = fieldCopy(kind, 'result').required;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, values, record: buildRecord(kind, values, resultMessage) };
}

function buildRecord(kind: LeadKind, v: FieldValues, resultMessage?: string): LeadRecord {
  const email = v.email!;
  if (isResultLeadKind(kind)) {
    return { name: v.name || RESULT_LEAD_NAME, email, message: resultMessage!, source: LEAD_SOURCES[kind], newsletter_signup: false };
  }
  if (kind === 'newsletter') {
    return { name: v.name || 'Newsletter Subscriber', email, message: 'Newsletter subscription', source: 'newsletter_signup', newsletter_signup: true };
  }
  if (kind === 'contact') {
    const message = v.company ? `${FIELD_COPY.company.label}: ${v.company}\n\n${v.message}` : v.message!;
    return { name: v.name!, email, message, source: 'contact_form', newsletter_signup: false, ...(v.company ? { company: v.company } : {}) };
  }
  const details = (['organisation', 'role', 'registration_number', 'annual_income'] as const)
    .filter((f) => v[f])
    .map((f) => `${FIELD_COPY[f].label}: ${v[f]}`);
  return {
    name: v.name!,
    email,
    message: `${details.join('\n')}\n\n${v.message}`,
    source: 'charity_application',
    newsletter_signup: false,
    company: v.organisation!,
  };
}
