/** The JSON contract between the lead endpoints (routes/leads/index.tsx) and the islands that post to them. */
import type { FieldErrors, LeadKind } from './lead-fields';

/** Both assessments' results emails share one endpoint: the result link in the submission says which it is. */
export const LEAD_ENDPOINTS: Record<LeadKind, string> = {
  newsletter: '/api/newsletter',
  contact: '/api/contact',
  charity: '/api/charity-application',
  assessment: '/api/assessment-results',
  burnout_assessment: '/api/assessment-results',
};

export type LeadErrorCode =
  | 'invalid_fields'
  | 'invalid_json'
  | 'invalid_body'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'cross_site'
  | 'rate_limited'
  | 'turnstile_required'
  | 'turnstile_failed'
  | 'method_not_allowed'
  | 'store_failed';

export type LeadApiResponse =
  /** Contact, charity and results answers carry the confirmation to show, so no page holds it before anything is sent. */
  | { ok: true; confirmation?: { heading: string; body: string } }
  | { ok: false; error: 'invalid_fields'; message: string; fields: FieldErrors }
  | { ok: false; error: 'turnstile_required'; message: string; siteKey: string }
  | { ok: false; error: Exclude<LeadErrorCode, 'invalid_fields' | 'turnstile_required'>; message: string };
