/**
 * Copy for the contact, charity application and 'Email me my results' forms and for the pages the worker
 * answers a form post with when JavaScript is off. Headings and confirmations of the forms live with their
 * pages (routes/contact/content.ts: contactPage.form, routes/charity/content.ts: charityPage.form; routes/assessments/content.ts: emailResultsCopy).
 */
import { SITE } from '../_lib/site-config';
import type { LeadKind } from './fields';

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

/** Where the charity form asks the same field differently. */
const CHARITY_COPY: Partial<Record<FieldName, FieldCopy>> = {
  message: {
    label: 'The challenge you would like help with',
    hint: 'What is the problem, who does it affect and what would a good outcome look like?',
    required: 'Please describe the challenge you would like help with.',
  },
};

export function fieldCopy(kind: LeadKind, field: FieldName): FieldCopy {
  return (kind === 'charity' && CHARITY_COPY[field]) || FIELD_COPY[field];
}

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

/** Answers to a form post without JavaScript. */
export const RESULT_PAGES = {
  newsletter: {
    title: `Newsletter sign-up | ${SITE.brand}`,
    description: 'Confirmation of your sign-up to the Executive Sidekick newsletter for business leaders, with what to expect next.',
    formTitle: `Check your newsletter sign-up | ${SITE.brand}`,
    formH1: 'Almost there: check your email address',
    next: [
      'Our next issue will arrive in your inbox with practical notes on strategy, delegation and marketing, and the templates and checklists that go with them.',
      'Every email has an unsubscribe link, so you can leave whenever you like.',
    ],
  },
  contact: {
    title: `Message received | ${SITE.brand}`,
    description: 'Your message has reached Executive Sidekick. Here is what happens next and when you can expect our reply.',
    formTitle: `Check your message | ${SITE.brand}`,
    formH1: 'Please check your message',
  },
  charity: {
    title: `Charity application received | ${SITE.brand}`,
    description: 'Your charity support application has reached Executive Sidekick. Here is what happens next and when you will hear from us.',
    formTitle: `Check your application | ${SITE.brand}`,
    formH1: 'Please check your application',
  },
  assessment: {
    title: `Results request received | ${SITE.brand}`,
    description: 'Your request to have your Executive Sidekick assessment result emailed to you has reached us. Here is what happens next.',
    formTitle: `Results not sent yet | ${SITE.brand}`,
  },
  burnout_assessment: {
    title: `Results request received | ${SITE.brand}`,
    description: 'Your request to have your CEO burnout self-check result emailed to you has reached us. Here is what happens next.',
    formTitle: `Results not sent yet | ${SITE.brand}`,
  },
  backLabel: 'Back to where you were',
  homeLabel: 'Return to Home',
  problems: {
    title: `We could not take your submission | ${SITE.brand}`,
    description: 'Something stopped your form from reaching Executive Sidekick. Here is what went wrong and how to get in touch instead.',
    h1: 'We could not take your submission',
    tooLarge: 'What you sent is larger than our forms accept. Please shorten your message and try again.',
    rateLimited: 'We have had several submissions from your connection in the last minute. Please wait a minute and try again.',
    unsupported: 'Your browser sent the form in a format we cannot read. Please try again from the form on our site.',
    turnstile: 'We could not confirm that a person sent this form. Please go back, complete the check and send it again.',
    storeFailed: 'Please try again or contact us directly.',
    emailUs: `You can always reach us at ${SITE.contactEmail}.`,
  },
} as const;
