import type { ReactNode } from 'react';
import { buttonClass } from './ui';
import { fieldLimits, type LeadKind } from '../_lib/lead-fields';
import type { FieldName } from '../_lib/lead-copy';
import { PRIVACY_POLICY_PATH } from '../_lib/legal-paths';

const control =
  'mt-2 block w-full rounded-xl border border-ink-900/20 bg-white px-4 py-3 text-base text-ink-950 shadow-sm placeholder:text-ink-500 focus:border-accent-600';

/** A labelled form control. Labels are always visible; `required` is marked in words, not only by colour. */
export function Field({
  id,
  label,
  hint,
  required = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  children: (props: { id: string; className: string; required: boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {!required && <span className="ml-1 font-normal text-ink-600">(optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {children({ id, className: control, required, ...(hintId && { 'aria-describedby': hintId }) })}
    </div>
  );
}

type LeadControlProps = ReturnType<typeof fieldLimits> & { id: string; className: string; 'aria-describedby'?: string };

/** A field of a lead form: its name, whether it is required and its length limits come from LEAD_FIELDS. */
export function LeadField({
  kind,
  field,
  id,
  label,
  hint,
  children,
}: {
  kind: LeadKind;
  field: FieldName;
  id: string;
  label: string;
  hint?: string;
  children: (props: LeadControlProps) => ReactNode;
}) {
  const limits = fieldLimits(kind, field);
  return (
    <Field id={id} label={label} hint={hint} required={limits.required}>
      {(p) => children({ ...p, ...limits })}
    </Field>
  );
}

/** Name and email, the pair every lead form starts with. */
export function NameAndEmail({ kind, idPrefix }: { kind: LeadKind; idPrefix: string }) {
  return (
    <>
      <LeadField kind={kind} field="name" id={`${idPrefix}-name`} label="Your name">
        {(p) => <input {...p} type="text" autoComplete="name" />}
      </LeadField>
      <LeadField kind={kind} field="email" id={`${idPrefix}-email`} label="Email address">
        {(p) => <input {...p} type="email" autoComplete="email" />}
      </LeadField>
    </>
  );
}

/** The end of a lead form: its submit button and the note on how what is sent is handled. */
export function SubmitWithPrivacyNote({ label }: { label: string }) {
  return (
    <>
      <button type="submit" className={`w-full sm:w-auto ${buttonClass('secondary')}`}>
        {label}
      </button>
      <p className="text-sm text-ink-600">
        Our{' '}
        <a href={PRIVACY_POLICY_PATH} className="underline underline-offset-4">
          privacy policy
        </a>{' '}
        explains how we handle what you send us.
      </p>
    </>
  );
}
