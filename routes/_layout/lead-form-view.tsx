import { buttonClass } from './ui';
import { LEAD_ENDPOINTS } from '../_lib/lead-api';
import { FORM_ERRORS, LEAD_FORMS } from '../_lib/lead-copy';
import { fieldCopy, LEAD_FIELDS, type FieldErrors, type FieldValues, type LeadKind } from '../_lib/lead-fields';
import { Honeypot } from './honeypot';

/** Every lead form but the newsletter's, which has a view of its own (./newsletter-form-view.tsx). */
export type LeadFormKind = Exclude<LeadKind, 'newsletter'>;

export interface LeadFormViewProps {
  kind: LeadFormKind;
  values?: FieldValues;
  errors?: FieldErrors;
}

/**
 * The contact, charity application and 'Email me my results' forms: a plain form the worker answers without
 * JavaScript, with per-field hints and errors. client/islands/lead-form.ts finds its parts by the data attributes.
 */
export function LeadFormView({ kind, values = {}, errors = {} }: LeadFormViewProps) {
  const copy = LEAD_FORMS[kind];
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form method="post" action={LEAD_ENDPOINTS[kind]} data-lead-form={kind} className="relative space-y-5">
      <div data-error-summary role="alert" hidden={!hasErrors} className="rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        {hasErrors ? FORM_ERRORS.summary : null}
      </div>
      <Honeypot idPrefix={kind} />
      {LEAD_FIELDS[kind].map((spec) => {
        if (spec.hidden) return <input key={spec.name} type="hidden" name={spec.name} value={values[spec.name] ?? ''} />;
        const f = fieldCopy(kind, spec.name);
        const id = `${kind}-${spec.name}`;
        const error = errors[spec.name];
        const describedBy = [f.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
        const common = {
          id,
          name: spec.name,
          required: spec.required,
          maxLength: spec.max,
          minLength: spec.min,
          autoComplete: f.autoComplete,
          defaultValue: values[spec.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          className: 'w-full rounded-xl border border-ink-900/20 bg-white px-4 py-3 text-base text-ink-950 aria-[invalid=true]:border-red-700 disabled:opacity-60',
        };
        return (
          <div key={spec.name} data-field={spec.name}>
            <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-900">
              {f.label} {!spec.required && <span className="font-normal text-ink-600">{LEAD_FORMS.optional}</span>}
            </label>
            {spec.multiline ? <textarea rows={6} {...common} /> : <input type={spec.email ? 'email' : 'text'} {...common} />}
            {f.hint && (
              <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
                {f.hint}
              </p>
            )}
            <p id={`${id}-error`} data-error-for={spec.name} hidden={!error} className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          </div>
        );
      })}
      <button type="submit" data-submit className={`${buttonClass('primary')} disabled:cursor-wait disabled:opacity-80`}>
        {copy.submit}
      </button>
    </form>
  );
}
