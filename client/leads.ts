/** Posts a lead form to the worker as JSON, the way both lead islands do. */
import { LEAD_ENDPOINTS, type LeadApiResponse } from '../routes/_lib/lead-api';
import { TURNSTILE_FIELD, type FieldErrors, type LeadKind } from '../routes/_lib/lead-fields';
import { turnstileToken } from './turnstile';

export type SubmitOutcome = { kind: 'ok'; confirmation?: { heading: string; body: string } } | { kind: 'invalid'; fields: FieldErrors } | { kind: 'failed' };

/** The form's fields as plain strings (every lead field is text). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

export async function submitLead(kind: LeadKind, form: HTMLFormElement, fields: Record<string, string>): Promise<SubmitOutcome> {
  let body = fields;
  for (let attempt = 0; attempt < 2; attempt++) {
    let res: Response;
    try {
      res = await fetch(LEAD_ENDPOINTS[kind], {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      return { kind: 'failed' };
    }
    const data = (await res.json().catch(() => null)) as LeadApiResponse | null;
    if (res.ok && data?.ok) return { kind: 'ok', confirmation: data.confirmation };
    if (data && !data.ok && data.error === 'invalid_fields') return { kind: 'invalid', fields: data.fields };
    if (data && !data.ok && data.error === 'turnstile_required' && attempt === 0) {
      try {
        body = { ...fields, [TURNSTILE_FIELD]: await turnstileToken(form, data.siteKey) };
        continue;
      } catch {
        return { kind: 'failed' };
      }
    }
    return { kind: 'failed' };
  }
  return { kind: 'failed' };
}
