import type { ReactNode } from 'react';
import { Island } from './island';
import type { FieldErrors, FieldValues } from '../_lib/lead-fields';
import { LeadFormView, type LeadFormKind } from './lead-form-view';

interface FormProps {
  /** What the visitor typed, when the worker answers a no-JS post with the form again. */
  values?: FieldValues;
  errors?: FieldErrors;
}

/**
 * Hands a contact, charity or 'Email me my results' <form> (this module's, or one written elsewhere with the
 * same field names) to the lead-form island, which validates per field, posts JSON and shows the confirmation.
 */
export function LeadFormIsland({ kind, children }: { kind: LeadFormKind; children: ReactNode }) {
  return (
    <Island name="lead-form" hydrate="interaction" props={{ kind }}>
      {children}
    </Island>
  );
}

function LeadForm({ kind, values, errors }: FormProps & { kind: LeadFormKind }) {
  return (
    <LeadFormIsland kind={kind}>
      <LeadFormView kind={kind} values={values} errors={errors} />
    </LeadFormIsland>
  );
}

/** Ready to place on /contact: `<ContactForm />`. Posts to /api/contact with or without JavaScript. */
export function ContactForm(props: FormProps) {
  return <LeadForm kind="contact" {...props} />;
}

/** Ready to place on /charity-application: `<CharityApplicationForm />`. Posts to /api/charity-application. */
export function CharityApplicationForm(props: FormProps) {
  return <LeadForm kind="charity" {...props} />;
}
