/**
 * Copy for the contact, charity application and 'Email me my results' forms: their fields, their messages and
 * their buttons, shared by the server's views and the browser's checks. Headings and confirmations of the forms
 * live with their pages (routes/contact/content.ts: contactPage.form, routes/charity/content.ts: charityPage.form;
 * routes/assessments/content.ts: emailResultsCopy); the pages answering a form post without JavaScript have
 * theirs in routes/leads/content.ts.
 */
import { SITE } from './site-config';

export type FieldName = 'name' | 'email' | 'company' | 'message' | 'role' | 'organisation' | 'registration_number' | 'annual_income' | 'result';

export interface FieldCopy {
  label: string;
  /** Shown under the field, before any error. */
  hint?: string;
  required: string;
  autoComplete?: string;
}

export const FIELD_COPY: Record<FieldName, FieldCopy> = {
  name: { label: 'Your name', required: 'Please tell us your name.', autoComplete: 'name' },
  email: { label: 'Email address', required: 'Please enter a valid email address.', autoComplete: 'email' },
  company: { label: 'Company', hint: 'Your organisation, if you are writing on its behalf.', required: '', autoComplete: 'organization' },
  message: {
    label: 'How can we help?',
    hint: 'A few lines on your role, your team and what you would most like off your desk.',
    required: 'Please tell us a little about what you need.',
  },
  role: { label: 'Your role', hint: 'For example chief executive, chair or trustee.', required: '', autoComplete: 'organization-title' },
  organisation: { label: 'Organisation', required: 'Please tell us the name of your organisation.', autoComplete: 'organization' },
  registration_number: {
    label: 'Registration number',
    hint: 'Your charity, CIC or company number, or your EIN in the US.',
    required: '',
  },
  annual_income: { label: 'Latest annual income', hint: 'A round figure from your last accounts is fine, in pounds or dollars.', required: '' },
  result: {
    label: 'Result link',
    required: 'This result link is incomplete or has been changed, so we cannot send it. Please take the assessment again to get a new one.',
  },
};

/** Where the charity form asks the same field differently (fieldCopy in ./lead-fields.ts picks). */
export const CHARITY_COPY: Partial<Record<FieldName, FieldCopy>> = {
  message: {
    label: 'The challenge you would like help with',
    hint: 'What is the problem, who does it affect and what would a good outcome look like?',
    required: 'Please describe the challenge you would like help with.',
  },
};

export const FORM_ERRORS = {
  /** Validation and failure messages, word for word as the product copy gives them. */
  newsletterEmail: 'Please enter a valid email address to subscribe.',
  email: FIELD_COPY.email.required,
  notText: (label: string) => `${label} must be plain text.`,
  controlCharacters: (label: string) => `${label} contains characters we cannot accept. Please retype it without special control characters.`,
  tooLong: (label: string, max: number) => `${label} must be ${max.toLocaleString('en-GB')} characters or fewer.`,
  tooShort: (label: string, min: number) => `${label} needs at least ${min} characters so we can help.`,
  summary: 'Please check the highlighted fields.',
};

/** 'Email me my results', the same on both assessments' result pages. */
const RESULTS_FORM = {
  submit: 'Email me my results',
  submitting: 'Sending...',
  failedTitle: 'Results not sent',
  invalidTitle: 'Please check the form',
} as const;

export const LEAD_FORMS = {
  contact: {
    submit: 'Send message',
    submitting: 'Sending...',
    failedTitle: 'Message not sent',
    invalidTitle: 'Please check the form',
  },
  charity: {
    submit: 'Send application',
    submitting: 'Sending...',
    failedTitle: 'Application not sent',
    invalidTitle: 'Please check the form',
  },
  assessment: RESULTS_FORM,
  burnout_assessment: RESULTS_FORM,
  failedDescription: `Please try again or email us at ${SITE.contactEmail}.`,
  sentTitle: 'Sent',
  optional: '(optional)',
  honeypotLabel: 'Leave this field empty',
  turnstileNote: 'A quick check that you are a person appears below; it only takes a moment.',
} as const;
