import type { ReactNode } from 'react';

const control =
  'mt-2 block w-full rounded-xl border border-ink-900/20 bg-white px-4 py-3 text-base text-ink-950 shadow-sm placeholder:text-ink-500 focus:border-accent-600 focus:outline-3 focus:outline-accent-600/30';

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

/** Name and email, the pair every lead form starts with (limits match routes/leads/fields.ts). */
export function NameAndEmail({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Your name" required>
        {(p) => <input {...p} name="name" type="text" autoComplete="name" maxLength={100} />}
      </Field>
      <Field id={`${idPrefix}-email`} label="Email address" required>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" maxLength={254} />}
      </Field>
    </>
  );
}
